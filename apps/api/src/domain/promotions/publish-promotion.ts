import { randomUUID } from 'node:crypto';
import {
  LISTING_MESSAGES,
  MESSAGES,
  PLATFORM_ADDON,
  publishProblem,
  type TCreatePromotionRequest,
  type TListing,
  type TPromotion,
} from '@pp/contract';
import {
  countLinkedIn,
  countMarketplaceDescription,
  countMarketplaceTitle,
  countTweet,
  tagPostLinks,
} from '@pp/posts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { promotions, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { factsOf, recordAuditEvent } from '../audit/record-audit-event';
import { debitCredit } from '../credits/change-credits';
import { notifyLowCredits } from '../credits/notify-low-credits';
import { assertPublicOutputAllowed } from '../listing-compliance/assert-public-output-allowed';
import { getOwnListing } from '../listings/find-listings';
import { recordUsage } from '../usage/record-usage';
import { getUser } from '../users/find-user';
import { promotionOut } from './promotion-out';
import { refuseNoncompliant } from './refuse-noncompliant';

/** The same weighted count the extension's editor shows, so a draft it accepts is accepted here. */
function checkLength(req: TCreatePromotionRequest) {
  const count =
    req.platform === 'twitter'
      ? countTweet(req.text)
      : req.platform === 'linkedin'
        ? countLinkedIn(req.text)
        : countMarketplaceDescription(req.text);
  if (count.used > count.limit) throw fieldError('text', LISTING_MESSAGES.tooLong(count.limit));
  if (req.fields?.title && !countMarketplaceTitle(req.fields.title).valid) {
    throw fieldError('title', LISTING_MESSAGES.tooLong(countMarketplaceTitle(req.fields.title).limit));
  }
}

const creditRef = (promotionId: string) => `promotion:${promotionId}`;

/**
 * Records a publish: compliance is checked again on what the user actually sends (a block-level
 * finding refuses with 422 and the findings), then one credit of the platform's counter is taken
 * atomically with the promotion row (402 'No credits left' at zero, and nothing is kept).
 */
export async function publishPromotion(
  ctx: AppContext,
  userId: string,
  req: TCreatePromotionRequest,
): Promise<TPromotion> {
  checkLength(req);
  const row = await getOwnListing(ctx.db, userId, req.listing_id);
  const listing = row.data as TListing;
  // The photos the Marketplace form will get are the ones sent, when the editor sent its choice.
  const problem = publishProblem(listing, req.platform, req.fields?.photos?.length ?? listing.photos.length);
  if (problem) throw new AppError(400, problem);
  const user = await getUser(ctx.db, userId);
  const checked = [req.fields?.title, req.text].filter(Boolean).join('\n');
  const { findings, claims } = refuseNoncompliant(listing, user.full_name, checked, req.override_claims);
  const now = ctx.now();
  // Whose listing, the broker's permission, the agent's brokerage and licence: 409 before any write.
  const allowed = await assertPublicOutputAllowed(ctx.db, {
    user,
    listingRow: row,
    kind: 'post',
    template: req.template,
    now,
  });
  const addon = PLATFORM_ADDON[req.platform];
  const published = await ctx.db.transaction(async (tx) => {
    // The post's link carries the post's own id, so its clicks and leads count for it (issue 24).
    const id = randomUUID();
    const [promotion] = await tx
      .insert(promotions)
      .values({
        id,
        user_id: userId,
        listing_id: row.id,
        platform: req.platform,
        status: 'published',
        text: tagPostLinks(req.text, id),
        fields: req.fields ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning();
    if (!promotion) throw new Error('promotion insert returned no row');
    if (!(await debitCredit(tx, userId, addon, creditRef(promotion.id), now))) {
      // Throwing rolls the promotion row back with it.
      throw new AppError(402, MESSAGES.noCreditsLeft);
    }
    await recordUsage(tx, {
      userId,
      source: listing.source,
      kind: 'promotion',
      platform: req.platform,
      listingId: row.id,
      at: now,
    });
    await recordAuditEvent(tx, {
      userId,
      listingId: row.id,
      kind: 'post',
      platform: req.platform,
      outputId: promotion.id,
      content: { text: req.text, fields: req.fields ?? null },
      findings,
      claims,
      permission: allowed.permission,
      attribution: allowed.attribution,
      facts: factsOf(listing),
      at: now,
    });
    const [counter] = await tx.select({ left: users[addon] }).from(users).where(eq(users.id, userId));
    return { ...promotionOut(promotion, findings, counter?.left ?? 0), claims };
  });
  // After the commit: the debit may have left the counter at its last credit.
  await notifyLowCredits(ctx, userId);
  // The link's preview card, drawn by the cards queue (not this process) for the platform's first fetch.
  await ctx.jobs.cards.offer(row.slug);
  return published;
}

export { creditRef };
