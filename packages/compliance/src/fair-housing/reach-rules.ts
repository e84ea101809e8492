import type { StandaloneRule } from './standalone-rules';

/**
 * Issue 22, review-20's miss families (each its own file with its sources and tests): steering by
 * resemblance, screening by a photo, coercion over a buyer's class, religion as a term or a price,
 * favours for rent, refused accommodations, state classes refused by their paraphrases.
 * One entry in registry.ts; every rule is gated by the words it needs (needles.ts).
 */
export const REACH_RULES: readonly StandaloneRule[] = [];
