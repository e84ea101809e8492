import type { TClaimFinding, TListing } from '@pp/contract';
import { readAddress } from './address';
import { readAnsweredCounts } from './answered-counts';
import { readAppliances } from './appliances';
import { readAreas } from './area';
import { askedFor } from './asked-for';
import { readAvailability } from './availability';
import { budgetsOtherHome } from './budget-homes';
import { readBuildingUnits } from './building-units';
import { readChineseRooms } from './chinese';
import { readCommute } from './commute';
import { inComparison } from './comparison';
import { readDeniedFeatures } from './denied-features';
import { descriptionOf } from './description';
import { readChineseFeatures, readFeatures } from './features';
import { readFloors } from './floor';
import { inCountedHomesHeading } from './generic-homes';
import { sentenceStart } from './grammar';
import { readHashtagFacts } from './hashtag-facts';
import { readHoa } from './hoa';
import { cellOfOtherHome, readOwnCells } from './home-table';
import { readKeyValues } from './key-values';
import { readLeaseTerm } from './lease-term';
import { lineOfOtherHome, neighbourNumber } from './line-subject';
import { readMlsIds } from './mls';
import { readDeposit, readPropertyTax } from './money-terms';
import { saidOfNamedBuilding } from './named-building';
import { readNamedViews } from './named-views';
import { readOccupancy } from './occupancy';
import { readOpenHouseDates } from './open-house-date';
import { readOriginalParts } from './original-parts';
import { afterOtherAddress, compAddress, namesOwnAddress } from './other-address';
import { saidOfOtherHome } from './other-home';
import { readPrices } from './price';
import { readProjections } from './projections';
import { readPropertyType } from './property-type';
import { readRenovation } from './renovation';
import { withoutRepeats } from './repeated-claims';
import { readRooms } from './rooms';
import { readSchools } from './schools';
import { readSpecRows } from './spec-rows';
import { readStatus } from './status';
import { readStatusHashtags } from './status-hashtags';
import { readStories } from './stories';
import { readStudio } from './studio';
import { type Token, tokenize } from './tokenize';
import type { Claim, ClaimReader } from './types';
import { readUnitNumbers } from './unit-number';
import { notAsserted, saidOfOther } from './whose-fact';
import { readYears } from './year';
import { readAges } from './year-age';

/**
 * The claim checker (issue 26): every fact a post states, read by a small grammar per kind of claim
 * and checked against the listing it promotes. Opinions ("charming", "bright", "a rare find") are no
 * claim: only numbers with a unit, status words, address parts, ids and named features are read.
 */
const READERS: readonly ClaimReader[] = [
  // Before the price: a rent or cap rate projected for a home for sale is no price of it.
  readProjections,
  readPrices,
  readRooms,
  readChineseRooms,
  readStudio,
  readAreas,
  readYears,
  readAges,
  readStatus,
  readStatusHashtags,
  readHashtagFacts,
  readOpenHouseDates,
  readAddress,
  readUnitNumbers,
  readMlsIds,
  // Before the kind: "3-flat" is a count of homes as well as multi-family.
  readBuildingUnits,
  readPropertyType,
  readFloors,
  // Before the HOA's fee: a sum nearer "taxes" or "deposit" than "HOA" is theirs.
  readPropertyTax,
  readDeposit,
  readHoa,
  readStories,
  readSchools,
  readCommute,
  readLeaseTerm,
  readAvailability,
  readOccupancy,
  // Before the features: "washer/dryer stay" is a term of the sale, "new roof 2021" a dated renovation.
  readAppliances,
  readRenovation,
  readOriginalParts,
  // Before the features: "Lake Washington views" is a water view, not only "views".
  readNamedViews,
  // Before the features: "a no-doorman building" denies what the description names (denied-features.ts).
  readDeniedFeatures,
  readFeatures,
  readChineseFeatures,
  // Last: a bare figure after a question ("Q: Year built? A: 1988.") that no reader took.
  readAnsweredCounts,
];

export interface CheckClaimsOptions {
  /** Today, for "new construction" (defaults to the clock). */
  now?: Date;
}

/** Every claim read in the text, agreeing or not, in text order (the first reader wins an overlap). */
export const readClaims = (text: string, listing: TListing, options: CheckClaimsOptions = {}): Claim[] => {
  const ctx = {
    text,
    tokens: tokenize(text),
    listing,
    description: descriptionOf(listing),
    year: (options.now ?? new Date()).getUTCFullYear(),
  };
  // A CSV-like spec block is read cell by cell (spec-rows.ts) and hidden from the readers.
  // So is a block of machine key: value lines ("yearBuilt: 2006", key-values.ts).
  const rows = readSpecRows(ctx, READERS);
  const keyed = readKeyValues(ctx, READERS);
  const spec = { claims: [...rows.claims, ...keyed.claims], spans: [...rows.spans, ...keyed.spans] };
  if (spec.spans.length > 0)
    ctx.tokens = ctx.tokens.filter((t) => !spec.spans.some(([a, b]) => t.start >= a && t.start < b));
  const taken: Claim[] = [];
  for (const read of READERS) {
    for (const c of read(ctx)) {
      if (taken.some((t) => c.start < t.end && t.start < c.end)) continue;
      taken.push(c);
    }
  }
  // A comparison table's bare figures of the listing's own row or column (home-table.ts), where no
  // reader took them as prose.
  const cells = readOwnCells(ctx, READERS).filter(
    (c) => !taken.some((t) => c.start < t.end && t.start < c.end),
  );
  const read = taken
    .filter((c) => !otherThing(c, ctx.tokens, listing, text))
    .concat(spec.claims, cells)
    .sort((a, b) => a.start - b.start)
    .map((c) => supportedByDescription(c, text, ctx.description));
  return withoutRepeats(read, text);
};

/**
 * A figure the sentence says of the comps, a neighbour, a place nearby (whose-fact.ts) or another home
 * the post compares with (comparison.ts); addresses stay, but for a neighbour's number on the street.
 */
const otherThing = (c: Claim, tokens: readonly Token[], listing: TListing, text: string) => {
  const i = tokens.findIndex((t) => t.start >= c.start);
  if (i < 0) return false;
  let end = i;
  while (end < tokens.length && tokens[end]!.start < c.end) end++;
  // A comp table's or broker tour's line about another home (line-subject.ts): all its facts are theirs.
  if (c.verdict !== 'ok' && lineOfOtherHome(text, tokens, i, listing)) return true;
  // A pipe table's row or column of another home (home-table.ts).
  if (c.verdict !== 'ok' && cellOfOtherHome(text, c.start, listing)) return true;
  // "What $350K buys: a 1-bed condo in South End …": another home the same money buys (budget-homes.ts).
  if (c.verdict !== 'ok' && !c.field.startsWith('address') && budgetsOtherHome(text, c.start, listing))
    return true;
  // A neighbour's number on the listing's street ("Next door, 2211 Maple Grove Ln has …") is theirs.
  if (c.field === 'address.street')
    return (
      c.verdict === 'block' &&
      // "Unit #9 upstairs has leased": another unit's number in a clause about that unit (other-home.ts).
      (inComparison(tokens, i, end, listing) ||
        compAddress(tokens, i) ||
        saidOfOtherHome(tokens, i, listing) ||
        neighbourNumber(tokens, i, listing))
    );
  if (c.field.startsWith('address') || c.field === 'mls_id') return false;
  // The market's rents are still the agent's projection for this home (projections.ts).
  if (c.feature === 'rent_estimate' || c.feature === 'cap_rate') return false;
  // Features and status read their own denials ("no HOA" is a claim about the HOA).
  const figure = c.field !== 'description' && c.field !== 'status' && c.field !== 'open_houses';
  return (
    // "We closed on 37 Birch Hollow Rd for $640,000": the agent's sale of this very home.
    (saidOfOther(tokens, i, end) && !namesOwnAddress(tokens, i, listing)) ||
    inComparison(tokens, i, end, listing) ||
    saidOfOtherHome(tokens, i, listing) ||
    askedFor(tokens, i) ||
    // "The Castilian runs about $1,420": another building's figure (named-building.ts).
    (figure && saidOfNamedBuilding(tokens, i, ownWords(listing))) ||
    afterOtherAddress(tokens, i, listing, end) ||
    // "Two Nashua Capes, two stories: …": a heading of homes as a set (generic-homes.ts).
    inCountedHomesHeading(tokens, i, sentenceStart(tokens, i)) ||
    (figure && notAsserted(tokens, i))
  );
};

/**
 * A fact the listing's fields leave empty but its description states in the same words ("approx.
 * 5,000 SF" where the page shows no area, "Open house Sat." where it lists none) is supported: the
 * description is the listing's own text.
 */
const supportedByDescription = (c: Claim, text: string, description: string): Claim => {
  if (c.verdict !== 'warn' || c.listed !== null || !description) return c;
  const said = text.slice(c.start, c.end).toLowerCase();
  return said.length >= 4 && description.includes(said)
    ? { ...c, verdict: 'ok', reason: "The listing's description states it." }
    : c;
};

/** The listing's own names, lower-cased: its address and description (a building it names is its own). */
const ownWords = (listing: TListing) =>
  `${listing.address.street ?? ''} ${listing.address.city ?? ''} ${descriptionOf(listing)}`.toLowerCase();

/** The claims the listing contradicts (block) or does not support (warn), for the editor and the server. */
export const checkClaims = (
  text: string,
  listing: TListing,
  options: CheckClaimsOptions = {},
): TClaimFinding[] =>
  readClaims(text, listing, options)
    .filter((c) => c.verdict !== 'ok')
    .map((c) => ({
      claim: text.slice(c.start, c.end).slice(0, 300),
      field: c.field,
      feature: c.feature ?? null,
      listed: typeof c.listed === 'string' ? c.listed.slice(0, 300) : c.listed,
      index: c.start,
      severity: c.verdict as 'block' | 'warn',
      reason: c.reason.slice(0, 500),
    }));

/** True when no claim finding stops a publish. */
export const claimsPublishable = (findings: readonly TClaimFinding[]): boolean =>
  findings.every((f) => f.severity !== 'block');
