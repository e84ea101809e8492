import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Review-29's misses about screening by origin, income source, marital and military status, as
 * grammar (helper fh29). Look-alikes that stay ok are in screens-rules-29.test.ts.
 */
const WHO = '(?:applicants|tenants|renters|buyers|anyone|people|residents|those)';
const PROGRAM =
  '(?:assistance|rental assistance|housing assistance|public assistance|assistance programs?|a program|programs|government programs?|the government|vouchers?|a voucher|section 8|the housing authority)';
export const SCREENS_29_RULES: readonly StandaloneRule[] = phraseRules([
  {
    // "require two extra forms of ID for applicants born outside the U.S." (24 CFR §100.60(b)(4),
    // different procedures because of national origin).
    id: 'extra-id-foreign-born',
    category: 'national_origin',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['born', 'foreign'],
    reason: 'Asks more of applicants born abroad (42 U.S.C. §3604(b); 24 CFR §100.60(b)(4))',
    re: `\\b(?:extra|additional|more|second|two|three)\\b[^|]{0,25}?\\b(?:id|ids|identification|documents|documentation|paperwork|references|deposit)\\b[^|]{0,12}?\\b(?:for|from) (?:${WHO} )?(?:born (?:outside|abroad|overseas|in another country)|foreign born)\\b`,
  },
  {
    // "push them toward Little India where they'll belong" (24 CFR §100.70(c)(1), steering).
    id: 'steer-where-they-belong',
    category: 'national_origin',
    kind: 'exclude',
    source: 'cfr10070',
    needs: ['belong', 'fit in', 'own kind'],
    reason: 'Steers buyers to where "they belong" (42 U.S.C. §3604(a); 24 CFR §100.70(c)(1))',
    re: '\\b(?:push|steer|nudge|guide|direct|point|take|send)(?:s|ed|ing)? (?:them|him|her|the [a-z]+s)\\b[^|]{0,40}?\\bwhere (?:they|he|she)(?:ll| will|d| would)? (?:belong|fit in|be with their own)\\b',
  },
  {
    // "does not accept rent paid by assistance programs" (state source-of-income laws, e.g. Or. Rev.
    // Stat. 659A.421; warns where the state has none).
    id: 'rent-paid-by-program-refused',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: ['paid', 'covered', 'funded'],
    reason: 'Refuses rent paid through a program (state source-of-income laws, e.g. ORS 659A.421)',
    re: `\\b(?:not|no|wont|doesnt|dont|never) (?:accept|accepts|take|takes|allow|allows)\\b (?:any )?(?:rent |payments? |deposits? )?(?:paid|covered|funded) (?:by|through|with|from) ${PROGRAM}\\b`,
  },
  {
    // "exclude applicants whose income comes from SSI, child support or alimony" (state source-of-
    // income laws, e.g. N.J.S.A. 10:5-12(g)).
    id: 'income-from-source-excluded',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: ['income'],
    reason: 'Screens out income by its source (state source-of-income laws, e.g. N.J.S.A. 10:5-12(g))',
    re: '\\b(?:exclude|reject|decline|deny|refuse|screen out|turn away|turn down|disqualify)\\b[^|]{0,20}?\\bwhose income (?:comes|is|derives) (?:from|through)\\b',
  },
  {
    // "tenants paying with a voucher renew at $200 more" (e.g. RCW 59.18.255, Wash.).
    id: 'program-payers-charged-more',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: ['paying', 'pay with'],
    reason: 'Charges program-paid tenants more (state source-of-income laws, e.g. RCW 59.18.255)',
    re: `\\b(?:paying|pay|paid) (?:with|through|by) ${PROGRAM}\\b[^|]{0,30}?\\b(?:\\d+ more|more than|higher|extra|surcharge)\\b`,
  },
  {
    // "best suited to tenants with employment income" (state source-of-income laws; a warning).
    id: 'suits-earned-income',
    category: 'source_of_income',
    kind: 'suits',
    severity: 'warn',
    source: 'hudSoi',
    needs: ['income'],
    reason: 'Prefers wage earners to other lawful income (state source-of-income laws)',
    re: `\\b(?:suited|suits|ideal|perfect|great fit|best fit|meant) (?:to|for) ${WHO} with (?:employment|earned|job|salary|wage|w2|w 2) income\\b`,
  },
  {
    // "decline applications from unmarried partners living together" (e.g. Minn. Stat. 363A.09).
    id: 'refuse-unmarried-partners',
    category: 'marital_status',
    kind: 'exclude',
    source: 'state',
    needs: ['unmarried', 'cohabit'],
    reason: 'Refuses unmarried couples (marital status, e.g. Minn. Stat. 363A.09)',
    re: '\\b(?:decline|reject|deny|refuse|turn down|exclude)\\b(?: all| any)?(?: applications| applicants| rentals)? from (?:unmarried|cohabiting) (?:partners|couples)\\b',
  },
  {
    // "great fit for civilian professionals, away from the base crowd" (military status, e.g. N.Y.
    // Exec. Law §296(5)); a warning.
    id: 'civilians-away-from-base',
    category: 'military_status',
    kind: 'suits',
    severity: 'warn',
    source: 'state',
    needs: ['civilian'],
    reason: 'Prefers civilians to service members (military status, e.g. N.Y. Exec. Law §296(5))',
    re: '\\bcivilians?\\b[^|]{0,40}?\\baway from (?:the )?(?:base|military|soldiers|troops)\\b',
  },
]);
