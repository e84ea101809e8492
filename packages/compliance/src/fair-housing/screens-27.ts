import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Screens and answers that exclude without naming the class word a pattern waits for (review-27's
 * misses, as grammar).
 * - Adoption or custody not yet final as a bar: "come back once the adoption is finalized", "if you're
 *   fostering, wait until custody is final before applying". 42 U.S.C. §3602(k) protects anyone "in the
 *   process of securing legal custody" of a child. Blocks. Left alone: "applicants in the process of
 *   adopting are welcome".
 * - Favours for rent forgiven: "be sweet to me and we'll call the late fee even" (24 CFR §100.600(a)(2),
 *   quid pro quo; sex). Needs rent, a late fee or money owed in the text. Blocks.
 * - Steering to an ethnic enclave: "they'd probably like the listings in Koreatown better" (24 CFR
 *   §100.70(c)(1); national origin). Warns, as a hint. Left alone: "you'll love the food in Chinatown".
 * - A blanket conviction bar said as an outcome: "any felony, however old, is an automatic denial"
 *   (HUD criminal records guidance, 2016: may have a disparate impact by race; warns, beside
 *   record-bans.ts). An arrest counted with or without a conviction blocks (the guidance: an arrest is
 *   no basis for denial). Left alone: "convictions within the past 3 years for arson are reviewed".
 * - One person per bedroom as the occupancy cap (HUD occupancy guidance, Keating memo 1998: two per
 *   bedroom is the general rule, so one per bedroom limits families). Blocks. Left alone: "one parking
 *   space per bedroom", "two people per bedroom plus one".
 * - A voucher question answered no: "Do you accept housing vouchers? No." (state source-of-income
 *   laws, e.g. Or. Rev. Stat. 659A.421; jurisdictions.ts decides block or warn). Left alone: "Do you
 *   take Section 8? Yes", "No problem, we do".
 */
const VOUCHER =
  '(?:section 8|section eight|housing choice vouchers?|hcv|housing vouchers?|vouchers?|housing assistance|rental assistance|sec 8)';

export const SCREENS_27_RULES: readonly StandaloneRule[] = phraseRules([
  {
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
    id: 'be-nice-rent-forgiven',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['rent', 'late', 'owe', 'behind'],
    reason:
      'Offers to forgive rent for personal favours (quid pro quo harassment, 24 CFR §100.600(a)(2); 42 U.S.C. §3604(b))',
    re: '(?<=\\b(?:rent|rents|late fee|late fees|behind|owe|owed|past due)\\b[^]{0,120}?)\\b(?:be (?:nice|sweet|good|friendly|extra nice|real nice|nicer|very nice|a good girl|a good boy)(?: to me)?|keep me company|spend (?:the night|some time|time) with me|make it worth my while|show me some love)\\b[^|]{0,40}?\\b(?:forget (?:about )?(?:it|the rent|the late fee|what you owe|the balance)|waive|overlook|let (?:it|the rent|that) slide|call it even|well be even|be even|no rent|skip the rent|forgive)',
  },
  {
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
    id: 'any-felony-automatic-denial',
    category: 'race',
    kind: 'exclude',
    severity: 'warn',
    source: 'hudCriminal2016',
    needs: ['felon', 'conviction', 'criminal'],
    reason:
      'Bars everyone with a criminal conviction, however old or unrelated (HUD criminal records guidance, 2016; 24 CFR §100.500)',
    re: '\\bany (?:felony |criminal |prior )?(?:convictions?|felony|felonies|criminal (?:record|history|background))\\b(?![^|]{0,40}?\\b(?:within|in the (?:last|past)|during the|for (?:violent|arson|sex|sexual|drug manufactur|manufactur)))[^|]{0,40}?\\b(?:is|means|results in|equals|will result in|leads to|gets you) (?:an? )?(?:automatic|immediate|instant) (?:denial|rejection|disqualification|no)\\b',
  },
  {
    id: 'arrest-regardless-of-conviction',
    category: 'race',
    kind: 'exclude',
    source: 'hudCriminal2016',
    needs: ['arrest'],
    reason:
      'Denies for an arrest whether or not it led to a conviction (HUD criminal records guidance, 2016: an arrest is no basis to deny; 24 CFR §100.500)',
    re: '\\barrests?\\b[^|]{0,50}?\\b(?:with or without (?:a )?conviction|whether or not (?:(?:you were|it led to|there was|it ended in) )?(?:a )?convict(?:ed|ion)|regardless of (?:the )?(?:outcome|conviction|disposition))\\b[^|]{0,30}?\\b(?:disqualif|den(?:y|ies|ied|ial)|reject|ineligible|automatic no)',
  },
  {
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
    id: 'voucher-question-no',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: ['section 8', 'section eight', 'voucher', 'hcv', 'assistance', 'sec 8'],
    reason: 'Answers no to housing vouchers (state source-of-income laws, e.g. Or. Rev. Stat. 659A.421)',
    re: `\\b(?:do|does|will|can|would) (?:you|they|the (?:landlord|owner|building|owners)|he|she|you guys) (?:take|accept|allow|consider|work with|rent to) (?:people with |tenants with |applicants with )?${VOUCHER}\\b(?: tenants| holders| applicants)? \\| (?:no|nope|sorry(?: ,)? no|unfortunately(?: ,)? no|we dont|we do not|they dont|not at this time)\\b(?! problem| worries| question)(?![^|]{0,30}?\\b(?:welcome|we do|of course|gladly|happy to)\\b)`,
  },
]);
