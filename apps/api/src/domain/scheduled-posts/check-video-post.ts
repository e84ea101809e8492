import { LINKEDIN_VIDEO_LIMITS, SOCIAL_MESSAGES, videoProblem, X_VIDEO_LIMITS } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { reels } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { isUuid } from '../listings/save-listing';

export const VIDEO_LIMITS = { twitter: X_VIDEO_LIMITS, linkedin: LINKEDIN_VIDEO_LIMITS } as const;

/**
 * A reel posted as a video to X or LinkedIn: the user's, finished, and within the platform's length,
 * size and aspect rules (the master's own size, from its rendered outputs). Refused when it is
 * scheduled, before any upload, with the rule in words on `reel_id`.
 */
export async function checkVideoPost(
  ctx: AppContext,
  userId: string,
  platform: keyof typeof VIDEO_LIMITS,
  reelId: string,
): Promise<void> {
  const [reel] = isUuid(reelId)
    ? await ctx.db
        .select()
        .from(reels)
        .where(and(eq(reels.id, reelId), eq(reels.user_id, userId)))
    : [];
  if (reel?.status !== 'success' || !reel.video_path)
    throw fieldError('reel_id', SOCIAL_MESSAGES.reelNotReady);
  const master = reel.outputs.find((o) => o.path === reel.video_path) ?? reel.outputs[0];
  const problem = videoProblem(VIDEO_LIMITS[platform], {
    seconds: reel.duration_sec,
    bytes: reel.video_bytes ?? master?.bytes,
    width: master?.width,
    height: master?.height,
  });
  if (problem) throw fieldError('reel_id', problem);
}
