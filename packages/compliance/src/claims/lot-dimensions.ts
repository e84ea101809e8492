import { endsSentence } from './grammar';
import type { Token } from './tokenize';

/**
 * A lot written as its sides: "25x150 lot", "50 x 120 ft", "50' x 120'", "60 by 125 feet", "lot
 * 25×125". The area is the product, in square feet. Sides are digits, each at least 10 ft: "2x4"
 * and "1x1" are lumber and ratios. Whether the sides are the lot's (not a room's "12x14", a shop's
 * "40x60") is the caller's decision, from the words around them.
 */
const BY = new Set(['x', '×', 'by', '*']);
const FEET = new Set(["'", '’', '′', 'ft', 'feet', 'foot', 'pies']);

/** A side at j: a plain number of feet, and the index after it (and its unit, if written). */
const sideAt = (
  tokens: readonly Token[],
  j: number,
): { feet: number; next: number; unit: boolean } | null => {
  const t = tokens[j];
  if (t?.kind !== 'num' || t.money || t.spelled || t.abbreviated || t.value < 10 || t.value > 2000)
    return null;
  let next = j + 1;
  let unit = false;
  if (FEET.has(tokens[next]?.low ?? '')) {
    next++;
    unit = true;
    // "ft." abbreviates, but a full stop ending the sentence is not the unit's.
    if (tokens[next]?.raw === '.' && !endsSentence(tokens, next)) next++;
  }
  return { feet: t.value, next, unit };
};

export interface Dimensions {
  sqft: number;
  next: number;
  /** Written in feet ("50 x 120 ft", "50' x 120'"): a measure of land or a building, not a ratio. */
  unit: boolean;
}

export const dimensionsAt = (tokens: readonly Token[], i: number): Dimensions | null => {
  const a = sideAt(tokens, i);
  if (!a) return null;
  const by = tokens[a.next];
  if (!by || !BY.has(by.low)) return null;
  const b = sideAt(tokens, a.next + 1);
  if (!b) return null;
  return { sqft: a.feet * b.feet, next: b.next, unit: a.unit || b.unit };
};
