import {
  hasLink,
  POST_ACCOUNT,
  postCreditAddon,
  type ScheduledPostPlatform,
  SOCIAL_MESSAGES,
  stillProcessingAtTikTok,
  type TConnectedAccount,
  type TCreateScheduledPostRequest,
  type TFacebookPage,
  TIKTOK_MESSAGES,
  type TikTokPostKind,
  type TikTokPrivacyLevel,
  type TScheduledPost,
  type TTikTokCreatorInfo,
  tiktokDisclosureRules,
  type YouTubePrivacy,
} from '@pp/contract';

/**
 * "Publish this reel" (issue 27): which platforms a finished reel can go to from the side panel,
 * what each one still needs before it can, the requests (the contract's scheduled-post shape) and
 * the words for each post's outcome. Kept apart from the components so it is tested without a DOM.
 */

export type ReelPlatform = Exclude<ScheduledPostPlatform, 'facebook_marketplace'>;

export const REEL_PLATFORMS: Array<[ReelPlatform, string]> = [
  ['instagram', 'Instagram'],
  ['facebook_page', 'Facebook Page'],
  ['tiktok', 'TikTok'],
  ['youtube', 'YouTube Shorts'],
  ['linkedin', 'LinkedIn'],
  ['twitter', 'X'],
];

export const platformName = (p: ReelPlatform) => REEL_PLATFORMS.find(([id]) => id === p)?.[1] ?? p;

/** A connection that still posts (an expiring one does, until its date); expired or revoked do not. */
const usable = (a: TConnectedAccount) => a.health === 'connected' || a.health === 'expiring';

/**
 * The platforms the agent can choose (a working connection) and the rest, which the panel links to
 * the web app's connected accounts. Instagram also needs a professional account linked to the
 * chosen Page; a Facebook connection without a chosen Page still offers the Page, with a picker.
 */
export function reelChoices(accounts: TConnectedAccount[]) {
  const byPlatform = new Map(accounts.filter(usable).map((a) => [a.platform, a]));
  const connected: ReelPlatform[] = [];
  const missing: ReelPlatform[] = [];
  for (const [platform] of REEL_PLATFORMS) {
    const account = byPlatform.get(POST_ACCOUNT[platform] ?? 'linkedin');
    const ok = account !== undefined && (platform !== 'instagram' || !!account.page?.instagram);
    (ok ? connected : missing).push(platform);
  }
  return { connected, missing };
}

/** What the agent chooses besides the platforms; TikTok's privacy starts unchosen (TikTok's rule). */
export interface ReelPublishChoice {
  platforms: ReelPlatform[];
  caption: string;
  tiktokPrivacy: TikTokPrivacyLevel | '';
  youtubeTitle: string;
  youtubePrivacy: YouTubePrivacy;
  /**
   * The Facebook Page of these posts (Instagram: the account linked to it): the connection's Page to
   * start with; another chosen here goes with these posts only (page_id), never the account's.
   */
  pageId: string;
  /**
   * TikTok's interactions, each off until the agent turns it on: TikTok's Direct Post UX guidelines
   * (https://developers.tiktok.com/doc/content-sharing-guidelines) say none is ticked by default, and
   * one the account turned off (creator_info) is greyed out and sent off.
   */
  tiktokAllow: { comment: boolean; duet: boolean; stitch: boolean };
  /**
   * TikTok's commercial content disclosure (content sharing guidelines): the switch, off to start,
   * then "Your brand" (the agent's own business) and/or "Branded content" (a paid partnership).
   */
  tiktokDisclosure: { disclose: boolean; yourBrand: boolean; branded: boolean };
  /** X: a caption's links go in a reply (X's API charges more for a post with a link), as on the X tab. */
  linkInReply: boolean;
}

/** The shared TikTok disclosure rules (packages/contract's tiktokDisclosureRules) of the panel's choice. */
export const disclosureRules = (choice: ReelPublishChoice, kind: TikTokPostKind) =>
  tiktokDisclosureRules({ privacy: choice.tiktokPrivacy, ...choice.tiktokDisclosure, kind });

/**
 * What still stops each chosen platform, as the sentence shown beside its options. `tiktokKind`: the
 * TikTok photo card shares these rules with the reel card (a video) and words them for photos.
 */
export function missingOptions(
  choice: ReelPublishChoice,
  ctx: {
    tiktok: TTikTokCreatorInfo | null;
    reelSeconds: number;
    pages?: TFacebookPage[] | null;
    tiktokKind?: TikTokPostKind;
  },
): Partial<Record<ReelPlatform, string>> {
  const out: Partial<Record<ReelPlatform, string>> = {};
  const chosen = new Set(choice.platforms);
  const kind = ctx.tiktokKind ?? 'video';
  if (chosen.has('tiktok')) {
    const max = ctx.tiktok?.max_video_post_duration_sec ?? 0;
    if (!ctx.tiktok) out.tiktok = 'Reading your TikTok account…';
    else if (max > 0 && ctx.reelSeconds > max) out.tiktok = TIKTOK_MESSAGES.tooLong(ctx.reelSeconds, max);
    else if (!choice.tiktokPrivacy)
      out.tiktok = kind === 'photos' ? TIKTOK_MESSAGES.needsPhotoPrivacy : TIKTOK_MESSAGES.needsPrivacy;
    else {
      const problem = disclosureRules(choice, kind).problem;
      if (problem) out.tiktok = problem;
    }
  }
  if (chosen.has('youtube') && choice.youtubeTitle.trim() === '')
    out.youtube = 'Give the YouTube video a title';
  if (chosen.has('facebook_page') && !choice.pageId) out.facebook_page = 'Choose the Facebook Page';
  if (chosen.has('instagram')) {
    const page = ctx.pages?.find((p) => p.id === choice.pageId);
    if (!choice.pageId) out.instagram = 'Choose the Facebook Page linked to your Instagram account';
    else if (page && !page.instagram) out.instagram = SOCIAL_MESSAGES.instagramNotProfessional;
  }
  return out;
}

/** One request per chosen platform: the reel, the caption and that platform's options only. */
export function reelRequests(
  choice: ReelPublishChoice,
  ctx: {
    listingId: string;
    reelId: string;
    publishAt: string | null;
    timeZone: string;
    tiktok: TTikTokCreatorInfo | null;
  },
): TCreateScheduledPostRequest[] {
  return choice.platforms.map((platform) => ({
    listing_id: ctx.listingId,
    platform,
    text: choice.caption,
    reel_id: ctx.reelId,
    time_zone: ctx.timeZone,
    ...(ctx.publishAt ? { publish_at: ctx.publishAt } : {}),
    ...(platform === 'twitter' && choice.linkInReply && hasLink(choice.caption)
      ? { link_in_reply: true }
      : {}),
    ...(platform === 'youtube'
      ? { youtube: { title: choice.youtubeTitle.trim(), privacy: choice.youtubePrivacy } }
      : {}),
    ...(platform === 'tiktok' && choice.tiktokPrivacy
      ? {
          tiktok: {
            privacy_level: choice.tiktokPrivacy,
            // Only what the agent turned on; one the account turned off is sent off (TikTok's UX guidelines).
            disable_comment: !choice.tiktokAllow.comment || ctx.tiktok?.comment_disabled === true,
            disable_duet: !choice.tiktokAllow.duet || ctx.tiktok?.duet_disabled === true,
            disable_stitch: !choice.tiktokAllow.stitch || ctx.tiktok?.stitch_disabled === true,
            ...disclosureRules(choice, 'video').toggles,
          },
        }
      : {}),
    ...((platform === 'instagram' || platform === 'facebook_page') && choice.pageId
      ? { page_id: choice.pageId }
      : {}),
  }));
}

/** The cost line: a reel paid with its reel credit publishes anywhere at no further credit. */
export function reelCostLine(platforms: ReelPlatform[], reelId: string): string {
  const paid = platforms.filter((p) => postCreditAddon(p, { reel_id: reelId }) !== null);
  if (platforms.length === 0) return 'Choose where to publish.';
  return paid.length === 0
    ? `Costs no credit: the reel was paid when it was made (${platforms.length} ${platforms.length === 1 ? 'post' : 'posts'}).`
    : `${paid.map(platformName).join(', ')} take one credit each.`;
}

export type PostTone = 'ok' | 'wait' | 'act' | 'error';

/** A post's outcome in the agent's words: published with its link, processing, finish in TikTok, failed. */
export function postOutcome(post: TScheduledPost): { tone: PostTone; text: string; link: string | null } {
  if (post.tiktok?.sent_to_inbox) return { tone: 'act', text: TIKTOK_MESSAGES.finishInTikTok, link: null };
  // Uploaded, and TikTok was still at work when last asked: not failed, asked again later.
  if (stillProcessingAtTikTok(post))
    return { tone: 'wait', text: TIKTOK_MESSAGES.stillProcessing, link: null };
  switch (post.status) {
    case 'published':
      return { tone: 'ok', text: 'Published', link: post.external_url };
    case 'publishing':
      return { tone: 'wait', text: 'Processing on the platform…', link: null };
    case 'scheduled':
      return { tone: 'wait', text: `Scheduled for ${post.publish_at_local}`, link: null };
    case 'failed':
      return { tone: 'error', text: post.error ?? 'The post could not be published.', link: null };
    case 'cancelled':
      return { tone: 'error', text: 'Cancelled', link: null };
  }
}
