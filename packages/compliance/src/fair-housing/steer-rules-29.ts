import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWordsFor } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';
import { DEMONYM_ADJECTIVES } from './vocabulary/demonyms';
import { NATIONAL_ORIGIN } from './vocabulary/national-origin';

/**
 * Review-29's steering said as a prediction about a class (helper fh29), for every class:
 * - "since your family is from Korea, you'll probably be happiest near Koreatown": the class as the
 *   reason the buyer will be happiest somewhere (24 CFR §100.70(c)(1), discouraging by words; warns
 *   like because-of-class.ts's "happier in the suburbs").
 * - "women usually prefer the units by the gym, so show her those first": a class preference turned
 *   into which homes are shown (24 CFR §100.70(c)(1)); warns.
 * - "Elmwood is largely Polish and Italian": a place described by its residents' nationality with an
 *   adjective that alone also names things (polish, french), read only after "is/are" and a degree
 *   word at the clause end (24 CFR §109.20(a); HUD 1995 memo: residents described by national origin).
 * Left alone: "since you work downtown, you'll be happiest near the station", "buyers usually prefer
 * the corner units, so show those first", "the menu is mostly French", "the floors are mostly polished".
 */
const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];
const SINCE = '(?:since|because|as|now that|given that|seeing as)';
const STATED =
  '(?:youre|you are|theyre|they are|(?:he|she) is|(?:your|their|his|her) (?:family|parents|people) (?:is|are)) (?:an? )?';
const HAPPIEST =
  '(?:happiest|most comfortable|most at home|happier|more comfortable|more at home|feel (?:most |more )?at home|fit in (?:best|better))';
// A country named after "from" is an origin ("your family is from Korea"); a city is not.
const FROM_COUNTRY = `from (?:${(NATIONAL_ORIGIN.ambiguous ?? []).join('|')})`;
const rules = (category: ProtectedClass): StandaloneRule[] => {
  const words =
    category === 'national_origin'
      ? `(?:${classWordsFor(category)}|${FROM_COUNTRY})`
      : classWordsFor(category);
  return [
    phraseRule({
      id: 'since-class-happiest-near',
      category,
      kind: 'suits',
      severity: 'warn',
      source: 'cfr10070',
      needs: ['happ', 'comfortable', 'at home', 'fit in'],
      reason: 'Says the buyer\u2019s class decides where they will be happiest (24 CFR §100.70(c)(1))',
      re: `\\b${SINCE} ${STATED}${words}\\b(?: ,)? (?:you|they|he|she)(?:ll| will| would|d)? (?:probably |likely |definitely |surely |certainly )?(?:be )?${HAPPIEST}\\b`,
    }),
    phraseRule({
      id: 'class-prefers-so-show',
      category,
      kind: 'suits',
      severity: 'warn',
      source: 'cfr10070',
      needs: ['prefer'],
      reason: 'Shows homes by what a protected class is said to prefer (24 CFR §100.70(c)(1))',
      re: `\\b${words}\\b (?:usually|generally|always|often|mostly|tend to|typically) prefer\\b[^|]{0,60}?\\bso (?:show|take|steer|point|send|give)\\b`,
    }),
  ];
};
const DEGREE =
  '(?:mostly|largely|predominantly|predominately|mainly|primarily|overwhelmingly|heavily|solidly)';
const ADJ = `(?:${DEMONYM_ADJECTIVES.join('|')})`;
export const STEER_29_RULES: readonly StandaloneRule[] = [
  ...CLASSES.flatMap(rules),
  phraseRule({
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
    re: `\\b(?<!(?:menu|food|cuisine|decor|furniture|style|architecture|wine|art|design|fare|kitchen|language) )(?:is|are) (?:still )?${DEGREE} ${ADJ}(?: (?:and|or) ${ADJ})?(?= (?:,|\\||$)| (?:a|an) (?:[a-z]+ ){0,4}?(?:community|neighborhood|area|street|block|enclave|town|place)\\b)`,
  }),
  phraseRule({
    // "mostly married homeowners, a very settled street": residents described by marital status
    // (state marital-status laws, e.g. Or. Rev. Stat. 659A.421(2)); a warning like "a mostly married area".
    id: 'residents-described-by-marital-status',
    category: 'marital_status',
    kind: 'suits',
    severity: 'warn',
    source: 'state',
    needs: ['married', 'single'],
    reason: 'Describes the residents by marital status (state marital-status laws, e.g. ORS 659A.421)',
    re: `\\b${DEGREE} (?:married|unmarried|single|divorced) (?:homeowners|owners|couples|residents|neighbors|households|tenants|people|folks)\\b`,
  }),
];
