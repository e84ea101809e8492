import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { settledPost } from './helpers/social';
import { startTikTokStandIn } from './helpers/social-stand-in/tiktok';
import { createTestApp } from './helpers/test-app';
import { tiktokAgent } from './helpers/tiktok-agent';

/**
 * TIKTOK_PULL_FROM_URL (the media domain is verified with TikTok): init names the reel's signed,
 * expiring public address and TikTok fetches it; no bytes are PUT. The app listens on a real port
 * so the stand-in can fetch from it, as TikTok would from PUBLIC_MEDIA_BASE.
 */
const tiktok = await startTikTokStandIn();
const probe = createServer();
await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
const { port } = probe.address() as { port: number };
await new Promise((resolve) => probe.close(resolve));
const { app, db } = await createTestApp({
  env: {
    ...tiktok.env,
    TIKTOK_DIRECT_POST: 'true',
    TIKTOK_PULL_FROM_URL: 'true',
    TIKTOK_POLL_MS: '20',
    PUBLIC_MEDIA_BASE: `http://127.0.0.1:${port}`,
    SOCIAL_HTTP_TIMEOUT_MS: '1000',
    POST_RETRY_MS: '100',
    POST_LEASE_MS: '1000',
    POST_ATTEMPTS: '3',
    REDIS_URL: undefined,
  },
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
