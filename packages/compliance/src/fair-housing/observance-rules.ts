import type { StandaloneRule } from './standalone-rules';

/**
 * Religious observance used to say who is wanted: "must be observant", "roommate should be
 * practicing", "looking for a shomer Shabbos tenant", "someone who keeps the Sabbath". 24 CFR
 * §109.20(b) and 42 U.S.C. §3604(c): a preference by religion, whether said by a faith or by its
 * practice. The HUD 1995 Achtenberg memo allows naming landmarks ("near a synagogue") and kitchen
 * features ("kosher kitchen") describe the property, so those are not read; nor is "practicing piano".
 */
const OBSERVANT =
  '(?:(?:religiously |devoutly |strictly |fully |torah |sabbath |shabbat |shabbos )?(?:observant|devout|practicing|practising|religious|churchgoing|church going|god fearing|frum|pious|faithful church ?goers?|bible believing|born again|mosque going|temple going)|(?:shomer|shomeret|shomrei) (?:shabbat|shabbos|shabbes|shabbas|mitzvos|mitzvot|kashrut)|sabbath keeping|(?:who|that) (?:keeps?|observes?|keep|observe) (?:the )?(?:sabbath|shabbat|shabbos|kosher|lent|ramadan|halal))';
const FAITH =
  '(?:catholics?|christians?|jews?|jewish|muslims?|moslems?|hindus?|sikhs?|buddhists?|mormons?|lds|protestants?|baptists?|evangelicals?|orthodox)';
const MUST = '(?:must|should|has to|have to|needs? to|required to|expected to|ought to) (?:be|remain)';
const WANT =
  '(?:seeking|looking for|searching for|prefer|prefers|preferred|preferably|ideally|want|wanted|would love|hoping for|only|for)';
const PERSON =
  '(?:tenants?|renters?|roommates?|housemates?|applicants?|residents?|persons?|people|someone|somebody|individuals?|families|family|couples?|household|households|man|woman|men|women|gentleman|lady|girls?|guys?|students?|professionals?|buyers?|lodgers?|boarders?)';

export const OBSERVANCE_RULES: readonly StandaloneRule[] = [
  {
    // "Sabbath keepers preferred", "seeking Shabbat observers": the practisers named as who is wanted.
    id: 'observers-wanted',
    needs: ['keepers', 'observers', 'worshippers', 'worshipers', 'churchgoers', 'church goers', 'believers'],
    category: 'religion',
    kind: 'prefer',
    source: 'cfr109',
    re: /\b(?:(?:seeking|looking for|prefer|want|wanted|only|for) (?:(?:a|an|fellow) )?(?:sabbath|shabbat|shabbos|torah|lords day) (?:keepers|observers)|(?:sabbath|shabbat|shabbos|torah|lords day) (?:keepers|observers) (?:preferred|only|wanted|welcome|a plus|please)|(?:fellow |christian |faithful |regular )?(?:churchgoers|church goers|worshippers|worshipers|believers) (?:preferred|only|wanted|a plus|please))\b/g,
  },
  {
    // "Must attend Shabbat services", "should keep the Sabbath", "must observe Ramadan" (24 CFR
    // §109.20(b): a religious practice as a condition; churches are standalone-rules.ts attend-church).
    id: 'must-observe',
    needs: [
      'sabbath',
      'shabbat',
      'shabbos',
      'friday prayer',
      'jummah',
      'ramadan',
      'lent',
      'kosher',
      'halal',
      'mass',
    ],
    category: 'religion',
    kind: 'prefer',
    source: 'cfr109',
    re: /\b(?:must|should|has to|have to|needs? to|required to|expected to) (?:regularly |faithfully |strictly )?(?:attend|go to|keep|observe|honor|honour|fast (?:for|during)|pray at) (?:the )?(?:sabbath|shabbat|shabbos|friday prayers?|jummah|ramadan|lent|kosher|halal|(?:sabbath |shabbat |shabbos )?services|mass)\b/g,
  },
  {
    // "Must be religiously observant", "roommate should be practicing", "must be shomer Shabbos".
    id: 'must-be-observant',
    needs: [
      'observ',
      'devout',
      'practic',
      'religious',
      'church',
      'god fearing',
      'frum',
      'pious',
      'shomer',
      'shomr',
      'sabbath',
      'born again',
      'bible',
    ],
    category: 'religion',
    kind: 'prefer',
    source: 'cfr109',
    re: new RegExp(
      `\\b${MUST} (?:an? )?${OBSERVANT}(?: ${FAITH})?(?= \\||$| ,| (?:and|${FAITH}|${PERSON})\\b)`,
      'g',
    ),
  },
  {
    // "Looking for a shomer Shabbos roommate", "someone who keeps kosher preferred", "ideally a
    // Sabbath-keeping family".
    id: 'wanted-observant',
    needs: [
      'shomer',
      'shomr',
      'who keep',
      'that keep',
      'who observ',
      'that observ',
      'sabbath keeping',
      'frum',
      'pious',
      'god fearing',
    ],
    category: 'religion',
    kind: 'prefer',
    source: 'cfr109',
    re: new RegExp(
      `\\b(?:${WANT} (?:an? |the )?(?:[a-z]+ )?(?:(?:shomer|shomeret|shomrei) (?:shabbat|shabbos|shabbes|shabbas|mitzvos|mitzvot)|frum|pious|god fearing|sabbath keeping) (?:[a-z]+ )?${PERSON}|${PERSON} (?:who|that) (?:keeps?|observes?) (?:the )?(?:sabbath|shabbat|shabbos|kosher|halal)(?: (?:preferred|only|wanted|a plus|a must|required))?(?= \\||$| ,| (?:preferred|only|wanted|a plus|a must|required)\\b))`,
      'g',
    ),
  },
];
