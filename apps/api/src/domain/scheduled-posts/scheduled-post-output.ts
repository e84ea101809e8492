import { checkClaims, checkCompliance, claimLines, isOverridden } from '@pp/compliance';
import { LISTING_COMPLIANCE_MESSAGES, SOCIAL_MESSAGES, type TListing } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings } from '../../db/schema';
import { PermanentJobError } from '../../queue/job-queue';
import { factsOf, recordAuditEvent } from '../audit/record-audit-event';
import { attributionOf, publicOutputProblems } from '../listing-compliance/assert-public-output-allowed';
import { permissionOut } from '../listing-compliance/load-output-state';
import { complianceContextFor } from '../listings/drafts-for-listing';
import { getUser } from '../users/find-user';
import type { ScheduledPostRow } from './scheduled-post-out';

export type ScheduledPostOutput = Awaited<ReturnType<typeof checkScheduledPostOutput>>;

/**
 * The gate again at publish time (issue 22): the profile, the claim or the permission may have
 * changed since the post was scheduled. A post that may no longer go out fails for good before
 * its credit is taken (the fail path refunds any). A try after one that reached the platform is
 * not refused: the post may already be out, and the lookup must find it.
 */
export async function checkScheduledPostOutput(db: DbOrTx, post: ScheduledPostRow, now: Date) {
  const user = await getUser(db, post.user_id);
  const [listingRow] = await db.select().from(listings).where(eq(listings.id, post.listing_id));
  if (!listingRow) throw new PermanentJobError('The listing of this post was deleted');
  const { problems, state } = await publicOutputProblems(db, {
    user,
    listingRow,
    kind: 'scheduled_post',
    photoIds: post.photo_ids,
    now,
  });
  if (problems.length > 0 && post.platform_calls === 0)
    throw new PermanentJobError(
      LISTING_COMPLIANCE_MESSAGES.notAllowed(problems.map((p) => p.message).join(' ')),
    );
  const listing = listingRow.data as TListing;
  // The claim checker again on the listing as it is now (issue 26): a block the agent confirmed when
  // scheduling goes out and is recorded as their override; one the listing contradicts only since
  // (a new price, a status change) was never confirmed, so the post fails for good instead.
  const claims = checkClaims(post.text, listing);
  const unconfirmed = claims.filter((c) => c.severity === 'block' && !isOverridden(post.override_claims, c));
  if (unconfirmed.length > 0 && post.platform_calls === 0)
    throw new PermanentJobError(SOCIAL_MESSAGES.claimsChanged(claimLines(unconfirmed)));
  return {
    listing,
    claims,
    findings: checkCompliance(post.text, complianceContextFor(listing, user.full_name)),
    permission: state.permission ? permissionOut(state.permission) : null,
    attribution: attributionOf(user, state),
  };
}

/** The audit row of a scheduled post that went out, in the transaction that marks it published. */
export const recordScheduledPostAudit = (
  tx: DbOrTx,
  post: ScheduledPostRow,
  output: ScheduledPostOutput,
  at: Date,
) =>
  recordAuditEvent(tx, {
    userId: post.user_id,
    listingId: post.listing_id,
    kind: 'scheduled_post',
    platform: post.platform,
    outputId: post.id,
    content: { text: post.text, photo_ids: post.photo_ids, link_in_reply: post.link_in_reply },
    findings: output.findings,
    claims: output.claims,
    permission: output.permission,
    attribution: output.attribution,
    facts: factsOf(output.listing),
    at,
  });
