import { boundBefore, formatNumber } from './grammar';
import type { Token } from './tokenize';
import { type Claim, claimAt, type ReadContext } from './types';

/**
 * Price per square foot ("$218/sq ft", "~$290/sf", "$190 per square foot"): the listing's price over
 * its living area, within marketing rounding (3%, and never less than the written step). A rent per
 * square foot or a price without a living area is left unread.
 */
const AREA_WORDS = new Set(['sq', 'sqft', 'sf', 'psf', 'square', 'ft']);
const TOLERANCE = 0.03;

/** True when the unit after the money at i (up to `end`) is an area. */
export const perArea = (tokens: readonly Token[], i: number, end: number): boolean =>
  tokens.slice(i + 1, end).some((t) => AREA_WORDS.has(t.low));

export const pricePerArea = (ctx: ReadContext, i: number, end: number): Claim | null => {
  const { tokens, listing } = ctx;
  const area = listing.living_area_sqft;
  if (listing.status === 'for_rent' || listing.price === null || !area) return null;
  const t = tokens[i]!;
  const actual = listing.price / area;
  const bound = boundBefore(tokens, i);
  const slack = Math.max(actual * TOLERANCE, t.abbreviated ? t.step : 1);
  const ok =
    bound === 'max'
      ? actual <= t.value + slack
      : bound === 'min' || bound === 'over'
        ? actual >= t.value - slack
        : Math.abs(actual - t.value) <= slack;
  return claimAt(tokens, i, end, {
    field: 'price',
    listed: listing.price,
    verdict: ok ? 'ok' : 'block',
    reason: `The listing's price over its living area is about $${formatNumber(Math.round(actual))} a square foot ($${formatNumber(listing.price)} for ${formatNumber(area)} sq ft).`,
  });
};
