import { listingSaveProblem, READINESS_MESSAGES, type TListing, type TReaderRules } from '@pp/contract';
import { detectSource } from './detect-source';
import { type ExtractionReport, extractListingWithReport, type ListingWithReport } from './extract-listing';
import { type FieldCheck, fieldChecks } from './field-checks';
import { listingIdFromUrl } from './listing-id';
import { UnsupportedSourceError } from './unsupported-site';

export { listingIdFromUrl };

/**
 * The sites are single-page apps: after an in-page move from listing A to listing B (or from a
 * search page to a listing) the embedded data (`__NEXT_DATA__`, Apollo and Redux caches, JSON-LD)
 * can still describe A while the URL and the printed page show B. These checks compare what was
 * read with the URL's listing id and the address the page shows, and read the page again without
 * its embedded data when they disagree, so the printed page wins.
 */

const HIDDEN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME']);

/** Text a person can see: no scripts (where stale data lives), no hidden subtrees. */
export function visibleText(root: Element | null): string {
  if (!root) return '';
  const parts: string[] = [];
  const walk = (el: Element) => {
    if (HIDDEN.has(el.tagName.toUpperCase())) return;
    if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return;
    for (const node of el.childNodes) {
      if (node.nodeType === 3) parts.push(node.textContent ?? '');
      else if (node.nodeType === 1) walk(node as Element);
    }
  };
  walk(root);
  return parts.join(' ');
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Whether the street the listing names is printed on the page: its house number and the first
 * word of the street name, next to each other. A null street cannot be checked (true).
 */
export function pageShowsStreet(street: string | null, pageText: string): boolean {
  const tokens = words(street ?? '')
    .split(' ')
    .filter(Boolean);
  if (tokens.length < 2) return true;
  const [number, name] = tokens;
  return ` ${words(pageText)} `.includes(` ${number} ${name} `);
}

export type IdentityVerdict =
  | { same: true }
  | { same: false; reason: 'listing-id' | 'address'; read: string | null; expected: string | null };

/**
 * Whether `listing` is the home at `url` as `document` shows it now. The ids decide when both the
 * URL and the data carry one (an address can be printed differently); otherwise the listing's
 * street must be printed on the page.
 */
export function checkListingIdentity(listing: TListing, url: string, document: Document): IdentityVerdict {
  const urlId = listingIdFromUrl(url);
  // The page's own link to itself (canonical, og:url) names the home its head was written for.
  const linkId = listing.url && listing.url !== url ? listingIdFromUrl(listing.url) : null;
  if (urlId && linkId && linkId !== urlId)
    return { same: false, reason: 'listing-id', read: linkId, expected: urlId };
  if (urlId && listing.source_id) {
    return listing.source_id === urlId
      ? { same: true }
      : { same: false, reason: 'listing-id', read: listing.source_id, expected: urlId };
  }
  if (!pageShowsStreet(listing.address.street, visibleText(document.body))) {
    return { same: false, reason: 'address', read: listing.address.street, expected: null };
  }
  return { same: true };
}

/**
 * A copy of the page without any script or head metadata (Open Graph tags and the canonical link
 * stay from the first page a single-page app served): only the printed page is left to read.
 */
function printedPageOnly(document: Document): Document {
  const copy = document.cloneNode(true) as Document;
  for (const stale of copy.querySelectorAll('script, head meta, head link')) stale.remove();
  return copy;
}

export interface ScreenListing {
  /** The listing shown, or null when the page has none worth saving (nothing, or near nothing). */
  listing: TListing | null;
  /** True when the embedded data disagreed with the page and was set aside. */
  reread: boolean;
  /** Why no listing could be used, for the agent. */
  problem: string | null;
  /** Fields the agent must confirm or correct before publishing (issue 25). */
  checks: FieldCheck[];
  /**
   * True when the checks were left for later (`checksLater`): `checks` is empty, not an answer, and a
   * read of the page without the option gives them (and the report).
   */
  checksPending: boolean;
  /** Which layers found which fields (names only), for the extraction health report. */
  report: ExtractionReport | null;
}

export type ReadOnScreenOptions = {
  /**
   * On a page the source readers know (address and price or status found), read with them alone: the
   * other layers only vouch for what they found (the listing is the same), and the checks can follow
   * once the drafts are on screen (issue 25). A page they do not know is read by every layer now.
   */
  checksLater?: boolean;
};

/** The source readers found the home's street and its price or status (extract-listing's `recognised`). */
const sourceKnowsPage = ({ report }: ListingWithReport) => {
  const found = report.layers.source ?? [];
  return found.includes('address.street') && (found.includes('price') || found.includes('status'));
};

/**
 * The listing the agent is looking at: read, checked against the URL and the printed page, and
 * read again from the printed page alone when the embedded data belongs to another home.
 */
export function readListingOnScreen(
  document: Document,
  url: string,
  rules?: TReaderRules | null,
  options: ReadOnScreenOptions = {},
): ScreenListing {
  // A site we do not read (redfin.ca…) gets its reason in words, never an exception.
  if (!detectSource(url))
    return {
      listing: null,
      reread: false,
      problem: new UnsupportedSourceError(url).message,
      checks: [],
      checksPending: false,
      report: null,
    };
  let pending = false;
  const extract = (page: Document): ListingWithReport => {
    if (options.checksLater) {
      const quick = extractListingWithReport(page, url, { rules, layers: ['source'] });
      pending = sourceKnowsPage(quick);
      if (pending) return quick;
    }
    return extractListingWithReport(page, url, { rules });
  };
  let read = extract(document);
  let listing = read.listing;
  let reread = false;
  if (!checkListingIdentity(listing, url, document).same) {
    reread = true;
    read = extract(printedPageOnly(document));
    // The printed page does not always carry the id; the URL does.
    listing = { ...read.listing, source_id: listingIdFromUrl(url) ?? read.listing.source_id };
  }
  // Once the page's data named another home, only a street the page prints identifies this one
  // (a title or head left from the first page is not enough).
  const unprinted = reread && !pageShowsStreet(listing.address.street, visibleText(document.body));
  const problem = unprinted ? READINESS_MESSAGES.nothingRead : listingSaveProblem(listing);
  return {
    listing: problem ? null : listing,
    reread,
    problem,
    // A read by the source readers alone has no other layer to vouch for a field: its confirmations
    // and its report would be wrong, so neither is given.
    checks: problem || pending ? [] : fieldChecks(read.fields),
    checksPending: !problem && pending,
    report: pending ? null : read.report,
  };
}
