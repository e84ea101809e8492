import { wordsAt } from './grammar';
import type { Token } from './token';

/**
 * Places near the listing that make a home phrase another home's (issue 26, other-home.ts): "the ranch
 * down the street", "a 4-bed next door", "two lots in the same subdivision".
 */
const NEAR = [
  'nearby',
  'down the block',
  'down the street',
  'down the road',
  'up the street',
  'up the road',
  'next door',
  'across the hall',
  'down the hall',
  'across the street',
  'across the road',
  'across town',
  'around the corner',
  'on the next block',
  'on the next street',
  'one street over',
  'a few doors down',
  'a few blocks away',
  'in the neighborhood',
  'in the neighbourhood',
  'in the area',
  'elsewhere',
].map((p) => p.split(' '));
/** "in the same subdivision", "in the same complex". */
const SAME_PLACE =
  /^(subdivision|neighborhood|neighbourhood|complex|building|development|community|street|block|area|zip)$/;
/** "two streets over", "a few doors down", "several blocks away": a count of streets, doors or blocks off. */
const OFF_UNIT = /^(streets?|blocks?|doors?|houses?|homes?|lots?)$/;
const OFF = /^(over|down|up|away)$/;
const countedOff = (tokens: readonly Token[], j: number): boolean => {
  const t = tokens[j]!;
  let k = j + 1;
  if (/^(a|few|several|couple)$/.test(t.low)) while (/^(few|couple|of)$/.test(tokens[k]?.low ?? '')) k++;
  else if (t.kind !== 'num' || t.money || t.value > 20) return false;
  return OFF_UNIT.test(tokens[k]?.low ?? '') && OFF.test(tokens[k + 1]?.low ?? '');
};

/** True when a nearness phrase ("down the street", "two doors down", "in the same complex") opens at j. */
export const nearAt = (tokens: readonly Token[], j: number): boolean => {
  if (NEAR.some((p) => wordsAt(tokens, j, p)) || countedOff(tokens, j)) return true;
  return (
    tokens[j]!.low === 'in' &&
    tokens[j + 1]?.low === 'the' &&
    tokens[j + 2]?.low === 'same' &&
    SAME_PLACE.test(tokens[j + 3]?.low ?? '')
  );
};
