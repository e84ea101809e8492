import type { TListing, TReaderRules } from '@pp/contract';
import { type FieldCheck, readListingOnScreen, type ScreenListing } from '@pp/listing';

/**
 * Issue 25: a click that had to read the page itself (no read ahead it could use) reads it by the
 * source readers alone, and the checks of the fields the agent must confirm (the other layers' work)
 * follow once the drafts are on screen. Those checks are a full read's, of the page as it is then:
 * they vouch for the listing sent only when that read gives the very same listing. Otherwise the page
 * changed in between, and null says so (the worker then asks the agent to confirm price, status and
 * street: held-checks.ts).
 */
export function laterChecks(
  document: Document,
  url: string,
  rules: TReaderRules | null,
  sent: TListing,
): { checks: FieldCheck[] | null; read: ScreenListing } {
  const read = readListingOnScreen(document, url, rules);
  // Both listings are built by the same reader, key for key: a difference is a change of the page.
  const same = read.listing !== null && JSON.stringify(read.listing) === JSON.stringify(sent);
  return { checks: same ? read.checks : null, read };
}
