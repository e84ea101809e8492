import { ANIMAL_CHARGE_RULES } from './animal-charges';
import { BECAUSE_OF_CLASS_RULES } from './because-of-class';
import { CLASS_TERMS_27_RULES } from './class-terms-27';
import { DEADLINE_BY_CLASS_RULES } from './deadline-by-class';
import { MASKED_WORD_RULES } from './masked-words';
import { SCREENS_27_RULES } from './screens-27';
import type { StandaloneRule } from './standalone-rules';
import { WHO_LIVES_27_RULES } from './who-lives-27';

/**
 * Review-27's miss families (helper fh27), each file with its sources and tests. One entry in
 * registry.ts; every rule is gated by the words it needs (rule-gate.ts).
 */
export const REACH_27_RULES: readonly StandaloneRule[] = [
  // A worse term "because of" the class: "since you're Jewish, I'll only show you ...".
  ...BECAUSE_OF_CLASS_RULES,
  // Assignment to a building, children kept from the halls, worship groups barred, loan terms by class.
  ...CLASS_TERMS_27_RULES,
  // Assistance animals charged pet fees or held to breed and weight limits.
  ...ANIMAL_CHARGE_RULES,
  // Custody pending, favours for rent, enclave steering, conviction bars, one per bedroom, vouchers refused.
  ...SCREENS_27_RULES,
  // A building described by life stage; a home said to suit only the able-bodied.
  ...WHO_LIVES_27_RULES,
  // "no m*slims": a class noun with a vowel starred out, in an exclusion frame.
  ...MASKED_WORD_RULES,
  // Notes on each party: a tight deadline for the class-marked one, "no rush" for another.
  ...DEADLINE_BY_CLASS_RULES,
];
