import type { TListing } from '@pp/contract';
import { descriptionOf } from './description';
import { genericHomesVerb } from './generic-homes';
import { endsClause, endsSentence, sentenceEnd } from './grammar';
import { BEDS, HOME, SALE_VERB } from './home-words';
import { nearAt } from './near-place';
import { offeredHomeSpans } from './offered-home';
import { compAddress, namesOwnAddress } from './other-address';
import { namesOwnUnit, otherFloorAt, otherUnitAt, STREET_SUFFIX, streetBeforeAt } from './other-unit';
import type { Token } from './token';

/**
 * Another home as a clause's subject (issue 26), in market snippets and comparisons: "while a 4-bed
 * colonial on Dunstable Rd went for $689K", "a 3-bed on Mallard Creek sold for $362K last month, and a
 * 5-bed with a pool listed at $425K", "two nearby 1-acre lots are listed at $900K, one with a road
 * association", "the ranch down the street has a pool". Grammar: a determiner, a home's noun (a count of
 * bedrooms, "home", "colonial", "lot" …), a place that is not the listing's (a street or building the
 * listing never names, or a place nearby: "down the road", "in the same subdivision"), then a verb of sale, listing or price ("sold", "went for", "is listed at") or of having.
 * Everything from the determiner to the clause's end is that home's, not the listing's (NAR Code of
 * Ethics Art. 12: a true picture of the property advertised, not of the comps). A further clause of the
 * same sentence goes on with other homes when it opens with another home's noun and a sale verb ("and a
 * 2,100 sf ranch fetched $640K") or with "one/each/both" ("one with a $65/mo road association").
 * "In <town>" is left out: a town or neighbourhood is as often the listing's own ("a 3-bed in
 * Franklinton") and the listing's fields do not name neighbourhoods. Another unit of the listing's building
 * (its number, its floor, "upstairs"), a street before the noun ("the Elm St house"), "elsewhere" and a
 * comparison ("is bigger") place a home too (other-unit.ts).
 */
const DETERMINER = /^(a|an|another|the|one|two|three|four|five|six|several|both|some|my|our)$/;
/** The agent's own homes: "my listing on Dunstable Rd", placed elsewhere, is another of theirs. */
const MINE = /^(my|our)$/;
const HAVE_VERB = /^(has|had|have|boasts|boasted|features|featured|offers|offered|includes|included)$/;
/** "is bigger (2,250 sf) with …": a comparison says what the other home has. */
const COMPARE = /^(bigger|smaller|larger|newer|older|cheaper|pricier|roomier|nicer|wider|taller)$/;
/** Nouns of a unit in a building, placed by "upstairs"/"downstairs" (a house's rooms are not). */
const UNIT_HEAD = /^(unit|units|apt|apartment|apartments|flat|flats|condo|condos|studio|studios|loft)$/;
const SKIP = /^(is|are|was|were|has|have|had|been|just|recently|also|reportedly|quietly|already|only|still)$/;
/** Prepositions before a street or building's name. */
const AT_PLACE = /^(on|at|off|along)$/;
const THIS = /^(this|it|it's|its|ours|here)$/;
/** A clause going on with the other homes: "one with …", "each on …", "both under …". */
const CONTINUES = /^(one|each|both|another|some|all)$/;
/** Contrast words that end a clause too (grammar.ts endsClause adds the marks and the sentence ends). */
const CONTRAST = /^(but|while|whereas|yet|meanwhile)$/;

/** Each listing's answers so far, by lower-cased word: the editor asks again on every keystroke. */
const ownPlaces = new WeakMap<TListing, Map<string, boolean>>();

/** The listing's own place words: its street's name, its city, and every word of its description. */
const ownPlace = (word: string, listing: TListing): boolean => {
  const w = word.toLowerCase();
  let known = ownPlaces.get(listing);
  if (!known) {
    known = new Map();
    ownPlaces.set(listing, known);
  }
  let own = known.get(w);
  if (own === undefined) {
    const street = (listing.address.street ?? '').toLowerCase().split(/\s+/);
    const city = (listing.address.city ?? '').toLowerCase().split(/\s+/);
    own =
      street.includes(w) ||
      city.includes(w) ||
      new RegExp(`\\b${w.replace(/[^a-z0-9]/g, '')}\\b`).test(descriptionOf(listing));
    known.set(w, own);
  }
  return own;
};

/** Capitalised words after a place preposition at j, none of them the listing's: another street or building. */
const elsewhereAt = (tokens: readonly Token[], j: number, listing: TListing): boolean => {
  if (!AT_PLACE.test(tokens[j]!.low)) return false;
  let k = j + 1;
  if (tokens[k]?.low === 'the') k++;
  const words: string[] = [];
  // "on 80th": a numbered street; "on the 6th floor" is a floor (other-unit.ts).
  if (tokens[k]?.kind === 'ord' && !/^(floor|level|story|storey)$/.test(tokens[k + 1]?.low ?? '')) {
    words.push(tokens[k]!.raw);
    k++;
  }
  while (words.length < 4 && tokens[k]?.kind === 'word' && /^[A-Z]/.test(tokens[k]!.raw)) {
    words.push(tokens[k]!.raw);
    k++;
  }
  if (words.length === 0 || words.some((w) => BEDS.test(w.toLowerCase()))) return false;
  // Suffixes ("Rd", "Ct") say nothing of whose street it is; the name's words do.
  const names = words.filter((w) => !STREET_SUFFIX.test(w));
  return names.length > 0 && !names.some((w) => ownPlace(w, listing));
};

const isBoundary = (tokens: readonly Token[], j: number): boolean => endsClause(tokens, j, CONTRAST);

interface Phrase {
  /** The verb after the home's noun (its index), or -1. */
  verb: number;
  sale: boolean;
  /** A place not the listing's, or a place nearby ("another" alone is not: "Another one sold!" brags of this one). */
  placed: boolean;
  /** "with" stands for the verb: the rest of the sentence lists that home's features. */
  withList?: boolean;
}

/** The home noun phrase opening at determiner s, up to its verb, in one clause; null when none. */
const homePhrase = (
  tokens: readonly Token[],
  s: number,
  listing: TListing,
  ownNamed = false,
): Phrase | null => {
  // "Unit #7 in the same complex sold …": another unit's number is its own determiner and noun; it still
  // needs a place ("upstairs", "in the same building"), as a wrong number may be a typo for the listing's.
  // A unit of the same building is placed by an intro ("Same building: Apt 6B …") or by the post naming
  // the listing's own unit as well ("… Apt 10 is the one-bedroom"): then the other number is no typo.
  const unit = otherUnitAt(tokens, s, listing);
  let head = unit ? s : -1;
  let placed = unit && (compAddress(tokens, s) || namesOwnUnit(tokens, listing));
  let appositive = false;
  for (let j = s + 1; j < tokens.length && j < s + 24; j++) {
    const t = tokens[j]!;
    // "(a 2-bed)", "(Apt 1)": a parenthesis inside the phrase names the home further, it does not end it.
    if (t.raw === '(' && head >= 0 && closeOf(tokens, j) > j) {
      j = closeOf(tokens, j);
      continue;
    }
    // "Unit 7, a 3-bed end unit with a garage, sold …": an appositive between commas names the home further.
    if (t.raw === ',' && head >= 0 && (appositive || appositiveAt(tokens, j + 1))) {
      appositive = !appositive;
      continue;
    }
    if (isBoundary(tokens, j) && !(t.raw === ',' && head < 0)) return null;
    if (THIS.test(t.low)) return null;
    if (
      HOME.test(t.low) ||
      (BEDS.test(t.low) && (tokens[j - 1]?.kind === 'num' || tokens[j - 2]?.kind === 'num'))
    )
      head = j;
    if (head < 0 && j > s + 6) return null;
    // "two nearby lots", "a 4-bed down the road": the place before or after the noun.
    if (nearAt(tokens, j) || (head >= 0 && elsewhereAt(tokens, j, listing))) placed = true;
    if (otherFloorAt(tokens, j, listing)) placed = true;
    if (head < 0 && streetBeforeAt(tokens, j, (w) => ownPlace(w, listing))) placed = true;
    if (head >= 0 && UNIT_HEAD.test(tokens[head]!.low) && /^(upstairs|downstairs)$/.test(t.low))
      placed = true;
    if (head < 0) continue;
    // "…, which has a pool, sold for …": a verb inside the appositive is not the phrase's own.
    if (appositive) continue;
    // "710 E Dean Keeton #111 or a 3BR house on Speedway with a yard": beside the listing, named in the
    // sentence, a home placed elsewhere has what follows "with".
    if (j > head && t.low === 'with' && placed && (ownNamed || MINE.test(tokens[s]!.low)))
      return { verb: j, sale: false, placed, withList: true };
    if (j > head && COMPARE.test(t.low) && /^(is|are|was|were|feels|looks)$/.test(tokens[j - 1]!.low))
      return { verb: j, sale: false, placed };
    // "is still sitting at $689K": a home that sits at a price is listed at it.
    if (j > head && /^(sits|sitting|sat)$/.test(t.low) && tokens[j + 1]?.low === 'at')
      return { verb: j, sale: true, placed };
    if (j > head && (SALE_VERB.test(t.low) || HAVE_VERB.test(t.low))) {
      // "is listed", "has sold": the auxiliary is skipped for the verb after it.
      if (
        SKIP.test(t.low) &&
        (SALE_VERB.test(tokens[j + 1]?.low ?? '') || SKIP.test(tokens[j + 1]?.low ?? ''))
      )
        continue;
      return { verb: j, sale: SALE_VERB.test(t.low), placed };
    }
  }
  return null;
};

/** An appositive's opening at k: "a 3-bed end unit", "the one with the pool", "which has a pool". */
const appositiveAt = (tokens: readonly Token[], k: number): boolean => {
  const w = tokens[k]?.low ?? '';
  return /^(a|an|which|one)$/.test(w) || (w === 'the' && tokens[k + 1]?.low === 'one');
};

/** The index of the ')' closing the '(' at j, or j when none closes it in the sentence. */
const closeOf = (tokens: readonly Token[], j: number): number => {
  for (let k = j + 1; k < tokens.length && !endsSentence(tokens, k); k++)
    if (tokens[k]!.raw === ')') return k;
  return j;
};

/** The clause's end after `from`; a parenthesis right after the verb is the home's ("is bigger (2,250 sf) with …"). */
const clauseEnd = (tokens: readonly Token[], from: number): number => {
  let b = from;
  while (b < tokens.length && !isBoundary(tokens, b)) b++;
  if (tokens[b]?.raw === '(' && b === from) {
    const close = closeOf(tokens, b);
    if (close > b) return clauseEnd(tokens, close + 1);
  }
  return b;
};

/** The end of a "with" list: the sentence's end, or "this"/"it" naming the listing again. */
const listEnd = (tokens: readonly Token[], from: number): number => {
  const end = sentenceEnd(tokens, from);
  for (let b = from; b < end; b++) if (THIS.test(tokens[b]!.low)) return b;
  return end;
};

/** "but it's …", "though it is …": the other home's pronoun right after a contrast. */
const itGoesOn = (tokens: readonly Token[], s: number): boolean => {
  if (!/^(but|though|although|yet)$/.test(tokens[s - 1]?.low ?? '')) return false;
  const w = tokens[s]!.low.replace('’', "'");
  return w === "it's" || (w === 'it' && /^(is|was|has|had|sits|needs)$/.test(tokens[s + 1]?.low ?? ''));
};

/** Past verbs of a finished sale: a home still for sale has not done them. */
const SOLD = /^(sold|closed|went|fetched|traded|brought)$/;

/**
 * "A Venice canal home with a pool closed at $9.8M": a home in general that has already sold, while the
 * listing is still for sale, is another home (a wrong status is said of "this home", status.ts).
 */
const soldElsewhere = (tokens: readonly Token[], s: number, p: Phrase, listing: TListing): boolean =>
  /^(a|an)$/.test(tokens[s]!.low) &&
  SOLD.test(tokens[p.verb]!.low) &&
  // "A 3BR on the 4th floor sold": the floor decides which unit (other-unit.ts), and the listing's is its own.
  !tokens.slice(s, p.verb).some((t) => /^(floor|level)$/.test(t.low)) &&
  (listing.status === 'for_sale' || listing.status === 'for_rent');

/** Token spans [from, to) said of another home, sentence by sentence. */
const spansOf = (tokens: readonly Token[], listing: TListing): Array<[number, number]> => {
  const spans: Array<[number, number]> = [];
  let otherInSentence = false;
  let elsewhereInSentence = false;
  for (let s = 0; s < tokens.length; s++) {
    const opensSentence = s > 0 && endsSentence(tokens, s - 1);
    if (opensSentence) otherInSentence = false;
    const t = tokens[s]!;
    // "The Elm St ranch has a pool, but it's 2,400 sf": "it" after a contrast goes on with that home.
    if (otherInSentence && itGoesOn(tokens, s)) {
      const b = clauseEnd(tokens, s + 1);
      spans.push([s, b]);
      s = b - 1;
      continue;
    }
    if (THIS.test(t.low)) otherInSentence = false;
    // "…, one with a $65/mo road association": the clause goes on with the homes just named.
    if (otherInSentence && CONTINUES.test(t.low) && s > 0 && isBoundary(tokens, s - 1)) {
      const b = clauseEnd(tokens, s + 1);
      spans.push([s, b]);
      s = b - 1;
      continue;
    }
    // "Rehabs on Hawkes Ave sold for …", "2-beds rent around …": the market's homes (generic-homes.ts).
    const generic = genericHomesVerb(tokens, s);
    if (generic >= 0) {
      const b = clauseEnd(tokens, generic + 1);
      spans.push([s, b]);
      otherInSentence = true;
      s = b - 1;
      continue;
    }
    if (t.low === 'elsewhere') elsewhereInSentence = true;
    if (opensSentence) elsewhereInSentence = false;
    const opens = DETERMINER.test(t.low) || otherUnitAt(tokens, s, listing);
    if (!opens || THIS.test(tokens[s - 1]?.low ?? '')) continue;
    const p = homePhrase(tokens, s, listing, namesOwnAddress(tokens, s, listing));
    if (!p) continue;
    // A place says which home ("Elsewhere in …, a 5-bed …" too); a second home of the sentence needs only its sale.
    if (
      !p.placed &&
      !elsewhereInSentence &&
      !(otherInSentence && p.sale) &&
      !soldElsewhere(tokens, s, p, listing)
    )
      continue;
    const b = p.withList ? listEnd(tokens, p.verb + 1) : clauseEnd(tokens, p.verb + 1);
    spans.push([s, b]);
    otherInSentence = true;
    s = p.verb;
  }
  return spans;
};

const cache = new WeakMap<readonly Token[], Array<[number, number]>>();

/** True when token i lies in a clause whose subject is another home than the listing. */
export const saidOfOtherHome = (tokens: readonly Token[], i: number, listing: TListing): boolean => {
  let spans = cache.get(tokens);
  if (!spans) {
    spans = [...spansOf(tokens, listing), ...offeredHomeSpans(tokens)];
    cache.set(tokens, spans);
  }
  return spans.some(([a, b]) => i >= a && i < b);
};
