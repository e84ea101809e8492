import type { TListingCompliance } from '@pp/contract';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { ListingRow } from '../listings/save-listing';
import { publicOutputProblems } from './assert-public-output-allowed';
import { permissionOut } from './load-output-state';

/**
 * The listing's answer to "Is this my listing?" (stored, else the default), the side represented,
 * the recorded permission, and what a post of it lacks now, for the listing page and the side panel.
 */
export async function getListingCompliance(
  db: DbOrTx,
  user: UserRow,
  listingRow: ListingRow,
  now: Date,
): Promise<TListingCompliance> {
  const { problems, state } = await publicOutputProblems(db, { user, listingRow, kind: 'post', now });
  return {
    listing_id: listingRow.id,
    is_mine: state.storedIsMine,
    is_mine_default: state.isMineDefault,
    represented_side: state.representedSide,
    permission: state.permission ? permissionOut(state.permission) : null,
    problems,
  };
}
