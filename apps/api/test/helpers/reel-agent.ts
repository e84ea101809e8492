import { randomUUID } from 'node:crypto';
import type { SocialPlatform } from '@pp/contract';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { reels } from '../../src/db/schema';
import { addCredits, ledgerBalances } from '../../src/domain/credits/change-credits';
import { createAccount } from './accounts';
import { listingOf } from './sample-listing';
import { connectAccount } from './social';

/**
 * An agent who posts reels to one platform (TikTok, YouTube): the sample listing's own agent (so
 * short captions pass the advertising checks), with credits, `platform` connected through its
 * stand-in, a saved listing and a finished reel of `size` bytes (and `seconds`, when given) in the
 * media store. `credits` reads the counter older posts were charged to, so tests can show a reel
 * post takes none.
 */
export async function reelAgent(
  app: App,
  db: Db,
  platform: SocialPlatform,
  { size = 5000, seconds }: { size?: number; seconds?: number } = {},
) {
  const agent = await createAccount(app, { trial: true, name: 'Jason Lieberman' });
  const now = app.ctx.now();
  await addCredits(db, agent.userId, 'promote_to_facebook_marketplace', 5, 'grant', `t-${agent.userId}`, now);
  await connectAccount(app, agent, platform);
  const listing = await listingOf(app, agent);
  const id = randomUUID();
  const key = `reels/${agent.userId}/${id}.mp4`;
  const bytes = Buffer.alloc(size, `reel ${id} `);
  await app.ctx.media.put(key, bytes);
  await db.insert(reels).values({
    id,
    user_id: agent.userId,
    listing_id: listing.listing_id,
    from_platform: 'zillow',
    status: 'success',
    video_path: key,
    ...(seconds === undefined ? {} : { duration_sec: seconds }),
    progress: 100,
    created_at: now,
    updated_at: now,
  });
  const credits = async () => (await ledgerBalances(db, agent.userId)).promote_to_facebook_marketplace ?? 0;
  return { agent, listing, reel: { id, bytes }, credits };
}
