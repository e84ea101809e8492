import { describe, expect, it } from 'vitest';
import { RETALIATION_RULES } from './retaliation';
import { findingsOf, firesIn, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('retaliation for a fair housing complaint or request (retaliation.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string]>([
    [
      'Ever since he filed a fair housing complaint about his wheelchair, we stopped plowing his spot.',
      undefined,
      'retaliation/handicap',
    ],
    [
      "We're not renewing her lease because she reported us to HUD over the voucher refusal.",
      'NY',
      'retaliation/source_of_income',
    ],
    [
      'After they filed a discrimination complaint with HUD, management raised their rent.',
      undefined,
      'retaliation/race',
    ],
    [
      "They evicted him two weeks after he testified in his neighbor's HUD case.",
      undefined,
      'retaliation/race',
    ],
    [
      'Since you went to the fair housing commission over your kids, your rent is going up $150.',
      undefined,
      'retaliation/familial_status',
    ],
  ])(
    '%s (%s) is %s and blocks',
    (text, state, rule) => {
      expect(firesIn(RETALIATION_RULES, text, rule)).toBe(true);
      expect(outcomeFor(text, state)).toBe('block');
    },
    20_000,
  );

  it.each<[string, string]>([
    [
      'After she turned in her accommodation request, the manager said her rent would jump.',
      'retaliation/handicap block',
    ],
    [
      "Since the Lees complained that the pool rule singles out their kids, we've been fining them.",
      'retaliation/familial_status block',
    ],
    ['After she reported the super for groping her, we started eviction.', 'retaliation/sex block'],
    ['Since she filed a fair housing complaint, we stopped plowing her walk.', 'retaliation/race block'],
    ['Right after they asked for a ramp, the HOA fined them for the porch.', 'retaliation/handicap block'],
    ['After he told fair housing about us, we stopped plowing his driveway.', 'retaliation/race block'],
    [
      "Since she requested a reasonable accommodation for her anxiety we've been fining her for every little thing.",
      'retaliation/handicap block',
    ],
    [
      "Ever since Mrs. Okafor asked for a ramp the manager has been writing her up, and now he won't renew.",
      'retaliation/handicap block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'We evicted him after he stopped paying rent for six months.',
    'We answer every complaint to HUD promptly and never raise rent in response.',
    'After the tenant filed a complaint about the heat, we replaced the boiler.',
    'After she filed a complaint about the ramp, we fixed it within a week.',
    'We raised the rent for every unit this year after the tax reassessment.',
    'After she filed a complaint about the noise, we moved the dumpster.',
    'After she asked for a ramp we installed it within a week.',
    "Since he asked for a new fridge we won't renew.",
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});

describe('retaliation for complaining of a manager’s advances (retaliation.ts)', () => {
  warmUp();
  it('blocks a rent raise after a complaint about harassment', () => {
    expect(outcomeFor('After she reported the landlord’s advances, we doubled her rent.')).toBe('block');
  });
  it('leaves a complaint answered alone', () => {
    expect(outcomeFor('After she complained about the noise, we fixed the window.')).toBe('ok');
  });
});

describe('a complaint, then "so" and the act (retaliation.ts)', () => {
  warmUp();
  it('blocks "she called HUD about the ramp, so raise her rent"', () => {
    expect(outcomeFor('She filed a HUD complaint about the ramp, so raise her rent next month.')).toBe(
      'block',
    );
  });
  it('leaves a complaint fixed alone', () => {
    expect(outcomeFor('She complained about the broken heater, so we fixed it.')).toBe('ok');
  });
});

describe('retaliation for reporting racist graffiti (retaliation.ts)', () => {
  warmUp();
  it('blocks a rent raise after a report of racist graffiti to the police', () => {
    expect(outcomeFor('Since she reported the racist notes to the police, raise her rent at renewal.')).toBe(
      'block',
    );
  });
  it('leaves the graffiti painted over alone', () => {
    expect(
      outcomeFor('After he reported the racist graffiti to the city, we painted over it the same day.'),
    ).toBe('ok');
  });
});

// A complaint "about" its subject to management, and "decided not to renew" (review-43's shapes, reworded).
describe('retaliation for a complaint about marked conduct', () => {
  warmUp();
  it.each<[string, string]>([
    [
      'Since he complained to the office about discrimination, we chose not to renew his lease.',
      'retaliation/race block',
    ],
    ['After she objected to the jokes about her hijab, we raised her rent.', 'retaliation/religion block'],
    [
      'Ever since they complained about the remarks on their accent, their rent is going up.',
      'retaliation/national_origin block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });
  it.each([
    'After she complained about the noise, we decided not to renew her lease.',
    'He complained about the comments on his parking, so we repainted the lines.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
