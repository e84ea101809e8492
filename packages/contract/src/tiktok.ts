import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * TikTok (issue 27): what the agent chooses for a post, and what the creator's account allows
 * (https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info).
 */

/** post_info.privacy_level: the creator's privacy_level_options are a subset of these. */
export const TIKTOK_PRIVACY_LEVELS = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const;
export type TikTokPrivacyLevel = (typeof TIKTOK_PRIVACY_LEVELS)[number];

/** The words shown for each privacy level. */
export const TIKTOK_PRIVACY_LABELS: Record<TikTokPrivacyLevel, string> = {
  PUBLIC_TO_EVERYONE: 'Everyone',
  MUTUAL_FOLLOW_FRIENDS: 'Friends',
  FOLLOWER_OF_CREATOR: 'Followers',
  SELF_ONLY: 'Only me',
};

/**
 * The agent's choice. TikTok's UX guidelines require the creator to pick the privacy level (no
 * default), and comments, duets and stitches are allowed unless the creator turns them off.
 */
const ZTikTokChoiceSchema = z.object({
  privacy_level: z.enum(TIKTOK_PRIVACY_LEVELS),
  disable_comment: z.boolean().default(false),
  disable_duet: z.boolean().default(false),
  disable_stitch: z.boolean().default(false),
  /**
   * Commercial content disclosure (Direct Post's post_info, https://developers.tiktok.com/doc/content-posting-api-reference-direct-post):
   * brand_organic_toggle, the creator's own business ("Your brand": a listing reel promotes the agent's
   * own business); brand_content_toggle, a paid partnership for a third party ("Branded content").
   */
  brand_organic_toggle: z.boolean().default(false),
  brand_content_toggle: z.boolean().default(false),
});

/**
 * The agent's choice, held to the content sharing guidelines
 * (https://developers.tiktok.com/doc/content-sharing-guidelines, "Commercial content disclosure"):
 * branded content cannot be private, so brand_content_toggle with SELF_ONLY is refused.
 */
export const ZTikTokVideoSchema = ZTikTokChoiceSchema.superRefine((v, ctx) => {
  if (v.brand_content_toggle && v.privacy_level === 'SELF_ONLY')
    ctx.addIssue({ code: 'custom', path: ['privacy_level'], message: TIKTOK_DISCLOSURE.brandedNotPrivate });
});
export type TTikTokVideo = z.infer<typeof ZTikTokVideoSchema>;

/** A TikTok post as shown: the choice, and whether it went to the inbox for the agent to finish. */
export const ZTikTokPostSchema = ZTikTokChoiceSchema.extend({
  sent_to_inbox: z.boolean().optional(),
  // Posts scheduled before the disclosure was built have neither toggle.
  brand_organic_toggle: z.boolean().optional(),
  brand_content_toggle: z.boolean().optional(),
});
export type TTikTokPost = z.infer<typeof ZTikTokPostSchema>;

/** GET /connected-accounts/tiktok/creator-info: creator_info/query, read before posting. */
export const ZTikTokCreatorInfoSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  privacy_level_options: z.array(z.enum(TIKTOK_PRIVACY_LEVELS)),
  comment_disabled: z.boolean(),
  duet_disabled: z.boolean(),
  stitch_disabled: z.boolean(),
  max_video_post_duration_sec: z.number(),
  /** Direct Post (the app is audited for it) or the inbox, where the agent finishes in TikTok. */
  direct_post: z.boolean(),
  /**
   * Photo posts are possible: this server's media address is verified with TikTok (photos come only
   * by PULL_FROM_URL). Absent from servers before photo posts: none.
   */
  photo_posts: z.boolean().optional(),
});
export type TTikTokCreatorInfo = z.infer<typeof ZTikTokCreatorInfoSchema>;
export const ZTikTokCreatorInfoResponseSchema = successEnvelope(ZTikTokCreatorInfoSchema);

/** A caption (post_info.title) is at most 2,200 UTF-16 runes (video/init's post_info). */
export const TIKTOK_CAPTION_LIMIT = 2200;

/**
 * A photo post (https://developers.tiktok.com/doc/content-posting-api-reference-photo-post): the post's
 * text is post_info.description (at most 4,000 UTF-16 runes; the title, at most 90, is left out), up to
 * 35 photos as JPEG or WEBP, pulled by TikTok from their addresses (PULL_FROM_URL only).
 */
export const TIKTOK_PHOTO_LIMITS = { description: 4000, photos: 35 } as const;
export const TIKTOK_PHOTO_MIMES = ['image/jpeg', 'image/webp'] as const;

/** TikTok's Branded Content Policy, linked from the consent line when branded content is chosen. */
export const TIKTOK_BRANDED_CONTENT_POLICY_URL = 'https://www.tiktok.com/legal/page/global/bc-policy/en';

/** What a TikTok post is: a video (one of the listing's reels) or a photo post (issue 27). */
export type TikTokPostKind = 'video' | 'photos';

/**
 * The commercial content disclosure's words, as the content sharing guidelines give them
 * (https://developers.tiktok.com/doc/content-sharing-guidelines): a "Disclose video content" switch,
 * off by default; when on, "Your brand" and/or "Branded content" must be chosen before posting; the
 * label the post will carry; branded content cannot be private. The sentences that name the post are
 * tiktokDisclosureText's (a video's or a photo's); these name none.
 */
export const TIKTOK_DISCLOSURE = {
  yourBrand: 'Your brand',
  brandedContent: 'Branded content',
  chooseOne: 'You need to indicate if your content promotes yourself, a third party, or both.',
  brandedNotPrivate: 'Branded content visibility cannot be set to private.',
  /** The consent line when branded content is chosen (else TIKTOK_MESSAGES.musicConsent). */
  brandedConsent: "By posting, you agree to TikTok's Branded Content Policy and Music Usage Confirmation.",
} as const;

/**
 * The disclosure's sentences that name the post, for a video or a photo post. The guidelines word
 * them for a video ("Disclose video content", "This video will be classified as Brand Organic") and
 * give the label prompt as "Your photo/video will be labeled as 'Promotional content'": a photo post
 * reads "photo" where a video reads "video", TikTok's sentences otherwise word for word.
 */
export function tiktokDisclosureText(kind: TikTokPostKind) {
  const noun = kind === 'video' ? 'video' : 'photo';
  return {
    switchLabel: `Disclose ${noun} content`,
    switchHelp: `Turn on to disclose that this ${noun} promotes goods or services in exchange for something of value. Your ${noun} could promote yourself, a third party, or both.`,
    yourBrandHelp: `You are promoting yourself or your own business. This ${noun} will be classified as Brand Organic.`,
    brandedContentHelp: `You are promoting another brand or a third party. This ${noun} will be classified as Branded Content.`,
    labeledPromotional: `Your ${noun} will be labeled as 'Promotional content'.`,
    labeledPaidPartnership: `Your ${noun} will be labeled as 'Paid partnership'.`,
  };
}

/** The label TikTok puts on the post for a disclosure, or null when none is chosen. */
export const tiktokDisclosureLabel = (
  v: { brand_organic_toggle?: boolean; brand_content_toggle?: boolean },
  kind: TikTokPostKind,
) =>
  v.brand_content_toggle
    ? tiktokDisclosureText(kind).labeledPaidPartnership
    : v.brand_organic_toggle
      ? tiktokDisclosureText(kind).labeledPromotional
      : null;

/** TikTok's Music Usage Confirmation, linked from the consent line. */
export const TIKTOK_MUSIC_USAGE_URL = 'https://www.tiktok.com/legal/page/global/music-usage-confirmation/en';

export const TIKTOK_MESSAGES = {
  creatorInfoRead: 'TikTok account options fetched',
  needsReel: 'A TikTok post needs a finished reel of this listing',
  /** Neither a reel nor a photo chosen. */
  needsMedia: 'A TikTok post needs a finished reel of this listing or at least one photo',
  /**
   * TikTok takes photos only by PULL_FROM_URL from a domain or URL prefix the app has verified
   * (https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide): refused until the
   * operator has done so (TIKTOK_PULL_FROM_URL).
   */
  photosNotConfigured:
    'TikTok photo posts are not set up on this server: TikTok fetches photos only from a web address verified with TikTok, and ours is not yet. Post a reel to TikTok instead, or ask your administrator.',
  photoFormat: (names: number[]) =>
    `TikTok takes photos as JPEG or WEBP only; photo ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} another format. Choose other photos.`,
  needsPrivacy: 'Choose who can watch the TikTok video',
  needsPhotoPrivacy: 'Choose who can view the TikTok photos',
  privacyNotOffered: (offered: string[]) =>
    `This TikTok account does not offer that privacy level. Choose one of: ${offered.join(', ')}.`,
  tooLong: (reelSec: number, maxSec: number) =>
    `TikTok takes videos of at most ${maxSec} seconds from this account; this reel is ${reelSec} seconds. Choose a shorter reel.`,
  finishInTikTok: 'Open TikTok to finish your post: it is waiting in your TikTok inbox.',
  /** Said before the post button (Direct Post UX guidelines: https://developers.tiktok.com/doc/content-sharing-guidelines). */
  musicConsent: "By posting, you agree to TikTok's Music Usage Confirmation.",
  /**
   * The creator cannot post through the API at this moment (creator_info/query and video/init error
   * codes: https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info). The
   * UX guidelines (https://developers.tiktok.com/doc/content-sharing-guidelines) ask to stop the
   * attempt and tell the creator; these are never tried again by the queue.
   */
  cannotPostNow: {
    spam_risk_too_many_posts:
      'This TikTok account has made as many posts through apps today as TikTok allows. Try again tomorrow, or post it in the TikTok app.',
    spam_risk_user_banned_from_posting:
      'TikTok does not let this account make new posts at the moment. Check the account in the TikTok app.',
    reached_active_user_cap:
      'TikTok has reached its daily limit of accounts posting through Property Promoter. Try again tomorrow.',
  } as Record<string, string>,
  /** The upload is done and TikTok has not finished processing it: not failed, asked again later. */
  stillProcessing:
    'Still processing at TikTok. The video is uploaded; we check again with TikTok until it is published.',
  /** TIKTOK_RECHECK_WINDOW_MS passed without an answer: said as it is, not as a refusal. */
  processingTimedOut: (windowMs: number) =>
    `TikTok had not finished processing the video ${spanInWords(windowMs)} after it was uploaded, so we stopped checking. It may still appear on your TikTok profile: look there before posting it again.`,
} as const;

/**
 * A post uploaded to TikTok that TikTok was still processing when last asked (processing_since set
 * while publishing): not failed, and re-checked by the server over hours, so the apps say
 * TIKTOK_MESSAGES.stillProcessing and do not watch it as a post on its way.
 */
export const stillProcessingAtTikTok = (post: { status: string; processing_since?: string | null }) =>
  post.status === 'publishing' && !!post.processing_since;

/** A span as the agent reads it: whole hours from an hour up, else minutes (at least one, never "0 hours"). */
export function spanInWords(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ms >= 3_600_000) return plural(Math.round(ms / 3_600_000), 'hour');
  return plural(Math.max(1, Math.round(ms / 60_000)), 'minute');
}
