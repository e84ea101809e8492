import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Lawful income refused, screened out or charged more by its source: vouchers, programs, benefits
 * (state source-of-income laws; jurisdictions.ts decides block or warn by the agent's state, HUD's
 * source-of-income guidance). income-counted.ts and income-paraphrase.ts read other wordings.
 * - A voucher question answered no: "Do you accept housing vouchers? No." (e.g. Or. Rev. Stat.
 *   659A.421). Left alone: "Do you take Section 8? Yes", "No problem, we do".
 * - Rent paid by a program refused: "does not accept rent paid by assistance programs" (e.g. Or. Rev.
 *   Stat. 659A.421); a program refused in Spanish, "no se aceptan planes de Sección 8".
 * - Income screened out by its source: "exclude applicants whose income comes from SSI, child support
 *   or alimony" (e.g. N.J.S.A. 10:5-12(g)).
 * - Program payers charged more: "tenants paying with a voucher renew at $200 more" (e.g. RCW
 *   59.18.255), "residents whose rent is paid by a housing authority owe an extra deposit" (e.g. N.J.
 *   Stat. §10:5-12(g)).
 */
const VOUCHER =
  '(?:section 8|section eight|housing choice vouchers?|hcv|housing vouchers?|vouchers?|housing assistance|rental assistance|sec 8)';
const PROGRAM =
  '(?:assistance|rental assistance|housing assistance|public assistance|assistance programs?|a program|programs|government programs?|the government|vouchers?|a voucher|section 8|the housing authority)';

// A voucher left to someone's discretion: "voucher applications are considered at the owner's discretion",
// "Section 8 accepted case by case" — every other applicant meets the stated criteria, a voucher holder
// meets a person's will (a different term by source of income, e.g. N.Y. Exec. Law §296(5)(a)(1)).
const DISCRETION =
  '(?:at (?:the )?(?:(?:owners?|landlords?|managements?|managers?|boards?|sellers?|lessors?|our|his|her|their) )?(?:sole |own |full |absolute )?discretion|(?:owners?|landlords?|managements?|boards?) (?:sole |own )?discretion|on a case by case basis|case by case|subject to (?:the )?(?:owners?|landlords?|boards?) (?:approval|consent|discretion)|only if the (?:owner|landlord|board) (?:agrees|approves|consents))';

export const INCOME_SOURCE_SCREEN_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'voucher-at-discretion',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: ['section 8', 'section eight', 'voucher', 'hcv', 'assistance', 'sec 8'],
    reason:
      'Leaves applicants paying with a voucher or assistance to the owner’s discretion, while others meet stated criteria (state source-of-income laws; HUD source-of-income guidance)',
    re: `\\b${VOUCHER}(?: (?:holders?|applicants?|applications?|tenants?|renters?|offers?|users?|households?|participants?|recipients?))?\\b(?: \\|)?[^|]{0,40}?\\b${DISCRETION}\\b`,
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
    // "No se aceptan planes de Sección 8", "no tomamos programas de vivienda": a voucher program
    // refused in Spanish (state source-of-income statutes; the jurisdiction table decides).
    id: 'es-program-refused',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'state',
    needs: ['seccion 8', 'section 8', 'vivienda', 'gobierno', 'asistencia', 'voucher', 'vale', 'cupon'],
    reason: 'Refuses a housing program in Spanish (state source-of-income statutes)',
    re: '\\bno (?:se )?(?:aceptan?|acepto|aceptamos|admiten?|admitimos|tomamos|toman?|trabajamos con|se trabaja con) (?:planes|programas|plan|programa|vales|vouchers?|cupones|ayudas?|subsidios?|beneficiarios|inquilinos|personas|gente) (?:de|del|con) (?:la |el )?(?:seccion 8|section 8|vivienda publica|vivienda|gobierno|asistencia|vouchers?|vales)\\b',
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
    id: 'program-rent-extra-deposit',
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    needs: ['housing authority', 'voucher', 'section 8', 'program', 'agency', 'subsid', 'assistance'],
    reason: 'Charges more when rent is paid by a program (state source-of-income laws)',
    re: '\\b(?:whose|with|where the) (?:rent|deposit|rents)s? (?:is |are )?(?:paid|covered|subsidized|subsidised)(?: [a-z]+){0,2}? by (?:a |an |the )?(?:housing authority|voucher|program|programme|agency|government|section 8|county|state|city|charity)\\b[^|]{0,40}?\\b(?:owe|owes|pay|pays|must pay|post|put down) (?:an? )?(?:\\d+ )?(?:extra|additional|higher|double|larger|bigger|second)\\b',
  },
]);
