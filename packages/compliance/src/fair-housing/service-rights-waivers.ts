import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Service members made to sign away their lease rights: "servicemembers must sign a waiver of their
 * early-termination rights", "military tenants waive the military clause". The Servicemembers Civil Relief
 * Act gives a right to end a lease on orders (50 U.S.C. §3955), and a term only service members must sign
 * is a different term by military status where a state protects it (Ohio R.C. 4112.02(H), 775 ILCS
 * 5/3-102; jurisdictions.ts), a warning elsewhere. Left alone: "the lease includes a military clause", "we
 * honour SCRA early termination with a copy of orders".
 */
const MEMBERS =
  '(?:servicemembers?|service members?|military (?:tenants?|renters?|applicants?|members?|families|personnel)|active duty (?:tenants?|renters?|applicants?|members?|personnel)?|soldiers|sailors|airmen|marines|guardsmen|reservists)';
const RIGHTS =
  '(?:early termination|scra|servicemembers civil relief act|military clause|military termination|lease termination|termination)(?: rights?| protections?| clause)?';

export const SERVICE_RIGHTS_WAIVER_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'service-rights-waiver',
    category: 'military_status',
    kind: 'exclude',
    source: 'state',
    needs: ['waive', 'waiver', 'give up', 'sign away'],
    reason: 'Makes service members waive their lease-termination rights, a term by military status',
    re: `\\b${MEMBERS}\\b[^|]{0,30}?\\b(?:must|have to|need to|needs to|are required to|will be required to|shall|agree to)\\b[^|]{0,15}?\\b(?:sign (?:a |an )?waiver of|waive|give up|sign away|forfeit)\\b[^|]{0,15}?\\b${RIGHTS}\\b`,
  },
]);
