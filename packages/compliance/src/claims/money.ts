import type { Token } from './tokenize';

/**
 * Which numbers are sums of money (price.ts reads them as the price or other money). Written with a
 * currency sign, or "dollars" after it, or a million word, or "795K" alone: a bare abbreviated sum
 * of 50,000 or more with no unit or noun after it is a price in a property post ("Just listed: 795K").
 */

const DOLLARS = new Set(['dollars', 'dólares', 'dolares', 'usd']);
/** Words after a bare "795K" that leave it a price (a unit or another noun after it makes it a count). */
const BARE_PRICE_AFTER = new Set([
  'obo',
  'firm',
  'asking',
  'in',
  'for',
  'with',
  'and',
  'or',
  'only',
  'usd',
  'range',
  'list',
  'price',
  'sale',
  'listing',
]);
/** Words and dashes between the two ends of a price range ("$500-525K", "$700K to $750K"). */
export const RANGE_JOIN = new Set(['-', '–', '—', 'to']);

/** Things counted in millions that are not money: "2 million visitors", "1.5 million square feet". */
const COUNTED =
  /^(visitors|people|residents|views|viewers|followers|users|tourists|passengers|riders|fans|square|sq|sf|acres|gallons|miles|years)$/;

const PRICED = /^(priced|listed|offered|asking|selling|sold|available)$/;

export const isMoneyAt = (tokens: readonly Token[], i: number, after: readonly string[]): boolean => {
  const t = tokens[i]!;
  // "$735,000", "USD 735,000", "US$735,000".
  if (t.money || /^(usd|us)$/.test(tokens[i - 1]?.low ?? '')) return true;
  if (DOLLARS.has(after[0] ?? '') && t.value >= 1000) return true;
  // "asking 589,000", "listed at 589000", "Price: 589,000": a price word names a bare sum.
  const w1 = tokens[i - 1]?.raw === ':' ? tokens[i - 2]?.low : tokens[i - 1]?.low;
  const w2 = tokens[i - 1]?.raw === ':' ? tokens[i - 3]?.low : tokens[i - 2]?.low;
  const priced =
    w1 === 'asking' || w1 === 'price' || w1 === 'precio' || (w1 === 'at' && PRICED.test(w2 ?? ''));
  if (priced && t.value >= 10_000 && t.kind === 'num' && t.step >= 1) return true;
  // "2,550/month", "2550 per month": a monthly sum (a rent, or on a sale a payment price.ts sets aside).
  const monthly =
    (after[0] === '/' || after[0] === 'per' || after[0] === 'a') && /^(mo|month|mes)$/.test(after[1] ?? '');
  if (monthly && !t.abbreviated && t.value >= 300 && t.value <= 50_000) return true;
  // "Four hundred twenty-five thousand for a one-story": a sum spelled to the thousands stands as "425K".
  const spelledSum = t.spelled && /thousand|million/i.test(t.raw);
  if ((!t.abbreviated && !spelledSum) || t.value < 10_000) return false;
  // "2 million visitors a year": a count of things, not dollars.
  if (/mill/i.test(t.raw)) return !COUNTED.test(after[0] ?? '');
  const first = after.find((w) => w !== '+');
  return t.value >= 50_000 && (tokens[i + 1]?.kind !== 'word' || BARE_PRICE_AFTER.has(first ?? ''));
};
