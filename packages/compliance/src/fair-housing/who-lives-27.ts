import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Who lives there or who the home suits, said without a class noun the patterns wait for (review-27's
 * misses, as grammar). Both warn, as descriptions and "ideal for" do (HUD advertising guidance, 1995;
 * 24 CFR §109.20).
 * - The building or its residents described by life stage: "we're a calm, mostly retired community",
 *   "a largely empty-nester complex", "the owners are almost all retirees" (familial status: a
 *   building described as one without children).
 * - A home said to suit only the able-bodied: "best for someone fully mobile", "suited to an
 *   able-bodied buyer" (42 U.S.C. §3604(c), (f); the 1995 memo lets an ad describe stairs, not who can
 *   climb them).
 * Left alone: "mostly older homes on tree-lined streets", "a mostly brick building", "retired
 * teacher's garden", "ideal for someone who wants a short commute", "three flights of stairs, no elevator".
 */
const DEGREE =
  '(?:mostly|mainly|largely|predominantly|primarily|almost all|nearly all|almost entirely|overwhelmingly|heavily|all)';
const STAGE =
  '(?:retired|retiree|retirees|elderly|senior|seniors|empty ?nesters?|empty nest|childless|grown ?up|adult)';
const AGED = '(?:older|young|younger)';
const PLACE =
  '(?:building|buildings|community|communities|complex|neighborhood|neighbourhood|street|block|development|co ?op|condo|association|hoa)\\b';
const PEOPLE =
  '(?:crowd|group|bunch|folks|residents|tenants|owners|neighbors|neighbours|population|shareholders|people)\\b';
const ABLE =
  '(?:fully mobile|able ?bodied|physically fit|sure ?footed|without (?:mobility|physical) (?:issues|limitations|problems|restrictions)|no mobility (?:issues|limitations|problems))';

export const WHO_LIVES_27_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'life-stage-building',
    category: 'familial_status',
    kind: 'describe',
    severity: 'warn',
    source: 'hud1995',
    needs: ['retire', 'elderly', 'senior', 'empty', 'childless', 'grown', 'adult', 'older', 'young'],
    reason:
      'Describes the building or its residents as a life stage without children (HUD advertising guidance, 1995; 24 CFR §109.20)',
    re: `\\b${DEGREE} ${STAGE} (?:${PLACE}|${PEOPLE})|\\b${DEGREE} ${AGED} ${PEOPLE}|\\b(?:residents|tenants|owners|neighbors|neighbours|shareholders|folks) (?:here |in the building )?(?:are|is) ${DEGREE} (?:retired|retirees|empty nesters|seniors|elderly)\\b`,
  },
  {
    id: 'suits-able-bodied',
    category: 'handicap',
    kind: 'suits',
    severity: 'warn',
    source: 'hud1995',
    needs: ['mobile', 'bodied', 'physically fit', 'footed', 'mobility'],
    reason:
      'Says the home suits only people without a disability (42 U.S.C. §3604(c), (f); HUD advertising guidance, 1995: describe the stairs, not who can climb them)',
    re: `\\b(?:ideal|perfect|great|best|suited|suitable|made|meant|designed|good) (?:for|to) (?:an? |the )?(?:(?:active|healthy|young|fit|strong) ,? )*(?:someone|anyone|tenant|tenants|person|people|buyer|buyers|renter|renters|those|residents?|occupants?|owners?|folks)?\\b ?(?:who (?:is|are) |thats |that is |who can walk and is )?${ABLE}\\b`,
  },
]);
