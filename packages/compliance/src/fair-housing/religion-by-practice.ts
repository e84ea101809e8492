import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Religion carried by a practice, a shared-values preference or another language rather than a class word.
 * - A fee or deposit on a religious gathering ("Eid dinners in the party room need a $200 deposit"): a
 *   different term for the use of common facilities because of religion, 42 U.S.C. §3604(b); 24 CFR
 *   §100.65(b)(4). Left alone: the same fee on every gathering, with no faith named.
 * - A preference for "someone who shares their values" after the owner's faith is named: the values are the
 *   faith's, so it is a preference by religion, 42 U.S.C. §3604(c); 24 CFR §100.75(c)(1). Left alone: values
 *   with no faith named ("we'd prefer someone who shares our love of gardening").
 * - An Arabic refusal to those outside a faith ("غير متاحة لغير المسلمين", not available to non-Muslims):
 *   §3604(a), (c), said in the language of the ad (HUD 2016 LEP guidance reads ads in any language).
 * - A question to the applicant whether they are of a race ("¿ustedes no son afroamericanos, verdad?",
 *   "you're not Black, are you?"): an inquiry into race, 24 CFR §100.202(c)-style and §3604(c).
 * - "Suits Jewish families" in French (convient à des familles juives): who the place suits by religion,
 *   a warning like the English (HUD 1995 memo).
 */
const GATHERING =
  '(?:iftar|ramadan|eid|shabbat|sabbath|passover|seder|diwali|hanukkah|chanukah|sukkot|purim|vaisakhi|bible study|prayer|worship|religious|church|mass|quran|torah) (?:gatherings?|dinners?|meetings?|services?|events?|parties|groups?|celebrations?|meals?|circles?|nights?)';
const CHARGED =
  '(?:require|requires|required|need|needs|must pay|must post|will be charged|are charged|is charged|pay|owe|incur)\\b[^|]{0,30}?\\b(?:deposit|fee|charge|surcharge|rental fee|cleaning fee)';
const FAITH =
  '(?:latter day saints|mormons?|lds|catholics?|christians?|muslims?|jewish|jews|evangelicals?|baptists?|lutherans?|methodists?|presbyterians?|pentecostals?|hindus?|sikhs?|buddhists?|orthodox|adventists?|jehovahs witnesses|amish|mennonites?|born again)';
const WANT = '(?:prefer|want|are looking for|re looking for|would like|d like|hope for|favor|favour)';
const SHARER =
  '(?:someone|somebody|a tenant|tenants|people|renters|a renter|a family|families|a buyer|buyers|an applicant|applicants)';
const RACE_ES =
  '(?:afroamericanos?|afroamericanas?|negros?|negras?|morenos?|morenas?|hispanos?|hispanas?|latinos?|latinas?|asiaticos?|asiaticas?|blancos?|blancas?)';
const RACE_EN = '(?:black|african american|hispanic|latino|latina|asian|white)';
const FAITH_FR =
  '(?:juives?|juifs?|musulman(?:e|es|s)?|chretien(?:ne|nes|s)?|catholiques?|protestant(?:e|es|s)?|pratiquant(?:e|es|s)?)';

export const RELIGION_BY_PRACTICE_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'religious-gathering-fee',
    category: 'religion',
    kind: 'prefer',
    source: 'fha3604b',
    needs: [
      'gathering',
      'dinner',
      'meeting',
      'service',
      'event',
      'part',
      'group',
      'celebration',
      'meal',
      'circle',
      'night',
    ],
    reason: 'Charges a fee or deposit on a religious gathering (42 U.S.C. §3604(b); 24 CFR §100.65(b)(4))',
    re: `\\b${GATHERING}\\b[^|]{0,60}?\\b${CHARGED}\\b`,
  },
  {
    id: 'faith-shared-values',
    category: 'religion',
    kind: 'prefer',
    source: 'fha3604c',
    needs: ['share'],
    reason:
      'Prefers a tenant who shares the values of a named faith (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1))',
    re: `\\b${FAITH}\\b[^|]{0,80}?\\b${WANT}(?: [a-z]+)? ${SHARER} (?:who|that) (?:shares?|share) (?:their|our|his|her|the same|my) (?:values|faith|beliefs|lifestyle|standards|convictions)\\b`,
  },
  {
    id: 'not-for-other-faiths-ar',
    category: 'religion',
    kind: 'exclude',
    source: 'fha3604c',
    needs: ['لغير'],
    reason: 'Refuses those outside a faith, in Arabic (42 U.S.C. §3604(a), (c))',
    re: '(?:غير (?:متاحة|متاح|متوفرة|متوفر|مسموح)|ممنوع|لا (?:نؤجر|نقبل|يؤجر|يسمح)|ليست? (?:متاحة|متاح|للايجار))[^|]{0,20}?لغير (?:ال)?(?:مسلمين|مسيحيين|يهود)',
  },
  {
    id: 'not-of-race-question',
    category: 'race',
    kind: 'prefer',
    source: 'fha3604c',
    needs: ['no son', 'no es', 'no eres', 'not'],
    reason: 'Asks the applicant whether they are of a race (42 U.S.C. §3604(c); 24 CFR §100.202(c))',
    re: `\\b(?:ustedes|usted|tu) no (?:son|es|eres) ${RACE_ES}(?: ,| \\|)? (?:verdad|cierto|no es asi)\\b|\\b(?:you re|youre|you are) not ${RACE_EN}(?: ,)? (?:are you|right|correct)\\b`,
  },
  {
    id: 'suits-faith-fr',
    category: 'religion',
    kind: 'suits',
    severity: 'warn',
    source: 'hud1995',
    needs: ['convient'],
    reason: 'Says who the place suits by religion, in French (HUD 1995 memo)',
    re: `\\bconvient (?:surtout |mieux |parfaitement |idealement |bien )?a (?:des |une |un )?(?:familles?|personnes?|locataires?|couples?|gens) ${FAITH_FR}\\b`,
  },
]);
