import { z } from 'zod';
import type { AddonKey } from './constants';
import { successEnvelope } from './envelope';

/* Platforms are the scheduled-post platforms of social.ts (which re-exports this file, so it takes strings). */

/**
 * What a scheduled post costs (issue 27, "Credits"). A reel is paid once, with its reel credit when
 * it is made; publishing it costs nothing more, to any number of platforms (X and LinkedIn as
 * video, YouTube, Instagram, Facebook Pages, TikTok). Photo posts to Instagram, Facebook Pages and TikTok
 * are included in plans and trials for now: they cost no credit, are counted in usage like every
 * publish, and are held to a fair-use limit per day. Text and photo posts to LinkedIn and X take
 * one credit of their platform, as before; Marketplace takes its credit when the agent fills
 * Facebook's form (a reminder takes none).
 */

/** Instagram, Facebook Page and TikTok photo posts one account may publish in any 24 hours, together. */
export const PHOTO_POST_FAIR_USE_PER_DAY = 25;

/** The platforms whose photo posts are included under the fair-use limit (TikTok's since its photo posts). */
export const FAIR_USE_PLATFORMS = ['instagram', 'facebook_page', 'tiktok'] as const;

const PAID_BY_POST: Partial<Record<string, AddonKey>> = {
  linkedin: 'promote_to_linkedin',
  twitter: 'promote_to_twitter',
};

/**
 * The counter a post spends when it publishes through a platform's API, or null when it spends
 * none: a post carrying a reel, an Instagram, Facebook Page or TikTok photo post, and every YouTube
 * post (always a reel). Marketplace is not published through an API.
 */
export function postCreditAddon(
  platform: string,
  post: { reel_id?: string | null | undefined },
): AddonKey | null {
  if (post.reel_id) return null;
  return PAID_BY_POST[platform] ?? null;
}

/** An Instagram, Facebook Page or TikTok post without a reel: free, counted against the daily fair use. */
export const isFairUsePhotoPost = (
  platform: string,
  post: { reel_id?: string | null | undefined },
): boolean => !post.reel_id && (FAIR_USE_PLATFORMS as readonly string[]).includes(platform);

/** GET /scheduled-posts/photo-fair-use: the account's photo posts in the last 24 hours. */
export const ZPhotoFairUseSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  /** When the next post fits again, while the limit is reached; null below it. */
  next_free_at: z.string().nullable(),
});
export type TPhotoFairUse = z.infer<typeof ZPhotoFairUseSchema>;
export const ZPhotoFairUseResponseSchema = successEnvelope(ZPhotoFairUseSchema);

export const POST_CREDIT_MESSAGES = {
  fairUseRead: 'Photo post fair use fetched',
  /** 429 when scheduling; a scheduled post that reaches it waits with this note instead. */
  fairUseReached: (limit: number) =>
    `You have reached the fair-use limit of ${limit} Instagram, Facebook Page and TikTok photo posts in 24 hours. Photo posts are included in your plan; schedule this one for later.`,
  fairUseWaiting: (limit: number) =>
    `Waiting: the fair-use limit of ${limit} Instagram, Facebook Page and TikTok photo posts in 24 hours is reached. It will publish when the oldest is a day old.`,
} as const;

/** A platform's refusal of a post, in its own words, and what happened to the credit. */
export const platformRefusedMessage = (platform: string, words: string | null, creditTaken: boolean) =>
  `${platform} refused the post${words ? `: "${words}"` : ''}. ${creditTaken ? 'Your credit was given back.' : 'No credit was taken for it.'}`;
