import { beforeAll, describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

// New wording for each coded or other-language family (not the review sets' sentences), and look-alikes.
const rules = (text: string, state?: string) =>
  checkFairHousing(text, state ? { state } : {}).map((f) => f.rule);
const outcome = (text: string, state?: string) => {
  const f = checkFairHousing(text, state ? { state } : {});
  return f.length === 0 ? 'ok' : f.some((x) => x.severity === 'block') ? 'block' : 'warn';
};

describe('review-18 codes (reach-18-codes.ts)', () => {
  beforeAll(() => {
    checkFairHousing('warm up');
  }, 60_000);

  it.each([
    [
      'All applicants are subject to committee approval.',
      undefined,
      'catchword-subject-to-approval/race',
      'warn',
    ],
    [
      'Every buyer vetted by the admissions committee.',
      undefined,
      'catchword-membership-committee/race',
      'warn',
    ],
    [
      'Exclusive gated community with a golf course.',
      undefined,
      'catchword-exclusive-adjective/race',
      'warn',
    ],
    [
      'Keep the block the way it was, if you know what I mean.',
      undefined,
      'keep-it-the-way-wink/race',
      'warn',
    ],
    [
      'The owner wants to see all applicants in person before we send an application.',
      undefined,
      'meet-before-applying/race',
      'warn',
    ],
    ['The complex is mostly retired nurses.', undefined, 'mostly-retired-people/age', 'warn'],
    ['No tomamos programas de vivienda del gobierno.', 'NY', 'es-program-refused/source_of_income', 'block'],
    ['No tomamos programas de vivienda del gobierno.', 'TX', 'es-program-refused/source_of_income', 'warn'],
    [
      'شقة للإيجار، لا نؤجر للناس اللي عندهم أطفال',
      undefined,
      'ar-children-refused/familial_status',
      'block',
    ],
  ])('%s (%s)', (text, state, rule, severity) => {
    expect(rules(text, state)).toContain(rule);
    expect(outcome(text, state)).toBe(severity);
  });

  // emoji-familial.ts: a prohibition sign closing a run of icons binds to the child sign even before a word.
  it('reads a child sign in a run of refused icons', () => {
    expect(outcome('Studio loft 🚬🐈👶🚫 text me for details')).toBe('block');
    expect(outcome('Garden flat 🌳👶⛔ Call Sam')).toBe('block');
    expect(outcome('Pets 🐶👍 and little ones 👶 welcome, call today')).toBe('ok');
  });

  it('reads the in-person look in another verb form', () => {
    expect(
      rules('The manager insists on meeting every applicant in person before anyone can apply.'),
    ).toContain('meet-before-applying/race');
  });

  it.each([
    'All applicants are subject to a credit check.',
    'Meet us in person at the showing before applying.',
    'We keep the garden the way it has always been.',
    'The area is mostly retired farmland.',
    'Aceptamos todos los programas de vivienda.',
    'شقة مناسبة للعائلات مع أطفال',
  ])('leaves alone: %s', (text) => {
    expect(outcome(text)).toBe('ok');
  });
});
