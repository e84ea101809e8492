/** A token of a post, as tokenize.ts reads it; apart from the tokeniser so its number readers can name it without an import circle. */
export type TokenKind = 'num' | 'ord' | 'word' | 'sym';

export interface Token {
  kind: TokenKind;
  raw: string;
  /** Lower-cased text (a spelled number keeps its word: "three"). */
  low: string;
  start: number;
  end: number;
  /** The number's value for `num` and `ord` tokens (suffix scale applied), else NaN. */
  value: number;
  /** Written with a currency sign. */
  money: boolean;
  /** The unit of the written precision: 100000 for "$1.2M", 1 for "1,182", 0.01 for "0.25". */
  step: number;
  /** Written with a thousands or millions suffix ("850K", "$1.2M", "1.2 million"). */
  abbreviated: boolean;
  /** A number written as a word ("three", "a dozen"). */
  spelled: boolean;
}
