import { CONDITION_RULES } from './conditions-by-class';
import { DIFFERENTIAL_TERM_RULES } from './differential-terms';
import { GENDER_IDENTITY_REACH_RULES } from './gender-identity-reach';
import { INCOME_COUNTED_RULES } from './income-counted';
import { MINORS_FLOORS_RULES } from './minors-and-floors';
import { RECENT_ARRIVAL_RULES } from './recent-arrivals';
import { RECOVERY_RELAY_RULES } from './recovery-and-relay';
import type { StandaloneRule } from './standalone-rules';
import { TRAIT_STEERING_RULES } from './trait-steering';

/**
 * Issue 22, review-21's miss families (each its own file with its sources and tests): different terms
 * and steering by a perceived trait (voice, accent, skin tone, religious dress), recovery and relay
 * calls refused, minors barred from common areas and families assigned to floors, gender identity by
 * birth sex, ID or transition, lawful income not counted, conditions asked of one class, recent
 * arrivals from a region. One entry in registry.ts; every rule is gated by the words it needs.
 */
export const REVIEW_21_FAMILY_RULES: readonly StandaloneRule[] = [
  ...DIFFERENTIAL_TERM_RULES,
  ...TRAIT_STEERING_RULES,
  ...RECOVERY_RELAY_RULES,
  ...MINORS_FLOORS_RULES,
  ...GENDER_IDENTITY_REACH_RULES,
  ...INCOME_COUNTED_RULES,
  ...CONDITION_RULES,
  ...RECENT_ARRIVAL_RULES,
];
