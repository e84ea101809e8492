import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Families with children refused, capped, confined or charged more, without the class noun a pattern
 * waits for (familial-steering.ts reads families steered away; minors-and-floors.ts children barred from
 * facilities; occupancy-caps.ts caps by the number). 42 U.S.C. §3602(k) protects households with
 * children, pregnancy and anyone "in the process of securing legal custody" of a child.
 * - Adoption or custody not yet final as a bar: "come back once the adoption is finalized" (§3602(k)).
 *   Left alone: "applicants in the process of adopting are welcome".
 * - Things of children refused in their place: "this isn't a place for strollers" (HUD 1995 memo;
 *   §3604(c)); children refused in Arabic (§3604(c) reaches every language).
 * - One person per bedroom as the cap, infants counted against it (HUD occupancy guidance, Keating memo
 *   1998, 63 FR 70256: two per bedroom is the general rule). Left alone: "one parking space per
 *   bedroom", "two people per bedroom plus one".
 * - Children kept out of the halls, lobby, courtyard or grounds, even "without an adult": halls, lobby
 *   and courtyard are the way to one's own door, so a supervision rule there limits the dwelling itself
 *   (24 CFR §100.65(b)(4)); children supervised "everywhere" outside the unit likewise. Housing that
 *   states the HOPA exemption is not read. Left alone: pool, fitness-room, parking-lot and elevator
 *   supervision rules (minors-and-floors.ts leaves supervision alone for facilities).
 * - The tenancy ended if a child arrives, families kept from showings, families charged more (42
 *   U.S.C. §3604(a), (b), (d); 24 CFR §100.65(b)(1), §100.80).
 */
const YOUNG =
  '(?:children|kids|minors|teens|teenagers|youths?|juveniles|anyone|residents|occupants) (?:under|below|younger than) (?:the age of |age )?\\d+|children|kids|minors|teens|teenagers';
const MAY_NOT =
  '(?:may not|cannot|cant|can no longer|are not allowed to|arent allowed to|are no longer allowed to|are not permitted to|must not|are prohibited from|are banned from|may no longer|are not to)';
const COMMON =
  '(?:hallways?|halls?|lobby|lobbies|courtyards?|common areas?|grounds|yards?|sidewalks?|walkways?|corridors?|lawns?|breezeways?|entryways?|front steps)';
const KIDS = '(?:kids|children|toddlers|babies|baby|infants|newborns|minors|teens|teenagers)';
// A child arriving: pregnancy, a birth, an adoption, a household that grows (42 U.S.C. §3602(k)).
const ARRIVAL =
  '(?:that )?(?:you|your (?:household|family)|the (?:tenant|resident)|a tenant|she|they)?(?: (?:become|becomes|get|gets|are|is|re|s|were|turn out to be))? ?(?:pregnant|expecting(?! (?:a |an |any )?(?:deliver|package|guest|visitor|call|repair|contractor))|(?:have|has|had|welcome|welcomes|adopt|adopts) (?:a |another |your first )?(?:baby|child|newborn|kid)|(?:grows|grow|expands|gets bigger)|add (?:a )?(?:child|baby|children|kids))';
// The tenancy ended: not renewed, terminated, evicted, asked to move.
const LEASE_ENDS =
  'not renew|wont renew|will not be renewed|wont be renewed|not be renewed|no renewal|non ?renewal|terminate|terminated|evict|evicted|end (?:the|your) lease|tenancy ends|lease ends|must (?:move|vacate|leave)|have to (?:move|vacate|leave)|will be asked to (?:move|vacate|leave)';
const WHO = '(?:tenants|renters|residents|applicants|families|households|buyers|clients|people)';

export const FAMILIAL_TERM_RULES: readonly StandaloneRule[] = phraseRules([
  {
    // "if you're fostering, wait until custody is final before applying" (42 U.S.C. §3602(k)).
    id: 'custody-pending-bar',
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3602k',
    needs: ['adopt', 'custody', 'foster', 'guardianship'],
    reason:
      'Turns away people in the process of securing custody of a child (42 U.S.C. §3602(k), §3604(a), (c))',
    re: '\\b(?:adopting|adoption|adopt|fostering|foster care|custody|guardianship)\\b(?![^|]{0,40}?\\b(?:welcome|welcomed|accept|accepted|may apply|can apply|eligible)\\b)[^|]{0,60}?\\b(?:wait until|wait till|wait for|not until|only after|cannot apply|cant apply|may not apply|not eligible|ineligible|come back (?:when|once|after)|reapply (?:when|once|after)|apply (?:once|after) (?:the |your )?(?:adoption|custody))\\b',
  },
  {
    // "This isn't a place for strollers", "not a building for car seats": things of children named in
    // place of them (HUD 1995 memo; 42 U.S.C. §3604(c)).
    id: 'not-a-place-for-child-things',
    category: 'familial_status',
    kind: 'exclude',
    source: 'cfr100',
    needs: [
      'stroller',
      'crib',
      'high chair',
      'car seat',
      'tricycle',
      'playpen',
      'bassinet',
      'diaper',
      'toys',
    ],
    reason:
      'Says the home is not for strollers or cribs, a refusal of families with children (42 U.S.C. §3604(c))',
    re: '\\b(?:(?:isnt|is not|not|never) (?:a|the|really a) (?:place|building|home|spot|unit|house|apartment|complex) for|no room (?:here )?for) (?:strollers|cribs|high chairs|car seats|tricycles|playpens|bassinets|diapers|toys)\\b',
  },
  {
    // "لا نؤجر للعائلات التي لديها أطفال" (we do not rent to families with children), "ممنوع الأطفال":
    // children refused in Arabic; the normaliser strips hamza, so the words are read without it. The
    // language family (lang-ar.ts) allows two linking words; a relative clause ("التي لديها") needs three.
    id: 'ar-children-refused',
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3604c',
    needs: ['اطفال', 'الاطفال', 'اولاد'],
    reason: 'Refuses families with children, in Arabic (42 U.S.C. §3604(c))',
    // The refusal never reaches past a list comma to children welcomed ("ممنوع التدخين، الأطفال مرحب بهم":
    // no smoking, children welcome).
    re: '(?:لا (?:نوجر|يوجر|توجر|نقبل|يقبل|نستقبل|نسمح)|ممنوع|غير مسموح)[^|,]{0,40}?(?:اطفال|اولاد)(?! (?:مرحب|اهلا))|(?:ممنوع|بدون|لا) (?:ال)?(?:اطفال|اولاد)',
  },
  {
    // One person per bedroom (Keating memo, 63 FR 70256: two per bedroom is the general rule).
    id: 'one-per-bedroom',
    category: 'familial_status',
    kind: 'exclude',
    source: 'keating1998',
    needs: ['per bedroom', 'per br', 'per bdrm', 'per room'],
    reason:
      'Caps occupancy at one person per bedroom, below the two-per-bedroom general rule (HUD occupancy guidance, Keating memo 1998; 42 U.S.C. §3602(k))',
    re: '(?<=\\b(?:people|persons|occupants|residents|live|living|max|maximum|no more than|occupancy|limit)\\b[^|]{0,60}?)\\b(?:one|1) (?:person |occupant |resident |tenant |people )?per (?:bedroom|bdrm|br|room)\\b',
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
    // "kids under 14 may not be in the lobby" (24 CFR §100.65(b)(4): limiting the use of privileges).
    id: 'kids-barred-common-areas',
    category: 'familial_status',
    kind: 'exclude',
    hopaExempt: true,
    source: 'fha3604b',
    needs: ['child', 'kid', 'minor', 'teen', 'youth', 'juvenile', 'under', 'below', 'younger'],
    reason:
      'Keeps children out of the halls, lobby or grounds other residents use (24 CFR §100.65(b)(4); 42 U.S.C. §3604(b))',
    re: `\\b(?:${YOUNG})\\b ${MAY_NOT} (?:be|play|stay|go|walk|sit|hang out|gather|loiter|use|enter|ride|run)(?: [a-z]+)?(?: in| on| into| inside| around| through)? (?:the |any )?${COMMON}\\b`,
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
    // The age said with them too: "kids under 14 must be supervised by a parent anywhere outside their unit".
    re: `\\b${KIDS}(?: (?:under|below|younger than) (?:the age of |age )?\\d+)? must (?:be (?:supervised|accompanied|escorted)|have (?:adult |parental )?supervision|be with (?:an adult|a parent|a guardian))\\b[^|]{0,40}?\\b(?:anywhere|everywhere|whenever they (?:are|re) outside|outside (?:of )?(?:the|their|your|his|her) (?:apartment|unit|home|residence|condo|dwelling)|(?:in|on) (?:all |the )?(?:common areas|hallways|halls|walkways|sidewalks|grounds|property|premises))\\b`,
  },
  {
    // "we will not renew if your household grows / if you're expecting" (42 U.S.C. §3604(a), (b);
    // §3602(k) covers pregnancy).
    id: 'nonrenewal-if-expecting',
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3602k',
    needs: ['renew', 'evict', 'terminat', 'lease', 'tenancy', 'move', 'vacate', 'leave'],
    reason: 'Ends the tenancy if a child arrives (42 U.S.C. §3602(k), §3604(a))',
    // Either order, any wording of the arrival and of the end: "if you become pregnant during the term, the
    // lease will not be renewed", "tenants who have a baby during the lease must move out".
    re: `\\b(?:${LEASE_ENDS})\\b[^|]{0,30}?\\b(?:if|when|once|should|in the event) ${ARRIVAL}\\b|\\b(?:if|when|once|should|in the event|tenants who|residents who|anyone who) ${ARRIVAL}\\b[^|]{0,50}?\\b(?:${LEASE_ENDS})\\b`,
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
    // Not a charge denied: "no extra deposit for families with children".
    re: `(?<!\\b(?:no|without|never|not any) )\\b(?:higher|larger|bigger|extra|additional|double)(?: security)? (?:deposits?|rent|fees?)\\b[^|]{0,12}?\\b(?:to|for|from|of) ${WHO} with ${KIDS}\\b`,
  },
]);
