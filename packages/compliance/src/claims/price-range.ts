import { formatNumber, wordsBefore } from './grammar';
import type { Token } from './tokenize';
import { type Claim, claimAt, type ReadContext } from './types';

/**
 * A price said as a range: "$500-525K", "$1.2–1.4M", "$700K–$750K", "between $700K and $750K",
 * "$2,300 to $2,400/mo". The listing's price must fall inside (widened by a hundredth for rounding).
 * A suffix on the upper end scales a bare lower one ("$500-525K" is $500,000 to $525,000). A range
 * after "from" in a sentence about a price change is the old and the new price (price.ts), not this.
 */

const DASHES = new Set(['-', '–', '—', 'to', 'and']);

/** The multiplier a suffix gave the token ("525K" → 1,000), 1 without one. */
const scaleOf = (t: Token) => {
  if (!t.abbreviated) return 1;
  const digits = Number(/[\d,.]+/.exec(t.raw)?.[0].replace(/,/g, '') ?? Number.NaN);
  return digits > 0 ? Math.round(t.value / digits) : 1;
};

const moneyLike = (t: Token | undefined) =>
  !!t && t.kind === 'num' && (t.money || (t.abbreviated && t.value >= 1000));

/** The range starting at money token i, or null. `changeSentence`: the sentence reports a price change. */
export const priceRangeAt = (ctx: ReadContext, i: number, changeSentence: boolean): Claim | null => {
  const { tokens, listing } = ctx;
  const lo = tokens[i]!;
  const join = tokens[i + 1];
  const hi = tokens[i + 2];
  if (!join || !hi || hi.kind !== 'num' || !DASHES.has(join.low)) return null;
  const between = wordsBefore(tokens, i, 1)[0] === 'between';
  if (join.low === 'and' && !between) return null;
  if (join.low === 'to' && (changeSentence || wordsBefore(tokens, i, 1)[0] === 'from')) return null;
  if (!moneyLike(lo) && !moneyLike(hi)) return null;
  // "$500-525K": the upper end's suffix scales a bare lower end written smaller.
  const scale = scaleOf(hi);
  const from = !lo.abbreviated && scale > 1 && lo.value * scale <= hi.value ? lo.value * scale : lo.value;
  const to = hi.value;
  if (!(from > 0) || to <= from || to > from * 3) return null;
  let next = i + 3;
  while (tokens[next]?.raw === '/' || tokens[next]?.low === 'mo' || tokens[next]?.low === 'month') next++;
  if (listing.price === null)
    return claimAt(tokens, i, next, {
      field: 'price',
      listed: null,
      verdict: 'warn',
      reason: 'The listing states no price: confirm it before you publish.',
    });
  const slack = to * 0.01;
  const ok = listing.price >= from - slack && listing.price <= to + slack;
  return claimAt(tokens, i, next, {
    field: 'price',
    listed: listing.price,
    verdict: ok ? 'ok' : 'block',
    reason: `The listing's ${listing.status === 'for_rent' ? 'rent' : 'price'} is $${formatNumber(listing.price)}.`,
  });
};
