import { beforeAll, describe, expect, it } from 'vitest';
import { CATCHWORD_RULES } from './catchwords';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';
import { firesIn } from './testing/family-cases';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 24 CFR §109.20(b)(6) catch words: a warning when said of who may live there, nothing about a thing.
describe('old HUD catch words said of the residents (catchwords.ts)', () => {
  it.each([
    'Exclusive building for the right people.',
    'Select clientele only.',
    'Catering to a discriminating clientele.',
    'Looking for the right kind of tenants.',
    'Reserved for a select few.',
    'Private community for the chosen.',
    'An exclusive enclave on the bay.',
    'Restricted development, inquire for details.',
  ])('warns on %s', (text) => {
    expect(found(text)).toEqual(expect.arrayContaining(['race warn']));
    expect(found(text)).not.toContain('race block');
  });

  it.each([
    'Exclusive listing with our brokerage.',
    'Exclusive agent for the seller.',
    'Exclusive use of the rear garden.',
    'Restricted parking after 6 pm.',
    'Deed restricted subdivision with an HOA.',
    'Private community pool and gym.',
    'The right buyer will love the views.',
    'Select finishes and select appliances.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('keeps board approval a warning, as the corpus has it', () => {
    expect(found('Board approval required per co-op bylaws.')).toEqual(['race warn']);
  });
});

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('catch words said of every buyer, and coded remarks (catchwords.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined, string, string]>([
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
  ])('%s (%s) finds %s, %s', (text, state, rule, outcome) => {
    expect(check(text, state).map((f) => f.rule)).toContain(rule);
    expect(outcomeOf(check(text, state))).toBe(outcome);
  });

  it.each<[string, string | undefined, string]>([
    [
      'The manager insists on meeting every applicant in person before anyone can apply.',
      undefined,
      'meet-before-applying/race',
    ],
  ])('%s (%s) finds %s', (text, state, rule) => {
    expect(check(text, state).map((f) => f.rule)).toContain(rule);
  });

  // Skin-tone limits are also read by skin-tone-words.ts, which wins the overlap in the output; the
  // catch-word rule itself still matches.
  it('blocks a skin-tone limit by colour, and its catch-word rule matches it', () => {
    const text = 'Landlord wants nobody too dark-skinned.';
    expect(checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`)).toContain('color block');
    expect(firesIn(CATCHWORD_RULES, text, 'not-too-dark/color')).toBe(true);
  });

  it.each<[string, string | undefined]>([
    ['All applicants are subject to a credit check.', undefined],
    ['Meet us in person at the showing before applying.', undefined],
    ['We keep the garden the way it has always been.', undefined],
    ['Owner said not too dark a paint color for the walls.', undefined],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });
});
