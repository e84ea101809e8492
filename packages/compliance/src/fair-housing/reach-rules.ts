import { ACCOMMODATION_RULES } from './accommodation-refusals';
import { COERCION_RULES } from './coercion';
import { FAVOUR_RULES } from './favours-for-rent';
import { PHOTO_SCREENING_RULES } from './photo-screening';
import { RELIGION_TERM_RULES } from './religion-terms';
import { RESEMBLANCE_RULES } from './resemblance-steering';
import { SPANISH_ONLY_RULES } from './spanish-only';
import type { StandaloneRule } from './standalone-rules';
import { STATE_CLASS_RULES } from './state-class-refusals';

/**
 * Issue 22, review-20's miss families (each its own file with its sources and tests): steering by
 * resemblance, screening by a photo, coercion over a buyer's class, religion as a term or a price,
 * favours for rent, refused accommodations, state classes refused by their paraphrases.
 * One entry in registry.ts; every rule is gated by the words it needs (needles.ts).
 */
export const REACH_RULES: readonly StandaloneRule[] = [
  ...RESEMBLANCE_RULES,
  ...PHOTO_SCREENING_RULES,
  ...COERCION_RULES,
  ...RELIGION_TERM_RULES,
  ...FAVOUR_RULES,
  ...ACCOMMODATION_RULES,
  ...STATE_CLASS_RULES,
  ...SPANISH_ONLY_RULES,
];
