import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * State classes said through a stand-in, each blocking or warning by the jurisdiction table:
 * - Proof of marriage asked of a couple ("if you'll live with a partner, attach your marriage
 *   certificate"): a condition by marital status (N.J.S.A. 10:5-12(g); N.Y. Exec. Law §296(5); Cal. Gov.
 *   Code §12955). Left alone: a marriage certificate offered as one proof of a name change, "no
 *   marriage certificate needed".
 * - Who the home suits by how income is paid ("best for tenants with steady W-2 paychecks"): a soft
 *   preference against benefits and vouchers (N.Y. Exec. Law §296(5)(a)(1); Cal. Gov. Code §12955(p);
 *   HUD 1995 memo: "ideal for" a class is a preference), so it warns.
 * - Who the home suits by not serving ("would suit a civilian professional"): a soft preference by
 *   military status (Ohio R.C. 4112.02(H); RCW 49.60.222; 775 ILCS 5/3-102), a warning.
 */
const SUITS =
  '(?:best for|ideal for|perfect for|great for|suits?|would suit|suited to|best suited (?:to|for)|made for|meant for|geared (?:to|toward)|looking for|prefer|preferred|seeking)';

export const STATE_PROXY_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'marriage-proof',
    category: 'marital_status',
    kind: 'exclude',
    source: 'state',
    needs: ['marriage certificate', 'marriage license', 'proof of marriage', 'marriage record'],
    reason: 'Asks a couple for proof of marriage, a condition by marital status',
    re: `\\b(?<!(?:no|not|never|without) )(?:attach|attaches|provide|provides|submit|submits|show|shows|bring|brings|upload|uploads|include|includes|need|needs|require|requires|required|must have|send|present|ask for|asks for|will need|(?<!\\b(?:wont|will not|dont|do not|doesnt|does not|never|not|no) )(?:need|needs|want|wants|would like|d like|have|has|ask|asks|going) to (?:see|look at|verify|check|review)|verify|review) (?:a |an |your |their |his |her |the |copy of (?:a |your |their |the )?|a copy of (?:your |their |the )?)?(?:marriage (?:certificate|license|licence|record)s?|proof of marriage)\\b(?![^|]{0,40}?\\b(?:name change|changed (?:your|their|her|his) name|(?:your|their|her|his) name (?:has )?changed|different name|name differs|or any|or other)\\b)`,
  },
  {
    id: 'payroll-suits',
    category: 'source_of_income',
    kind: 'suits',
    severity: 'warn',
    source: 'hudSoi',
    needs: ['w 2', 'w2', 'paycheck', 'payroll', 'pay stub', 'paystub', 'salaried'],
    reason: 'Says who the home suits by how their income is paid, which leaves out benefits and vouchers',
    re: `\\b${SUITS} (?:a |an |the )?(?:[a-z]+ )?(?:tenants?|renters?|applicants?|people|someone|folks|those|households?|professionals?|families)? ?(?:with|who (?:have|get|earn|receive)|earning|on) (?:a |an )?(?:steady |regular |stable |reliable |consistent |weekly |biweekly )?(?:w 2|w2|payroll|paychecks?|pay stubs?|paystubs?|salaried (?:jobs?|income|employment))\\b`,
  },
  {
    // "BAH is not counted as income": the housing allowance paid only to service members refused.
    id: 'bah-not-counted',
    category: 'military_status',
    kind: 'exclude',
    source: 'state',
    needs: ['bah', 'housing allowance', 'allowance for housing'],
    reason: 'Refuses to count the military housing allowance (BAH) as income, a term by military status',
    re: `\\b(?:bah|basic allowance for housing|military housing allowance)\\b[^|]{0,40}?\\b(?:is not|isnt|are not|arent|wont be|will not be|cannot be|cant be|does not|doesnt|do not|dont) (?:counted|considered|accepted|included|used|count|qualify)\\b|\\b(?:dont|do not|wont|will not|cannot|cant|never) (?:count|accept|consider|include|use|take) (?:your |the |any )?(?:bah|basic allowance for housing|military housing allowance)\\b`,
  },
  {
    // "best suited to a salaried professional", "great for W-2 earners": the payer's kind as the person.
    id: 'payroll-person-suits',
    category: 'source_of_income',
    kind: 'suits',
    severity: 'warn',
    source: 'hudSoi',
    needs: ['w 2', 'w2', 'payroll', 'salaried'],
    reason: 'Says who the home suits by how their income is paid, which leaves out benefits and vouchers',
    re: `\\b${SUITS} (?:a |an |the )?(?:[a-z]+ )?(?:salaried|w 2|w2|payroll) (?:professionals?|workers?|employees?|earners?|tenants?|renters?|people|types|folks|individuals?|persons?|applicants?|buyers?|households?)\\b`,
  },
  {
    // "most renters here are working professionals with W-2 income": the residents described by how
    // they are paid (a description, so it warns; state source-of-income laws).
    id: 'payroll-residents',
    category: 'source_of_income',
    kind: 'describe',
    severity: 'warn',
    source: 'hudSoi',
    needs: ['w 2', 'w2', 'payroll', 'salaried'],
    reason:
      'Describes the residents by how their income is paid, which signals a preference against benefits and vouchers',
    re: `\\b(?:renters|tenants|residents|neighbors|owners|buyers|occupants|everyone|people|households)\\b[^|]{0,50}?\\b(?:are|tend to be|mostly|all|is)\\b[^|]{0,40}?(?:\\b(?:with|on|earning|drawing|who (?:have|earn|get|draw)) (?:a |steady |regular |stable )*(?:w 2|w2|payroll|salaried|salary) (?:income|jobs?|paychecks?|employment|wages|positions?)|\\b(?:salaried|w 2|w2|payroll) (?:professionals|workers|employees|earners|people|types))\\b`,
  },
  {
    // "perfect for a JBLM family on PCS orders": who the home suits by military orders (military status,
    // a state class: RCW 49.60.222, N.Y. Exec. Law §296(5); a suggestion, so it warns).
    id: 'orders-suits',
    category: 'military_status',
    kind: 'suits',
    severity: 'warn',
    source: 'state',
    needs: ['orders'],
    reason: 'Says who the home suits by military orders, a preference by military status',
    re: `\\b${SUITS} (?:a |an |the )?(?:[a-z]+ ){0,2}?(?:families|family|members?|personnel|tenants?|renters?|couples?|households?|people|folks|someone|soldiers?|airmen|sailors?|marines?|officers?|transferees?)? ?(?:on|with|under|getting|receiving|holding) (?:new |their |active |official )?(?:pcs|military|deployment|tdy|permanent change of station) orders\\b`,
  },
  {
    id: 'civilian-suits',
    category: 'military_status',
    kind: 'suits',
    severity: 'warn',
    source: 'state',
    needs: ['civilian'],
    reason: 'Says who the home suits by not serving in the military',
    re: `\\b${SUITS} (?:a |an |the |only )?(?:[a-z]+ )?(?:civilian|non military|nonmilitary)(?: (?:professionals?|tenants?|renters?|applicants?|families|family|couples?|people|workers?|employees?|households?))?\\b(?! (?:jobs?|careers?|employers?|contractors? for|clothes|attire|life after))`,
  },
]);
