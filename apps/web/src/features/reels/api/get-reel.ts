import { type TReel, ZReelSchema } from '@pp/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /marketing/reels/:id: one reel, for polling when the event stream is not available. */
export async function getReel(reelId: string, signal?: AbortSignal): Promise<TReel> {
  return (await apiRequest(`/marketing/reels/${encodeURIComponent(reelId)}`, { schema: ZReelSchema, signal }))
    .data;
}
