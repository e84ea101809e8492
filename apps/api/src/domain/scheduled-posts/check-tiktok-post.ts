import { TIKTOK_MESSAGES, type TTikTokPost } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { fieldError } from '../../lib/errors';
import { readCreatorInfo } from '../social/tiktok-api';

/**
 * A TikTok post checked against the creator's options when it is scheduled
 * (https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info): the privacy
 * level must be one the account offers, and the reel no longer than the account may post. Both are
 * checked again before the upload, as the options may change by then.
 */
export async function checkTikTokPost(
  ctx: AppContext,
  userId: string,
  choice: TTikTokPost,
  reelSeconds: number,
): Promise<void> {
  const info = await readCreatorInfo(ctx, userId);
  if (!info.privacy_level_options.includes(choice.privacy_level))
    throw fieldError('tiktok.privacy_level', TIKTOK_MESSAGES.privacyNotOffered(info.privacy_level_options));
  const max = info.max_video_post_duration_sec;
  if (max > 0 && reelSeconds > max) throw fieldError('reel_id', TIKTOK_MESSAGES.tooLong(reelSeconds, max));
}
