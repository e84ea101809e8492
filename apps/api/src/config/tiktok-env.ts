import { z } from 'zod';

/**
 * TikTok (issue 27): Login Kit for Web and the Content Posting API; off without a client key.
 * https://developers.tiktok.com/doc/login-kit-web (consent on www.tiktok.com) and
 * https://developers.tiktok.com/doc/content-posting-api-get-started (the API on open.tiktokapis.com).
 */
export const tiktokEnvFields = {
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  TIKTOK_AUTH_BASE: z.url().default('https://www.tiktok.com'),
  TIKTOK_API_BASE: z.url().default('https://open.tiktokapis.com'),
  /**
   * The app is approved for Direct Post (video.publish, audited): reels go straight to the profile.
   * Off, they go to the creator's inbox (video.upload) and the agent finishes the post in TikTok.
   */
  TIKTOK_DIRECT_POST: z.stringbool().default(false),
  /**
   * TikTok fetches the reel itself (PULL_FROM_URL) from its signed public address, valid an hour:
   * only once the media domain (PUBLIC_MEDIA_BASE, else APP_URL) is verified with TikTok
   * (https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide#pull_from_url).
   * Off, the worker sends the bytes (FILE_UPLOAD).
   */
  TIKTOK_PULL_FROM_URL: z.stringbool().default(false),
  /**
   * Bytes per upload PUT. TikTok takes chunks of 5 to 64 MB, a video under 5 MB in one piece
   * (https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide); tests lower it.
   */
  TIKTOK_CHUNK_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /** First wait between status reads (status/fetch allows 30 a minute); each next wait doubles. */
  TIKTOK_POLL_MS: z.coerce.number().int().min(10).default(5_000),
  /** Status reads in one try; a post still processing after them is re-checked later (below), not failed. */
  TIKTOK_POLL_TRIES: z.coerce.number().int().min(1).max(30).default(8),
  /**
   * First wait before a post TikTok is still processing is asked about again (status/fetch only, never
   * a second upload); later waits grow with the time it has been processing, up to two hours.
   */
  TIKTOK_RECHECK_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(5 * 60_000),
  /** How long a post may stay "still processing at TikTok" before we stop asking and say so. */
  TIKTOK_RECHECK_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(24 * 3_600_000),
};

type TikTokEnv = z.infer<z.ZodObject<typeof tiktokEnvFields>>;

/** Production's reasons to refuse TikTok's settings: a stand-in address, a half-set client. */
export function tiktokProblems(env: TikTokEnv): string[] {
  const problems: string[] = [];
  for (const name of ['TIKTOK_AUTH_BASE', 'TIKTOK_API_BASE'] as const)
    if (!env[name].startsWith('https://'))
      problems.push(`${name} must be an https address (a local stand-in is for tests)`);
  if (env.TIKTOK_CLIENT_KEY && !env.TIKTOK_CLIENT_SECRET)
    problems.push('TIKTOK_CLIENT_SECRET is required with TIKTOK_CLIENT_KEY');
  if (env.TIKTOK_CHUNK_BYTES < 5 * 1024 * 1024)
    problems.push('TIKTOK_CHUNK_BYTES must be at least 5 MB (TikTok refuses smaller chunks)');
  return problems;
}
