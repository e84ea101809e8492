import { ACCOMMODATION_RULES } from './accommodation-refusals';
import { CLASS_TERM_RULES } from './class-terms';
import { COERCION_RULES } from './coercion';
import { CONDITION_RULES } from './conditions-by-class';
import { DIFFERENTIAL_TERM_RULES } from './differential-terms';
import { FAMILIAL_STEERING_RULES } from './familial-steering';
import { FAVOUR_RULES } from './favours-for-rent';
import { GENDER_IDENTITY_REACH_RULES } from './gender-identity-reach';
import { INCOME_COUNTED_RULES } from './income-counted';
import { MINORS_FLOORS_RULES } from './minors-and-floors';
import { NUISANCE_VICTIM_RULES } from './nuisance-victims';
import { PHOTO_SCREENING_RULES } from './photo-screening';
import { RECENT_ARRIVAL_RULES } from './recent-arrivals';
import { RECOVERY_RELAY_RULES } from './recovery-and-relay';
import { RELIGION_TERM_RULES } from './religion-terms';
import { RESEMBLANCE_RULES } from './resemblance-steering';
import { SPANISH_ONLY_RULES } from './spanish-only';
import type { StandaloneRule } from './standalone-rules';
import { STATE_PROXY_RULES } from './state-class-proxies';
import { STATE_CLASS_RULES } from './state-class-refusals';
import { TRAIT_STEERING_RULES } from './trait-steering';

/**
 * Issue 22's miss families from review-20 and review-21, each its own file with its sources and tests.
 * One entry in registry.ts; every rule is gated by the words it needs (rule-gate.ts).
 */
export const REACH_RULES: readonly StandaloneRule[] = [
  // review-20: steering by resemblance, screening by a photo, coercion over a buyer's class, religion
  // as a term or a price, favours for rent, refused accommodations, state classes refused by their
  // paraphrases, Spanish "only".
  ...RESEMBLANCE_RULES,
  ...PHOTO_SCREENING_RULES,
  ...COERCION_RULES,
  ...RELIGION_TERM_RULES,
  ...FAVOUR_RULES,
  ...ACCOMMODATION_RULES,
  ...STATE_CLASS_RULES,
  ...SPANISH_ONLY_RULES,
  // review-21: different terms and steering by a perceived trait (voice, accent, skin tone, religious
  // dress), recovery and relay calls refused, minors barred from common areas and families assigned to
  // floors, gender identity by birth sex, ID or transition, lawful income not counted, conditions asked
  // of one class, recent arrivals from a region.
  ...DIFFERENTIAL_TERM_RULES,
  ...TRAIT_STEERING_RULES,
  ...RECOVERY_RELAY_RULES,
  ...MINORS_FLOORS_RULES,
  ...GENDER_IDENTITY_REACH_RULES,
  ...INCOME_COUNTED_RULES,
  ...CONDITION_RULES,
  ...RECENT_ARRIVAL_RULES,
  // review-22: different terms, screening settings and "it's taken" by a class-marked group.
  ...CLASS_TERM_RULES,
  // review-22: victims' calls counted against them, state classes by a stand-in, families steered away.
  ...NUISANCE_VICTIM_RULES,
  ...STATE_PROXY_RULES,
  ...FAMILIAL_STEERING_RULES,
];
