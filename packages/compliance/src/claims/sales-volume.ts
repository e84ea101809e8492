import type { Token } from './tokenize';

/**
 * The agent's or the market's sales, not the home's price or status (issue 26): press releases and
 * listing presentations cite a track record — "who has sold more than $400 million of Village real
 * estate", "our team closed $85M in volume last year", "we've sold over 300 homes in Kenmore" — and a
 * sum or count of sales is neither what this home costs nor a claim that it sold (NAR Code of Ethics
 * Art. 12 concerns the property advertised; the agent's record is the agent's).
 */

/** Nouns a sum of sales is counted in: "$400 million of … real estate", "$85M in volume". */
const SALES_NOUN =
  /^(sales|volume|real|transactions|closings|production|homes|houses|properties|listings|units)$/;

/** True when the sum at i is a volume of sales: "in"/"of" and a sales noun within the next words. */
export const salesVolumeAt = (tokens: readonly Token[], i: number): boolean => {
  const of = tokens[i + 1]?.low;
  if (soldAsTally(tokens, i)) return true;
  if (of !== 'in' && of !== 'of' && of !== 'worth') return false;
  for (let j = i + 2; j < i + 6 && j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.kind !== 'word') return false;
    if (SALES_NOUN.test(t.low)) return t.low !== 'real' || tokens[j + 1]?.low === 'estate';
  }
  return false;
};

/**
 * "31 years, $1.2 billion sold, (281) …", "$85M closed in 2025": a sum with "sold" or "closed" after it
 * and nothing saying what for is a tally in a résumé of the agent's; a home's sale names its price after
 * the verb ("sold for $612K") or the home before it ("37 Birch Hollow: $612K, sold").
 */
const soldAsTally = (tokens: readonly Token[], i: number): boolean => {
  if (!/^(sold|closed)$/.test(tokens[i + 1]?.low ?? '')) return false;
  const after = tokens[i + 2];
  return (
    !after ||
    after.raw === ',' ||
    after.raw === '.' ||
    /^(in|since|last|this|to|over|career)$/.test(after.low)
  );
};

/** Bounds before a sales total: "sold more than $400 million", "sold over 300 homes". */
const TOTAL_BOUND = /^(more|over|nearly|almost|upwards|north|close|some)$/;
const COUNTED = /^(homes|houses|properties|listings|units|condos|deals|families|buyers|clients)$/;

/** True when "sold" (ending at `next`) is followed by a total: a bound, a sum of sales or a count of homes. */
export const soldATotal = (tokens: readonly Token[], next: number): boolean => {
  const t = tokens[next];
  if (!t) return false;
  if (t.kind === 'word' && TOTAL_BOUND.test(t.low)) return tokens[next + 1]?.low !== 'asking';
  if (t.kind !== 'num') return false;
  return (t.money && salesVolumeAt(tokens, next)) || COUNTED.test(tokens[next + 1]?.low ?? '');
};
