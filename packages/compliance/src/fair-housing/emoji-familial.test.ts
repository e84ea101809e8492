import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

const classes = (text: string) =>
  checkFairHousingRules(text).map((f) => [
    f.category,
    f.severity,
    text.slice(f.index, f.index + f.phrase.length),
  ]);

// 24 CFR §100.75(c)(1): symbols that convey a dwelling is not available to a group.
describe('children refused with signs', () => {
  it('blocks a prohibition sign beside a child sign, and "no" before one', () => {
    for (const text of [
      '2BR apartment 👶❌',
      'Quiet studio 🚫👶',
      'Top floor unit 🚸🚫',
      'no 👶 please',
      'Condo 👶🏽🚫 🐶🚫',
    ])
      expect(classes(text)[0]?.slice(0, 2), text).toEqual(['familial_status', 'block']);
  });

  it('places the finding on the signs in the text as written', () => {
    expect(classes('Studio 🚫👶 near the park')[0]?.[2]).toBe('🚫👶');
  });

  it('leaves child signs without a prohibition, and prohibitions of other things, alone', () => {
    for (const text of [
      '👶 nursery room ready, 🚫 smoking.',
      'Playground 🚸 next door.',
      '🚫 smoking, 🐶 ok, 👶 welcome!',
    ])
      expect(classes(text), text).toEqual([]);
  });

  it('reads a gesture with a gender sign joined to it, and slang for children', () => {
    expect(classes('Top floor loft 🙅‍♂️👶')[0]?.[2]).toBe('🙅‍♂️👶');
    expect(classes('zero tiny humans allowed').map((c) => c[0])).toContain('familial_status');
    expect(classes('#adultlife #grownupliving, no little humans please').map((c) => c[0])).toContain(
      'familial_status',
    );
    expect(classes('Tiny humans welcome, playground on site 🙆‍♀️👶')).toEqual([]);
  });
});

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('child signs in a run of refused icons (emoji-familial.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  // emoji-familial.ts: a prohibition sign closing a run of icons binds to the child sign even before a word.
  it('reads a child sign in a run of refused icons', () => {
    expect(outcomeOf(check('Studio loft 🚬🐈👶🚫 text me for details'))).toBe('block');
    expect(outcomeOf(check('Garden flat 🌳👶⛔ Call Sam'))).toBe('block');
    expect(outcomeOf(check('Pets 🐶👍 and little ones 👶 welcome, call today'))).toBe('ok');
  });
});
