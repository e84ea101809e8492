import type { ServicesContext } from '../../app-context';
import { reelTopic } from './reel-out';

/**
 * Tells every process streaming this reel to read it again. A lost notice only delays the
 * stream (the row is the truth, and the stream re-reads it on its heartbeat), so errors are not fatal.
 */
export async function notifyReelChanged(ctx: Pick<ServicesContext, 'feed'>, reelId: string): Promise<void> {
  await ctx.feed.publish(reelTopic(reelId)).catch(() => undefined);
}
