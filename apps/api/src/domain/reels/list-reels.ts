import type { TReel } from '@pp/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reels } from '../../db/schema';

/**
 * The user's reels, newest first, in the spec §3 Reel shape. `final_video` is the download path
 * once rendered ('success'); the reels issue owns rendering and the file route.
 */
export async function listReels(db: DbOrTx, userId: string): Promise<TReel[]> {
  const rows = await db.select().from(reels).where(eq(reels.user_id, userId)).orderBy(desc(reels.created_at));
  return rows.map((r) => ({
    reel_id: r.id,
    final_video: r.video_path,
    from_platform: r.from_platform,
    status: r.status,
    created_at: r.created_at.toISOString(),
  }));
}
