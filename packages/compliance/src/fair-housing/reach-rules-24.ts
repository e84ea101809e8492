import { ACCOMMODATION_BURDEN_RULES } from './accommodation-burdens';
import { APPLICATION_DELAY_RULES } from './application-delays';
import { CONDITIONAL_TERM_RULES } from './conditional-terms';
import { CRIMINAL_RECORD_RULES } from './criminal-records';
import { ORIGIN_DOCUMENT_RULES } from './origin-documents';
import type { StandaloneRule } from './standalone-rules';

/**
 * Review-24's miss families (helper fh24), each its own file with its sources and tests. One entry in
 * registry.ts; every rule is gated by the words it needs (rule-gate.ts).
 */
export const REACH_24_RULES: readonly StandaloneRule[] = [
  // Fees, notaries and "our form" on accommodation requests; letters only from the landlord's partner;
  // "ESA or not" pet charges; a tenant-paid modification turned down; who a walk-up "suits".
  ...ACCOMMODATION_BURDEN_RULES,
  // Blanket criminal-record bans: any arrest blocks, any conviction warns.
  ...CRIMINAL_RECORD_RULES,
  // Worse terms quoted on a condition ("if they have kids, quote …"), "for X we ask … instead of", and
  // the worse units shown to a class while "the nice ones are for" others.
  ...CONDITIONAL_TERM_RULES,
  // Papers of status asked only "from anyone who looks foreign".
  ...ORIGIN_DOCUMENT_RULES,
  // An application put "at the bottom of the pile" after a class word.
  ...APPLICATION_DELAY_RULES,
];
