import { sentenceStart } from './grammar';
import { HOME } from './home-words';
import type { Token } from './tokenize';

/**
 * Whose fact a figure is. Every reader reads a figure as the listing's; this decides, once for all
 * of them, when the sentence says it of something else: the comps, similar or neighbouring homes, the
 * house next door, the agent's other sales, the market, or a place nearby ("The school down the street
 * was built in 1950"). A figure said of "this home" (or "it") after such a subject is the listing's
 * again ("Unlike the homes nearby, this one has 4 bedrooms"). Addresses are left alone: "Homes in
 * 78745 go fast" still names the listing's ZIP.
 */

/** Subjects that are never the listing, wherever they stand in the sentence before the figure. */
const OTHER = new Set([
  // "the 4.5 baths at the Hawkins Creamery Rd comp ($749K)": one comp as several.
  'comp',
  'comps',
  'comparables',
  'comparable',
  'neighbors',
  'neighbours',
  'neighbor',
  'neighbour',
  "neighbors'",
  "neighbor's",
  'neighboring',
  'neighbouring',
  'median',
  'average',
]);
/** Quantifiers that make "homes" other homes: "most homes", "similar houses", "nearby properties". */
const OTHER_QUANTIFIER =
  /^(most|many|other|similar|nearby|neighboring|neighbouring|comparable|surrounding|some|all|area|local|newer|older)$/;
const HOMES = /^(homes|houses|properties|listings|condos|townhomes|units|lots|sales)$/;
/** "Homes in this neighborhood", "houses on the block": homes placed somewhere are others. */
const PLACED = /^(in|on|around|across|near|nearby|throughout)$/;
/** The agent's other business: "my last listing", "our team sold", "we closed". */
const MINE = /^(my|our|we|i)$/;
const MINE_NEXT =
  /^(last|previous|recent|other|clients?|buyers?|sellers?|team|office|brokerage|sold|closed)$/;
/**
 * People who pay for other homes: "a lot of renters in 43222 pay that for a two-bedroom" is the
 * market's rent for a home of that size, not the listing's bedrooms.
 */
const PAYERS = /^(renters|tenants|households)$/;
const PAY = /^(pay|paid|spend|spent|shell)$/;
const YOURS_VERB = /^(has|had|is|was|sits|gets|needs|offers|features)$/;
/** Places with dates and sizes of their own; they count only as the subject of a verb. */
const PLACE =
  /^(school|schools|church|library|hospital|mall|preserve|campus|museum|stadium|park|parks|station|clubhouse|restaurant|store|shop|building's|development|subdivision)$/;
const VERB =
  /^(was|were|is|are|has|have|had|covers|cover|opened|built|sold|went|came|average|averages|range|ranges|sit|sits|spans)$/;
/** The listing named again: what follows is its own. */
const THIS_HOME = /^(this|our|my)$/;
const HOME_NOUN = /^(home|house|one|property|listing|place|condo|townhome|unit|gem|beauty)$/;

/**
 * "across three units in a brick building", "3 units in a 1925 three-flat": a count of units in a
 * building is the building's make-up (a multi-family listing's own), not other homes placed somewhere.
 */
const BUILDING =
  /^(building|flat|two-flat|three-flat|2-flat|3-flat|4-flat|greystone|brownstone|walk-up|property)$/;
const buildingsOwnUnits = (tokens: readonly Token[], j: number): boolean =>
  tokens[j]!.low === 'units' &&
  tokens[j - 1]?.kind === 'num' &&
  tokens.slice(j + 2, j + 6).some((t) => BUILDING.test(t.low));

/** "your new home", "your dream house": the listing offered to the reader, not the reader's own. */
const OFFERED = /^(new|next|dream|future|forever|perfect|ideal|first)$/;
/**
 * "Your split-level across the street has 4 bedrooms", "your current house is 2,100 sq ft": the
 * reader's own home as the subject of a verb, compared with the listing (a valuation letter's shape).
 */
const homeNoun = (t: Token | undefined) => !!t && (HOME.test(t.low) || t.low === 'place');
const readersHome = (tokens: readonly Token[], your: number, i: number): boolean => {
  let k = your + 1;
  for (let n = 0; n < 2 && k < i && !homeNoun(tokens[k]); n++, k++)
    if (OFFERED.test(tokens[k]!.low)) return false;
  if (!homeNoun(tokens[k]) || k >= i) return false;
  for (let v = k + 1; v < i && v <= k + 6; v++) if (YOURS_VERB.test(tokens[v]!.low)) return true;
  return false;
};

/** True when the figure from token i to `end` (exclusive) is said of something other than the listing. */
export const saidOfOther = (tokens: readonly Token[], i: number, end: number): boolean => {
  // "4-bedroom homes nearby sell fast": the figure names other homes.
  const [a, b] = [tokens[end]?.low ?? '', tokens[end + 1]?.low ?? ''];
  if (HOMES.test(a) && PLACED.test(b)) return true;
  const from = sentenceStart(tokens, i);
  let other = false;
  let placeAt = -1;
  for (let j = from; j < i; j++) {
    const w = tokens[j]!.low;
    const next = tokens[j + 1]?.low ?? '';
    // "this home", and "this 3 bed": a count before the home's noun names it too.
    if (THIS_HOME.test(w) && (HOME_NOUN.test(next) || tokens[j + 1]?.kind === 'num')) other = false;
    else if (w === 'it' || w === "it's" || w === 'its' || w === 'ours') other = false;
    else if (OTHER.has(w)) other = true;
    else if (OTHER_QUANTIFIER.test(w) && HOMES.test(next)) other = true;
    else if (
      HOMES.test(w) &&
      PLACED.test(next) &&
      !THIS_HOME.test(tokens[j - 1]?.low ?? '') &&
      !buildingsOwnUnits(tokens, j)
    )
      other = true;
    else if (w === 'next' && next === 'door') other = true;
    else if (PAYERS.test(w) && tokens.slice(j + 1, j + 5).some((t) => PAY.test(t.low))) other = true;
    else if (MINE.test(w) && MINE_NEXT.test(next)) other = true;
    // "Yours has 1,720 sf": the reader's own home, compared with the listing ("Yours for $612K" is an offer).
    else if (w === 'yours' && YOURS_VERB.test(next)) other = true;
    else if (w === 'your' && readersHome(tokens, j, i)) other = true;
    else if (PLACE.test(w)) placeAt = j;
    else if (placeAt >= 0 && VERB.test(w) && j - placeAt <= 5) other = true;
    else if (tokens[j]!.raw === ',' && placeAt >= 0) placeAt = -1;
  }
  return other;
};

/** Words that deny the figure after them: "Not a condo", "No 4th bedroom", "not 1,500 sq ft but 1,684". */
const DENY = /^(not|no|never|isn't|isnt|nor|without|ni)$/;
/** What after a denying word makes it a bound or an addition, not a denial ("no more than", "not only"). */
const NOT_DENIAL = /^(more|less|fewer|only|just|quite|until|later|far)$/;
const FILLER = /^(a|an|the|on|in|at|quite|even|over|under)$/;

/**
 * True when the figure at token i is denied just before it. A question is still read as a claim:
 * "$358,000 for 4 bedrooms? Yes please!" states the price it asks about.
 */
export const notAsserted = (tokens: readonly Token[], i: number): boolean => {
  let j = i - 1;
  for (let k = 0; k < 2 && j >= 0 && FILLER.test(tokens[j]!.low); k++) j--;
  const w = tokens[j]?.low ?? '';
  return DENY.test(w) && !NOT_DENIAL.test(tokens[j + 1]?.low ?? '');
};
