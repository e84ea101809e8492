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
  /** The word before the claim that makes it something else ("online views", "page views"). */
  notBefore?: RegExp;
}

/** The number words a description counts in ("two-car garage"). */
export const COUNT_WORD = '(\\d+|one|two|three|four|five|six|seven|eight|single|double|triple)';

/** A claim phrase as the lexicons key it: lower case, hyphens and slashes as spaces, single spaces. */
const phraseKey = (p: string): string => p.toLowerCase().replace(/[-/]/g, ' ').replace(/\s+/g, ' ').trim();

/** Each claim phrase of the features, keyed as phraseKey writes it, to the first feature that claims it. */
export const phraseTable = (features: readonly Feature[]): Map<string, Feature> => {
  const table = new Map<string, Feature>();
  for (const f of features)
    for (const c of f.claims) {
      const key = phraseKey(c);
      if (!table.has(key)) table.set(key, f);
    }
  return table;
};

const globals = new WeakMap<RegExp, RegExp>();
/** The pattern with the global flag, built once (replace and matchAll start a global pattern afresh). */
const globalOf = (re: RegExp): RegExp => {
  let g = globals.get(re);
  if (!g) {
    g = new RegExp(re.source, 'g');
    globals.set(re, g);
  }
  return g;
};

/** The description with the feature's `strip` words blanked: they neither support nor deny it. */
export const withoutStripped = (f: Feature, description: string): string =>
  f.strip ? description.replace(globalOf(f.strip), ' ') : description;

/** The description with the feature's denials blanked, so only other words may support it. */
export const withoutDenials = (f: Feature, description: string): string =>
  f.deny ? description.replace(globalOf(f.deny), ' ') : description;

/** Every place the description supports the feature. */
export const supportsIn = (f: Feature, description: string) => description.matchAll(globalOf(f.support));
