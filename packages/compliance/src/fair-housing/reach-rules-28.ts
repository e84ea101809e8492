import { CONDUCT_28_RULES } from './conduct-rules-28';
import { DISABILITY_28_RULES } from './disability-rules-28';
import { REFUSED_BECAUSE_RULES } from './refused-because-28';
import { SCREENS_28_RULES } from './screens-28';
import type { StandaloneRule } from './standalone-rules';
import { STEERING_28_RULES } from './steering-28';

/**
 * Review-28's miss families (helper fh28), each file with its sources and tests. One entry in
 * registry.ts; every rule is gated by the words it needs (rule-gate.ts).
 */
export const REACH_28_RULES: readonly StandaloneRule[] = [
  // Religious dress barred, visitors by race, a companion required of a class, redlining by area.
  ...CONDUCT_28_RULES,
  // Disability asked or proof of stability demanded, mobility aids barred, scripted unavailability,
  // program-paid rent charged more, a gender marker mismatch denied.
  ...DISABILITY_28_RULES,
  // An arrest counted charged or not, congregation members only, "M only".
  ...SCREENS_28_RULES,
  // "declined because the applicant's son has autism": the outcome, then the class as its reason.
  ...REFUSED_BECAUSE_RULES,
  // Steering and who-it-suits said without a structural frame; warnings.
  ...STEERING_28_RULES,
];
