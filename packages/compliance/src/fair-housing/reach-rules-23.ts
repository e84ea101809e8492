import { ACCOMMODATION_REQUEST_RULES } from './accommodation-requests';
import { CLASS_CONTRAST_RULES } from './class-contrast-terms';
import { CODED_STEERING_RULES } from './coded-steering';
import { HARASSMENT_REACH_RULES } from './harassment-reach';
import { NUISANCE_CALL_RULES } from './nuisance-calls';
import { RETALIATION_RULES } from './retaliation';
import { SCREENING_CONDITION_RULES } from './screening-conditions';
import type { StandaloneRule } from './standalone-rules';

/**
 * Review-23's miss families (helper fh23), each its own file with its sources and tests. One entry in
 * registry.ts; every rule is gated by the words it needs (rule-gate.ts).
 */
export const REACH_23_RULES: readonly StandaloneRule[] = [
  // Different terms for a named group of applicants or tenants versus everyone else.
  ...CLASS_CONTRAST_RULES,
  // Retaliation for a complaint; police calls counted against victims; harassment left or joined.
  ...RETALIATION_RULES,
  ...NUISANCE_CALL_RULES,
  ...HARASSMENT_REACH_RULES,
  // Accommodation requests denied; steering and preference in code; screening conditions by class.
  ...ACCOMMODATION_REQUEST_RULES,
  ...CODED_STEERING_RULES,
  ...SCREENING_CONDITION_RULES,
];
