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
/** True when a nearness phrase ("down the street", "in the same complex") opens at j. */
export const nearAt = (tokens: readonly Token[], j: number): boolean => {
  if (NEAR.some((p) => wordsAt(tokens, j, p))) return true;
  return (
    tokens[j]!.low === 'in' &&
    tokens[j + 1]?.low === 'the' &&
    tokens[j + 2]?.low === 'same' &&
    SAME_PLACE.test(tokens[j + 3]?.low ?? '')
  );
};
