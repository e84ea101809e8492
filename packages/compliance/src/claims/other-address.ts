import type { TListing } from '@pp/contract';
import { endsSentence, sentenceStart } from './grammar';
import { HOME } from './home-words';
import type { Token } from './tokenize';

/**
 * Another home's address opens another subject (issue 26): "Recently sold nearby: 12 Oak Knoll Dr, 4
 * bed, 2,100 sq ft, $689,000" and "Comps: 2301 Maple Grove Ln, 4 bed, $560,000" list a comp's
 * figures, which are not the listing's (NAR Code of Ethics Art. 12: a true picture of the property
 * advertised). A street number with a street name that is not the listing's starts that subject; it
 * lasts to the end of the sentence or line, or until the post names the listing again ("this 3 bed").
 */
const SUFFIX =
  /^(st|street|ave|avenue|av|rd|road|ln|lane|dr|drive|ct|court|blvd|boulevard|way|pl|place|ter|terrace|cir|circle|pkwy|parkway|trl|trail|hwy|sq|loop|bend|cove|cv|trace|crossing|xing|landing|glen|crescent|path|row|run|pike|alley|aly|mews|ridge|pass|walk|strand|esplanade|promenade|highway|point|pt|close)$/;
/** Capitalised words after a number that are the home's own, not a street: "4 Bed", "2 Car Garage". */
const NOT_STREET =
  /^(bed|beds|bedroom|bedrooms|bath|baths|bathroom|bathrooms|br|ba|car|sq|sqft|square|acre|acres|story|stories|unit|units|level|levels|year|years|day|days|min|minutes|homes?|offers?|new|am|pm|and|or)$/;
/** Words that say a listed address is a comp, not the listing: "Comps:", "nearby", "same street". */
const COMP_INTRO = /^(comps|comparables|comp|nearby|neighboring|neighbouring|neighbor|neighbour)$/;
/** "Same street:", "same block", "in the same building": the homes listed after it are the neighbours. */
const SAME_PLACE = /^(street|block|building|complex|development|subdivision|community)$/;
const THIS_HOME = /^(this|ours|our)$/;
const DIRECTION = /^(N|S|E|W|NE|NW|SE|SW)$/;
/** Words that open a street's name instead of ending it: "14 Via Marina", "200 Calle Real", "9 Rue Royale". */
const PREFIX = /^(via|calle|camino|caminito|avenida|paseo|rue|avenue|boulevard)$/;

const norm = (s: string) => s.toLowerCase().replace(/['’.]/g, '');

export const listingStreet = (listing: TListing) => {
  const m = /^(\d+)\s+(.+)$/.exec(listing.address.street?.trim() ?? '');
  return m ? { number: m[1]!, words: m[2]!.split(/\s+/).map(norm) } : null;
};

/**
 * A word of a street's name; a capitalised number word is one too ("21 Quince Orchard Ct", "4 Seven
 * Oaks Rd"): the tokenizer reads "Quince" (Spanish fifteen) and "Seven" as numbers.
 */
const nameWord = (t: Token) =>
  t.kind === 'word' || (t.kind === 'num' && !!t.spelled && /^[A-Z][a-z]/.test(t.raw));

/** A numbered street ("68th Ave"): the listing's when its street holds the same ordinal. */
const numbered = (ord: Token, words: readonly string[] | null) =>
  words?.includes(norm(ord.raw)) ? ('same' as const) : ('other' as const);

/**
 * 'other' when another street's address (number, capitalised name, suffix) starts at j; 'same' for a
 * number on the listing's street name, which is another home only after a comp's intro (else the
 * post misnumbers the listing itself, and address.ts says so); null for none.
 */
export const addressAt = (tokens: readonly Token[], j: number, words: readonly string[] | null) => {
  const t = tokens[j]!;
  if (t.kind !== 'num' || t.money || t.spelled || !/^\d{1,6}$/.test(t.raw)) return null;
  const placed = placedHomeAddress(tokens, j, words);
  if (placed) return placed;
  // "3800 N Southport", "1200 W Belmont Ave": a direction before the name is the address's, and
  // with a capitalised name after it is a street without a suffix (Chicago writes them so).
  const direction = DIRECTION.test(tokens[j + 1]?.raw ?? '') ? 1 : 0;
  const first = tokens[j + 1 + direction];
  // "18020 68th Ave NE": a numbered street is an ordinal before its suffix; after a direction it
  // needs none ("250 W 85th #3C", as Manhattan writes its streets).
  if (first?.kind === 'ord')
    return direction || SUFFIX.test(norm(tokens[j + 2 + direction]?.low ?? ''))
      ? numbered(first, words)
      : null;
  if (!first || !nameWord(first) || !/^[A-Z0-9]/.test(first.raw) || NOT_STREET.test(first.low)) return null;
  if (words?.includes(norm(first.low))) return 'same';
  if (direction && /^[A-Z][a-z]/.test(first.raw)) return 'other';
  const second = tokens[j + 2 + direction];
  if (PREFIX.test(first.low) && second?.kind === 'word' && /^[A-Z][a-z]/.test(second.raw))
    return words?.includes(norm(second.low)) ? 'same' : 'other';
  for (let k = j + 2 + direction; k < j + 6 + direction && k < tokens.length; k++) {
    const w = tokens[k]!;
    // "2500 Nueces #305", "2100 Briar Forest #12": a unit's mark after a capitalised name closes a
    // street that has no suffix (Austin and Houston write many so).
    if (w.raw === '#' && tokens[k + 1]?.kind === 'num') return 'other';
    if (!nameWord(w) || !/^[A-Z]/.test(w.raw)) return null;
    if (SUFFIX.test(norm(w.low))) return 'other';
  }
  return null;
};

/**
 * "my new listing at 52 Pheasant Run", "the house on 9 Elm": a home's noun placed "at"/"on" a number
 * and a capitalised name is an address, whatever its street's suffix (many have none a list can hold).
 */
const placedHomeAddress = (tokens: readonly Token[], j: number, words: readonly string[] | null) => {
  if (!PLACING.test(tokens[j - 1]?.low ?? '') || !HOME.test(tokens[j - 2]?.low ?? '')) return null;
  let k = j + 1;
  if (DIRECTION.test(tokens[k]?.raw ?? '')) k++;
  if (tokens[k]?.low === 'the') k++;
  const first = tokens[k];
  if (first?.kind !== 'word' || !/^[A-Z]/.test(first.raw) || NOT_STREET.test(first.low)) return null;
  return words?.includes(norm(first.low)) ? ('same' as const) : ('other' as const);
};

/** Verbs after a street's name that make it the subject: "Hollow Oak has the pool". */
const SUBJECT_VERB = /^(has|had|is|was|offers|gets|boasts|wins|comes)$/;

/**
 * True when the sentence opens with the name of another address the post gave earlier, as its subject:
 * "… vs 5602 Hollow Oak Dr (…). Hollow Oak has the pool."
 */
const otherStreetOpens = (tokens: readonly Token[], from: number, ours: ReturnType<typeof listingStreet>) => {
  let k = from;
  while (k < tokens.length && tokens[k]!.kind === 'word' && /^[A-Z]/.test(tokens[k]!.raw)) k++;
  if (k === from || k - from > 3 || !SUBJECT_VERB.test(tokens[k]?.low ?? '')) return false;
  const name = tokens.slice(from, k).map((t) => norm(t.low));
  if (name.some((w) => ours?.words.includes(w))) return false;
  for (let j = 0; j < from; j++) {
    if (addressAt(tokens, j, ours?.words ?? null) !== 'other') continue;
    const at = tokens.slice(j + 1, j + 1 + name.length + 1).map((t) => norm(t.low));
    if (name.every((w, n) => at[n] === w || at[n + 1] === w)) return true;
  }
  return false;
};

/** Whether the post names the listing's own number on its street anywhere ("37 Birch Hollow"). */
export const ownNumberNamed = (tokens: readonly Token[], ours: ReturnType<typeof listingStreet>): boolean =>
  !!ours &&
  tokens.some(
    (t, j) =>
      t.raw === ours.number &&
      (addressAt(tokens, j, ours.words) === 'same' || numberAsName(tokens, j, ours.number)),
  );

/**
 * "the 3001 has a pool; the 3011 has 4 bedrooms", "a 3011 tem 4 quartos": a house number of three or
 * more digits after an article names that house on the street, as neighbours call homes by number.
 */
const ARTICLE = /^(the|a|o|el|la|le|der|die|das)$/;
const numberAsName = (tokens: readonly Token[], j: number, number: string) =>
  number.length >= 3 &&
  !tokens[j]!.money &&
  ARTICLE.test(tokens[j - 1]?.low ?? '') &&
  tokens[j + 1]?.kind === 'word';

/**
 * Whether the address at j is another home's: another street's, or another number on the listing's
 * street after a comp's intro or in a post that names the listing's own number too ("37 Birch Hollow
 * sold … The house at 41 Birch Hollow has a pool"): two numbers on one street are two homes, not a typo.
 */
const otherAddressAt = (tokens: readonly Token[], j: number, ours: ReturnType<typeof listingStreet>) => {
  const at = addressAt(tokens, j, ours?.words ?? null);
  if (at === null || tokens[j]!.raw === ours?.number) return false;
  return at === 'other' || compAddress(tokens, j) || ownNumberNamed(tokens, ours);
};

/** Words of a noun phrase between a figure and the "at"/"on" placing it: "a 2-flat at …", "4 beds on …". */
const PLACING = /^(at|on)$/;

/** True when a figure at tokens [i, end) follows, in its sentence, another home's street address, or is placed at one. */
export const afterOtherAddress = (
  tokens: readonly Token[],
  i: number,
  listing: TListing,
  end = i + 1,
): boolean => {
  const ours = listingStreet(listing);
  if (otherStreetOpens(tokens, sentenceStart(tokens, i), ours)) return true;
  let other = false;
  for (let j = sentenceStart(tokens, i); j < i; j++) {
    const w = tokens[j]!;
    if (THIS_HOME.test(w.low)) {
      other = false;
      continue;
    }
    if (addressAt(tokens, j, ours?.words ?? null) !== null) other = otherAddressAt(tokens, j, ours);
  }
  return other || placedAtOther(tokens, end, ours);
};

/**
 * "my Roscoe Village 2-flat at 2034 W Roscoe", "a 4-bed on 12 Elm Ct": the figure's noun phrase is
 * placed at another address by "at"/"on" right after it (no clause mark, verb or "this" between).
 */
const placedAtOther = (tokens: readonly Token[], end: number, ours: ReturnType<typeof listingStreet>) => {
  for (let j = end; j < tokens.length && j <= end + 4; j++) {
    const t = tokens[j]!;
    if (t.kind === 'sym' || t.kind === 'num' || THIS_HOME.test(t.low)) return false;
    if (PLACING.test(t.low)) return tokens[j + 1]?.kind === 'num' && otherAddressAt(tokens, j + 1, ours);
  }
  return false;
};

/** True when the address at token i is listed after a comp's intro ("Comps:", "Recently sold nearby:"). */
export const compAddress = (tokens: readonly Token[], i: number): boolean => {
  for (let j = sentenceStart(tokens, i); j < i; j++) {
    const w = tokens[j]!.low;
    if (COMP_INTRO.test(w) || (w === 'same' && SAME_PLACE.test(tokens[j + 1]?.low ?? ''))) return true;
  }
  // The intro may close the sentence before: "Recently sold nearby:\n12 Oak Knoll Dr …"; a list of
  // comps goes on after a semicolon: "Comps: 14 Elm Ct, $700K; 18 Oak Ct, 3,900 sf".
  const a = sentenceStart(tokens, i);
  if (a >= 2 && tokens[a - 2]?.raw === ':') return compAddress(tokens, a - 2);
  if (a >= 2 && tokens[a - 1]?.raw === ';') return compAddress(tokens, a - 2);
  return false;
};

/**
 * "Just sold: 5601 Lee Marie Ln … Its neighbor at 5518 is still available": the listing's number alone
 * after "at", in a post that names its street, is the listing (the street said once for both homes).
 */
const bareOwnNumber = (tokens: readonly Token[], j: number, words: readonly string[]): boolean =>
  /^(at|is|@)$/.test(tokens[j - 1]?.low ?? '') &&
  !/^[A-Z]/.test(tokens[j + 1]?.raw ?? '') &&
  tokens.some((t) => t.low === words[0]);

/** True when the sentence names the listing's own address before token i ("We closed on 37 Birch Hollow Rd"). */
export const namesOwnAddress = (tokens: readonly Token[], i: number, listing: TListing): boolean => {
  const ours = listingStreet(listing);
  if (!ours) return false;
  const from = sentenceStart(tokens, i);
  for (let j = from; j < i; j++)
    if (
      tokens[j]!.raw === ours.number &&
      (addressAt(tokens, j, ours.words) === 'same' || bareOwnNumber(tokens, j, ours.words))
    )
      return true;
  return streetNamedAfterOn(tokens, from, ours.words);
};

/**
 * "My sellers' four-bedroom Cape on Birch Hollow went for …": a home placed "on"/"at" the listing's
 * own street name, with no number, anywhere in the sentence, is the listing (the agent's clients
 * selling this very home).
 */
const streetNamedAfterOn = (tokens: readonly Token[], from: number, words: readonly string[]): boolean => {
  const name = words.filter(
    (w, k) => !(k === words.length - 1 && SUFFIX.test(w)) && !DIRECTION.test(w.toUpperCase()),
  );
  if (name.length === 0) return false;
  for (let j = from; j < tokens.length; j++) {
    if (j > from && endsSentence(tokens, j - 1)) break;
    if (!/^(on|at)$/.test(tokens[j]!.low)) continue;
    // "on S Cypress": the street's direction may stand before its name.
    const at = DIRECTION.test(tokens[j + 1]?.raw ?? '') ? j + 2 : j + 1;
    if (name.every((w, k) => norm(tokens[at + k]?.raw ?? '') === w)) return true;
  }
  return false;
};
