/**
 * Property features a post may claim, with the words that claim each and what in a listing's
 * description supports it (the listing has no feature list). `deny` marks a description saying the
 * home lacks it or could have it ("room for a pool"): supported only by other words, else a
 * contradiction. `counted` features compare "2-car garage" with the description's own count.
 */
export interface Feature {
  name: string;
  claims: readonly string[];
  support: RegExp;
  deny?: RegExp;
  /** Description words removed before looking for support, without contradicting ("community pool"). */
  strip?: RegExp;
  /** What the description counts it in: "2-car garage", "3 fireplaces". */
  count?: RegExp;
  /** A word the post must write between its count and the feature for the count to be this one ("6-stop elevator"). */
  countedBy?: RegExp;
  /** Words after the claim that make it something else ("pool table", "garage sale"). */
  notAfter?: RegExp;
}

/** The number words a description counts in ("two-car garage"). */
export const COUNT_WORD = '(\\d+|one|two|three|four|five|six|seven|eight|single|double|triple)';
