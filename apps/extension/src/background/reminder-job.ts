import {
  type TListingDetail,
  type TMarketplaceDraft,
  type TScheduledPost,
  ZCreatePromotionResponseSchema,
  ZListingDetailResponseSchema,
  ZScheduledPostResponseSchema,
} from '@pp/contract';
import type { MarketplaceJobAnswer } from '../common/messages';
import { MessageError } from '../common/messages';
import { readAccount } from './session-store';
import { typedApiCall } from './typed-api-call';

/**
 * The form's fields for a reminder: the saved listing's Marketplace draft (the same the side panel
 * starts from, photos included) with the description the agent scheduled.
 */
export function reminderFields(detail: TListingDetail, post: TScheduledPost): TMarketplaceDraft {
  return { ...detail.drafts.facebook_marketplace, description: post.text };
}

/** Remembers the promotion a reminder's fill took its credit for, so opening it again takes no second one. */
const takenKey = (postId: string) => `pp.mpref.${postId}`;

export async function forgetReminderCredit(postId: string) {
  await chrome.storage.local.remove(takenKey(postId));
}

const problem = (message: string): MarketplaceJobAnswer => ({ job: null, problem: message });

/**
 * A Marketplace form opened from a reminder's email or notification (its address carries the post
 * id): the job is made from the scheduled post and the saved listing, and the credit is taken as a
 * Publish in the side panel takes it (POST /promotions: compliance checked, one credit). What stops
 * it is said on the Facebook page.
 */
export async function reminderJob(postId: string): Promise<MarketplaceJobAnswer> {
  if (!(await readAccount()))
    return problem('Sign in to the Property Promoter extension, then open the reminder link again.');
  try {
    const post = (
      await typedApiCall(
        { path: `/scheduled-posts/${encodeURIComponent(postId)}` },
        ZScheduledPostResponseSchema,
      )
    ).data;
    if (post.platform !== 'facebook_marketplace')
      return problem('This link is not a Facebook Marketplace reminder.');
    if (post.status === 'cancelled') return problem('This Marketplace reminder was cancelled.');
    const detail = (
      await typedApiCall(
        { path: `/listings/${encodeURIComponent(post.listing_id)}` },
        ZListingDetailResponseSchema,
      )
    ).data;
    const fields = reminderFields(detail, post);
    const key = takenKey(postId);
    let promotionId = ((await chrome.storage.local.get(key))[key] as string | undefined) ?? null;
    if (!promotionId) {
      const promotion = await typedApiCall(
        {
          path: '/promotions',
          method: 'POST',
          body: {
            listing_id: post.listing_id,
            platform: 'facebook_marketplace',
            text: [fields.title, fields.description].filter(Boolean).join('\n\n'),
            fields,
          },
        },
        ZCreatePromotionResponseSchema,
      );
      promotionId = promotion.data.promotion_id;
      await chrome.storage.local.set({ [key]: promotionId });
    }
    return {
      job: { promotion_id: promotionId, fields, from_tab: null, reminder_post_id: postId },
      problem: null,
    };
  } catch (error) {
    if (error instanceof MessageError) return problem(error.message);
    throw error;
  }
}
