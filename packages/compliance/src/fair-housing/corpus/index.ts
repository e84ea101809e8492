import type { LabelledSentence } from './corpus';
import { FAMILIES_22 } from './families-22';
import { GENERALISED_22 } from './generalised-22';
import { LANGUAGES_22 } from './languages-22';
import { LEFTOVERS_22 } from './leftovers-22';
import { PARAPHRASES_22 } from './paraphrases-22';
import { PROPERTY_DESCRIPTIONS } from './property-descriptions';
import { RACE_RELIGION_ORIGIN } from './race-religion-origin';
import { REFUSAL_LOOKALIKES } from './refusal-lookalikes';
import { REFUSAL_SHAPES } from './refusal-shapes';
import { REVIEW_2 } from './review-2';
import { REVIEW_3 } from './review-3';
import { REVIEW_4 } from './review-4';
import { REVIEW_5 } from './review-5';
import { REVIEW_6 } from './review-6';
import { REVIEW_2026_11_26 } from './review-2026-11-26';
import { SELECTION_FRAMES_22 } from './selection-frames-22';
import { SEX_HANDICAP_FAMILIAL } from './sex-handicap-familial';
import { SPANISH } from './spanish';
import { STATE_CLASSES } from './state-classes';
import { TUNED_13_14 } from './tuned-13-14';
import { TUNED_15 } from './tuned-15';

export type { LabelledSentence } from './corpus';

/** The corpus the rules were built against (the held-out set is apart, in held-out.ts). */
export const CORPUS: readonly LabelledSentence[] = [
  ...RACE_RELIGION_ORIGIN,
  ...SEX_HANDICAP_FAMILIAL,
  ...STATE_CLASSES,
  ...SPANISH,
  ...PROPERTY_DESCRIPTIONS,
  ...REVIEW_2026_11_26,
  ...REVIEW_2,
  ...REVIEW_3,
  ...REVIEW_4,
  ...REVIEW_5,
  ...REVIEW_6,
  ...REFUSAL_SHAPES,
  ...REFUSAL_LOOKALIKES,
  ...TUNED_13_14,
  ...TUNED_15,
  ...LANGUAGES_22,
  ...FAMILIES_22,
  ...PARAPHRASES_22,
  ...LEFTOVERS_22,
  ...SELECTION_FRAMES_22,
  ...GENERALISED_22,
];
