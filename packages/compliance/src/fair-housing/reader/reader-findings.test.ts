import { describe, expect, it } from 'vitest';
import { checkFairHousing } from '../check-fair-housing';
import { type Readers, readerFindings } from './reader-findings';

const fromReader = (text: string, state?: string) =>
  checkFairHousing(text, state ? { state } : {}).filter((f) => f.rule?.startsWith('second-reader/'));

/** Scorers that find every sentence naming `word` a violation, never an exclusion: the layer apart from the models. */
const naming = (word: string): Readers => ({
  violation: (text) => (text.includes(word) ? 0.99 : 0.1),
  exclusion: () => 0,
});
/** The same, with every violation read as an exclusion. */
const excluding = (word: string): Readers => ({ ...naming(word), exclusion: () => 0.99 });

describe('the second reader in the check', () => {
  it('warns on a sentence no rule family names that describes people, with the class of its class word', () => {
    const text = 'The block is mostly Haitian families, so a Haitian renter would just fit in better there.';
    const findings = readerFindings(text, [], undefined, naming('Haitian'));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ category: 'national_origin', severity: 'warn', index: 0 });
    expect(findings[0]!.rule).toBe('second-reader/national_origin');
    expect(findings[0]!.reason).toContain('second reader');
  });

  it('blocks what the severity reader reads as an exclusion, where its class is protected', () => {
    const text = 'The owner would rather the Haitian applicants look at his other building instead.';
    const [finding] = readerFindings(text, [], undefined, excluding('Haitian'));
    expect(finding).toMatchObject({ category: 'national_origin', severity: 'block' });
    expect(finding!.reason).toContain('exclusion');
    expect(readerFindings(text, [], undefined, naming('Haitian'))[0]?.severity).toBe('warn');
    const voucher = 'The owner would rather not take anyone whose rent comes from a voucher program.';
    expect(readerFindings(voucher, [], 'CA', excluding('voucher'))[0]?.severity).toBe('block');
    expect(readerFindings(voucher, [], 'TX', excluding('voucher'))[0]?.severity).toBe('warn');
  });

  it('reads nothing a rule already found, and reports each stretch once', () => {
    const text = 'Sorry, no kids. The yard is big.';
    const ruled = checkFairHousing(text).filter((f) => !f.rule?.startsWith('second-reader/'));
    expect(ruled.length).toBeGreaterThan(0);
    expect(readerFindings(text, ruled, undefined, naming('kids'))).toEqual([]);
  });

  it('reads two sentences together when the class is in one and the limit in the next', () => {
    const text = 'We had Somali tenants before. Never again.';
    const pairOnly: Readers = {
      violation: (t) => (t.includes('Somali') && t.includes('Never') ? 0.99 : 0.2),
      exclusion: () => 0,
    };
    const [finding] = readerFindings(text, [], undefined, pairOnly);
    expect(finding).toMatchObject({ category: 'national_origin', index: 0, phrase: text });
  });

  it('names a state class a warning with where it applies', () => {
    const text = 'The owner would rather not take anyone whose rent comes from a voucher program.';
    const [finding] = readerFindings(text, [], 'TX', naming('voucher'));
    expect(finding?.category).toBe('source_of_income');
    expect(finding?.severity).toBe('warn');
    expect(finding?.jurisdictions).not.toContain('TX');
  });

  it('estimates the class from learnt cues when no class word names one, and says it is an estimate', () => {
    const text = 'Show the Elm Street place, just not to anybody too dark, his words.';
    const [finding] = readerFindings(text, [], undefined, naming('dark'));
    expect(finding?.category).toBe('color');
    expect(finding?.reason).toContain('estimate');
  });

  it('says nothing below the threshold, or with no class word and a guess it is not sure of', () => {
    const flat = (p: number): Readers => ({ violation: () => p, exclusion: () => 0.99 });
    expect(readerFindings('A quiet street. Big yard.', [], undefined, flat(0.5))).toEqual([]);
    expect(readerFindings('A quiet street. Big yard.', [], undefined, flat(0.95))).toEqual([]);
  });

  it('finds nothing in plain listing copy and lawful look-alikes', () => {
    for (const text of [
      'Sun-filled 3BR colonial with a master suite, walk-in closets and a finished basement. Walk to the park and the train.',
      'Call me back!',
      'Let me know if that does not work.',
      'Family room with a fireplace, a chef’s kitchen and a fenced yard. Close to St. Mary’s church and the high school.',
      'All are welcome. We accept housing vouchers and follow every fair housing law.',
    ])
      expect(fromReader(text), text).toEqual([]);
  });
});
