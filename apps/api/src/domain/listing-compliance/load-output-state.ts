import type { RepresentedSide, TListing, TListingPermission } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listingPermissions, type UserRow } from '../../db/schema';
import { isMineFor } from '../listings/drafts-for-listing';
import type { ListingRow } from '../listings/save-listing';

export type PermissionRow = typeof listingPermissions.$inferSelect;

/** The facts the gate and the listing page need about whose listing it is. */
export interface OutputState {
  listing: TListing;
  /** The agent's stored answer, else the name-and-brokerage default. */
  isMine: boolean;
  storedIsMine: boolean | null;
  isMineDefault: boolean;
  representedSide: RepresentedSide | null;
  permission: PermissionRow | null;
}

export async function loadOutputState(
  db: DbOrTx,
  user: Pick<UserRow, 'full_name' | 'brokerage_name'>,
  row: ListingRow,
): Promise<OutputState> {
  const listing = row.data as TListing;
  const [permission] = await db
    .select()
    .from(listingPermissions)
    .where(eq(listingPermissions.listing_id, row.id));
  const isMineDefault = isMineFor(listing, user, null);
  return {
    listing,
    isMine: row.is_mine ?? isMineDefault,
    storedIsMine: row.is_mine,
    isMineDefault,
    representedSide: row.represented_side,
    permission: permission ?? null,
  };
}

export const permissionOut = (p: PermissionRow): TListingPermission => ({
  granted_by: p.granted_by,
  method: p.method,
  granted_on: p.granted_on,
  note: p.note,
  recorded_at: p.created_at.toISOString(),
});
