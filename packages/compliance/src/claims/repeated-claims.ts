import type { Claim } from './types';

/**
 * One fact, one finding (issue 26). A wrong status restated as its consequence is one wrong claim,
 * which the agent fixes once: "the sellers accepted an offer, so it is now pending" ("so" says the
 * second follows from the first), "LEASED in 48 hours! … is off the market" (off the market is what
 * leased, sold or pending already says). Two status words side by side ("UNDER CONTRACT … went
 * pending") stay two claims. A feature's denial drawn again as its consequence is one claim too ("a
 * no-pets building, so best for pet-free households"). A fee read twice from touching words is one claim too ("the $120/month
 * HOA": the sum and the word "HOA").
 */
const sameKind = (a: Claim, b: Claim) =>
  a.field === b.field && a.feature === b.feature && a.verdict === b.verdict;
const OFF_MARKET = /^off(?:\s+the)?\s+market$/i;
/** "so" (or "which means") opening the clause of the later status, with no sentence end between. */
const CONSEQUENCE = /(?:\bso\b|\bwhich means\b)[^.!?\n]*$/i;

const restatedStatus = (earlier: readonly Claim[], c: Claim, text: string) => {
  if ((c.field !== 'status' && !c.feature) || c.verdict !== 'block') return false;
  const p = earlier.findLast((e) => sameKind(e, c) && e.listed === c.listed);
  if (!p) return false;
  // "Off the market! We accepted an offer": off the market is what the other status word says, in
  // either order.
  const offMarket =
    c.field === 'status' &&
    (OFF_MARKET.test(text.slice(c.start, c.end)) || OFF_MARKET.test(text.slice(p.start, p.end)));
  return offMarket || CONSEQUENCE.test(text.slice(p.end, c.start));
};

/**
 * A sheet's key restated by its value: "Pool: rooftop infinity pool", "Garage: attached garage" name one
 * feature twice on one line, the key and its value; the value, which says more, is the claim.
 */
const keyOfValue = (out: readonly Claim[], c: Claim, text: string): number => {
  if (!c.feature) return -1;
  const k = out.findLastIndex((e) => sameKind(e, c));
  return k >= 0 && /^\s*:[^\n]*$/.test(text.slice(out[k]!.end, c.start)) ? k : -1;
};

/**
 * A parking space placed in the garage: "a deeded spot in the garage", "a space in the heated garage"
 * is one claim, the garage's (where the space is), not a parking claim beside it.
 */
const PLACED_IN = /^\s+(?:in|inside)\s+(?:the\s+|a\s+|our\s+|its\s+)?(?:[\w-]+\s+){0,2}$/i;
const spaceInGarage = (prev: Claim | undefined, c: Claim, text: string) =>
  prev?.feature === 'parking' && c.feature === 'garage' && PLACED_IN.test(text.slice(prev.end, c.start));

/** Claims in text order, without the repeats described above. */
export const withoutRepeats = (claims: readonly Claim[], text: string): Claim[] => {
  const out: Claim[] = [];
  for (const c of claims) {
    const prev = out.at(-1);
    if (restatedStatus(out, c, text)) continue;
    const key = keyOfValue(out, c, text);
    if (key >= 0) out.splice(key, 1);
    if (spaceInGarage(prev, c, text)) out.pop();
    const touching = prev && prev.end <= c.start && /^\s?$/.test(text.slice(prev.end, c.start));
    if (c.verdict !== 'ok' && prev && touching && sameKind(prev, c)) continue;
    out.push(c);
  }
  return out;
};
