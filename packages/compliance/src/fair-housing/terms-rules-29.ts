import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Review-29's misses about terms, conditions and rules placed on a class, as grammar (helper fh29).
 * Each rule names its source; the look-alikes that stay ok are in terms-rules-29.test.ts.
 */
const KIDS = '(?:kids|children|toddlers|babies|baby|infants|newborns|minors|teens|teenagers)';
const WHO = '(?:tenants|renters|residents|applicants|families|households|buyers|clients|people)';
const GARB =
  '(?:hijabs?|headscarf|headscarves|turbans?|yarmulkes?|kippahs?|burqas?|burkas?|niqabs?|saris|kirpans?|crucifix(?:es)?|religious dress|religious clothing)';
export const TERMS_29_RULES: readonly StandaloneRule[] = phraseRules([
  {
    // "renewal at the current rent is available to tenants who attend Sunday fellowship": a term of
    // tenancy tied to worship (42 U.S.C. §3604(b); 24 CFR §100.65(a)).
    id: 'terms-for-worshippers',
    category: 'religion',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['attend', 'worship', 'go to', 'belong to'],
    reason: 'Ties a term of tenancy to attending worship (42 U.S.C. §3604(b); 24 CFR §100.65(a))',
    re: '\\b(?:who|that) (?:attend|go to|worship at|belong to) (?:the |our |a )?(?:sunday |weekly |friday |sabbath |morning |evening )?(?:fellowship|church|mass|worship|services|bible study|prayer meetings?|temple|synagogue|mosque|congregation)\\b',
  },
  {
    // "wearing a turban in the lobby will be treated as a lease violation" (24 CFR §100.400(c)(2)).
    id: 'religious-garb-violation',
    category: 'religion',
    kind: 'exclude',
    source: 'cfr100400',
    needs: ['wear'],
    reason: 'Treats religious dress as a violation (42 U.S.C. §3604(b); 24 CFR §100.400(c)(2))',
    re: `\\bwearing (?:a |an |your |their )?${GARB}\\b[^|]{0,60}?\\b(?:violation|not allowed|not permitted|prohibited|banned|fined|fine|evict\\w*|warning)\\b`,
  },
  {
    // "suites available for male executives only" (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1)).
    id: 'one-sex-only',
    category: 'sex',
    kind: 'exclude',
    source: 'fha3604c',
    needs: ['only'],
    reason: 'Offers the home to one sex only (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1))',
    re: '\\b(?:for|to) (?:male|female|men|women)(?: [a-z]+){0,2} only\\b',
  },
  {
    // "I can move your repair up the list if you come by my office after hours, just you": a favour
    // traded for a private meeting (24 CFR §100.600(a)(2), quid pro quo harassment).
    id: 'favour-for-private-visit',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['after hours', 'just you', 'alone', 'by yourself'],
    reason: 'Trades a housing favour for a private visit (24 CFR §100.600(a)(2))',
    re: '\\b(?:repair|rent|deposit|lease|application|request|fee|late fee)\\b[^|]{0,40}?\\bif you (?:come|stop|drop|swing) (?:by|over|up)\\b[^|]{0,40}?\\b(?:after hours|alone|just you|by yourself)\\b',
  },
  {
    // "no exceptions for service animals" (24 CFR §100.204; HUD FHEO-2020-01).
    id: 'no-exception-assistance-animals',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: ['exception'],
    reason: 'Refuses the accommodation for assistance animals (24 CFR §100.204; FHEO-2020-01)',
    re: '\\bno exceptions? (?:for|made for|even for) (?:any )?(?:service|assistance|support|emotional support|therapy) (?:animals?|dogs?|pets?)\\b',
  },
  {
    // "reject applicants who cannot show they are able to live independently" (24 CFR §100.202(c)).
    id: 'able-to-live-independently',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: ['independently'],
    reason: 'Asks whether an applicant can live independently (24 CFR §100.202(c))',
    re: '\\b(?:able to|capable of|can|could|cannot|can ?not|cant|unable to) (?:live|living) independently\\b',
  },
  {
    // "anyone in a recovery program for alcoholism must wait two years" (24 CFR §100.201(a)(2)).
    id: 'recovery-program-barred',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: ['recovery', 'rehab', 'treatment'],
    reason: 'Bars people in recovery, a disability (24 CFR §100.201(a)(2), §100.202)',
    re: '\\b(?:in|attending|completed|finished) (?:a |an )?(?:recovery|rehab|rehabilitation|treatment|12 step) program\\b[^|]{0,60}?\\b(?:must wait|cannot apply|cant apply|may not apply|not eligible|ineligible|need not apply|will be denied|are denied|is denied)\\b',
  },
  {
    // "maximum two occupants including infants" (24 CFR §100.65(b); Keating memo, 63 FR 70256).
    id: 'occupancy-counts-infants',
    category: 'familial_status',
    kind: 'exclude',
    source: 'keating1998',
    needs: ['including', 'counting'],
    reason: 'Counts infants against a tight occupancy cap (Keating memo, 63 FR 70256)',
    re: '\\b(?:max|maximum|limit|no more than|up to) (?:of )?(?:\\d+|one|two|three) (?:occupants|people|persons|residents)\\b[^|]{0,12}?\\b(?:including|counting) (?:infants|babies|newborns)\\b',
  },
  {
    // "children must be supervised by an adult at all times anywhere outside the apartment"
    // (42 U.S.C. §3604(b); 24 CFR §100.65(b)(4): privileges limited because of familial status).
    id: 'children-supervised-everywhere',
    category: 'familial_status',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['supervis', 'accompan'],
    reason: 'Confines children to the unit without an adult (24 CFR §100.65(b)(4))',
    re: `\\b${KIDS} must be (?:supervised|accompanied)\\b[^|]{0,40}?\\b(?:anywhere|everywhere|outside (?:the|their|your) (?:apartment|unit|home)|in all common areas)\\b`,
  },
  {
    // "we will not renew if your household grows / if you're expecting" (42 U.S.C. §3604(a), (b);
    // §3602(k) covers pregnancy).
    id: 'nonrenewal-if-expecting',
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3602k',
    needs: ['renew', 'evict', 'terminat', 'lease'],
    reason: 'Ends the tenancy if a child arrives (42 U.S.C. §3602(k), §3604(a))',
    re: '\\b(?:not renew|wont renew|no renewal|terminate|evict|end (?:the|your) lease)\\b[^|]{0,20}?\\bif (?:your household grows|your family grows|you(?:re| are) (?:expecting|pregnant)|you have a baby)\\b',
  },
  {
    // "not to bring the clients with the toddlers" (42 U.S.C. §3604(d); 24 CFR §100.80).
    id: 'dont-bring-families',
    category: 'familial_status',
    kind: 'exclude',
    source: 'cfr10080',
    needs: ['bring'],
    reason: 'Keeps families with children from seeing the home (42 U.S.C. §3604(d); 24 CFR §100.80)',
    re: `\\b(?:not to|dont|do not|never) (?:bring|show) (?:the |any |your )?${WHO}? ?with (?:the |their |any )?${KIDS}\\b`,
  },
  {
    // "charge a higher security deposit to tenants with teenagers" (24 CFR §100.65(b)(1)).
    id: 'higher-charge-for-families',
    category: 'familial_status',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['higher', 'larger', 'extra', 'additional', 'double', 'bigger'],
    reason: 'Charges families with children more (24 CFR §100.65(b)(1))',
    re: `\\b(?:higher|larger|bigger|extra|additional|double)(?: security)? (?:deposits?|rent|fees?)\\b[^|]{0,12}?\\b(?:to|for|from|of) ${WHO} with ${KIDS}\\b`,
  },
]);
