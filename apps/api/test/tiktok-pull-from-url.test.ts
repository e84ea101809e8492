import { describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port';
import { settledPost } from './helpers/social';
import { tiktokAgent } from './helpers/tiktok-agent';
import { createTikTokTestApp } from './helpers/tiktok-test-app';

/**
 * TIKTOK_PULL_FROM_URL (the media domain is verified with TikTok): init names the reel's signed,
 * expiring public address and TikTok fetches it; no bytes are PUT. The app listens on a real port
 * so the stand-in can fetch from it, as TikTok would from PUBLIC_MEDIA_BASE.
 */
const port = await freePort();
const { app, db, tiktok } = await createTikTokTestApp({
  TIKTOK_PULL_FROM_URL: 'true',
  PUBLIC_MEDIA_BASE: `http://127.0.0.1:${port}`,
});
await app.listen({ port, host: '127.0.0.1' });

describe('PULL_FROM_URL', () => {
  it("hands TikTok the reel's signed public address; TikTok fetches the very bytes and it publishes once", async () => {
    const setup = await tiktokAgent(app, db, 7000);
    const chunks = tiktok.uploads.chunks.length;
    const done = await settledPost(app, setup.agent, await setup.schedule('Pulled reel', 'SELF_ONLY'));
    expect(done.status).toBe('published');
    const [publish, ...more] = [...tiktok.uploads.publishes.values()].filter(
      (p) => p.post_info?.title === 'Pulled reel',
    );
    expect(more).toHaveLength(0);
    expect(publish!.done!.sha256).toBe(tiktok.sha(setup.reel.bytes));
    const [fetched] = tiktok.uploads.pulled.filter((p) => p.publish_id === publish!.publish_id);
    expect(fetched!.status).toBe(200);
    expect(fetched!.url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/api/v1/media/reels/${setup.reel.id}/video\\?.*exp=`),
    );
    expect(tiktok.uploads.chunks.length).toBe(chunks);
    // The address is signed: without its signature our server refuses it.
    expect((await fetch(fetched!.url.split('?')[0]!)).status).toBeGreaterThanOrEqual(400);
  });
});
