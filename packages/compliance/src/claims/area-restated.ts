import { LIVING } from './area-part';
import type { Token } from './tokenize';

/**
 * An area the post gives twice, in two units (issue 26): "0.21 acre, roughly 9,150 sq ft", "about
 * 2,000 ft² (~185 m²) of living space". The second figure converts the first, so it is the same
 * fact (the lot's or the home's), whatever either figure would be on its own; and a bracketed
 * conversion between an area and its noun ("2,000 ft² (~185 m²) of living space") does not hide the
 * noun from the first figure.
 */

/** What may stand between an area and its conversion: a comma, a bracket, "or", "=", a bound word. */
const BETWEEN = /^(,|\(|\/|=|or|about|approx|approximately|roughly|around|nearly|almost|some|~|≈|ca|\.)$/;

/** True when the area at [from…) converts the one read just before it (ending at prevEnd) to within 3%. */
export const convertsPrevious = (
  tokens: readonly Token[],
  from: number,
  prevEnd: number,
  sqft: number,
  prevSqft: number,
): boolean => {
  if (prevEnd < 0 || from - prevEnd > 4 || !(prevSqft > 0)) return false;
  for (let j = prevEnd; j < from; j++) if (!BETWEEN.test(tokens[j]!.low)) return false;
  return Math.abs(sqft - prevSqft) <= 0.03 * prevSqft;
};

/** True when the words after a bracket that follows the area say it is lived in: "ft² (~185 m²) of living space". */
export const livedPastBracket = (tokens: readonly Token[], next: number): boolean => {
  if (tokens[next]?.raw !== '(') return false;
  let j = next + 1;
  while (j < tokens.length && j < next + 8 && tokens[j]!.raw !== ')') j++;
  if (tokens[j]?.raw !== ')') return false;
  const after = tokens
    .slice(j + 1, j + 4)
    .map((t) => t.low)
    .filter((w) => w !== 'of' && w !== 'the');
  return LIVING.test(after[0] ?? '');
};
