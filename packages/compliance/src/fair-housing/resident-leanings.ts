import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Who a building draws or leans to, said of a state class without the class words the grammar reads
 * (resident-makeup.ts reads life stage, trade and nationality). Each is a description of the residents,
 * so it warns, and blocks nowhere (HUD 1995 memo: describe the property, not the residents; 24 CFR
 * §109.20(a)); the state decides whether the class is protected at all (jurisdiction-table.ts).
 * - Source of income: "it's not really a subsidy building", "tends to attract tenants with corporate
 *   relocation packages" (how rent is paid, e.g. Conn. Gen. Stat. §46a-64c(a); Minn. Stat. 363A.09
 *   public assistance status). Left alone: "not a subsidized unit; rent is market rate" (a fact about
 *   the program, no hedge), "relocation packages accepted".
 * - Military status: "the building skews Navy families", "tends to draw Army households" (e.g. Cal.
 *   Gov. Code §12955 military and veteran status; N.Y. Exec. Law §296(5)). Left alone: "near the Navy
 *   base", "skews sunny".
 * - Age: "mostly grad students and young creatives in their twenties" (e.g. N.Y. Exec. Law §296(5),
 *   age). Left alone: "built in the twenties", "mostly original 1920s trim".
 */
const LEANS =
  '(?:tends? to (?:attract|draw|get|pull|bring in)|attracts|attract|draws|pulls in|skews|skewed|skew|leans|is mostly|are mostly|is largely|are largely|is full of|mostly|largely|predominantly|mainly)';
const WHO =
  '(?:(?:a lot of |lots of |many |plenty of )?(?:tenants|renters|residents|people|folks|professionals|households|families|buyers|owners|neighbors|neighbours|couples|transferees)(?: who (?:have|get|come with|are on)| with| on)? )';
const PAID =
  '(?:(?:corporate |employer |company |employer paid |company paid )?(?:relocation|housing) (?:packages?|stipends?|allowances?)|corporate housing|w 2 (?:income|jobs)|salaried (?:jobs|income)|six figure (?:salaries|incomes|jobs))';
const SUBSIDY =
  '(?:subsidy|subsidized|subsidised|section 8|voucher|low income|welfare|public assistance|assistance|housing authority)';
const SERVICE =
  '(?:navy|army|marine|marine corps|air force|space force|coast guard|military|national guard|service member|servicemember|enlisted|active duty)';
const AGES = '(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|20s|30s|40s|50s|60s|70s|80s)';

export const RESIDENT_LEANING_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'not-really-subsidy-building',
    category: 'source_of_income',
    kind: 'describe',
    severity: 'warn',
    source: 'state',
    needs: ['subsid', 'section 8', 'voucher', 'low income', 'welfare', 'assistance', 'housing authority'],
    reason:
      'Describes the building as not one for subsidised tenants, which signals a preference against them',
    re: `\\b(?:not|isnt|is not|its not|it is not|aint|never been) (?:really |exactly |quite |much of |that kind of |that type of |the kind of |the type of |what youd call )(?:a |an )?${SUBSIDY} (?:building|complex|property|place|community|crowd|kind of (?:building|place)|type of (?:building|place)|development)\\b`,
  },
  {
    id: 'draws-by-how-paid',
    category: 'source_of_income',
    kind: 'describe',
    severity: 'warn',
    source: 'state',
    needs: ['relocation', 'stipend', 'allowance', 'corporate housing', 'w 2', 'salaried', 'six figure'],
    reason:
      'Describes who the building draws by how their rent is paid, which signals a preference against vouchers and benefits',
    re: `\\b${LEANS} ${WHO}?${PAID}\\b`,
  },
  {
    id: 'leans-military',
    category: 'military_status',
    kind: 'describe',
    severity: 'warn',
    source: 'state',
    needs: [
      'navy',
      'army',
      'marine',
      'air force',
      'space force',
      'coast guard',
      'military',
      'national guard',
      'service member',
      'servicemember',
      'enlisted',
      'active duty',
    ],
    reason: 'Describes the residents by military status',
    re: `\\b(?:tends? to (?:attract|draw|get)|attracts|draws|skews|skewed|skew|leans|is mostly|are mostly|is largely|is full of) (?:toward |towards |heavily |mostly )?(?:young |junior |retired )?${SERVICE} (?:families|family|households|folks|people|tenants|renters|couples|personnel|members|spouses|retirees|crowd)\\b`,
  },
  {
    id: 'mostly-in-their-decade',
    category: 'age',
    kind: 'describe',
    severity: 'warn',
    source: 'state',
    needs: [' in their '],
    reason: 'Describes the residents by age',
    re: `\\b(?:mostly|largely|mainly|predominantly|primarily|almost all|nearly all|all|skews|tends to attract)\\b[^|]{0,60}? in their (?:early |mid |late )?${AGES}\\b`,
  },
]);
