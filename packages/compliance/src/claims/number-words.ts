/**
 * English cardinals below twenty, written as words: one table for the tokenizer's counts (tokenize.ts
 * WORD_NUMBERS) and for the spelled compounds it joins ("twenty-one hundred", joined-numbers.ts).
 */
export const ONES: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
export const TEENS: Readonly<Record<string, number>> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
