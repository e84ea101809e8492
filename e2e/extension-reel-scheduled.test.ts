import { createHash } from 'node:crypto';
import type { TReel, TScheduledPost } from '@pp/contract';
import { asc, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaPhotos } from '../apps/api/src/db/schema';
import { startSocialStandIns } from '../apps/api/test/helpers/social';
import { startMetaStandIn } from '../apps/api/test/helpers/social-stand-in/meta';
import { startTikTokStandIn } from '../apps/api/test/helpers/social-stand-in/tiktok';
import { startYouTubeStandIn } from '../apps/api/test/helpers/social-stand-in/youtube';
import { TIKTOK_TEST_ENV } from '../apps/api/test/helpers/tiktok-test-app';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import { renderReelInPanel } from './helpers/extension-session';
import { usePublishingAgent } from './helpers/publishing-agent';
import { inSeconds, scheduledFor } from './helpers/schedule-times';

/**
 * Issue 27's "posting on a schedule from the side panel": a finished reel scheduled a few seconds
 * ahead to Instagram, a Facebook Page, TikTok (Direct Post) and YouTube Shorts, and a Meta photo post
 * of three photos to Instagram and the Page, each against its stand-in. The panel shows each as
 * scheduled at its local time (the rig's browser runs in UTC), each publishes once at its time with
 * what was chosen, and the panel says published with the link, before and after a reload.
 * Then a photo post scheduled a day ahead has its time changed and is cancelled (after the confirm
 * step) from the panel: the API holds the new time and the cancel, and nothing reaches Instagram.
 * Not covered here: changing or cancelling a scheduled reel (the same rows and messages; unit tests
 * in scheduled-post-actions.test.ts).
 */
const stands = await startSocialStandIns();
const [meta, tiktok, youtube] = await Promise.all([
  startMetaStandIn(),
  startTikTokStandIn(),
  startYouTubeStandIn(),
]);
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screenshots';
// Registered first so it runs last (after hooks run in reverse): the product closes before its stand-ins.
afterAll(async () => {
  await Promise.all([meta.stop(), tiktok.stop(), youtube.stop()]);
});
const s = usePublishingAgent({
  env: {
    ...stands.env,
    ...meta.env,
    ...tiktok.env,
    ...youtube.env,
    ...TIKTOK_TEST_ENV,
    META_POLL_MS: '20',
    REEL_RENDER_SIZE: '270x480',
  },
  platforms: ['facebook', 'tiktok', 'youtube'],
  facebookPage: () => meta.pages[0]!.id,
});

/** The rendered reel's video as the API serves it: what every platform should have received. */
async function reelVideo() {
  const listed = await s.product.app.inject({
    method: 'GET',
    url: '/api/v1/marketing/all-reels',
    headers: s.account.auth,
  });
  const reels = (listed.json() as { data: TReel[] }).data;
  expect(reels).toHaveLength(1);
  const video = await s.product.app.inject({ method: 'GET', url: reels[0]!.final_video! });
  const bytes = video.rawPayload;
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The listing's posts as the API has them, by "platform reel" or "platform photos". */
async function postIds() {
  const res = await s.product.app.inject({
    method: 'GET',
    url: '/api/v1/scheduled-posts',
    headers: s.account.auth,
  });
  const posts = (res.json() as { data: { posts: TScheduledPost[] } }).data.posts;
  return new Map(posts.map((p) => [`${p.platform} ${p.reel_id ? 'reel' : 'photos'}`, p.id]));
}

/**
 * The text as the agent left it, with the property page link tagged with the post's own id
 * (`&post=`), which the product adds so a visit is credited to the post that brought it.
 */
const tagged = (text: string, postId: string | undefined) => {
  const out = text.replace(/(\/p\/\S+\?src=\w+)/, `$1&post=${postId}`);
  expect(out).not.toBe(text);
  return out;
};

/** A row still scheduled ends with its two actions. */
const ACTIONS = 'Change timeCancel post';
const rowsOf = (list: Locator) => list.getByRole('listitem').allTextContents();
const publishedRows = (list: Locator) =>
  list.locator('[data-testid=post-outcome]', { hasText: /^Published · View post$/ }).count();

/** The Page and TikTok counts of what reached each stand-in, published. */
const atStandIns = () => ({
  igReels: meta.state.published.filter((m) => m.mediaType === 'REELS').length,
  igCarousels: meta.state.published.filter((m) => m.mediaType === 'CAROUSEL').length,
  pageReels: [...meta.state.reels.values()].filter((r) => r.state === 'PUBLISHED').length,
  pagePhotoPosts: meta.state.posts.length,
  tiktok: [...tiktok.uploads.publishes.values()].filter((p) => p.done).length,
  youtube: youtube.state.videos.length,
});

describe('scheduling a reel and a photo post from the side panel', () => {
  it('shows each scheduled at its local time, publishes each once at its time, and keeps the links after a reload', async () => {
    const zillow = FIXTURE_PAGES[0];
    if (!zillow) throw new Error('no fixture');
    const opened = await renderReelInPanel(s.rig, zillow.url);
    const page: Page = opened.page;
    let panel = opened.panel;

    // The reel to the four video platforms, one press of Schedule.
    const card = panel.getByRole('region', { name: 'Publish this reel' });
    const where = card.getByRole('group', { name: 'Where' });
    await where.waitFor();
    for (const name of ['Instagram', 'Facebook Page', 'TikTok', 'YouTube Shorts'])
      await where.getByLabel(name, { exact: true }).check();
    await expect
      .poll(() => card.getByRole('combobox', { name: 'Facebook Page' }).inputValue())
      .toBe(meta.pages[0]!.id);
    await card.getByLabel('TikTok: who can watch').selectOption('MUTUAL_FOLLOW_FRIENDS');
    await card.getByLabel(/^YouTube title/).fill('Tour of 1220 Garcia St');
    await card.getByLabel('YouTube: who can watch').selectOption('unlisted');
    const caption = await card.getByRole('textbox', { name: /^Caption/ }).inputValue();
    expect(caption.length).toBeGreaterThan(20);
    await expect.poll(() => card.getByTestId('reel-needs').count()).toBe(0);
    const reelAt = inSeconds(14_000);
    await card.getByLabel(/^Or at \(UTC\)/).fill(reelAt.local);
    await card.getByRole('button', { name: 'Schedule', exact: true }).click();
    const status = card.getByRole('list', { name: 'Where the reel went' });
    await expect.poll(() => status.getByRole('listitem').count()).toBe(4);
    const scheduledRows = await rowsOf(status);
    expect(scheduledRows.map((r) => r.replace(/Scheduled for.*/, '')).sort()).toEqual(
      ['Facebook Page', 'Instagram', 'TikTok', 'YouTube Shorts'].sort(),
    );
    // Each still scheduled offers Change time and Cancel post (a published one, below, offers neither).
    for (const row of scheduledRows) expect(row).toMatch(new RegExp(`${scheduledFor(reelAt.at)}${ACTIONS}$`));
    // Nothing has gone out before its time.
    expect(Object.values(atStandIns()).every((n) => n === 0)).toBe(true);
    await status.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SCREENS}/extension-reel-scheduled-list.png` });

    // The photo post: the X tab's text to Instagram and the Page, three photos, a little later.
    await panel.getByRole('tab', { name: 'X' }).click();
    const photoText = await panel.getByRole('textbox', { name: /^X post/ }).inputValue();
    const photosCard = panel.getByRole('region', { name: 'Photo post to Instagram and Facebook' });
    for (const name of ['Instagram', 'Facebook Page'])
      await photosCard.getByRole('group', { name: 'Where' }).getByLabel(name, { exact: true }).check();
    // The listing's photos, the first ten chosen to start with; the second left out here.
    const pick = photosCard.getByRole('group', { name: /^Photos/ });
    await expect.poll(() => pick.getByRole('checkbox', { checked: true }).count()).toBeGreaterThan(3);
    await pick.getByLabel('Photo 2', { exact: true }).uncheck();
    const sent = await pick.getByRole('checkbox', { checked: true }).count();
    await pick.getByText(`${sent} chosen`).waitFor();
    const photoAt = inSeconds(8_000);
    await photosCard.getByLabel(/^Or at \(UTC\)/).fill(photoAt.local);
    await photosCard.getByRole('button', { name: 'Schedule', exact: true }).click();
    const photoStatus = photosCard.getByRole('list', { name: 'Where the photos went' });
    await expect.poll(() => photoStatus.getByRole('listitem').count()).toBe(2);
    for (const row of await rowsOf(photoStatus))
      expect(row).toMatch(new RegExp(`^(Instagram|Facebook Page)${scheduledFor(photoAt.at)}${ACTIONS}$`));
    await photoStatus.scrollIntoViewIfNeeded();
    await photosCard.screenshot({ path: `${SCREENS}/extension-photo-post-scheduled.png` });

    // At their time: published, with a link, in the panel as it reads the list again.
    await expect.poll(() => publishedRows(photoStatus), { timeout: 30_000 }).toBe(2);
    expect(Date.now()).toBeGreaterThanOrEqual(photoAt.at.getTime());
    await photosCard.screenshot({ path: `${SCREENS}/extension-photo-post-published.png` });
    await panel.getByRole('tab', { name: 'Reel' }).click();
    await expect
      .poll(() => publishedRows(status), { timeout: 45_000 })
      .toBe(4)
      .catch(async (e) => {
        await panel.screenshot({ path: `${SCREENS}/extension-reel-scheduled-failed.png`, fullPage: true });
        throw new Error(`${e}\n${await panel.locator('body').innerText()}`);
      });
    expect(Date.now()).toBeGreaterThanOrEqual(reelAt.at.getTime());
    await status.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SCREENS}/extension-reel-scheduled-published.png` });

    // At the stand-ins: each once, with the reel's bytes, the caption, the Page and the privacy chosen.
    const video = await reelVideo();
    const ids = await postIds();
    const [igReel] = meta.state.published.filter((m) => m.mediaType === 'REELS');
    expect(igReel?.caption).toBe(tagged(caption, ids.get('instagram reel')));
    expect(meta.state.fetched.find((f) => f.url === igReel?.mediaUrls[0])?.bytes).toBe(video.bytes);
    expect(igReel?.igUserId).toBe(meta.pages[0]!.instagram!.id);
    const [pageReel] = [...meta.state.reels.values()].filter((r) => r.state === 'PUBLISHED');
    expect(pageReel).toMatchObject({
      pageId: meta.pages[0]!.id,
      bytes: video.bytes,
      description: tagged(caption, ids.get('facebook_page reel')),
    });
    const [tt] = [...tiktok.uploads.publishes.values()].filter((p) => p.done);
    expect(tt).toMatchObject({ direct: true, done: { sha256: video.sha256 } });
    expect(tt?.post_info).toMatchObject({
      privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
      title: tagged(caption, ids.get('tiktok reel')),
    });
    expect(youtube.state.videos[0]).toMatchObject({
      // The product tags a Short's title so YouTube files it under Shorts.
      title: 'Tour of 1220 Garcia St #Shorts',
      description: tagged(caption, ids.get('youtube reel')),
      privacy: 'unlisted',
      sha256: video.sha256,
    });
    // The photo post: the chosen photos in the listing's order, the X tab's text, on the account's Page.
    const photoIds = (
      await s.product.app.ctx.db
        .select({ id: mediaPhotos.id })
        .from(mediaPhotos)
        .where(eq(mediaPhotos.user_id, s.account.userId))
        .orderBy(asc(mediaPhotos.position))
    ).map((p) => p.id);
    const expected = [photoIds[0], ...photoIds.slice(2, sent + 1)];
    const idsIn = (urls: string[] | undefined) => urls?.map((u) => /\/media\/photos\/([^?]+)/.exec(u)?.[1]);
    const [carousel] = meta.state.published.filter((m) => m.mediaType === 'CAROUSEL');
    const [pagePost] = meta.state.posts;
    expect(idsIn(carousel?.mediaUrls)).toEqual(expected);
    expect(idsIn(pagePost?.photoUrls)).toEqual(expected);
    expect(carousel?.igUserId).toBe(meta.pages[0]!.instagram!.id);
    expect(pagePost?.pageId).toBe(meta.pages[0]!.id);
    expect(carousel?.caption).toBe(tagged(photoText, ids.get('instagram photos')));
    expect(pagePost?.message).toBe(tagged(photoText, ids.get('facebook_page photos')));

    // A reload: the Reel tab lists the listing's reel posts, published with their links; the X tab
    // the photo posts. Nothing went out a second time.
    await panel.close();
    panel = await s.rig.openSidePanel(page);
    await panel.setViewportSize({ width: 375, height: 900 });
    await panel.getByRole('tab', { name: 'Reel' }).click();
    const history = panel.getByRole('list', { name: 'Where this listing’s reels went' });
    await history.waitFor({ timeout: 15_000 });
    expect(await history.getByRole('listitem').count()).toBe(4);
    expect(await publishedRows(history)).toBe(4);
    expect(await history.getByRole('link', { name: 'View post' }).count()).toBe(4);
    await panel.getByRole('region', { name: 'Reel posts' }).screenshot({
      path: `${SCREENS}/extension-reel-scheduled-after-reload.png`,
    });
    await panel.getByRole('tab', { name: 'X' }).click();
    const photoHistory = panel.getByRole('list', { name: 'Where the photos went' });
    await expect.poll(() => publishedRows(photoHistory), { timeout: 15_000 }).toBe(2);

    // Another photo post, to Instagram a day ahead: its time changed, then cancelled, from the panel.
    const again = panel.getByRole('region', { name: 'Photo post to Instagram and Facebook' });
    await again.getByRole('group', { name: 'Where' }).getByLabel('Instagram', { exact: true }).check();
    const firstAt = inSeconds(86_400_000);
    await again.getByLabel(/^Or at \(UTC\)/).fill(firstAt.local);
    await again.getByRole('button', { name: 'Schedule', exact: true }).click();
    const mine = photoHistory.getByRole('listitem').first();
    await expect.poll(() => mine.textContent()).toBe(`Instagram${scheduledFor(firstAt.at)}${ACTIONS}`);
    const laterAt = inSeconds(2 * 86_400_000);
    await mine.getByRole('button', { name: 'Change time' }).click();
    await mine.getByLabel('New time (UTC)').fill(laterAt.local);
    await mine.getByRole('button', { name: 'Save time' }).click();
    await mine.getByText(scheduledFor(laterAt.at)).waitFor();
    await mine.getByRole('button', { name: 'Cancel post' }).click();
    await mine.getByText('Cancel this post? It will not be published.').waitFor();
    await mine.screenshot({ path: `${SCREENS}/extension-photo-post-cancel-confirm.png` });
    await mine.getByRole('button', { name: 'Yes, cancel post' }).click();
    await expect.poll(() => mine.textContent()).toBe('InstagramCancelled');
    const listed = await s.product.app.inject({
      method: 'GET',
      url: '/api/v1/scheduled-posts',
      headers: s.account.auth,
    });
    const cancelled = (listed.json() as { data: { posts: TScheduledPost[] } }).data.posts.filter(
      (p) => p.status === 'cancelled',
    );
    expect(cancelled.map((p) => [p.platform, p.reel_id, p.publish_at])).toEqual([
      ['instagram', null, laterAt.at.toISOString()],
    ]);
    expect(atStandIns()).toEqual({
      igReels: 1,
      igCarousels: 1,
      pageReels: 1,
      pagePhotoPosts: 1,
      tiktok: 1,
      youtube: 1,
    });
    await Promise.all([panel.close(), page.close()]);
  }, 120_000); // About 65 s here; the rest is room for a loaded machine.
});
