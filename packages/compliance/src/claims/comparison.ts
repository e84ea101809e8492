import type { TListing } from '@pp/contract';
import { belowThe, contrastedWithListing, pluralHomes } from './comparison-subject';
import { endsClause, endsSentence, wordsAt } from './grammar';
import type { Token } from './tokenize';

/**
 * Whose fact a figure is, when the post compares the listing with another home (issue 26): "Compared
 * with the 4-bed colonial on Elm St that sold for $700K, 37 Birch Hollow Rd gave its buyers …", "a
 * typical 700 sq ft Village one-bedroom", "the 4-bed at 2211 has a pool, but 2207 Maple Grove Ln has
 * …", "a 2-flat down the block at $1.1M", "a detached 3-bed in the Willows runs well over $2M". The
 * other home's numbers, rooms, kinds and features are not the listing's, so none is checked against
 * it (NAR Code of Ethics Art. 12 asks for a true picture of the property advertised, not of comps).
 * whose-fact.ts decides a sentence's subject from the words before a figure; this reads the clause
 * around it, since a comparison names the other home before or after the figure. A clause that names
 * the listing itself ("this home", "it", its street number, "gives you") stays the listing's.
 */

/** Contrast words that end a clause too (grammar.ts endsClause adds the marks and the sentence ends). */
const CONTRAST = /^(but|while|whereas|yet)$/;
/** A relative clause goes on with the noun before it: "the colonial on Elm St, which sold for $700K". */
const RELATIVE = /^(which|that|who|where)$/;

/** After "than": another subject; a number after it is a bound ("more than 3 beds"). */
const THAN_SUBJECT =
  /^(the|a|an|most|any|other|others|those|these|similar|comparable|nearby|typical|average|homes|houses|comps|its|their|new|newer|older)$/;
const PRICE_VERB = /^(runs?|costs?|fetch(es)?|averages?|sells?|goes|go|trades?)$/;
const NEAR_PHRASES = [
  'down the block',
  'down the street',
  'down the road',
  'up the street',
  'next door',
  'across the street',
  'around the corner',
  'sold nearby',
  'on the next block',
  'on the next street',
  'up the block',
  'a few doors down',
  'two doors down',
  'one street over',
  'nearby sold',
].map((p) => p.split(' '));
const MARK_PHRASES = [
  'compared with',
  'compared to',
  'comparable to',
  'in comparison to',
  'similar homes',
  'a typical',
  'the typical',
  'an average',
  'the average',
].map((p) => p.split(' '));
const MARK_WORDS = /^(versus|vs|unlike|comps|comparables)$/;
/** Homes a "like the …" compares with. */
const LIKE_HOME =
  /^(one|ones|home|homes|house|houses|colonial|ranch|condo|townhome|listing|comps|neighbors|neighbours|place)$/;
/** The listing named again in the clause: what it says is the listing's. */
const THIS_WORDS = /^(this|it|it's|its|here)$/;
const YOU_PHRASES = ['gives you', 'you get', "you'll get", 'get you', 'buys you', 'you can own'].map((p) =>
  p.split(' '),
);

/**
 * A near phrase naming another home: "the 2-flat down the block". One followed by "from" places the
 * home it describes beside a landmark ("2-bedroom unit across the street from the Law School"): the
 * listing's own location, no other home.
 */
const nearAt = (tokens: readonly Token[], j: number): boolean =>
  NEAR_PHRASES.some((p) => wordsAt(tokens, j, p) && tokens[j + p.length]?.low !== 'from');

const isBoundary = (tokens: readonly Token[], j: number): boolean => endsClause(tokens, j, CONTRAST);

const clauseOf = (tokens: readonly Token[], i: number, end: number): [number, number] => {
  let a = i;
  for (;;) {
    while (a > 0 && !isBoundary(tokens, a - 1)) a--;
    // Go on through a relative clause to the noun it describes.
    if (
      a > 1 &&
      RELATIVE.test(tokens[a]?.low ?? '') &&
      tokens[a - 1]!.raw === ',' &&
      !endsSentence(tokens, a - 1)
    )
      a -= 1;
    else break;
  }
  let b = end;
  while (b < tokens.length && !isBoundary(tokens, b)) b++;
  return [a, b];
};

/** Words before "at" that make the number after it a sum. */
const PRICED =
  /^(listed|priced|offered|sold|asking|selling|closed|reduced|available|leased|rented|now|just|only)$/;

/** A bare street number that is not the listing's: "the 4-bed at 2211", "the 2211". */
const otherStreetNumber = (tokens: readonly Token[], j: number, ours: string | null): boolean => {
  const t = tokens[j];
  if (
    t?.kind !== 'num' ||
    t.money ||
    t.value < 100 ||
    t.value > 99999 ||
    !/^\d+$/.test(t.raw) ||
    t.raw === ours
  )
    return false;
  // "listed at 795000", "offered at 489,000": a price written bare.
  if (PRICED.test(tokens[j - 2]?.low ?? '')) return false;
  const prev = tokens[j - 1]?.low ?? '';
  const next = tokens[j + 1];
  const nextOk =
    !next ||
    next.kind === 'sym' ||
    /^(has|had|is|was|sold|went|listed|got|offers|across|next)$/.test(next.low);
  return (
    (prev === 'at' || prev === 'the') && nextOk && !(t.value >= 1800 && t.value <= 2100 && prev === 'the')
  );
};

const namesListing = (tokens: readonly Token[], a: number, b: number, ours: string | null): boolean => {
  for (let j = a; j < b; j++) {
    const w = tokens[j]!.low;
    if (THIS_WORDS.test(w)) return true;
    if (ours && tokens[j]!.raw === ours && tokens[j + 1]?.kind === 'word') return true;
    if (YOU_PHRASES.some((p) => wordsAt(tokens, j, p))) return true;
  }
  return false;
};

/** True when the clause around tokens [i, end) says the figure of another home the post compares with. */
export const inComparison = (
  tokens: readonly Token[],
  i: number,
  end: number,
  listing: TListing,
): boolean => {
  const [a, b] = clauseOf(tokens, i, end);
  const ours = /^(\d+)/.exec(listing.address.street ?? '')?.[1] ?? null;
  if (namesListing(tokens, a, i, ours)) return false;
  // "Next door, 2211 Maple Grove Ln has …": a place opening the sentence says whose the rest is.
  let s0 = a;
  while (s0 > 0 && !endsSentence(tokens, s0 - 1)) s0--;
  if (/^(right|just)$/.test(tokens[s0]?.low ?? '')) s0++;
  if (s0 < a && nearAt(tokens, s0)) return true;
  if (pluralHomes(tokens, a, i, end) || belowThe(tokens, a, i) || contrastedWithListing(tokens, a, b, ours))
    return true;
  for (let j = a; j < b; j++) {
    const w = tokens[j]!.low;
    const next = tokens[j + 1]?.low ?? '';
    if (MARK_WORDS.test(w) || MARK_PHRASES.some((p) => wordsAt(tokens, j, p))) return true;
    // "like the 4-bed on Elm", "like the one next door"; "features like the pool" list the home's own.
    if (
      w === 'like' &&
      next === 'the' &&
      j < i &&
      (tokens[j + 2]?.kind === 'num' || LIKE_HOME.test(tokens[j + 2]?.low ?? ''))
    )
      return true;
    if (w === 'the' && next === 'one' && /^(at|on|in)$/.test(tokens[j + 2]?.low ?? '')) return true;
    if (otherStreetNumber(tokens, j, ours)) return true;
    // "bigger than a typical …", "cheaper than the comps"; "more than 3 beds" is a bound.
    if (
      w === 'than' &&
      j < i &&
      THAN_SUBJECT.test(next) &&
      tokens[j + 2]?.kind !== 'num' &&
      !/^(half|quarter|third)$/.test(tokens[j + 2]?.low ?? '')
    )
      return true;
    // "a 2-flat down the block at $1.1M": the place says which home, just after its noun.
    if (j >= end - 1 && j <= end + 2 && nearAt(tokens, j)) return true;
    if (j < i && nearAt(tokens, j)) return true;
  }
  // "A detached 3-bed in the Willows runs well over $2M": a home in general, priced by the market.
  if (/^(a|an)$/.test(tokens[a]!.low)) {
    let placed = false;
    let from = a;
    while (from > 0 && !endsSentence(tokens, from - 1)) from--;
    for (let j = from; j < b; j++) {
      const w = tokens[j]!.low;
      // "a 3 bed that costs $489K" describes a home, not the market.
      if (w === 'that' && j > a) break;
      if (w === 'in' || w === 'on' || w === 'around') placed = true;
      else if (placed && PRICE_VERB.test(w)) return tokens.slice(j + 1, j + 5).some((t) => t.money);
    }
  }
  return false;
};
