import { type PhraseRule, phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Review-28's misses about what residents may wear, display, receive or do, as grammar.
 * - Religious dress or objects barred or ordered down: "no hijabs or turbans", "take the crucifix off
 *   your door" (42 U.S.C. §3604(b), (c); 24 CFR §100.400(c)(2): interference with enjoyment of a
 *   dwelling because of religion). Left alone: "hooks by the door for hats and scarves".
 * - Visitors counted by race, religion or origin: "complaints about your Black visitors" (24 CFR
 *   §100.65(b)(4): limiting use of privileges because of the guests' race). Left alone: "visitors
 *   must sign in at the front desk".
 * - A class made to bring a companion: "female residents must be accompanied by a male household
 *   member", "blind applicants should bring a sighted companion" (24 CFR §100.65(b)(4), §100.202(b)).
 *   Left alone: "children under 12 must be accompanied by an adult at the pool" is not read (the
 *   courts split on pool rules; familial status is not in the list).
 * - Redlining by area: "decline applications from the historically Black East End ZIP codes" (24 CFR
 *   §100.70(d)(4) and §100.120(b): insurance and loans refused by the racial make-up of an area).
 *   Left alone: "decline applications from the flood zone".
 */
const GARB =
  '(?:hijabs?|headscarf|headscarves|head scarves|turbans?|yarmulkes?|kippahs?|kippot|burqas?|burkas?|niqabs?|mezuzahs?|mezuzot|crucifix(?:es)?|rosary|rosaries|prayer rugs?|prayer mats?|menorahs?|religious symbols?|religious items?|religious decorations?|saris|kirpans?)';
const GROUP =
  '(?:black|african american|white|hispanic|latino|latina|latinx|mexican|asian|chinese|arab|muslim|jewish|indian|somali|haitian|immigrant|minority|nonwhite|non white)';
const WHO = '(?: (?:residents?|tenants?|applicants?|renters?|users?|occupants?|guests?|buyers?))?';
const COMPANION =
  '(?:must|should|need to|needs to|have to|has to|are required to|is required to|will need to) (?:be accompanied by|be escorted by|bring|have) (?:a |an |their |his |her )?(?:[a-z]+ ){0,3}?(?:companion|escort|chaperone|household member|family member|relative|husband|man|male|guardian|caregiver|aide)\\b';
/** A class made to bring a companion the others need not (24 CFR §100.65(b)(4), §100.202(b)). */
const companionRule = (category: 'sex' | 'handicap', who: string): PhraseRule => ({
  id: `${category}-needs-companion`,
  category,
  kind: 'exclude',
  source: 'cfr100',
  needs: ['accompan', 'companion', 'escort', 'chaperone', 'bring'],
  reason: 'Makes a protected class bring a companion the others need not (24 CFR §100.65(b)(4), §100.202(b))',
  re: `\\b${who}${WHO} ${COMPANION}`,
});

export const CONDUCT_28_RULES: readonly StandaloneRule[] = phraseRules([
  companionRule('sex', '(?:female|women|woman|male|men|single women|single mothers)'),
  companionRule(
    'handicap',
    '(?:blind|deaf|disabled|handicapped|visually impaired|hearing impaired|wheelchair|mentally ill)',
  ),
  {
    id: 'religious-garb-barred',
    category: 'religion',
    kind: 'exclude',
    source: 'cfr100400',
    needs: [
      'hijab',
      'scar',
      'turban',
      'yarmulke',
      'kipp',
      'burqa',
      'burka',
      'niqab',
      'mezuz',
      'crucifix',
      'rosar',
      'prayer',
      'menorah',
      'religious',
      'sari',
      'kirpan',
    ],
    reason: 'Bars religious dress or objects (42 U.S.C. §3604(b), (c); 24 CFR §100.400(c)(2))',
    re: `\\b(?:no|remove|take down|take off|get rid of|must remove|not allowed|not permitted|prohibited|banned|forbidden)\\b(?: (?:the|your|any|all|their|his|her|that|those|these|of))*(?: [a-z]+)?? ${GARB}\\b(?! (?:hooks?|holders?|racks?|storage|shelf|shelves)\\b)|\\b${GARB} (?:are |is )?(?:not allowed|not permitted|prohibited|banned|forbidden|must (?:be removed|come down|go))\\b`,
  },
  {
    id: 'visitors-by-race',
    category: 'race',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['visitor', 'guest', 'company', 'friends'],
    reason: "Limits a resident's visitors by their race, religion or origin (24 CFR §100.65(b)(4))",
    re: `\\b${GROUP} (?:visitors|guests|friends|company|callers)\\b(?=[^]{0,160}?\\b(?:violation|violate|complain|complained|complaints|not allowed|not permitted|no more|must stop|will be fined|evict|eviction|warning|limit)\\b)|\\b(?:complain\\w*|number of|too many|no more) ${GROUP} (?:visitors|guests|friends|callers)\\b`,
  },
  {
    id: 'redline-by-area-race',
    category: 'race',
    kind: 'exclude',
    source: 'cfr10070',
    needs: [
      'zip',
      'neighborhood',
      'neighbourhood',
      'area',
      'district',
      'tract',
      'side',
      'part of town',
      'section',
    ],
    reason: 'Refuses applications by the racial make-up of an area (24 CFR §100.70(d)(4), §100.120(b))',
    re: `\\b(?:decline|deny|denies|reject|refuse|no new|do not write|dont write|do not accept|dont accept|do not lend|dont lend|exclude)\\b(?: [a-z0-9]+){0,4}? (?:from|in|on|for) (?:the )?(?:historically |predominantly |mostly |largely |heavily |traditionally )?${GROUP}(?: [a-z]+){0,3}? (?:zip codes?|zips|neighborhoods?|neighbourhoods?|areas?|districts?|tracts?|side|part of town|sections?)\\b`,
  },
]);
