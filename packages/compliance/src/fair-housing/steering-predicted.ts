import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWordsFor } from './class-words';
import { phraseRule, phraseRules, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';
import { NATIONAL_ORIGIN } from './vocabulary/national-origin';

/**
 * Steering said as a prediction, a fit or a hint about where a class would be happy, without a
 * steering verb (steer-by-class.ts reads the act and "happier elsewhere"; steering-words.ts the
 * in-group words; coded-steering.ts the coded forms). 24 CFR §100.70(c)(1): discouraging by words.
 * A hint warns; "where they belong" blocks, as a statement of where a class is sent.
 * - The class as the reason the buyer will be happiest somewhere: "since your family is from Korea,
 *   you'll probably be happiest near Koreatown" (warns like because-of-class.ts's "happier in the
 *   suburbs").
 * - A class preference turned into which homes are shown: "women usually prefer the units by the gym,
 *   so show her those first".
 * - Fitting in where the neighbours share the origin: "you'd fit in better in Koreatown", "you'd feel
 *   at home where the neighbors speak your language"; an enclave "they'd probably like better"; "push
 *   them toward Little India where they'll belong" (national origin).
 * - A buyer's faith or race, then the listings that "suit them best".
 * - Families pointed to "the family subdivisions instead" (familial status).
 * Left alone: "since you work downtown, you'll be happiest near the station", "buyers usually prefer
 * the corner units, so show those first", "you'll love the food in Koreatown", "buyers are
 * first-timers; the condos will suit them best", "point them to the subdivisions with the lowest HOA
 * fees".
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
    // Where a class "usually ends up": "families with toddlers usually end up in the townhomes rather
    // than the lofts", "most Korean buyers end up over in Palisades" (a prediction that sorts a class
    // to a part of the property or a place, 24 CFR §100.70(c)(1), (4); a hint, so it warns).
    phraseRule({
      id: 'class-ends-up-in',
      category,
      kind: 'suits',
      severity: 'warn',
      source: 'cfr10070',
      needs: [
        'end up',
        'ends up',
        'ended up',
        'wind up',
        'winds up',
        'wound up',
        'land in',
        'lands in',
        'landed in',
        'gravitate',
      ],
      reason:
        'Predicts where people of a protected class end up, sorting them to a place (24 CFR §100.70(c))',
      re: `\\b${words}\\b(?: [a-z]+){0,4}? (?:usually |generally |always |often |mostly |tend to |typically |all |almost always |just |normally |eventually )*(?:end up|ends up|ended up|wind up|winds up|wound up|land|lands|landed|gravitate|gravitates) (?:over |out |up |down |back )?(?:in|at|on|toward|towards|near|with)\\b`,
    }),
  ];
};
const ENCLAVE =
  '(?:little (?:saigon|italy|havana|india|haiti|tokyo|manila|ethiopia|armenia|odessa|russia|korea|mexico|portugal|poland|ukraine|bangladesh|arabia|somalia)|chinatown|koreatown|japantown|k town|greektown|manilatown|thai town)';
const FIT_IN = '(?:fit in|feel (?:more )?at home|be (?:happier|more comfortable)|blend in)';
const FAITH_OR_ORIGIN =
  '(?:orthodox jewish|jewish|hasidic|muslim|catholic|christian|evangelical|hindu|sikh|mormon|buddhist|black|african american|hispanic|latino|latina|asian|indian|korean|chinese|mexican|arab|somali|haitian|vietnamese)';

export const STEERING_PREDICTED_RULES: readonly StandaloneRule[] = [
  ...CLASSES.flatMap(rules),
  ...phraseRules([
    {
      id: 'fit-in-enclave',
      category: 'national_origin',
      kind: 'suits',
      severity: 'warn',
      source: 'cfr10070',
      needs: ['fit in', 'at home', 'happier', 'comfortable', 'blend in'],
      reason:
        'Suggests a buyer or renter would fit in where people share their origin (24 CFR §100.70(c)(1))',
      re: `\\b${FIT_IN} (?:better |more )?(?:in|at|around|near) ${ENCLAVE}\\b|\\b${FIT_IN}\\b[^|]{0,60}?\\bwhere (?:the |most |all )?(?:neighbors|neighbours|people|residents|folks|everyone|families)(?: there)? (?:speak your (?:language|tongue)|speak the same language|share your (?:culture|faith|religion|background|heritage)|are (?:like you|your (?:own )?(?:people|kind)))\\b`,
    },
    {
      // "they'd probably like the listings in Koreatown better": an enclave named for their origin.
      id: 'steer-to-enclave',
      category: 'national_origin',
      kind: 'suits',
      severity: 'warn',
      source: 'cfr10070',
      needs: [
        'saigon',
        'chinatown',
        'koreatown',
        'little',
        'japantown',
        'greektown',
        'manilatown',
        'thai town',
        'k town',
      ],
      reason:
        'Suggests a buyer or renter would prefer an area named for their national origin (24 CFR §100.70(c)(1))',
      re: '\\b(?:youd|theyd|hed|shed|you|they|he|she|your family)(?: [a-z]+){0,2}? (?:like|prefer|enjoy|love|fit in|feel at home|feel more at home|be happier)(?: [a-z]+){0,4}? (?:in|at|around|near) (?:little (?:saigon|italy|havana|india|haiti|tokyo|manila|ethiopia|armenia|odessa|russia|korea|mexico|portugal|poland|ukraine|bangladesh|arabia|somalia)|chinatown|koreatown|japantown|k town|greektown|manilatown|thai town)\\b(?= (?:better|instead|rather)\\b)',
    },
    {
      // "push them toward Little India where they'll belong" (24 CFR §100.70(c)(1), steering).
      id: 'steer-where-they-belong',
      category: 'national_origin',
      kind: 'exclude',
      source: 'cfr10070',
      needs: ['belong', 'fit in', 'own kind'],
      reason: 'Steers buyers to where "they belong" (42 U.S.C. §3604(a); 24 CFR §100.70(c)(1))',
      re: '\\b(?:push|steer|nudge|guide|direct|point|take|send)(?:s|ed|ing)? (?:them|him|her|the [a-z]+s)\\b[^|]{0,40}?\\bwhere (?:they|he|she)(?:ll| will|d| would)? (?:belong|fit in|be with their own)\\b',
    },
    {
      id: 'class-then-suits-them',
      category: 'religion',
      kind: 'suits',
      severity: 'warn',
      source: 'cfr10070',
      needs: ['suit', 'fit them', 'better for them', 'best for them'],
      reason: "Matches listings to a buyer's faith or origin (24 CFR §100.70(c)(1))",
      re: `\\b(?:buyers?|clients?|they|he|she|the family|renters?|the couple)(?: are| is)(?: (?:very|devout|observant|practicing|practising))? ${FAITH_OR_ORIGIN}\\b[^]{0,80}?\\b(?:will|would|should|may|might) (?:suit|fit|work (?:best )?for|be (?:best|better) for)(?: them| her| him| the family)?(?: best| better| well)?\\b`,
    },
    {
      id: 'families-pointed-to-family-areas',
      category: 'familial_status',
      kind: 'suits',
      severity: 'warn',
      source: 'cfr10070',
      needs: ['family', 'kid friendly', 'child friendly'],
      reason: 'Steers families with children to family areas (24 CFR §100.70(c)(1))',
      re: '(?<=\\b(?:kids|children|child|baby|babies|families|pregnant|toddlers?)\\b[^]{0,120}?)\\b(?:point|steer|send|direct|show|take|guide|route)\\b (?:them|those buyers|those clients|her|him|the family) (?:to|toward|towards|over to) (?:the |our )?(?:[a-z]+ ){0,2}?(?:family|kid friendly|family friendly|child friendly) (?:subdivisions?|neighborhoods?|neighbourhoods?|areas?|buildings?|complexes|communities|developments|sections?|listings)\\b',
    },
  ]),
];
