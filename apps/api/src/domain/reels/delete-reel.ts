import { REEL_MESSAGES } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { reels } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../listings/save-listing';
import { notifyReelChanged } from './notify-reel-changed';

/**
 * Deletes the reel and its video. A render in progress notices at its next progress write (the row
 * is gone) and stops; one that finishes meanwhile finds no row to complete and removes its output.
 * Credits stay as they are: a deleted reel was the agent's choice, not a failure.
 */
export async function deleteReel(ctx: AppContext, userId: string, reelId: string): Promise<void> {
  if (!isUuid(reelId)) throw notFound(REEL_MESSAGES.notFound);
  const [deleted] = await ctx.db
    .delete(reels)
    .where(and(eq(reels.id, reelId), eq(reels.user_id, userId)))
    .returning();
  if (!deleted) throw notFound(REEL_MESSAGES.notFound);
  // The outputs include the master (video_path): each stored file once.
  const keys = new Set([deleted.video_path, deleted.poster_path, ...deleted.outputs.map((o) => o.path)]);
  await Promise.all([...keys].filter((k): k is string => k !== null).map((k) => ctx.media.delete(k)));
  await notifyReelChanged(ctx, deleted.id);
}
