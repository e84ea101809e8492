import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWordsFor } from './class-words';
import { UNAVAILABLE_CLAIM, UNAVAILABLE_WORDS } from './false-unavailability';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * False unavailability ordered about a person named in the sentence before (review-25's "Why would a
 * family with a baby even want a third-floor walkup? Just tell them it's spoken for", as grammar): a
 * class word, then, within the next sentence, an order to tell "them" the home is gone. 42 U.S.C.
 * §3604(d); 24 CFR §100.80(b)(1)-(3). false-unavailability.ts reads the class and the claim in one
 * sentence; here the order stands alone after it ("Just tell them …", "So tell her …"), and only an
 * order counts: "we'll tell them it's rented once it is" is a promise, not an instruction.
 * Left alone: "Families with kids love the park. Just tell them it's two blocks away." (no claim),
 * "If the unit is rented, we will tell them it's rented", "Tell every caller it's pending until the
 * deposit clears" (no class).
 */
const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];
// An order: the tell opens its sentence, or follows "just", "so", "then", "and".
const ORDER =
  '(?<=(?:^|\\| |(?:just|simply|so|then|and|ok|okay|honestly) ))(?:just |simply )?(?:tell|say to|inform|let) (?:them|him|her|em)(?: know)?\\b';

const rule = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'told-unavailable-next',
    category,
    kind: 'exclude',
    source: 'cfr10080',
    needs: ['tell', 'say to', 'inform', 'let'],
    reason:
      'Orders staff to tell a person of a protected class that the home is not available (42 U.S.C. §3604(d); 24 CFR §100.80(b))',
    re: `${ORDER}(?=[^|]{0,25}?\\b${UNAVAILABLE_WORDS}\\b)(?<=\\b${classWordsFor(category)}\\b[^|]{0,100}?(?:\\| [^|]{0,20}?)?)[^|]{0,10}?${UNAVAILABLE_CLAIM}\\b`,
  });

export const TOLD_UNAVAILABLE_RULES: readonly StandaloneRule[] = CLASSES.map(rule);
