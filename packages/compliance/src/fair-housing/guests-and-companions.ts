import { type PhraseRule, phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Who a resident may receive or must bring: visitors counted by their class, a companion required of
 * one class.
 * - Visitors counted by race, religion or origin: "complaints about your Black visitors" (24 CFR
 *   §100.65(b)(4): limiting use of privileges because of the guests' race). Left alone: "visitors
 *   must sign in at the front desk".
 * - A class made to bring a companion: "female residents must be accompanied by a male household
 *   member", "blind applicants should bring a sighted companion" (24 CFR §100.65(b)(4), §100.202(b)).
 *   Left alone: "children under 12 must be accompanied by an adult at the pool" is not read (the
 *   courts split on pool rules; familial status is not in the list).
 */
/** Race, religion and origin words said of a group of people (also redlining's, lending-by-area.ts). */
export const CLASS_GROUP =
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

export const GUEST_AND_COMPANION_RULES: readonly StandaloneRule[] = phraseRules([
  companionRule('sex', '(?:female|women|woman|male|men|single women|single mothers)'),
  companionRule(
    'handicap',
    '(?:blind|deaf|disabled|handicapped|visually impaired|hearing impaired|wheelchair|mentally ill)',
  ),
  {
    id: 'visitors-by-race',
    category: 'race',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['visitor', 'guest', 'company', 'friends'],
    reason: "Limits a resident's visitors by their race, religion or origin (24 CFR §100.65(b)(4))",
    re: `\\b${CLASS_GROUP} (?:visitors|guests|friends|company|callers)\\b(?=[^]{0,160}?\\b(?:violation|violate|complain|complained|complaints|not allowed|not permitted|no more|must stop|will be fined|evict|eviction|warning|limit)\\b)|\\b(?:complain\\w*|number of|too many|no more) ${CLASS_GROUP} (?:visitors|guests|friends|callers)\\b`,
  },
]);
