import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Skin tone said without the "-skinned" words the colour vocabulary lists (vocabulary/color.ts): a
 * limit by how dark a person is ("nobody too dark", "no one darker than a paper bag"), people named by a
 * tone ("pale brunch people", "dark folks"), and the Spanish diminutives of tone said of people ("gente
 * más bien clarita", "vecinos güeritos"). Colour is its own protected class (42 U.S.C. §3604(c)); 24 CFR
 * §109.20 and the HUD 1995 memo bar describing residents by it in any wording, so a description here is
 * a finding as the colour words are (severity.ts). Normalised text: lower case, no accents, hyphens as
 * spaces. Left alone: "nothing too dark on the walls", "the bedroom is not too dark", "a light crowd at
 * the brewery", "pale oak floors", "gente muy amable".
 */
const PEOPLE =
  '(?:people|folks|residents|neighbors|neighbours|tenants|renters|families|roommates|guys|girls|types)';
const TONE_LIMIT =
  '(?:(?:nobody|no one|noone|none)(?: (?:who s|whos|who is|thats|that s|that is|who are|that are))? (?:too|very|really|overly|real|super) (?:dark|black|brown|tan|tanned|ethnic)(?: skinned| complexioned)?|(?:nobody|no one|noone) (?:darker|blacker|browner) than)';
// "Pale" and "swarthy" name skin before a people noun even with one word between ("pale brunch people");
// "light", "dark" and "fair" only right before it ("a light crowd" is a small one, so no crowd here).
const TONE_PEOPLE = `(?:(?:pale|paler|palest|pasty|swarthy)(?: [a-z]+)?|(?:light|lighter|dark|darker|fair|fairer) ?(?:skin(?:ned)? )?) ${PEOPLE}`;
// Spanish: gente / vecinos / familias said by tone, often in the diminutive (-ito, -ita).
const TONE_ES =
  '(?:gente|personas|vecinos|vecinas|familias|inquilinos|inquilinas|residentes) (?:(?:mas bien|muy|bien|mas|puro|pura|puros|puras|toda|todos) )*(?:clarit[oa]s?|clar[oa]s?|guerit[oa]s?|guer[oa]s?|blanquit[oa]s?|morenit[oa]s?|prietit[oa]s?|priet[oa]s?|oscur[oa]s?)\\b';

const BASE = { category: 'color' as const, source: 'cfr109' as const };

export const SKIN_TONE_RULES: readonly StandaloneRule[] = phraseRules([
  {
    ...BASE,
    id: 'tone-limit',
    kind: 'exclude',
    needs: [
      'too dark',
      'too black',
      'too brown',
      'too tan',
      'too ethnic',
      'darker than',
      'blacker than',
      'browner than',
    ],
    reason: 'Limits who may live there by how dark their skin is (42 U.S.C. §3604(c): color)',
    re: `\\b${TONE_LIMIT}\\b`,
  },
  {
    ...BASE,
    id: 'tone-people',
    kind: 'describe',
    needs: ['pale', 'paler', 'palest', 'pasty', 'swarthy', 'light', 'dark', 'fair'],
    reason: 'Describes residents or neighbors by skin tone (24 CFR §109.20; HUD 1995 memo)',
    re: `\\b${TONE_PEOPLE}\\b`,
  },
  {
    ...BASE,
    id: 'tone-people-es',
    kind: 'describe',
    needs: ['clar', 'guer', 'blanquit', 'moren', 'priet', 'oscur'],
    reason: 'Describe a los residentes o vecinos por el tono de piel (24 CFR §109.20; HUD 1995 memo)',
    re: `\\b${TONE_ES}`,
  },
]);
