import { randomBytes, randomUUID } from 'node:crypto';
import type { App } from '../../src/app';
import { reels } from '../../src/db/schema';
import type { TestAccount } from './accounts';

/**
 * A finished reel of `bytes` random bytes and `seconds` long, stored as the media store keeps a
 * rendered MP4, with its 9:16 master recorded as the render records it (the platform checks read
 * the size and shape from there). Random bytes, so a test can tell the whole file arrived in order.
 */
export async function videoReel(
  app: App,
  agent: Pick<TestAccount, 'userId'>,
  listingId: string,
  options: { bytes?: number; seconds?: number; width?: number; height?: number } = {},
) {
  const id = randomUUID();
  const key = `reels/${agent.userId}/${id}.mp4`;
  const bytes = randomBytes(options.bytes ?? 300_000);
  await app.ctx.media.put(key, bytes);
  const now = app.ctx.now();
  await app.ctx.db.insert(reels).values({
    id,
    user_id: agent.userId,
    listing_id: listingId,
    from_platform: 'zillow',
    status: 'success',
    video_path: key,
    video_bytes: bytes.length,
    duration_sec: options.seconds ?? 30,
    outputs: [
      {
        size: '9:16',
        path: key,
        width: options.width ?? 1080,
        height: options.height ?? 1920,
        bytes: bytes.length,
      },
    ],
    progress: 100,
    created_at: now,
    updated_at: now,
  });
  return { id, bytes };
}
