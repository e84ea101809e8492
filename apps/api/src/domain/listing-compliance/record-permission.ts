import {
  LISTING_COMPLIANCE_MESSAGES,
  permissionDayProblem,
  type TListingCompliance,
  type ZRecordPermissionRequestSchema,
} from '@pp/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { listingPermissions } from '../../db/schema';
import { conflict, fieldError } from '../../lib/errors';
import { getOwnListing } from '../listings/find-listings';
import { getUser } from '../users/find-user';
import { getListingCompliance } from './get-listing-compliance';

type PermissionRequest = z.infer<typeof ZRecordPermissionRequestSchema>;

/**
 * Records the listing broker's permission to advertise the listing (NAR SoP 12-4), once per listing:
 * it is the record of what was agreed, so a second one is refused (409) rather than replacing it.
 */
export async function recordPermission(
  ctx: AppContext,
  userId: string,
  listingId: string,
  req: PermissionRequest,
): Promise<TListingCompliance> {
  // The contract checks the day against the request's clock; the server's own clock decides.
  const dayProblem = permissionDayProblem(req.granted_on, ctx.now());
  if (dayProblem) throw fieldError('granted_on', dayProblem);
  const user = await getUser(ctx.db, userId);
  const row = await getOwnListing(ctx.db, userId, listingId);
  const inserted = await ctx.db
    .insert(listingPermissions)
    .values({
      listing_id: row.id,
      user_id: userId,
      granted_by: req.granted_by,
      method: req.method,
      granted_on: req.granted_on,
      note: req.note,
      created_at: ctx.now(),
    })
    .onConflictDoNothing()
    .returning({ id: listingPermissions.listing_id });
  if (inserted.length === 0) throw conflict(LISTING_COMPLIANCE_MESSAGES.permissionExists);
  return getListingCompliance(ctx.db, user, row, ctx.now());
}
