import { and, eq, lt } from 'drizzle-orm';
import type { ServicesContext } from '../../app-context';
import { reels } from '../../db/schema';
import { notifyReelChanged } from './notify-reel-changed';
import type { ReelRow } from './reel-out';

/** Progress is written when it moved at least this many percent (about 20 writes per render). */
const STEP = 5;

/**
 * Turns the renderer's progress callbacks (many per second) into a database write and a change
 * notice every few percent, one write at a time. A write that finds no rendering row means the
 * reel was deleted: `onGone` stops the render.
 */
export function progressWriter(ctx: ServicesContext, row: ReelRow, onGone: () => void) {
  let written = row.progress;
  let chain: Promise<void> = Promise.resolve();
  const write = (percent: number) => {
    chain = chain
      .then(async () => {
        const [updated] = await ctx.db
          .update(reels)
          .set({ progress: percent, updated_at: ctx.now() })
          .where(
            and(
              eq(reels.id, row.id),
              eq(reels.status, 'rendering'),
              eq(reels.charges, row.charges),
              lt(reels.progress, percent),
            ),
          )
          .returning({ id: reels.id });
        if (updated) return notifyReelChanged(ctx, row.id);
        const [still] = await ctx.db
          .select({ id: reels.id })
          .from(reels)
          .where(and(eq(reels.id, row.id), eq(reels.status, 'rendering')));
        if (!still) onGone();
      })
      .catch(() => undefined);
  };
  return {
    report(fraction: number) {
      // 100 is written with the video, in the same transaction as the success.
      const percent = Math.min(99, Math.floor(fraction * 100));
      if (percent >= written + STEP) {
        written = percent;
        write(percent);
      }
    },
    flush: () => chain,
  };
}
