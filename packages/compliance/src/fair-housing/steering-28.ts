import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Review-28's "suits" misses: steering and who-it-suits said without the frames the structure reads.
 * All warn, as hints (labels: a description or a suggestion of who fits is a warning).
 * - Fitting in where the neighbours share the origin: "you'd fit in better in Koreatown", "you'd feel
 *   at home where the neighbors speak your language" (24 CFR §100.70(c)(1), national origin).
 *   Left alone: "you'll love the food in Koreatown".
 * - A buyer's faith or race, then the listings that "suit them best" (24 CFR §100.70(c)(1)). Left
 *   alone: "buyers are first-timers; the condos will suit them best".
 * - Families pointed to "the family subdivisions instead" (24 CFR §100.70(c)(1), familial status).
 *   Left alone: "point them to the subdivisions with the lowest HOA fees".
 * - A job "rather than a program" (state source-of-income laws, e.g. Or. Rev. Stat. 659A.421) and
 *   civilians "rather than base personnel" (military status, e.g. RCW 49.60.222). Left alone:
 *   "paid by check rather than cash".
 * - An age cohort as the audience: "built for the twenty-something crowd" (age, state laws such as
 *   43 P.S. §955(h); HUD 1995 memo on "adults" and cohorts). Left alone: "a twenty-something-minute walk".
 */
const ENCLAVE =
  '(?:little (?:saigon|italy|havana|india|haiti|tokyo|manila|ethiopia|armenia|odessa|russia|korea|mexico|portugal|poland|ukraine|bangladesh|arabia|somalia)|chinatown|koreatown|japantown|k town|greektown|manilatown|thai town)';
const FIT_IN = '(?:fit in|feel (?:more )?at home|be (?:happier|more comfortable)|blend in)';
const FAITH_OR_ORIGIN =
  '(?:orthodox jewish|jewish|hasidic|muslim|catholic|christian|evangelical|hindu|sikh|mormon|buddhist|black|african american|hispanic|latino|latina|asian|indian|korean|chinese|mexican|arab|somali|haitian|vietnamese)';

export const STEERING_28_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'fit-in-enclave',
    category: 'national_origin',
    kind: 'suits',
    severity: 'warn',
    source: 'cfr10070',
    needs: ['fit in', 'at home', 'happier', 'comfortable', 'blend in'],
    reason: 'Suggests a buyer or renter would fit in where people share their origin (24 CFR §100.70(c)(1))',
    re: `\\b${FIT_IN} (?:better |more )?(?:in|at|around|near) ${ENCLAVE}\\b|\\b${FIT_IN}\\b[^|]{0,60}?\\bwhere (?:the |most |all )?(?:neighbors|neighbours|people|residents|folks|everyone|families)(?: there)? (?:speak your (?:language|tongue)|speak the same language|share your (?:culture|faith|religion|background|heritage)|are (?:like you|your (?:own )?(?:people|kind)))\\b`,
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
  {
    id: 'job-rather-than-program',
    category: 'source_of_income',
    kind: 'suits',
    severity: 'warn',
    source: 'hudSoi',
    needs: ['rather than', 'instead of', 'not from'],
    reason: 'Prefers wages over program income (state source-of-income laws, e.g. Or. Rev. Stat. 659A.421)',
    re: '\\b(?:job|jobs|work|wages|paycheck|paychecks|salary|employment|employer)\\b (?:rather than|instead of|and not|not) (?:from )?(?:a |an |the )?(?:program|programs|voucher|vouchers|section 8|assistance|benefits|subsidy|subsidies|government aid|welfare|disability|social security|ssi|ssdi)\\b',
  },
  {
    id: 'civilians-rather-than-military',
    category: 'military_status',
    kind: 'suits',
    severity: 'warn',
    source: 'state',
    needs: ['civilian'],
    reason: 'Prefers civilians to service members (military status, e.g. RCW 49.60.222)',
    re: '\\bcivilians?\\b[^|]{0,20}?\\b(?:rather than|instead of|over|not|and not|before) (?:base |military |active duty |enlisted )?(?:personnel|military|service members?|servicemembers|soldiers|sailors|airmen|marines|troops|enlisted)\\b',
  },
  {
    id: 'age-cohort-audience',
    category: 'age',
    kind: 'suits',
    severity: 'warn',
    source: 'state',
    needs: ['something', 'millennial', 'gen z', 'boomer'],
    reason: 'Aims the home at an age cohort (state age protections, e.g. 43 P.S. §955(h))',
    re: '\\b(?:built for|made for|designed for|perfect for|ideal for|great for|aimed at|geared (?:to|toward|towards)|suited to|suits|for) (?:the |a |an |young )?(?:twenty|thirty|forty|fifty|20|30|40) ?somethings?\\b(?! (?:minute|minutes|min|mins|dollar|dollars)\\b)|\\b(?:built for|made for|designed for|perfect for|ideal for|great for|aimed at|geared (?:to|toward|towards)|suited to) (?:the |young )?(?:millennials?|gen z|gen zers|boomers?|baby boomers?)\\b',
  },
]);
