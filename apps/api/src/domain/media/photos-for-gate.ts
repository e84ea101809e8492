import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mediaPhotos } from '../../db/schema';

/** What the publish gate needs of each photo an output shows (California B&P Code §10140.8). */
export interface GatePhoto {
  id: string;
  altered: boolean;
  /** An unaltered original is kept beside it; altered without one, the gate reports `original_missing`. */
  hasOriginal: boolean;
}

/**
 * The user's photos of these ids as `checkPublicOutput` takes them. Only rows of kind 'photo':
 * an original is never a photo an output shows. Unknown ids are left out.
 */
export async function photosForGate(db: DbOrTx, userId: string, photoIds: string[]): Promise<GatePhoto[]> {
  const ids = [...new Set(photoIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: mediaPhotos.id, altered: mediaPhotos.altered, original: mediaPhotos.original_id })
    .from(mediaPhotos)
    .where(and(eq(mediaPhotos.user_id, userId), inArray(mediaPhotos.id, ids), eq(mediaPhotos.kind, 'photo')));
  return rows.map((r) => ({ id: r.id, altered: r.altered, hasOriginal: r.original !== null }));
}
