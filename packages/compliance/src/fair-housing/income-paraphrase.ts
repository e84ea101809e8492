import type { StandaloneRule } from './standalone-rules';

/**
 * Source-of-income refusals said without the stock words ("no Section 8"): pay that must come from a job
 * rather than a program, rent no agency may pay, a HAP contract refused, and the Spanish and Haitian
 * Creole refusals of a program or voucher. Where a state protects lawful source of income (Cal. Gov.
 * Code §12955(p), N.Y. Exec. Law §296(5), N.J.S.A. 10:5-12(g), Mass. Gen. Laws c.151B §4(10), RCW
 * 59.18.255, ORS 659A.421, 775 ILCS 5/3-102, C.R.S. 24-34-502 …) this blocks; elsewhere the
 * jurisdiction table turns it into a warning (jurisdictions.ts). Left alone: "income 3x rent",
 * "income must be verifiable", "pay rent yourself online", "job training programs nearby".
 */

/** Pay from work: what these refusals require instead of a program. */
const WORK =
  '(?:paychecks?|pay stubs?|paystubs?|a job|your job|their job|jobs?|employment|employer|work|wages|salary|w 2|w2|earned income|earnings)';
/** What they refuse: a program, the government, an agency, a charity. */
const PROGRAM =
  '(?:programs?|the government|government|gov|govt|an agency|agencies|the agency|a charity|charities|assistance|the housing authority|a housing authority|housing authorities|hud|the county|the state|a third party|third parties|vouchers?)';
const PAYERS =
  '(?:agency|agencies|charity|charities|program|programs|government|govt|housing authority|county|state|third party|3rd party|hap)';

export const INCOME_PARAPHRASE_RULES: readonly StandaloneRule[] = [
  {
    // "Paycheck required, not a program", "rent has to come from your job, not the government".
    id: 'work-not-program',
    needs: [' not '],
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    re: new RegExp(
      `\\b${WORK}\\b[^|]{0,40}?,? not (?:by |from |through |via |with )?(?:a |any )?${PROGRAM}\\b`,
      'g',
    ),
  },
  {
    // "Earned income only", "only W-2 income", "rent must come from employment".
    id: 'work-income-only',
    needs: ['income', 'rent', 'payment'],
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    re: /\b(?:(?:earned|employment|work|job|w 2|w2|wage|salary) income only|only (?:earned|employment|w 2|w2|wage|salary) income|(?:rent|payments?|the rent) (?:must|has to|have to|needs to|should|will have to) (?:come|be paid) (?:from|out of|by) (?:your |a |the tenants |their )?(?:own )?(?:job|work|employment|paycheck|wages|salary))\b/g,
  },
  {
    // "No agency payments", "no payments from agencies or charities", "only tenants who pay their own rent".
    id: 'no-payer',
    needs: ['payment', 'check', 'rent', 'funds', 'money'],
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    re: new RegExp(
      `\\b(?:no (?:${PAYERS}) (?:payments?|checks?|money|funds)|no (?:rent )?(?:payments?|checks?|money|funds) (?:from|by) (?:an |the |any )?(?:${PAYERS})s?|only (?:tenants|applicants|renters|people|those) who pay (?:their|the) own rent)\\b`,
      'g',
    ),
  },
  {
    // "Owner will not accept HAP contracts" (the voucher program's housing assistance payments contract).
    id: 'no-hap',
    needs: ['hap'],
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    re: /\b(?:no|not|wont|dont|doesnt|do not|does not|will not|never|refuse to|cannot|cant) (?:accept |sign |take |do |enter into |participate in )?(?:any )?hap (?:contracts?|payments?)\b/g,
  },
  {
    // Spanish "no cupones" (Caribbean register for vouchers); Haitian Creole "pa aksepte Section 8",
    // "pa gen pwogram", "nou pa pran Seksyon 8" (HUD LEP guidance: the same ad in another language).
    id: 'soi-es-ht',
    needs: ['cupones', 'pwogram', 'seksyon', 'section 8', 'asistans', 'gouvenman'],
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    re: /\b(?:no (?:se )?(?:aceptan? |aceptamos |acepto |recibimos )?cupones(?! de descuento)|pa (?:aksepte|pran|vle|gen|fe) (?:okenn |ok )?(?:section 8|seksyon 8|seksyon uit|pwogram|asistans|ed gouvenman|lajan gouvenman|bon))\b/g,
  },
];
