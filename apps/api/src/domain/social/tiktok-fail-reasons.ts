/**
 * status/fetch's fail_reason in the agent's words
 * (https://developers.tiktok.com/doc/content-posting-api-reference-get-video-status, "fail_reason").
 * A reason not listed is shown with its underscores as spaces.
 */
const WORDS: Record<string, string> = {
  file_format_check_failed: 'TikTok could not read the video file',
  duration_check_failed: 'the video is longer or shorter than TikTok allows',
  frame_rate_check_failed: "the video's frame rate is not one TikTok takes",
  picture_size_check_failed: "the video's size in pixels is not one TikTok takes",
  internal: 'TikTok had an internal error',
  video_pull_failed: 'TikTok could not fetch the video',
  publish_cancelled: 'the post was cancelled',
  auth_removed: 'the TikTok account removed its permission; reconnect it',
  spam_risk_too_many_posts: 'the account posted too many times today',
  spam_risk_user_banned_from_posting: 'the account may not post at the moment',
  spam_risk_text: 'TikTok flagged the caption as spam',
  spam_risk: 'TikTok flagged the post as spam',
};

/**
 * A photo post's reasons where they differ
 * (https://developers.tiktok.com/doc/content-posting-api-reference-photo-post; the same status/fetch).
 */
const PHOTO_WORDS: Record<string, string> = {
  file_format_check_failed: 'TikTok could not read a photo (it takes JPEG or WEBP)',
  picture_size_check_failed: "a photo's size in pixels is not one TikTok takes",
  url_ownership_unverified:
    'TikTok could not verify that the photo addresses belong to this app; the server administrator must verify the media address with TikTok',
  video_pull_failed: 'TikTok could not fetch the photos',
  photo_pull_failed: 'TikTok could not fetch the photos',
};

export const failReasonInWords = (reason: string, photo = false): string =>
  (photo ? PHOTO_WORDS[reason] : undefined) ??
  WORDS[reason] ??
  (reason.replaceAll('_', ' ').trim() || 'no reason given');
