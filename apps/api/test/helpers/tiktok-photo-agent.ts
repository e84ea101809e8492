import { eq, inArray } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { creditLedger, mediaPhotos, scheduledPosts } from '../../src/db/schema';
import { photoBytes } from '../../src/domain/social/photo-bytes';
import { reelAgent } from './reel-agent';
import { photo, uploadPhotos } from './reels';
import { schedulePost } from './social';

/**
 * An agent posting photos to TikTok: TikTok connected, a listing with `jpegs` JPEG photos (and a PNG,
 * which TikTok does not take), and `request` to schedule a photo post. `stored` reads a photo's bytes
 * from the media store, to compare with what TikTok pulled; `written` counts the agent's scheduled
 * posts and credit movements, to show a refusal wrote nothing.
 */
export async function tiktokPhotoAgent(app: App, db: Db, jpegs = 3) {
  const { agent, listing, credits } = await reelAgent(app, db, 'tiktok');
  const files = await Promise.all(Array.from({ length: jpegs }, (_, i) => photo('jpeg', 64, 48, i * 50)));
  const uploaded = await uploadPhotos(app, agent, files, listing.listing_id);
  const [png] = await uploadPhotos(app, agent, [await photo('png', 64, 48)], listing.listing_id);
  const request = (text: string, photoIds: string[], tiktok: unknown, publishAt?: string) =>
    app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'tiktok',
        text,
        photo_ids: photoIds,
        ...(tiktok === undefined ? {} : { tiktok }),
        ...(publishAt ? { publish_at: publishAt } : {}),
      }),
    );
  const stored = async (photoId: string) => {
    const [row] = await db.select().from(mediaPhotos).where(eq(mediaPhotos.id, photoId));
    return photoBytes(app.ctx, row!);
  };
  const written = async () => ({
    posts: (await db.select().from(scheduledPosts).where(eq(scheduledPosts.user_id, agent.userId))).length,
    ledger: (
      await db
        .select()
        .from(creditLedger)
        .where(inArray(creditLedger.user_id, [agent.userId]))
    ).length,
  });
  return {
    agent,
    listing,
    credits,
    photoIds: uploaded.map((p) => p.photo_id),
    pngId: png!.photo_id,
    request,
    stored,
    written,
  };
}
