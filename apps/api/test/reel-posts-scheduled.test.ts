import { afterAll, describe, expect, it } from 'vitest';
import { createMetaTestApp, finishedReel, metaAgent } from './helpers/meta';
import { connectAccount, schedulePost, settledPost } from './helpers/social';
import { startYouTubeStandIn } from './helpers/social-stand-in/youtube';

/**
 * Issue 27's "now and on a schedule" for the platforms whose API tests posted only now: an Instagram
 * reel, a Facebook Page reel and Page photos, and a YouTube Short, each scheduled a second ahead,
 * still scheduled when asked, then published at its time against its stand-in, at no credit.
 */
const youtube = await startYouTubeStandIn();
afterAll(() => youtube.stop());
const { app, meta } = await createMetaTestApp({ ...youtube.env, META_POLL_MS: '20' });

const inASecond = () => new Date(app.ctx.now().getTime() + 1000).toISOString();

async function scheduled(setup: Awaited<ReturnType<typeof metaAgent>>, body: Record<string, unknown>) {
  const res = await app.inject(
    schedulePost(setup.agent, { listing_id: setup.listing.listing_id, publish_at: inASecond(), ...body }),
  );
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().data.status).toBe('scheduled');
  const credits = await setup.facebookCredits();
  const done = await settledPost(app, setup.agent, res.json().data.id);
  expect(done.status, done.error ?? '').toBe('published');
  // A reel was paid by its reel credit; Meta photo posts are included: nothing taken at publish time.
  expect(await setup.facebookCredits()).toBe(credits);
  return done;
}

describe('scheduled reels and photos publish at their time', () => {
  it('Instagram: a scheduled reel', async () => {
    const setup = await metaAgent(app, meta);
    const reel = await finishedReel(app, setup.agent, setup.listing.listing_id);
    const done = await scheduled(setup, {
      platform: 'instagram',
      reel_id: reel.id,
      text: 'Scheduled IG reel',
    });
    const [media, ...more] = meta.state.published.filter((m) => m.caption === 'Scheduled IG reel');
    expect(more).toHaveLength(0);
    expect(media).toMatchObject({ mediaType: 'REELS' });
    expect(done.external_url).toBe(`https://www.instagram.com/p/${media!.id}/`);
  });

  it('Facebook Page: a scheduled reel and a scheduled photo post', async () => {
    const setup = await metaAgent(app, meta, 2);
    const reel = await finishedReel(app, setup.agent, setup.listing.listing_id);
    await scheduled(setup, { platform: 'facebook_page', reel_id: reel.id, text: 'Scheduled Page reel' });
    const fbReel = [...meta.state.reels.values()].find((r) => r.description === 'Scheduled Page reel');
    expect(fbReel).toMatchObject({ phases: ['start', 'upload', 'finish'], bytes: reel.bytes.length });
    await scheduled(setup, {
      platform: 'facebook_page',
      photo_ids: setup.photoIds,
      text: 'Scheduled Page photos',
    });
    const post = meta.state.posts.find((p) => p.message === 'Scheduled Page photos')!;
    expect(post.photoUrls).toHaveLength(2);
  });

  it('YouTube: a scheduled Short', async () => {
    const setup = await metaAgent(app, meta);
    await connectAccount(app, setup.agent, 'youtube');
    const reel = await finishedReel(app, setup.agent, setup.listing.listing_id);
    const done = await scheduled(setup, {
      platform: 'youtube',
      reel_id: reel.id,
      text: 'Scheduled Short',
      youtube: { title: 'Scheduled tour', privacy: 'public' },
    });
    const videos = youtube.state.videos.filter((v) => v.title.startsWith('Scheduled tour'));
    expect(videos).toHaveLength(1);
    expect(videos[0]!.bytes).toBe(reel.bytes.length);
    expect(done.external_url).toBe(`https://www.youtube.com/shorts/${videos[0]!.id}`);
  });
});
