import { REACH_18_CODES } from './reach-18-codes';
import { REACH_18_FRAMES } from './reach-18-frames';
import { REACH_18_PHRASES } from './reach-18-phrases';
import type { StandaloneRule } from './standalone-rules';

/**
 * Review-16's to -21's residual miss families (helper fh18), each file with its sources and tests.
 * One entry in registry.ts; every rule is gated by the words it needs (rule-gate.ts).
 */
export const REACH_18_RULES: readonly StandaloneRule[] = [
  // Frames around a class word or its paraphrase, for every class.
  ...REACH_18_FRAMES,
  // Phrases of their own: injury questions, English conditions, worship, coded colour, dress.
  ...REACH_18_PHRASES,
  // Catch words, coded steering, residents described, Spanish and Arabic refusals.
  ...REACH_18_CODES,
];
