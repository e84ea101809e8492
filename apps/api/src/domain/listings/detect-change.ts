import type { ChangeKind, ListingStatus } from '@pp/contract';

interface Snapshot {
  price: number | null;
  status: ListingStatus | null;
}

const OFF = new Set<ListingStatus | null>(['pending', 'sold', 'off_market']);

/**
 * What a new save of a listing says happened since the previous one, as the follow-up post it calls
 * for. A status change wins over a price change (a sold home's price is the sale price, not a cut).
 */
export function detectChange(before: Snapshot, after: Snapshot): ChangeKind | null {
  if (before.status !== after.status && after.status !== null) {
    if (after.status === 'pending') return 'pending';
    if (after.status === 'sold') return 'sold';
    if (OFF.has(before.status) && (after.status === 'for_sale' || after.status === 'for_rent'))
      return 'back_on_market';
    return 'status_changed';
  }
  if (before.price !== null && after.price !== null && before.price !== after.price)
    return after.price < before.price ? 'price_reduced' : 'price_increased';
  return null;
}
