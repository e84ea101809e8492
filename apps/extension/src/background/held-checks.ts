import type { TListing } from '@pp/contract';
import type { FieldCheck } from '@pp/listing';

/**
 * The checks of a click whose page sent none (issue 25: the page works them out after the drafts'
 * first paint). While they are on their way the panel holds Publish; when they do not come (the tab
 * was closed or moved on, the page changed since its read) the agent is asked to confirm the price,
 * status and street as read, so an empty or doubtful one is still never published unconfirmed.
 */

/** How long after the drafts are on screen the page's checks may take before they are held as doubtful. */
export const CHECKS_WAIT_MS = 10_000;

/** Price, status and street, each to confirm or correct, with the value the listing holds. */
export const heldChecks = (listing: TListing): FieldCheck[] =>
  (
    [
      ['price', listing.price],
      ['status', listing.status],
      ['address.street', listing.address.street],
    ] as const
  ).map(([field, value]) => ({ field, value, layer: null, confidence: 0, disagreeing: [], critical: true }));

/** The checks to keep for a click: the page's own, or all three held when it could not vouch for its read. */
export const checksToKeep = (listing: TListing, sent: FieldCheck[] | null): FieldCheck[] =>
  sent ?? heldChecks(listing);
