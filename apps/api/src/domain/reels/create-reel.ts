import { MESSAGES, REEL_MESSAGES, type TCreateReelRequest, type TListing, type TReel } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { reels } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { factsOf, recordAuditEvent } from '../audit/record-audit-event';
import { debitCredit } from '../credits/change-credits';
import { notifyLowCredits } from '../credits/notify-low-credits';
import { assertPublicOutputAllowed } from '../listing-compliance/assert-public-output-allowed';
import { complianceContextFor } from '../listings/drafts-for-listing';
import { getOwnListing } from '../listings/find-listings';
import { getOwnPhotos } from '../media/find-photos';
import { refuseNoncompliant } from '../promotions/refuse-noncompliant';
import { requireActiveAccess } from '../usage/require-dashboard-access';
import { getUser } from '../users/find-user';
import { reelAddress, reelCreditRef, reelOut } from './reel-out';

/**
 * Queues a reel of the user's listing and photos. One `reel_generation` credit is taken in the
 * transaction that inserts the row (ledger ref `reel:<id>:1`), so the credit is taken exactly once
 * however often the render is tried; at zero nothing is kept and the answer is 402. Burned-in
 * captions are the agent's post text on the video: checked like a post (Fair Housing, claims)
 * before anything is written, a block refused with 422 and the findings.
 */
export async function createReel(ctx: AppContext, userId: string, req: TCreateReelRequest): Promise<TReel> {
  const now = ctx.now();
  const user = await getUser(ctx.db, userId);
  requireActiveAccess(user, now, REEL_MESSAGES.notEntitled);
  const listing = await getOwnListing(ctx.db, userId, req.listing_id);
  const photoIds = req.photos.map((p) => p.photo_id);
  await getOwnPhotos(ctx.db, userId, photoIds);
  const captionText = req.captions ? req.caption_text?.trim() || null : null;
  const listingData = listing.data as TListing;
  // Fair Housing (with the listing state's classes) and the claims; not the credit-line rules (NAR
  // 12-4/12-5): the end card names the brokerage, and the public-output gate below checks permission.
  const checked = captionText
    ? refuseNoncompliant(listingData, user.full_name, captionText, req.override_claims, {
        state: complianceContextFor(listingData, user.full_name).state,
      })
    : { findings: [], claims: [] };
  // Whose listing, the broker's permission, the agent's brokerage, altered photos' originals: 409 first.
  const allowed = await assertPublicOutputAllowed(ctx.db, {
    user,
    listingRow: listing,
    kind: 'reel',
    template: req.template,
    photoIds,
    alteredIds: req.photos.filter((p) => p.altered).map((p) => p.photo_id),
    now,
  });
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reels)
      .values({
        user_id: userId,
        listing_id: listing.id,
        from_platform: listing.source,
        status: 'queued',
        duration_sec: req.duration_sec,
        template: req.template,
        style: req.style ?? 'classic',
        music: req.music,
        track: req.music ? (req.track ?? 'golden_hour') : null,
        photos: req.photos,
        captions: req.captions ?? false,
        caption_text: captionText,
        // The master is always made; the row keeps it first so the sizes read in output order.
        sizes: ['9:16', ...(req.sizes ?? []).filter((s) => s !== '9:16')],
        charges: 1,
        created_at: now,
        updated_at: now,
      })
      .returning();
    if (!inserted) throw new Error('reel insert returned no row');
    if (!(await debitCredit(tx, userId, 'reel_generation', reelCreditRef(inserted.id, 1), now))) {
      throw new AppError(402, MESSAGES.noCreditsLeft);
    }
    await recordAuditEvent(tx, {
      userId,
      listingId: listing.id,
      kind: 'reel',
      platform: 'reel',
      outputId: inserted.id,
      content: {
        reel_id: inserted.id,
        template: req.template,
        photos: req.photos,
        caption_text: captionText,
      },
      // Besides the captions, a reel's words are its template's headline and the listing's facts.
      findings: checked.findings,
      claims: checked.claims,
      permission: allowed.permission,
      attribution: allowed.attribution,
      facts: factsOf(allowed.listing),
      at: now,
    });
    return inserted;
  });
  await ctx.jobs.reels.offer(row.id);
  // After the commit: the debit may have left the Video Credits at their last one.
  await notifyLowCredits(ctx, userId);
  return reelOut(row, reelAddress(listing.data as TListing), ctx.signer, now);
}
