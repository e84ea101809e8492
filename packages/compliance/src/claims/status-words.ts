import type { ListingStatus } from '@pp/contract';
import { EU_STATUS } from './european-words';
import { OPEN_HOUSE_NAMES } from './open-house-event';
import { SPANISH_STATUS } from './spanish';

/**
 * Status words, every way agents say each status: just listed / back on the market / still
 * available, for sale, for rent, pending (under contract, in escrow, accepted an offer, under offer),
 * sold, leased (rented, lease signed), off the market, price reduced, open house. "Sold" and "leased"
 * are a status only where they say this home sold ("just sold", "SOLD!", "this one sold fast"), not
 * "sold on the view", "sold as-is" or "currently rented"; "pending" not in "pending approval". Only
 * claims about this listing count: "more coming soon" and "homes nearby just sold" are other homes.
 */
type Stage = 'new' | 'soon' | 'sale' | 'rent' | 'pending' | 'sold';
export type Said = Stage | 'leased' | 'off' | 'open_house' | 'reduced';
export const SAID = new Map<string, Said>([
  ...[
    'just listed',
    'new listing',
    'newly listed',
    'new to market',
    'new to the market',
    'new on the market',
    'now available',
    'back on market',
    'back on the market',
    'just hit the market',
    'hot off the press',
    'relisted',
    'just relisted',
    'still available',
    'available now',
    'accepting offers',
    'offers due',
    'now accepting offers',
  ].map((p) => [p, 'new'] as [string, Said]),
  // An MLS status of its own (not yet active, no showings): a home for sale or sold is not coming soon.
  ['coming soon', 'soon'],
  ...['for sale', 'on the market', 'for sale by owner', 'available for purchase', 'now selling'].map(
    (p) => [p, 'sale'] as [string, Said],
  ),
  ...[
    'for rent',
    'for lease',
    'now leasing',
    // A rental's verbs: "Now renting!", "pre-leasing for fall".
    'now renting',
    'renting now',
    'now preleasing',
    'now pre leasing',
    'pre leasing',
    'preleasing',
    'available for rent',
    'available to rent',
    'for rental',
    'available for lease',
  ].map((p) => [p, 'rent'] as [string, Said]),
  ...[
    'pending',
    'sale pending',
    'under contract',
    'in contract',
    'contract pending',
    'offer accepted',
    'accepted offer',
    'under agreement',
    'contingent',
    'in escrow',
    'now in escrow',
    'accepted an offer',
    'have an accepted offer',
    'has an accepted offer',
    'under offer',
    'went pending',
    'pending sale',
    'went under contract',
    'offer in hand',
    'accepting backup offers',
  ].map((p) => [p, 'pending'] as [string, Said]),
  ...['sold', 'just sold', 'closed', 'just closed', 'sold over asking'].map(
    (p) => [p, 'sold'] as [string, Said],
  ),
  ...[
    'leased',
    'just leased',
    'rented',
    'just rented',
    'lease signed',
    'leased up',
    'tenant placed',
    'tenants placed',
    'tenant secured',
  ].map((p) => [p, 'leased'] as [string, Said]),
  ...['off market', 'off the market', 'withdrawn', 'taken off the market', 'pulled off the market'].map(
    (p) => [p, 'off'] as [string, Said],
  ),
  ...['open house', 'open houses', ...OPEN_HOUSE_NAMES].map((p) => [p, 'open_house'] as [string, Said]),
  ...[
    'price reduced',
    'price reduction',
    'price drop',
    'price improvement',
    'reduced price',
    'new price',
    'price cut',
    'just reduced',
  ].map((p) => [p, 'reduced'] as [string, Said]),
  ...SPANISH_STATUS,
  ...EU_STATUS,
]);
/** What each stored status allows a post to say; anything else is a contradiction. */
export const ALLOWED: Record<ListingStatus, ReadonlySet<Said>> = {
  for_sale: new Set(['new', 'sale', 'reduced', 'open_house']),
  for_rent: new Set(['new', 'rent', 'reduced', 'open_house']),
  pending: new Set(['pending']),
  sold: new Set(['sold']),
  // A stored off-market status may be out of date: anything else is a warning (readStatus).
  off_market: new Set(['off', 'leased']),
};
