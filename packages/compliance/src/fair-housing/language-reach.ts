import { LANGUAGE_FAVOUR_RULES } from './language-favours';
import { LANGUAGE_SUITS_RULES } from './language-suits';
import type { StandaloneRule } from './standalone-rules';

/**
 * The other-language families that language-rules.ts's one builder cannot say: "ideal for" a household
 * of adults (language-suits.ts, HUD 1995 memo) and rent taken "another way" (language-favours.ts,
 * 24 CFR §100.600(a)(1)). Registered in registry.ts as one entry.
 */
export const LANGUAGE_REACH_RULES: readonly StandaloneRule[] = [
  ...LANGUAGE_SUITS_RULES,
  ...LANGUAGE_FAVOUR_RULES,
];
