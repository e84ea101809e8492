import { ASSISTANCE_DOCUMENTATION_RULES } from './assistance-documentation';
import { CAPACITY_RULES } from './capacity-to-sign';
import { CATCHWORD_RULES } from './catchwords';
import { CODED_RULES } from './coded-rules';
import { GROWN_UP_RULES } from './grown-up-building';
import { HARASSMENT_TRAIT_IGNORED_RULES } from './harassment-ignored';
import { HEALTH_RULES } from './health-rules';
import { INQUIRY_RULES } from './inquiry-rules';
import { LANGUAGE_REACH_RULES } from './language-reach';
import { LANGUAGE_RULES } from './language-rules';
import { MARITAL_SINGLE_RULES } from './marital-single';
import { OBSERVANCE_RULES } from './observance-rules';
import { OCCUPANCY_NEEDS } from './occupancy-caps';
import { ORIGIN_RULES } from './origin-rules';
import { PARAPHRASE_RULES } from './paraphrase-rules';
import { QUID_PRO_QUO_RULES } from './quid-pro-quo';
import { REACH_RULES } from './reach-rules';
import { REACH_18_RULES } from './reach-rules-18';
import { REACH_23_RULES } from './reach-rules-23';
import { REACH_24_RULES } from './reach-rules-24';
import { REACH_25_RULES } from './reach-rules-25';
import { REACH_27_RULES } from './reach-rules-27';
import { REACH_28_RULES } from './reach-rules-28';
import { REACH_29_RULES } from './reach-rules-29';
import { RELIGIOUS_MEMBERSHIP_RULES } from './religious-membership';
import { REQUIREMENT_RULES } from './requirement-rules';
import { RESIDENCY_AGE_RULES } from './residency-age';
import { SELECTION_RULES } from './selection-frames';
import type { StandaloneRule } from './standalone-rules';
import { STANDALONE_RULES } from './standalone-rules';
import { STEERING_RULES } from './steering-words';

/**
 * The whole-phrase rule families the engine runs (engine.ts), registered here so a family is added
 * in one place and the engine stays a reader of rules. Issue 22's families (residency ages, health and
 * independence, steering words, observance, other languages) are whole-phrase grammars too, each
 * gated by its needed words like the rest.
 */
export const WHOLE_PHRASE_RULES: readonly StandaloneRule[] = [
  ...STANDALONE_RULES,
  ...CODED_RULES,
  ...REQUIREMENT_RULES,
  ...INQUIRY_RULES,
  ...RESIDENCY_AGE_RULES,
  ...HEALTH_RULES,
  ...STEERING_RULES,
  ...OBSERVANCE_RULES,
  ...LANGUAGE_RULES,
  ...LANGUAGE_REACH_RULES,
  ...PARAPHRASE_RULES,
  ...QUID_PRO_QUO_RULES,
  ...RELIGIOUS_MEMBERSHIP_RULES,
  ...MARITAL_SINGLE_RULES,
  ...CATCHWORD_RULES,
  ...GROWN_UP_RULES,
  ...CAPACITY_RULES,
  // Issue 22, generalised: a selection frame with an applicant's attribute (selection-frames.ts).
  ...SELECTION_RULES,
  // Issue 22, review-20's and review-21's miss families (reach-rules.ts).
  ...REACH_RULES,
  // Issue 22, review-22's race, colour, religion and national-origin families (origin-rules.ts).
  ...ORIGIN_RULES,
  // Review-23's miss families (reach-rules-23.ts).
  ...REACH_23_RULES,
  // Review-24's miss families (reach-rules-24.ts).
  ...REACH_24_RULES,
  // Review-25's miss families (reach-rules-25.ts).
  ...REACH_25_RULES,
  // Review-27's miss families (reach-rules-27.ts).
  ...REACH_27_RULES,
  // Review-28's miss families (reach-rules-28.ts).
  ...REACH_28_RULES,
  // Review-29's miss families (reach-rules-29.ts).
  ...REACH_29_RULES,
  // Review-16..21's residual miss families (reach-rules-18.ts).
  ...REACH_18_RULES,
  // Review-26's accommodation families: documentation, breed limits, requests denied.
  ...ASSISTANCE_DOCUMENTATION_RULES,
  // Review-26: abuse over a trait that the landlord will not act on.
  ...HARASSMENT_TRAIT_IGNORED_RULES,
];
/** The words the whole-phrase rules need (needles.test.ts checks the one-pass finder against includes). */
export const WHOLE_PHRASE_NEEDS = [...WHOLE_PHRASE_RULES.flatMap((r) => r.needs), ...OCCUPANCY_NEEDS];
