import type { TTikTokCreatorInfo } from '../tiktok';

/**
 * What GET /connected-accounts/tiktok/creator-info answers for a test creator: Jane Agent, who may post
 * publicly or to herself, with Direct Post approved and every interaction open. The web app's and the
 * side panel's tests override the fields they are about (privacy levels, switches, photo posts).
 */
export const tiktokCreatorInfo = (over: Partial<TTikTokCreatorInfo> = {}): TTikTokCreatorInfo => ({
  username: 'jane.agent',
  nickname: 'Jane Agent',
  privacy_level_options: ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'],
  comment_disabled: false,
  duet_disabled: false,
  stitch_disabled: false,
  max_video_post_duration_sec: 60,
  direct_post: true,
  ...over,
});
