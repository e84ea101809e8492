import { describe, expect, it } from 'vitest';
import { readLeetOne } from '../leet-one';
import { correctWord } from '../lexicon';
import { tokenise } from '../normalise';
import { blindView, readerFeatures } from './reader-features';

const blind = (text: string) => blindView(tokenise(text, correctWord, readLeetOne));
const shared = (a: string, b: string) => {
  const x = new Set(readerFeatures(a));
  return readerFeatures(b).filter((f) => x.has(f)).length;
};

describe('the blind view', () => {
  it('reads every class word or phrase as one symbol, and every word for people as another', () => {
    expect(blind('Told the Black tenant it was rented')).toEqual([
      'told',
      'the',
      '<class>',
      '<person>',
      'it',
      'was',
      'rented',
    ]);
    expect(blind('Told the Muslim applicant it was rented')).toEqual(
      blind('Told the Black tenant it was rented'),
    );
    // A phrase of several words is one symbol too.
    expect(blind('No tenants on Section 8')).toEqual(['no', '<person>', 'on', '<class>']);
  });

  it('leaves the words of an acceptable phrase, places and numbers as the word view does', () => {
    expect(blind('Huge family room, 3 beds in Austin, TX')).toContain('family');
    expect(blind('Huge family room, 3 beds in Austin, TX')).not.toContain('<class>');
    expect(blind('Huge family room, 3 beds in Austin, TX')).not.toContain('3');
  });
});

describe('reader features', () => {
  it('give two classes in the same sentence shape more features in common than two other words', () => {
    const black = 'Told the Black tenant it was rented';
    expect(shared(black, 'Told the Muslim applicant it was rented')).toBeGreaterThan(
      shared(black, 'Told the nice neighbour it was rented'),
    );
  });
});
