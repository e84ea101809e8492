import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Lawful income refused by how it is paid, where state law protects source of income (N.Y. Exec. Law
 * §296(5)(a)(1); Cal. Gov. Code §12955(p); N.J.S.A. 10:5-12(g); RCW 59.18.255; Mass. G.L. c. 151B
 * §4(10)); elsewhere the finding warns (jurisdictions.ts). HUD's 2024 guidance on source-of-income
 * screening (hudSoi): benefits, support and vouchers are income. Shapes: benefits "won't be counted",
 * "we don't count SSI", income that "must come from W-2 wages", "payroll income only". Left alone:
 * "wages, benefits and vouchers all count", "only the tenant's share of the rent is used for the income
 * test", "bring your last two W-2s or other proof of income".
 */
const BENEFITS =
  '(?:ssi|ssdi|social security(?: disability)?|disability (?:income|benefits|payments|checks)|child support|alimony|spousal support|public assistance|welfare|tanf|food stamps|snap|unemployment(?: benefits| income)?|pensions?|retirement income|veterans? benefits|va benefits|gi bill|benefits|section 8|vouchers?|housing (?:assistance|vouchers?|subsidy|subsidies)|rental assistance|rent assistance|subsidies|subsidy|cash assistance|government assistance|annuity|annuities|trust income|gig income|self employment income|tips)';
const NOT =
  '(?:not|wont|will not|dont|do not|does not|doesnt|cannot|cant|can not|arent|are not|isnt|is not|never|no longer)';
const COUNTED =
  '(?:count|counted|counts|accepted|considered|included|used|qualify|qualifies|allowed|apply|applied|go toward|count toward|be counted|be considered|be accepted|be included|be used)';
// "vouchers don't count toward the income test; only the tenant's share does" is the lawful ratio.
const SHARE_TEST =
  '(?![^|]{0,60}?(?:\\|[^|]{0,60}?)?\\b(?:tenants? (?:share|portion)|your (?:share|portion)|share of the rent)\\b)';
// "income must be from employment or any other lawful source" refuses nothing.
const OR_ANY =
  '(?![^|]{0,40}?\\b(?:or any|or other|or another|any lawful|any source|all sources|or (?:benefits|vouchers?|assistance|support))\\b)';
const PAYROLL =
  '(?:w 2|w2|payroll|paychecks?|pay stubs?|paystubs?|wages|salary|salaries|employment|an employer|a job|a salaried job)';

export const INCOME_COUNTED_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'income-not-counted',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: [
      'ssi',
      'ssdi',
      'social security',
      'disability',
      'support',
      'alimony',
      'assistance',
      'welfare',
      'tanf',
      'food stamps',
      'snap',
      'unemployment',
      'pension',
      'retirement',
      'benefits',
      'gi bill',
      'section 8',
      'voucher',
      'subsid',
      'annuit',
      'trust income',
      'gig income',
      'self employment',
      'tips',
    ],
    reason:
      'Refuses to count lawful income by its source, such as benefits, support or a voucher (state source-of-income laws; HUD source-of-income guidance)',
    re: `\\b${BENEFITS}\\b[^|.]{0,60}?\\b${NOT} ${COUNTED}\\b${SHARE_TEST}|\\b${NOT} (?:count|accept|consider|include|use|take|recognize)(?: any)?(?: income from)? ${BENEFITS}\\b(?: (?:as|toward|towards) (?:income|qualifying))?${SHARE_TEST}`,
  },
  {
    id: 'wages-only',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: [
      'w 2',
      'w2',
      'payroll',
      'paycheck',
      'pay stub',
      'paystub',
      'wages',
      'salar',
      'employ',
      'job',
      'earned income',
      'work income',
      'wage income',
    ],
    reason:
      'Requires income from wages alone, which refuses benefits, support and vouchers (state source-of-income laws; HUD source-of-income guidance)',
    re: `\\b(?:income|income source|income sources|source of income|sources of income|qualifying income|accepted income)\\b(?: \\|)? (?:wages|salary|salaries|employment|w 2|w2|payroll|earned income|job income|paychecks?)(?: income)? only\\b|\\b(?:income|earnings|qualifying income)\\b[^|]{0,20}?\\b(?:must|has to|needs to|can only|may only|is required to|should only|should)\\b (?:only |solely |entirely )?(?:be |come )?(?:only |solely |entirely )?(?:from |in the form of )?(?:verifiable )?${PAYROLL}\\b${OR_ANY}|\\b(?:w 2|w2|payroll|paycheck|pay stub|paystub)s? (?:income |wages |earnings |employees |earners )?only\\b|\\bonly (?:accept |count |take )?(?:w 2|w2|payroll|paycheck|pay stub|paystub)s? (?:income|wages|earnings|earners|employees)\\b|\\bonly (?:earned|employment|job|work|wage|salary|payroll) income (?:counts|is counted|qualifies|is accepted|will count|will be counted)\\b|\\b(?:we |i )?(?:only (?:count|accept|consider|take|use)|(?:count|accept|consider|take|use) only) (?:w 2s?|w2s?|payroll|paychecks?|pay stubs?|paystubs?|wages|salary|salaries|earned income|employment income|job income)\\b${OR_ANY}|\\bonly (?:paychecks?|wages|salaries|w 2s?|pay stubs?) (?:count|counts|qualify|qualifies|are counted|are accepted)\\b`,
  },
  {
    // "Rent must be paid by the tenant personally, no third-party housing payments": a housing
    // authority's share is a third party's payment, so refusing those refuses vouchers (N.J.S.A.
    // 10:5-12(g); Cal. Gov. Code §12955(p); HUD source-of-income guidance).
    id: 'third-party-payments-refused',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: ['third party', 'agency', 'government', 'housing authority', 'program'],
    reason:
      'Refuses rent paid by a third party such as a housing authority, which refuses vouchers (state source-of-income laws; HUD source-of-income guidance)',
    re: `\\b(?:no|not accepting|do not accept|dont accept|wont accept|will not accept|cannot accept|cant accept|we refuse)(?: any)? (?:third party|agency|government|housing authority|program) (?:housing |rent |rental )?(?:payments?|checks?|money|funds|assistance)\\b|\\b(?:third party|agency|government|housing authority) (?:housing |rent |rental )?payments? (?:are |is )?(?:not accepted|not allowed|refused)\\b`,
  },
]);
