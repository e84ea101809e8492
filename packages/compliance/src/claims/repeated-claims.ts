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
  const offMarket = c.field === 'status' && OFF_MARKET.test(text.slice(c.start, c.end));
  return offMarket || CONSEQUENCE.test(text.slice(p.end, c.start));
};

/** Claims in text order, without the repeats described above. */
export const withoutRepeats = (claims: readonly Claim[], text: string): Claim[] => {
  const out: Claim[] = [];
  for (const c of claims) {
    const prev = out.at(-1);
    if (restatedStatus(out, c, text)) continue;
    const touching = prev && prev.end <= c.start && /^\s?$/.test(text.slice(prev.end, c.start));
    if (c.verdict !== 'ok' && prev && touching && sameKind(prev, c)) continue;
    out.push(c);
  }
  return out;
};
