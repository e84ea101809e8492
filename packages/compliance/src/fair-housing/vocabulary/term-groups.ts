import type { AttributeGroup } from './applicant-attributes';

/**
 * Groups of applicants marked by a protected class, as the different-terms, screening-setting and
 * false-unavailability frames name them (class-terms.ts): "households with children under 6",
 * "residents in recovery", "applicants paying with BAH", "voucher holders", "same-sex couples". Each
 * group cites where its class comes from. `asks` is what a condition asked of that group alone looks
 * like ("a sober-living letter", "the name on their birth certificate"): a paper the group is made to
 * show that nobody else is. Forms are regular-expression fragments over the normalised text.
 */
export type TermGroup = AttributeGroup & { asks?: string };

const WHO =
  '(?:households?|families|family|tenants?|applicants?|renters?|residents?|parents|people|persons|anyone|anybody|those|folks|couples?|buyers?|callers?|prospects?)';
const HAVING = '(?:with|who have|that have|who has|that has|having|with any|who bring)';
const SEX_WHO = '(?:applicants?|tenants?|renters?|residents?|buyers?|roommates?)';
const WITHOUT_SPOUSE =
  '(?:alone|on (?:their|her|his) own|by (?:themselves|herself|himself)|without (?:a |an |their |her |his )?(?:spouse|husband|wife|partner|man|male cosigner))';
const ADULT_AGE = '(?:2[2-9]|[3-9]\\d)';

export const TERM_GROUPS: readonly TermGroup[] = [
  {
    // 42 U.S.C. §3602(k): households with children under 18, and anyone pregnant, are familial status.
    category: 'familial_status',
    source: 'fha3602k',
    stands: 'children or a pregnancy in the household',
    needs: [
      'child',
      'kid',
      'minor',
      'baby',
      'babies',
      'toddler',
      'infant',
      'pregnan',
      'expecting',
      'newborn',
    ],
    forms: [
      `${WHO} ${HAVING} (?:a |an |any |one or more |(?:more than |over )?(?:\\d|one|two|three|four) )?(?:little |small |young |minor )?(?:kids|children|child|minors|a baby|babies|a newborn|newborns?|toddlers?|infants?)(?: (?:under|below|younger than) (?:age )?\\d{1,2})?`,
      'pregnant (?:tenants?|applicants?|women|woman|residents?|renters?|mothers?)',
      '(?:is|are|looks|seems|appears) (?:visibly |obviously |clearly )?pregnant',
      'expecting (?:mothers?|parents|couples?)',
    ],
  },
  {
    // 42 U.S.C. §3602(h); 24 CFR §100.201(a)(2): recovery from addiction is a handicap unless the use is
    // current and illegal; SSDI and SSI are paid for a disability, so sorting by them sorts by disability
    // (24 CFR §100.202(c)); a wheelchair or an assistance animal stands for a disability (HUD 1995 memo).
    category: 'handicap',
    source: 'fha3602h',
    stands: 'recovery, a disability or disability income',
    needs: [
      'recovery',
      'recovering',
      'methadone',
      'suboxone',
      'treatment',
      'rehab',
      'ssdi',
      'ssi',
      'disability',
      'wheelchair',
      // Whole words where a short one hides inside others ("environmental", "archive", "mesa").
      'mental ill',
      'mental health',
      'mental dis',
      'psychiatric',
      'disabled',
      'hiv ',
      ' aids',
      'esa ',
      'esas',
      'support animal',
      'service animal',
    ],
    forms: [
      `${WHO} (?:in|from|on|taking|attending|who (?:attend|take|use|are on|go to)|in treatment at|fresh out of|out of) (?:a |an )?(?:recovery|treatment|rehab|methadone|suboxone|buprenorphine|medication assisted treatment|(?:methadone|suboxone) (?:clinic|program|treatment))`,
      '(?:methadone|suboxone)(?: clinic| program)? (?:patients?|clients?|users?)',
      'recovering (?:addicts?|alcoholics?)',
      '(?:whose|where) (?:only |sole |main |primary )?income(?: source)? (?:is |= )?(?:ssdi|ssi|disability)',
      '(?:ssdi|ssi|disability (?:income|benefits|checks|payments))(?: (?:recipients?|holders?|income|only))?',
      'wheelchair users?',
      `${WHO} (?:with|who have|that have|who has) (?:a |an |any )?(?:mental (?:illness|illnesses|health (?:conditions?|issues|diagnos[ie]s)|disorders?)|psychiatric (?:conditions?|disabilit(?:y|ies)|history)|disabilit(?:y|ies)|hiv|aids)`,
      'disabled (?:tenants?|applicants?|renters?|residents?|people|persons)',
      '(?:esa|emotional support animal|support animal|service animal) (?:owners?|handlers?)',
    ],
    // A medical clearance asked of disabled applicants alone is an inquiry into the disability's nature
    // (24 CFR §100.202(c)) made a condition (§3604(f)(2)).
    asks: '(?:sober(?: living)? letters?|sobriety letters?|letters? (?:from|of) (?:a |their |your )?(?:sponsor|counselor|clinic|doctor|program)|proof of (?:sobriety|treatment|recovery)|drug tests?|clean (?:drug )?tests?|(?:doctors?|doctor s|physicians?|physician s|medical|health|fitness) (?:notes?|letters?|clearance|certificates?|exams?|sign offs?)|letters? (?:from|by) (?:a |their |your )?(?:doctor|physician|psychiatrist|therapist))',
  },
  {
    // Source of income is a state class (N.Y. Exec. Law §296(5)(a)(1); Cal. Gov. Code §12955(p); Mass.
    // G.L. c.151B §4(10); N.J.S.A. 10:5-12(g)); HUD's source-of-income guidance (hudSoi): vouchers and
    // rental assistance are income. The jurisdiction table decides block or warn.
    category: 'source_of_income',
    source: 'hudSoi',
    stands: 'a voucher or rental assistance',
    needs: [
      'voucher',
      'section 8',
      'sec 8',
      'hcv',
      'fheps',
      'hasa',
      'assistance',
      'subsid',
      'housing choice',
      'housing authority',
    ],
    forms: [
      '(?:voucher|section 8|sec 8|hcv|cityfheps|fheps|hasa|vash|housing choice|subsidy|subsidized|rental assistance|housing assistance)(?: program)? (?:holders?|tenants?|applicants?|renters?|participants?|recipients?|households?|clients?|families|users?)',
      `${WHO} (?:with|on|using|paying with|holding|receiving|listing|reporting|who (?:use|have|hold|receive|pay with|list|report)|that (?:use|have|hold|receive)) (?:a |an |any )?(?:cityfheps |fheps |hasa |hcv |section 8 |housing choice |housing |rental |government )?(?:vouchers?|subsid(?:y|ies)|assistance|section 8)`,
      '(?:has|have|holds|uses|mentions|is on|are on|asks about|asks if we take|brings up) (?:a |an |their |his |her |the )?(?:(?:cityfheps|fheps|hasa|section 8|hcv|housing choice|rental assistance)(?: vouchers?| program)?|vouchers?)',
      '(?:whose|where|with) (?:only |main |primary )?income (?:is |comes )?(?:from |through )?(?:a |an )?(?:section 8|vouchers?|rental assistance|housing assistance|public assistance|subsid(?:y|ies))',
      'income source (?:is |= )?(?:rental assistance|housing assistance|a voucher|vouchers?|section 8|subsid(?:y|ies)|public assistance)',
      // "tenants whose rent is paid partly by a subsidy" (state SOI laws, e.g. N.J.S.A. 10:5-12(g)(4)).
      `${WHO} (?:whose|with) rent (?:is |gets )?(?:paid|covered|subsidized|funded|supplemented)(?: (?:partly|partially|in part|fully|entirely|mostly|wholly))? (?:by|with|through|from|under) (?:a |an |the |any )?(?:cityfheps |fheps |hcv |section 8 |housing choice |housing |rental |government |public )?(?:vouchers?|subsid(?:y|ies)|assistance|section 8|program|housing authority)`,
    ],
  },
  {
    // Military status is a state class (Ohio R.C. 4112.02(H); RCW 49.60.222; 775 ILCS 5/3-102); BAH, the
    // Basic Allowance for Housing, is paid only to service members, so terms by it are terms by service.
    category: 'military_status',
    source: 'state',
    stands: 'military service or its housing allowance',
    needs: [
      'bah',
      'allowance for housing',
      'housing allowance',
      'military',
      'service member',
      'servicemember',
      'active duty',
      'enlisted',
      'discharge',
    ],
    forms: [
      `${WHO} (?:paying with|using|on|receiving|with|who (?:pay with|use|receive|get)) (?:their )?(?:bah|military housing allowance|basic allowance for housing)`,
      '(?:bah|military|active duty|enlisted|service ?members?|servicemembers?)(?: (?:applicants?|tenants?|renters?|payers?|recipients?|families|households?))',
      'service ?members|servicemembers',
      `${WHO} with (?:an? )?(?:other than honorable|less than honorable|general|dishonorable|bad conduct) discharges?`,
    ],
  },
  {
    // Marital status is a state class (N.J.S.A. 10:5-12(g); N.Y. Exec. Law §296(5); Cal. Gov. Code §12955).
    category: 'marital_status',
    source: 'state',
    stands: 'whether a couple is married',
    needs: ['married', 'single', 'cohabit', 'partner'],
    forms: [
      '(?:unmarried|not married|non married|cohabiting) (?:couples?|partners?|applicants?|tenants?|pairs?|people)',
      '(?:couples?|partners?) (?:who are not|who arent|that are not|not) married',
      'single (?:applicants?|tenants?|renters?|mothers?|moms?|fathers?|dads?|women|men)',
    ],
  },
  {
    // Age is a state class (N.Y. Exec. Law §296(5); N.J.S.A. 10:5-12(g); Mass. G.L. c.151B §4(7)).
    category: 'age',
    source: 'state',
    stands: 'an age',
    needs: ['over ', 'under ', 'older', 'younger', 'past ', 'above ', 'senior', 'elderly', 'retiree'],
    forms: [
      `${WHO} (?:over|under|above|older than|younger than|past) (?:the age of |age )?${ADULT_AGE}`,
      `${WHO} ${ADULT_AGE} (?:and|or) (?:over|older|under|younger|up)`,
      '(?:senior|elderly|older|younger) (?:applicants?|tenants?|renters?|residents?)|retirees|seniors|the elderly',
    ],
    // A medical clearance asked of older applicants alone (and a test of living independently, which
    // 24 CFR §100.202(c) bars of anyone).
    asks: '(?:(?:a |an )?(?:doctors?|medical|physicians?|health) (?:notes?|letters?|clearance|certificates?|exams?)|proof (?:of|that) (?:they|you) can live (?:alone|independently))',
  },
  {
    // Sex, 42 U.S.C. §3604(b): women or men as a group of applicants, also said by applying without a
    // spouse ("women applying alone need two extra months of statements"). One person ("a woman called")
    // is no group a term is set for.
    category: 'sex',
    source: 'fha3604b',
    stands: 'sex',
    needs: ['women', 'ladies', 'female', 'men', 'male', 'woman'],
    forms: [
      `(?:women|ladies|female ${SEX_WHO}|men|male ${SEX_WHO})(?: (?:applying|renting|signing|living|moving in))?(?: ${WITHOUT_SPOUSE})?`,
      `(?:a |any )?(?:woman|female applicant) (?:applying|renting|signing|living|moving in) ${WITHOUT_SPOUSE}`,
    ],
  },
  {
    // Sexual orientation: HUD 2021 memo (Bostock reading of "sex"); state statutes (jurisdiction table).
    category: 'sexual_orientation',
    source: 'hud2021',
    stands: 'sexual orientation',
    needs: ['same sex', 'gay', 'lesbian', 'queer', 'lgb'],
    forms: [
      '(?:same sex|gay|lesbian|queer|lgbt|lgbtq|lgbtq plus) (?:couples?|tenants?|applicants?|partners?|renters?|households?|men|women)',
    ],
  },
  {
    // Gender identity: HUD 2021 memo; state statutes (jurisdiction table).
    category: 'gender_identity',
    source: 'hud2021',
    stands: 'gender identity',
    needs: ['trans', 'nonbinary', 'non binary'],
    forms: [
      '(?:trans|transgender|nonbinary|non binary|gender nonconforming) (?:applicants?|tenants?|renters?|residents?|people|folks|women|men|persons?)',
    ],
    asks: '(?:(?:the )?(?:name|sex|gender) (?:on|from) (?:their|his|her|your|the) birth certificates?|(?:their|his|her|your|a) birth certificates?(?: (?:names?|sex|gender))?|(?:their|his|her|your) (?:(?:birth|legal|dead|former|old) ){1,2}names?|sex assigned at birth|proof of (?:their |his |her )?(?:sex|gender)|(?:their|his|her) (?:biological|birth) sex)',
  },
];
