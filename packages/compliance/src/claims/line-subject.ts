import type { TListing } from '@pp/contract';
import { addressAt, listingStreet, ownNumberNamed } from './other-address';
import type { Token } from './tokenize';

/**
 * A line that opens with another home is that home's (issue 26). CMA summaries, broker-tour notes and
 * comp tables give each home a line of its own: "• 14011 Marble Creek Ct: 4/3.5, 4,120 sf, sold
 * $760,000", "Comp 2: 18 Ledgewood Dr. Sold $598,500. 3 BR", "• #6B at 29 E 9th: 1BR, 850 sf". Every
 * figure on such a line, across its full stops, is that home's, not the listing's (NAR Code of Ethics
 * Art. 12: a true picture of the property advertised, not of its comps). A line opened by "Subject"
 * (the CMA's word for the home being priced) or that names "this"/"our" home again is the listing's.
 */

/**
 * A list mark or a comp's label before the line's home: "•", "-", "Comp 2:", "Sale #3)"; a slide's or
 * page's number and a comps section's title too ("Slide 4: Comparable sales. 13930 …", "Page 2 —
 * Recent sales: …"), as listing presentations and CMA decks set their comps.
 */
const HEAD =
  /^\s*(?:[•·▪◦*>\-–—]+\s*)?(?:\(?\d{1,2}[.)]\s+(?=\d))?(?:(?:slide|page|card|frame)\s*#?\d+\s*[:.)\-–—]\s*)?(?:(?:comparable|recent|nearby|similar|neighborhood)\s+sales|comps|comparables)?\s*[:.\-–—]?\s*(?:(?:comps?|comparable|sale|sold|listing|home)\s*#?\d+\s*[:.)\-–]\s*)?/i;
const SUBJECT = /^subject\b/i;
/**
 * A newsletter's heading before a home's line: "SOLD: 37 Birch Hollow Rd …", "JUST LISTED: 18 Dunstable
 * Rd …", "Coming soon – 4 Elm St …". Each heading's line is the home it names (NAR Code of Ethics Art.
 * 12: each home's facts are its own); it counts only where two lines open so, or the post names the
 * listing's own address too, so a lone heading on a misspelt street stays a wrong address.
 */
const NEWS_HEAD =
  /^\s*(?:[•·▪◦*>\-–—]+\s*)?(?:just\s+|new(?:ly)?\s+|recently\s+)?(?:listed|listing|sold|closed|leased|rented|pending|under\s+contract|coming\s+soon|back\s+on\s+(?:the\s+)?market|price\s+(?:drop|cut|reduced|improvement)|open\s+house|featured(?:\s+listing)?|spotlight|vendid[oa]|nueva?\s+en\s+el\s+mercado|en\s+venta)\s*[:\-–—|]\s*(?=\d)/i;
const newsletter = (text: string) => text.split('\n').filter((l) => NEWS_HEAD.test(l)).length >= 2;
/** Another unit of a building: "#6B at 29 E 9th", "Unit 3 in …", "Apt 2R @ …". */
const UNIT_AT = /^(?:#\s?|unit\s+|apt\.?\s+|apartment\s+|suite\s+)([a-z0-9-]+)\s+(?:at|in|@)\s/i;
const LISTING_UNIT = /(?:#|\bapt\.?|\bunit|\bsuite)\s*([a-z0-9-]+)\s*$/i;
/** A post that compares homes line by line: another number on the listing's street is then a comp. */
const COMP_POST = /\b(?:cma|comps?|comparables?|broker tour|caravan)\b|^\s*(?:[•·*-]\s*)?subject\b/im;
/** The listing named again after the line's head: what follows is its own. */
const THIS_HOME = /^(this|our|ours|my|subject)$/;

/** True when token i stands on a line that opens with another home than the listing. */
export const lineOfOtherHome = (
  text: string,
  tokens: readonly Token[],
  i: number,
  listing: TListing,
): boolean => {
  const at = tokens[i]!.start;
  const from = text.lastIndexOf('\n', at - 1) + 1;
  const eol = text.indexOf('\n', at);
  const line = text.slice(from, eol < 0 ? text.length : eol);
  const news = NEWS_HEAD.exec(line)?.[0];
  const head = news ?? HEAD.exec(line)?.[0] ?? '';
  const rest = line.slice(head.length);
  if (SUBJECT.test(rest)) return false;
  const unit = UNIT_AT.exec(rest);
  if (unit) {
    // Another unit only where the post names the listing's own unit too, or compares homes; else it
    // misnumbers the listing ("Apt 4F at 203 W 81st" for #4E), which address.ts reports.
    const own = LISTING_UNIT.exec(listing.address.street ?? '')?.[1]?.toLowerCase();
    if (own === unit[1]!.toLowerCase()) return false;
    const ownNamed =
      !!own && new RegExp(`(?:#|\\b(?:apt|unit|suite|apartment)\\.?)\\s?${own}\\b`, 'i').test(text);
    return ownNamed || COMP_POST.test(text);
  }
  let j = i;
  while (j > 0 && tokens[j - 1]!.start >= from + head.length) j--;
  // The heading's own word ("JUST LISTED:") belongs to the home after it.
  while (j + 1 < tokens.length && tokens[j]!.start < from + head.length) j++;
  const ours = listingStreet(listing);
  const kind = addressAt(tokens, j, ours?.words ?? null);
  if (kind === null || tokens[j]!.raw === ours?.number) return false;
  if (news) return kind === 'other' && (newsletter(text) || ownNumberNamed(tokens, ours));
  // A list's line (a mark or label before it, or the home's name closed by a colon), not a sentence
  // that merely starts with a neighbour's address and goes on about this home.
  if (!head.trim() && !/^[^.!?:\n]{0,40}:/.test(rest)) return false;
  for (let k = j + 1; k < i; k++) if (THIS_HOME.test(tokens[k]!.low)) return false;
  return kind === 'other' || ownNumberNamed(tokens, ours) || COMP_POST.test(text);
};

/**
 * True when the street number at token i is another home on the listing's street, because the post
 * names the listing's own number too ("CMA prepared for the owners of 45 Birch Hollow Rd … Comp 1: 37
 * Birch Hollow Rd"): two numbers on one street are two homes, not a misnumbered listing.
 */
export const neighbourNumber = (tokens: readonly Token[], i: number, listing: TListing): boolean => {
  const ours = listingStreet(listing);
  return (
    !!ours &&
    tokens[i]!.raw !== ours.number &&
    addressAt(tokens, i, ours.words) === 'same' &&
    ownNumberNamed(tokens, ours)
  );
};
