import { type ScheduledPostPlatform, SOCIAL_MESSAGES, TIKTOK_MESSAGES, type TTikTokPost } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { connectedAccounts, reels } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { isUuid } from '../listings/save-listing';
import { managedPage } from '../social/meta-pages';
import { checkTikTokPhotoPost, checkTikTokPost } from './check-tiktok-post';
import { checkVideoPost } from './check-video-post';

/** The reel is the user's and finished; answers its length in seconds. */
async function checkReel(ctx: AppContext, userId: string, reelId: string) {
  const [reel] = isUuid(reelId)
    ? await ctx.db
        .select({ status: reels.status, video: reels.video_path, seconds: reels.duration_sec })
        .from(reels)
        .where(and(eq(reels.id, reelId), eq(reels.user_id, userId)))
    : [];
  if (reel?.status !== 'success' || !reel.video) throw fieldError('reel_id', SOCIAL_MESSAGES.reelNotReady);
  return reel.seconds;
}

/**
 * What an Instagram or Facebook Page post needs beyond the account, refused when it is scheduled
 * rather than when it publishes: a chosen Page (the post's own, one the member manages, or the
 * connection's), an Instagram professional account linked to it (a
 * personal account cannot publish through the API), media for Instagram, and a finished reel. A
 * YouTube post needs a finished reel and its choices; a TikTok post a reel or photos, and its creator info;
 * a reel for X or LinkedIn must fit the platform's video rules.
 */
export async function checkMetaPost(
  ctx: AppContext,
  userId: string,
  platform: ScheduledPostPlatform,
  post: {
    reel_id?: string | undefined;
    photo_ids: string[];
    youtube?: unknown;
    tiktok?: TTikTokPost;
    page_id?: string | undefined;
  },
): Promise<void> {
  const meta = platform === 'instagram' || platform === 'facebook_page';
  if (post.reel_id && platform === 'facebook_marketplace')
    throw fieldError('reel_id', SOCIAL_MESSAGES.reelOnlyOnMeta);
  // X and LinkedIn take the reel as a video: one they would refuse is refused now, in words.
  if (post.reel_id && (platform === 'twitter' || platform === 'linkedin'))
    return checkVideoPost(ctx, userId, platform, post.reel_id);
  // A Short is a reel with a title: both refused now rather than when the upload would start.
  if (platform === 'youtube') {
    if (!post.youtube) throw fieldError('youtube.title', SOCIAL_MESSAGES.youtubeNeedsTitle);
    if (!post.reel_id) throw fieldError('reel_id', SOCIAL_MESSAGES.youtubeNeedsReel);
    await checkReel(ctx, userId, post.reel_id);
    return;
  }
  if (platform === 'tiktok') {
    if (!post.tiktok)
      throw fieldError(
        'tiktok.privacy_level',
        post.reel_id ? TIKTOK_MESSAGES.needsPrivacy : TIKTOK_MESSAGES.needsPhotoPrivacy,
      );
    // Without a reel it is a photo post (issue 27): photos, checked as TikTok takes them.
    if (!post.reel_id) return checkTikTokPhotoPost(ctx, userId, post.tiktok, post.photo_ids);
    const seconds = await checkReel(ctx, userId, post.reel_id);
    return checkTikTokPost(ctx, userId, post.tiktok, seconds);
  }
  if (!meta) return;
  if (post.page_id) {
    // A Page for this post alone: one the member manages now (read from Meta), with Instagram linked.
    const page = await managedPage(ctx, userId, post.page_id);
    if (!page) throw fieldError('page_id', SOCIAL_MESSAGES.pageNotManaged);
    if (platform === 'instagram' && !page.instagram)
      throw fieldError('page_id', SOCIAL_MESSAGES.instagramNotProfessional);
  } else {
    const [account] = await ctx.db
      .select({ page: connectedAccounts.page_id, ig: connectedAccounts.ig_user_id })
      .from(connectedAccounts)
      .where(and(eq(connectedAccounts.user_id, userId), eq(connectedAccounts.platform, 'facebook')));
    if (!account?.page) throw fieldError('platform', SOCIAL_MESSAGES.needsPage);
    if (platform === 'instagram' && !account.ig)
      throw fieldError('platform', SOCIAL_MESSAGES.instagramNotProfessional);
  }
  if (post.reel_id) await checkReel(ctx, userId, post.reel_id);
  else if (platform === 'instagram' && post.photo_ids.length === 0)
    throw fieldError('photo_ids', SOCIAL_MESSAGES.instagramNeedsMedia);
}
