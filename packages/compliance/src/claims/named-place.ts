import { endsSentence } from './grammar';
import type { Token } from './token';

/**
 * An amenity that belongs to a place, not to the home (features.ts through feature-context.ts): a named
 * place's ("the Riverside Park pool", "a pool in Harmon Park"), a public one ("the city pool", "a
 * municipal golf course") or one the sentence puts a trip away ("the Elm Street Gym is a ten-minute
 * drive", "the pool and courts are a mile away"). A buyer reads only the home's own amenities as the
 * home's (NAR Code of Ethics Art. 12: a true picture), so these claim nothing about it.
 */

/** Nouns that end a place's name: "Congress Park", "Stonebridge Aquatic Center", "Lakeside Club". */
const PLACE_NOUN =
  /^(park|parks|center|centre|club|campus|university|college|ymca|rec|recreation|complex|stadium|resort|hotel|plaza|commons|preserve|academy|school|library|arena|fieldhouse|gardens|beach|marina)$/;
/** Owners that make an amenity public: "the city pool", "a county golf course", "public courts". */
const PUBLIC = /^(public|municipal|city|county|state|town|campus|university)$/;
const COPULA = /^(is|are|was|'s|sits|sit|lies|lie|remains|stays)$/;
/** A trip's words after the copula: "a five-minute walk", "a short bike ride away", "about a mile away". */
const TRIP = /^(walk|drive|ride|bike|away|mile|miles|minutes|mins|blocks|commute|stroll|hop|skip)$/;

const capitalised = (t: Token | undefined) => !!t && t.kind === 'word' && /^[A-Z]/.test(t.raw);

/** The words of the capitalised name ending at token `last` (going back, at most four). */
const nameEndingAt = (tokens: readonly Token[], last: number): string[] => {
  const words: string[] = [];
  for (let k = last; k >= 0 && words.length < 4 && capitalised(tokens[k]) && tokens[k]!.low !== 'the'; k--)
    words.unshift(tokens[k]!.low);
  return words;
};

/** A place's name (two words or more, the last a place noun) that the description does not name. */
const otherPlace = (words: readonly string[], description: string): boolean =>
  words.length >= 2 &&
  PLACE_NOUN.test(words.at(-1)!) &&
  !words
    .slice(0, -1)
    .every((w) => new RegExp(`\\b${w.replace(/[^\p{L}\d]/gu, '')}\\b`, 'u').test(description));

/** "The Burgess Park pool": a named place right before the feature. */
const placeBefore = (tokens: readonly Token[], from: number, description: string): boolean =>
  otherPlace(nameEndingAt(tokens, from - 1), description);

/** "a pool in Congress Park", "the gym at Harmon College": a named place right after "in"/"at". */
const placeAfter = (tokens: readonly Token[], next: number, description: string): boolean => {
  if (!/^(in|at|inside)$/.test(tokens[next]?.low ?? '')) return false;
  let k = next + 1;
  if (tokens[k]?.low === 'the') k++;
  let last = k;
  while (capitalised(tokens[last + 1]) && last - k < 3) last++;
  return capitalised(tokens[k]) && otherPlace(nameEndingAt(tokens, last), description);
};

/**
 * "Gym on campus is a five-minute walk", "pool and courts are about a mile away": the feature (or the
 * features coordinated with it, no determiner between) is the subject of a copula whose complement is
 * a trip.
 */
const aTripAway = (tokens: readonly Token[], next: number): boolean => {
  for (let j = next; j < tokens.length && j <= next + 3; j++) {
    const w = tokens[j]!.low;
    if (endsSentence(tokens, j) || /^(the|a|an|this|it|our|your|its)$/.test(w)) return false;
    if (!COPULA.test(w)) continue;
    for (let k = j + 1; k < tokens.length && k <= j + 7 && !endsSentence(tokens, k); k++)
      // "is a walk-in", "is walk-out": a kind of the feature, not a trip to it.
      if (TRIP.test(tokens[k]!.low) && tokens[k + 1]?.raw !== '-') return true;
    return false;
  }
  return false;
};

/** True when the feature from token `from` to `next` (exclusive) is a place's, not the home's. */
export const placesAmenity = (
  tokens: readonly Token[],
  from: number,
  next: number,
  description: string,
): boolean =>
  // "a public outdoor pool": the owner may stand before one describing word.
  [from - 1, from - 2].some((k) => PUBLIC.test(tokens[k]?.low ?? '')) ||
  placeBefore(tokens, from, description) ||
  placeAfter(tokens, next, description) ||
  aTripAway(tokens, next);
