import { FR_ONE } from './french';

/** Amounts of land written as words (area.ts): "half an acre", "a quarter acre", "un cuarto de acre". */
export const FRACTION_WORDS: Record<string, number> = {
  quarter: 0.25,
  half: 0.5,
  third: 1 / 3,
  fifth: 0.2,
  tenth: 0.1,
  a: 1,
  an: 1,
  // French "terrain d'un hectare": the article joined to "de".
  ...FR_ONE,
  // Portuguese "quase um acre"; Spanish and Portuguese halves, "media hectárea", "meio acre".
  um: 1,
  uma: 1,
  media: 0.5,
  medio: 0.5,
  meio: 0.5,
  meia: 0.5,
};
/** Fractions counted by a number before them: "three quarters", "two-thirds". */
export const FRACTION_NOUNS: Record<string, number> = {
  quarter: 0.25,
  quarters: 0.25,
  third: 1 / 3,
  thirds: 1 / 3,
  fifths: 0.2,
  // "un cuarto de acre", "um quarto de acre": only before "de" and a unit, else a room (rooms.ts).
  cuarto: 0.25,
  quarto: 0.25,
  // "un tercio de acre", "dos tercios de acre", "um terço de acre" (Spanish and Portuguese thirds).
  tercio: 1 / 3,
  tercios: 1 / 3,
  terço: 1 / 3,
};
