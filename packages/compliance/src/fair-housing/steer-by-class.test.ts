import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, WIDENED_FAMILIES, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe("steering said in the agent's own words (steer-by-class.ts)", () => {
  warmUp();

  it.each<[string, string]>([
    ['I mostly steer my Hispanic buyers toward the south end.', 'steer-class-to/race block'],
    ['Our agents route Jewish families away from Oak Hills.', 'steer-class-to/religion block'],
    ['She pushes wheelchair users into the ground-floor units out back.', 'steer-class-to/handicap block'],
    ['We channel Somali tenants to the annex building.', 'steer-class-to/national_origin block'],
    [
      "With a newborn, you'd be better off in a place with an elevator somewhere else.",
      'happier-elsewhere/familial_status warn',
    ],
    [
      "As a Catholic family you'd probably be more at home over in St. Jude's parish.",
      'happier-elsewhere/religion warn',
    ],
    [
      "Between you and me, I've been steering Korean buyers away from Elm Park for years.",
      'steer-class-to/national_origin block',
    ],
    [
      'Pls steer the Black couple toward the eastside listings, not Maple Ridge.',
      'steer-class-to/race block',
    ],
    [
      "With your wheelchair, honestly you'd be happier at our sister building across town.",
      'happier-elsewhere/handicap warn',
    ],
    [
      "As a single mom you'd be happier in a smaller complex across town.",
      'happier-elsewhere/familial_status warn',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'We steer clear of flood zones when we pick listings.',
    'Push the stroller through the side gate to reach the courtyard.',
    'You might be happier with the corner unit, it gets more light.',
    'Families with kids love the playground two blocks over.',
    'We push families with kids to apply early for the summer openings.',
    'We route Spanish-speaking callers to our bilingual agent.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });

  it.each(['Seniors might be happier with the ground-floor unit.'])(
    'look-alike %s: no finding of the widened families',
    (text) => {
      expect(findingsOf(text).filter((r) => WIDENED_FAMILIES.test(r))).toEqual([]);
    },
  );
});
