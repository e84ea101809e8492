import type { ClassVocabulary } from '../types';
import { AGE } from './age';
import { COLOR } from './color';
import { FAMILIAL_STATUS } from './familial-status';
import { GENDER_IDENTITY } from './gender-identity';
import { HANDICAP } from './handicap';
import { MARITAL_STATUS } from './marital-status';
import { MILITARY_STATUS } from './military-status';
import { NATIONAL_ORIGIN } from './national-origin';
import { RACE } from './race';
import { RELIGION } from './religion';
import { SEX } from './sex';
import { SEXUAL_ORIENTATION } from './sexual-orientation';
import { SOURCE_OF_INCOME } from './source-of-income';

/** Every class's vocabulary; where two share a word, the earlier one names the finding. */
export const VOCABULARIES: readonly ClassVocabulary[] = [
  RACE,
  COLOR,
  RELIGION,
  SEX,
  HANDICAP,
  FAMILIAL_STATUS,
  NATIONAL_ORIGIN,
  SOURCE_OF_INCOME,
  MARITAL_STATUS,
  AGE,
  MILITARY_STATUS,
  SEXUAL_ORIENTATION,
  GENDER_IDENTITY,
];
