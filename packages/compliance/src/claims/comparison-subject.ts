import { endsSentence } from './grammar';
import type { Token } from './tokenize';

/**
 * More shapes of a comparison's other home (issue 26), for comparison.ts: figures of plural homes
 * ("Nearby 4 bed homes sell for $520K", "Similar 5-bedroom colonials run $850K", "New builds in the
 * area list at $420K with 3 beds": the listing is one home), a figure after "below/above the" ("priced
 * below the 4 bed at 2215"), and an indefinite home set against the listing in a later clause ("While a
 * 4-bed on Elm St fetched $700K, this Cape brought $612K"). A building's own "units" stay its own.
 */
const PLURAL_HOMES =
  /^(homes|houses|colonials|ranches|condos|townhomes|townhouses|properties|listings|bungalows|capes|builds|flats|duplexes)$/;
const BELOW = /^(below|beneath|above|under)$/;
const THE_HOME = /^(home|house|one|ones|listing|colonial|ranch|condo|townhome|comps|average|median|asking)$/;
const VERB =
  /^(fetched|sold|went|listed|runs|run|costs|cost|averages|averaged|asks|asked|got|brought|traded|closed|goes|go|sell|sells|list|lists)$/;
/** A contrast's own verb: a sale or a market price ("fetched", "sold for", "runs"), not "is" or "has". */
const CONTRAST_VERB =
  /^(fetched|sold|went|listed|runs|costs|averages|averaged|asked|brought|traded|closed|sells|goes)$/;
/** "this price", "this weekend": no home. */
const NOT_A_HOME =
  /^(price|week|weekend|year|month|time|market|spring|summer|fall|winter|morning|afternoon|saturday|sunday|deal)$/;
const LISTING_WORD = /^(this|ours|here)$/;

/** A plural home noun just after the figure or opening its clause. */
export const pluralHomes = (tokens: readonly Token[], a: number, i: number, end: number): boolean => {
  // "4 bed homes", "Renovated 4 bed houses": the figure describes the plural homes after it.
  for (let j = end; j < end + 4 && j < tokens.length; j++) {
    const t = tokens[j]!;
    // "unit #211 at Century Condos", "en Harbor Lofts": a capitalised name's last word is a building.
    const name = /^[A-Z][a-z]/.test(t.raw) && /^[A-Z]/.test(tokens[j - 1]?.raw ?? '') && j > end;
    if (PLURAL_HOMES.test(t.low) && !name) return true;
    if ((t.kind === 'sym' && t.raw !== '-') || VERB.test(t.low)) break;
  }
  // Opening the clause; not a name ("Dietrich Properties presents a 4 bed", "New Listings: …").
  for (let j = a; j < Math.min(i, a + 6); j++) {
    const t = tokens[j]!;
    if (PLURAL_HOMES.test(t.low) && t.low !== 'listings' && (j === a || !/^[A-Z]/.test(t.raw))) return true;
  }
  return false;
};

/** "below the 4 bed", "above the asking of the comps": what follows is the other home's. */
export const belowThe = (tokens: readonly Token[], a: number, i: number): boolean => {
  for (let j = a; j < i - 1; j++)
    if (
      BELOW.test(tokens[j]!.low) &&
      tokens[j + 1]!.low === 'the' &&
      (tokens[j + 2]?.kind === 'num' || THE_HOME.test(tokens[j + 2]?.low ?? ''))
    )
      return true;
  return false;
};

/** An "a/an" subject with its own verb, set against the listing named in a later clause of the sentence. */
export const contrastedWithListing = (
  tokens: readonly Token[],
  a: number,
  b: number,
  ours: string | null,
): boolean => {
  if (!/^(a|an)$/.test(tokens[a]?.low ?? '')) return false;
  let verb = false;
  for (let j = a; j < b; j++) if (CONTRAST_VERB.test(tokens[j]!.low)) verb = true;
  if (!verb) return false;
  for (let j = b; j < tokens.length && !endsSentence(tokens, j); j++) {
    const t = tokens[j]!;
    if (LISTING_WORD.test(t.low) && !NOT_A_HOME.test(tokens[j + 1]?.low ?? '')) return true;
    if (ours !== null && t.raw === ours) return true;
  }
  return false;
};
