import { phraseRules, type StandaloneRule } from './standalone-rules';
import { DEMONYM_ADJECTIVES } from './vocabulary/demonyms';

/**
 * Who lives there, said by life stage, trade, nationality or marital status without the class noun
 * the patterns wait for (resident-descriptions.ts reads make-up words and residents' ages). They
 * warn as descriptions, nationality excepted (HUD advertising guidance, 1995; 24 CFR §109.20(a)).
 * - The building or its residents described by life stage: "we're a calm, mostly retired community",
 *   "a largely empty-nester complex", "the owners are almost all retirees" (familial status: a
 *   building described as one without children).
 * - Residents by age said with a trade: "the building is mostly retired teachers" (HUD 1995 memo).
 * - A place described by its residents' nationality with an adjective that alone also names things
 *   (polish, french), read only after "is/are" and a degree word at the clause end: "Elmwood is
 *   largely Polish and Italian" (24 CFR §109.20(a); HUD 1995 memo: residents by national origin).
 * - Residents described by marital status: "mostly married homeowners" (state marital-status laws,
 *   e.g. Or. Rev. Stat. 659A.421(2)).
 * Left alone: "mostly older homes on tree-lined streets", "a mostly brick building", "retired
 * teacher's garden", "the menu is mostly French", "the floors are mostly polished".
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
const AREA =
  '(?:street|block|building|neighborhood|neighbourhood|area|community|complex|town|subdivision|development)';
const ORIGIN_DEGREE =
  '(?:mostly|largely|predominantly|predominately|mainly|primarily|overwhelmingly|heavily|solidly)';
const ADJ = `(?:${DEMONYM_ADJECTIVES.join('|')})`;

export const RESIDENT_MAKEUP_RULES: readonly StandaloneRule[] = phraseRules([
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
    // "The building is mostly retired teachers and a few widowers": residents by age said with a
    // trade (patterns.ts reads "mostly" before a class word only), a warning.
    id: 'mostly-retired-people',
    category: 'age',
    kind: 'describe',
    severity: 'warn',
    source: 'hud1995',
    needs: ['retired', 'elderly'],
    reason: 'Describes the residents by age (HUD 1995 memo; 24 CFR §109.20(a))',
    re: `\\b${AREA} (?:is|are|s) (?:mostly|mainly|largely|predominantly|almost all|nearly all|all|full of|filled with) (?:retired|elderly) (?!farm|land|equipment|military)[a-z]+s\\b`,
  },
  {
    id: 'place-described-by-nationality',
    category: 'national_origin',
    kind: 'suits',
    source: 'cfr109',
    needs: [
      'mostly',
      'largely',
      'predominant',
      'mainly',
      'primarily',
      'overwhelmingly',
      'heavily',
      'solidly',
    ],
    reason: 'Describes the residents by national origin (24 CFR §109.20(a); HUD 1995 memo)',
    re: `\\b(?<!(?:menu|food|cuisine|decor|furniture|style|architecture|wine|art|design|fare|kitchen|language) )(?:is|are) (?:still )?${ORIGIN_DEGREE} ${ADJ}(?: (?:and|or) ${ADJ})?(?= (?:,|\\||$)| (?:a|an) (?:[a-z]+ ){0,4}?(?:community|neighborhood|area|street|block|enclave|town|place)\\b)`,
  },
  {
    // "mostly married homeowners, a very settled street": residents described by marital status
    // (state marital-status laws, e.g. Or. Rev. Stat. 659A.421(2)); a warning like "a mostly married area".
    id: 'residents-described-by-marital-status',
    category: 'marital_status',
    kind: 'suits',
    severity: 'warn',
    source: 'state',
    needs: ['married', 'single'],
    reason: 'Describes the residents by marital status (state marital-status laws, e.g. ORS 659A.421)',
    re: `\\b${ORIGIN_DEGREE} (?:married|unmarried|single|divorced) (?:homeowners|owners|couples|residents|neighbors|households|tenants|people|folks)\\b`,
  },
]);
