import { describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port';
import { settledPost } from './helpers/social';
import { tiktokPhotoAgent } from './helpers/tiktok-photo-agent';
import { createTikTokTestApp } from './helpers/tiktok-test-app';

/**
 * A TikTok photo post without Direct Post approval (TIKTOK_DIRECT_POST off): content/init with
 * post_mode MEDIA_UPLOAD (https://developers.tiktok.com/doc/content-posting-api-reference-photo-post)
 * sends the photos to the creator's inbox, and the agent is told to finish the post in TikTok.
 */
const port = await freePort();
const { app, db, tiktok } = await createTikTokTestApp({
  TIKTOK_DIRECT_POST: undefined,
  TIKTOK_PULL_FROM_URL: 'true',
  PUBLIC_MEDIA_BASE: `http://127.0.0.1:${port}`,
});
await app.listen({ port, host: '127.0.0.1' });

describe('photos to the inbox', () => {
  it('sends MEDIA_UPLOAD without the Direct Post fields; TikTok pulls them and the post waits in the inbox', async () => {
    const setup = await tiktokPhotoAgent(app, db, 2);
    const res = await setup.request('Inbox photos', setup.photoIds, { privacy_level: 'PUBLIC_TO_EVERYONE' });
    expect(res.statusCode, res.body).toBe(201);
    const done = await settledPost(app, setup.agent, res.json().data.id);
    expect(done).toMatchObject({
      status: 'published',
      tiktok: { privacy_level: 'PUBLIC_TO_EVERYONE', sent_to_inbox: true },
      external_url: 'https://www.tiktok.com/',
    });
    const mine = [...tiktok.photos.posts.values()].filter((p) => p.post_info.description === 'Inbox photos');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.direct).toBe(false);
    expect(mine[0]!.post_info).toEqual({ description: 'Inbox photos' });
    expect(mine[0]!.pulled.map((p) => p.sha256)).toEqual([
      tiktok.sha(await setup.stored(setup.photoIds[0]!)),
      tiktok.sha(await setup.stored(setup.photoIds[1]!)),
    ]);
  });
});
