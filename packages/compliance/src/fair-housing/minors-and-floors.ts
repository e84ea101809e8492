import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Familial status inside the building. Barring minors from the pool, gym or courtyard outright is a
 * different privilege of the dwelling by familial status (42 U.S.C. §3604(b); 24 CFR §100.65(b)(4));
 * a rule that they be supervised is not read here ("under 14 may not use the pool without an adult").
 * Putting households with children on certain floors or in certain buildings is assignment by familial
 * status (24 CFR §100.65(b)(2)) and steering (§100.70(c)(4)). Housing that states the HOPA exemption is
 * not read (42 U.S.C. §3607(b)). Left alone: "pool rules apply to every resident", "families welcome on
 * every floor", "children under 12 must be accompanied by an adult at the pool".
 */
const MINORS =
  '(?:minors|children|kids|teens|teenagers|youth|juveniles|under 18s|(?:anyone|residents?|tenants?|occupants?|persons?|people|guests?) (?:under|younger than) (?:the age of )?(?:1[0-8]|[1-9]|eighteen))';
const BARRED =
  // "Kids can't wait to play in the courtyard" is eagerness, not a bar.
  '(?:may not|(?:cannot|can not|cant)(?! wait)|must not|may never|are not (?:allowed|permitted)|arent (?:allowed|permitted)|are (?:barred|banned|prohibited|forbidden) from|not (?:allowed|permitted) (?:in|to use|at|on|into)|are forbidden|must stay out of|must keep out of|must keep off|are to stay out of)';
const COMMON =
  '(?:pool|pools|gym|fitness (?:center|room)|courtyard|clubhouse|lounge|lobby|laundry(?: room)?|grounds|common areas?|common spaces?|hallways?|halls|rooftop|roof deck|yard|patio|garden|game room|business center|library|sauna|hot tub|spa|tennis courts?|elevators?|amenities)';
// A facility named by its use: "children under 18 may not swim then", "kids can't work out before 9".
const FACILITY_USE =
  '(?:swim|go swimming|be in the water|use the (?:water|hot tub|spa|sauna|weights|equipment|machines)|work out|exercise|lift weights|sunbathe|lounge by the pool)';
const SUPERVISED =
  '(?![^|]{0,50}?\\b(?:without|unless|unaccompanied|unsupervised|unattended|alone|by themselves|on their own|except with|except when|accompanied|supervised|supervision)\\b)';

const FAMILIES =
  '(?:(?:households|families|family|tenants|residents|applicants|parents|renters|people|anyone|those) with (?:(?:\\d+ |one |two |three |four |five |six )?(?:young |small |little )?(?:children|kids|minors|babies|a baby|toddlers|infants|teens)|(?:children|kids|minors) under (?:\\d+|[a-z]+))|families|parents)';
const PLACED =
  '(?:(?:are|is|will be|get|gets|must be|should be|shall be|always) )?(?:placed|put|assigned|housed|kept|located|limited|restricted|steered|directed|offered|shown|given|confined)(?: only)? (?:on|in|to|into) (?:the )?(?:[a-z0-9]+ ){0,3}?(?:floors?|buildings?|wings?|sections?|units?|side|end|towers?)\\b|(?:they |he |she )?(?:have to|has to|must|need to|needs to|can only|only get to|are only allowed to|are only offered|only get) (?:take|get|rent|live in|be in|be given|be shown|use)? ?(?:the |one of the )?(?:[a-z0-9]+ ){0,3}?(?:floors?|buildings?|wings?|sections?|units?|apartments?|towers?)\\b(?! (?:is|are) (?:open|available) to (?:all|everyone|anyone))';

export const MINORS_FLOORS_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'minors-barred-common-areas',
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3604b',
    hopaExempt: true,
    needs: ['minor', 'child', 'kid', 'teen', 'youth', 'juvenile', 'under', 'younger'],
    reason:
      'Bars minors from the common areas residents share, a different privilege by familial status (42 U.S.C. §3604(b); 24 CFR §100.65(b)(4))',
    re: `\\b${MINORS}\\b[^|]{0,25}?\\b${BARRED}\\b[^|]{0,25}?\\b${COMMON}\\b${SUPERVISED}|\\b${MINORS}\\b[^|]{0,25}?\\b${BARRED} ${FACILITY_USE}\\b${SUPERVISED}|\\bno (?:minors|children|kids|teens|teenagers)(?: allowed| permitted)? (?:in|at|on|inside) the ${COMMON}\\b${SUPERVISED}|\\b${COMMON}\\b[^|]{0,20}?\\b(?:is |are )?(?:closed|off limits) to (?:all )?${MINORS}\\b${SUPERVISED}`,
  },
  {
    id: 'families-assigned',
    category: 'familial_status',
    kind: 'exclude',
    source: 'cfr10070',
    hopaExempt: true,
    needs: ['famil', 'parent', 'child', 'kid', 'minor', 'bab', 'toddler', 'infant', 'teen'],
    reason:
      'Assigns households with children to certain floors or buildings (24 CFR §100.65(b)(2), §100.70(c)(4))',
    re: `\\b${FAMILIES}\\b[^|]{0,30}?\\b${PLACED}|\\b(?:put|puts|place|places|assign|assigns|house|houses|keep|keeps|steer|steers|direct|directs|move|moves) (?:all |any )?${FAMILIES} (?:only )?(?:on|in|to|into) (?:the )?(?:[a-z0-9]+ ){0,3}?(?:floors?|buildings?|wings?|sections?|units?|side|end|towers?)\\b`,
  },
]);
