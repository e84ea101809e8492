import { describe, expect, it } from 'vitest';
import { classByCues, trainClassCues } from './class-cues';
import { withoutLabel } from './reader-features';
import { scoreWith, trainReader } from './train-reader';

// A small corpus of its own: the reader learns which words stand together in violations.
const EXAMPLES = [
  ...[
    'no kids allowed here',
    'sorry no kids in this unit',
    'we do not rent to kids',
    'kids are not welcome here',
  ].map((text) => ({ text, positive: true })),
  ...[
    'large fenced yard for play',
    'sunny unit with a big yard',
    'we rent this unit today',
    'the yard is welcome shade',
  ].map((text) => ({ text, positive: false })),
];

describe('trainReader', () => {
  it('separates what it was taught, and is the same model every time', () => {
    const model = trainReader(EXAMPLES);
    for (const e of EXAMPLES) expect(scoreWith(model, e.text) > 0.5, e.text).toBe(e.positive);
    expect(scoreWith(model, 'no kids please')).toBeGreaterThan(scoreWith(model, 'a big sunny yard please'));
    expect(trainReader(EXAMPLES).weights).toEqual(model.weights);
  });

  it('scores a text of no known word at one half: the corpus share of violations is no evidence', () => {
    expect(scoreWith(trainReader(EXAMPLES), 'zzz qqq')).toBe(0.5);
  });
});

describe('withoutLabel', () => {
  it('drops a short label before a colon, and nothing else', () => {
    expect(withoutLabel('Voicemail transcript: call me back')).toBe('call me back');
    expect(withoutLabel('Text: no kids')).toBe('no kids');
    expect(withoutLabel('Note that the yard is big: very big')).toBe('Note that the yard is big: very big');
    expect(withoutLabel('No colon here')).toBe('No colon here');
  });
});

describe('class cues', () => {
  const table = trainClassCues([
    { text: 'not to anybody too dark', category: 'color' },
    { text: 'someone on the lighter side, not too dark', category: 'color' },
    { text: 'if you could be deployed we pass', category: 'military_status' },
    { text: 'deployed soon? the owner will pass', category: 'military_status' },
    { text: 'then the constructor said no', category: 'religion' },
    { text: 'then the constructor said no again', category: 'religion' },
  ]);

  it('name the class whose words weigh most, and none when no cue is met', () => {
    expect(classByCues(table, 'show it to nobody too dark')).toBe('color');
    expect(classByCues(table, 'are you being deployed?')).toBe('military_status');
    expect(classByCues(table, 'a quiet street with trees')).toBeNull();
  });

  it('read any word as a cue, including names of object properties', () => {
    expect(classByCues(table, 'then the constructor said')).toBe('religion');
    expect(classByCues(table, 'toString valueOf hasOwnProperty __proto__')).toBeNull();
  });
});
