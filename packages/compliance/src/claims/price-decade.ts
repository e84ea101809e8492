import { formatNumber, wordsBefore } from './grammar';
import type { Token } from './tokenize';
import { type Claim, claimAt, type ReadContext } from './types';

/**
 * A price said as a band: "the high $600s", "mid-$400s", "low $1Ms" is never one figure but a span,
 * $600,000 to $699,999 narrowed by low (its first 40%), mid (30–70%) or high/upper (its last 40%). The
 * listing's price must fall inside. Answers null when the money at i is no band.
 */
const PART: Record<string, [number, number]> = {
  low: [0, 0.4],
  lower: [0, 0.4],
  mid: [0.3, 0.7],
  middle: [0.3, 0.7],
  high: [0.6, 1],
  upper: [0.6, 1],
};

const PRICE_WORDS = new Set(['priced', 'price', 'asking', 'listed', 'offered', 'precio', 'sold', 'selling']);

export const priceBandAt = (ctx: ReadContext, i: number): Claim | null => {
  const { tokens, listing } = ctx;
  const t = tokens[i]!;
  const s: Token | undefined = tokens[i + 1];
  if (s?.low !== 's' || s.start !== t.end || t.kind !== 'num') return null;
  const word = wordsBefore(tokens, i, 2).find((w) => Object.hasOwn(PART, w));
  // "high 700s", "priced in the 400s" without a "$": a band only with low/mid/high or a price word,
  // and only as hundreds of thousands ("the 1920s" is a decade, "the 70s" an era).
  if (!t.money) {
    const priced = wordsBefore(tokens, i, 5).some((w) => PRICE_WORDS.has(w));
    if (!(word || priced) || t.abbreviated || t.value < 100 || t.value > 990 || t.value % 10 !== 0)
      return null;
  }
  // "$600s" counts thousands; "$1.2Ms" is already scaled.
  const lo = t.abbreviated ? t.value : t.value * 1000;
  const width = t.abbreviated ? t.step * 10 : lo >= 100_000 ? 100_000 : 10_000;
  const [a, b] = word ? PART[word]! : [0, 1];
  const from = lo + a * width;
  const to = lo + b * width;
  const shown = `$${formatNumber(listing.price ?? 0)}`;
  if (listing.price === null)
    return claimAt(tokens, i, i + 2, {
      field: 'price',
      listed: null,
      verdict: 'warn',
      reason: 'The listing states no price: confirm it before you publish.',
    });
  const ok = listing.price >= from - width * 0.01 && listing.price <= to;
  return claimAt(tokens, i, i + 2, {
    field: 'price',
    listed: listing.price,
    verdict: ok ? 'ok' : 'block',
    reason: `The listing's price is ${shown}.`,
  });
};
