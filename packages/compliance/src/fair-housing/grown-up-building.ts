import type { StandaloneRule } from './standalone-rules';

/**
 * Familial status described, not excluded: "more of a grown-up building", "a grown-up complex",
 * "adult-oriented community", "grown-up living". The home is described by the age of those who live
 * there, which suggests families with children would not fit (42 U.S.C. §3604(c); HUD 1995 memo: a
 * description of the residents rather than the property). No one is excluded, so it warns, as the
 * corpus warns on "mature community" and "suits a mature, quiet tenant"; an explicit exclusion
 * ("grown-ups only", "households with minors will not be considered", "no one under 18 may reside")
 * blocks through the familial-status grammar, and "adult building" (24 CFR §109.20(b)(1)) stays a
 * block there. "Grown-up finishes" and "adult swim" describe a thing or a time, not the residents.
 */
// "An adult feel to the whole complex", "a grown-up vibe": "adult" alone before a word for the home's
// character (adult swim and adult education name an activity, not the home).
const ADULT =
  '(?:grown up|grownup|adult oriented|adult focused|adult centered|adult centred|grown up oriented|adult(?= (?:feel|vibe|vibes|atmosphere|ambiance|ambience|energy)\\b))';
const PLACE =
  '(?:building|complex|community|property|development|household|environment|atmosphere|vibe|setting|place|residence|condo|co op|coop|living|lifestyle|feel|crowd)';

export const GROWN_UP_RULES: readonly StandaloneRule[] = [
  {
    id: 'grown-up-building',
    category: 'familial_status',
    kind: 'describe',
    severity: 'warn',
    source: 'hud1995',
    reason: 'Describes the home by its residents’ ages, which suggests families with children would not fit',
    needs: [
      'grown up',
      'grownup',
      'adult oriented',
      'adult focused',
      'adult cent',
      'adult feel',
      'adult vibe',
      'adult atmosph',
      'adult ambi',
      'adult energy',
    ],
    // Up to two describing words between ("a grown-up, quiet building", "grown-up vibe in the building").
    re: new RegExp(`\\b${ADULT}(?: ,)?(?: [a-z]+(?: ,)?){0,2}? ${PLACE}\\b`, 'g'),
  },
];
