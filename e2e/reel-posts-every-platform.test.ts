import type { TScheduledPost } from '@pp/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addCredits } from '../apps/api/src/domain/credits/change-credits';
import type { TestAccount } from '../apps/api/test/helpers/accounts';
import { photo, uploadPhotos } from '../apps/api/test/helpers/reels';
import { startSocialStandIns } from '../apps/api/test/helpers/social';
import { startMetaStandIn } from '../apps/api/test/helpers/social-stand-in/meta';
import { startTikTokStandIn } from '../apps/api/test/helpers/social-stand-in/tiktok';
import { startYouTubeStandIn } from '../apps/api/test/helpers/social-stand-in/youtube';
import { videoReel } from '../apps/api/test/helpers/video-reel';
import { productInBrowser, saveSampleListing, shoot } from './helpers';

/**
 * Issue 27's "each platform posts a reel (and photos where the platform takes them) now and on a
 * schedule, in the browser": the web app's scheduling form against every stand-in (Meta for
 * Instagram and Facebook Pages, YouTube, TikTok, X, LinkedIn), one agent connected to all of them
 * through the profile page. Each post is checked at its platform's stand-in, not only on screen.
 */
const stands = await startSocialStandIns();
const [meta, youtube, tiktok] = await Promise.all([
  startMetaStandIn(),
  startYouTubeStandIn(),
  startTikTokStandIn(),
]);
afterAll(() => Promise.all([meta.stop(), youtube.stop(), tiktok.stop()]));
const e2e = productInBrowser({
  env: {
    ...stands.env,
    ...meta.env,
    ...youtube.env,
    ...tiktok.env,
    META_POLL_MS: '20',
    TIKTOK_POLL_MS: '50',
    // A video the stand-in is still processing after a try's reads (a loaded machine) is asked about
    // again in 0.2 s, not the production 5 minutes.
    TIKTOK_RECHECK_MS: '200',
  },
});

type Kind = 'reel' | 'photos';
type Platform = TScheduledPost['platform'];
const LISTED = 'at 1220 Garcia St. Listed by Albuquerque House Hunting';
const CASES: Array<[Platform, Kind]> = [
  ['instagram', 'reel'],
  ['instagram', 'photos'],
  ['facebook_page', 'reel'],
  ['facebook_page', 'photos'],
  ['youtube', 'reel'],
  ['tiktok', 'reel'],
  ['twitter', 'reel'],
  ['twitter', 'photos'],
  ['linkedin', 'reel'],
  ['linkedin', 'photos'],
];
const textOf = (platform: Platform, kind: Kind, when: string) => `${platform} ${kind} ${when} ${LISTED}`;

let setup: Promise<{ page: Page; listingId: string; account: TestAccount; bytes: Buffer }> | undefined;

/** One agent, a listing with two photos and a finished reel, every platform connected in the browser. */
function ready() {
  setup ??= (async () => {
    const user = await e2e.createUser({ trial: true, name: 'Jane Agent' });
    // The API helpers only use the account's id and auth header.
    const account = user as unknown as TestAccount;
    const listingId = await saveSampleListing(e2e.product, account);
    const { app } = e2e.product;
    // X and LinkedIn photo posts take a credit each (a trial has one of each); reels take none.
    for (const addon of ['promote_to_twitter', 'promote_to_linkedin'] as const)
      await addCredits(app.ctx.db, account.userId, addon, 2, 'grant', `e2e-${addon}`, app.ctx.now());
    const files = await Promise.all([photo('jpeg', 320, 240, 0), photo('jpeg', 320, 240, 90)]);
    await uploadPhotos(app, account, files, listingId);
    const { bytes } = await videoReel(app, account, listingId, { bytes: 400_000 });
    const { page } = await e2e.newPage({ signedInAs: user });
    await page.goto('/dashboard/profile');
    for (const [platform, name] of [
      ['facebook', 'Facebook Page & Instagram'],
      ['youtube', 'YouTube'],
      ['tiktok', 'TikTok'],
      ['linkedin', 'LinkedIn'],
      ['twitter', 'X'],
    ] as const) {
      await page.getByRole('button', { name: `Connect ${name}` }).click();
      await page.waitForURL('**/dashboard/profile');
      await expect
        .poll(() => page.getByTestId(`account-${platform}`).textContent())
        .toContain('Connected as');
    }
    // Facebook Login gives the Pages the agent manages: the first (with Instagram) is the default.
    await page.getByRole('button', { name: `Use ${meta.pages[0]!.name}` }).click();
    await expect
      .poll(() => page.getByTestId('meta-page-choice').textContent())
      .toContain(`Publishing to the Page ${meta.pages[0]!.name}`);
    await shoot(page, 'reel-posts-connected', [1280]);
    await page.goto(`/dashboard/listings/${listingId}`);
    return { page, listingId, account, bytes };
  })();
  return setup;
}

/** Fills the form for one post and sends it; `at` (datetime-local, UTC) schedules it. */
async function send(
  page: Page,
  platform: Platform,
  kind: Kind,
  when: string,
  at: string | null,
  pageId?: string,
) {
  const form = page.getByRole('form', { name: 'Schedule a post' });
  // Counted once the list has been read: before that it has no rows whatever the server holds.
  await page.getByTestId('scheduled-posts-read').waitFor();
  const rows = await page.getByTestId('scheduled-post').count();
  await form.getByLabel('Platform').selectOption(platform);
  if (platform === 'instagram' || platform === 'facebook_page') {
    const choice = form.locator('select[name=page_id]');
    await expect.poll(() => choice.inputValue()).toBe(meta.pages[0]!.id);
    if (pageId) await choice.selectOption(pageId);
  }
  const reel = async (label: RegExp) => {
    const select = form.getByLabel(label);
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    await select.selectOption({ index: 1 });
  };
  if (platform === 'youtube') {
    await reel(/^Reel/);
    await form.getByLabel(/^Title/).fill(`Tour ${when}`);
  } else if (platform === 'tiktok') {
    await reel(/^Reel/);
    const privacy = form.getByLabel('Who can watch');
    await expect.poll(() => privacy.locator('option').count()).toBeGreaterThan(1);
    await privacy.selectOption('SELF_ONLY');
  } else if (kind === 'reel') await reel(/Reel \(optional\)/);
  else {
    // No reel: the listing's photos, the first ones chosen to start with, in order.
    await form.getByLabel(/Reel \(optional\)/).selectOption('');
    for (const n of [1, 2]) {
      const chosen = form.getByRole('button', { name: `Photo ${n}, chosen ${n}` });
      if ((await chosen.count()) === 0)
        await form.getByRole('button', { name: `Photo ${n}`, exact: true }).click();
      await chosen.waitFor();
    }
  }
  await form.locator('textarea[name=text]').fill(textOf(platform, kind, when));
  if (at) await form.getByLabel(/Date and time/).fill(at);
  await form.getByRole('button', { name: at ? 'Schedule post' : 'Publish now' }).click();
  await expect
    .poll(() => page.getByTestId('scheduled-post').count(), { message: `${platform} ${kind} ${when}` })
    .toBe(rows + 1);
}

async function postsOf(listingId: string, account: TestAccount): Promise<TScheduledPost[]> {
  const res = await fetch(`${e2e.product.baseUrl}/api/v1/scheduled-posts?listing_id=${listingId}`, {
    headers: account.auth,
  });
  return ((await res.json()) as { data: { posts: TScheduledPost[] } }).data.posts;
}

/**
 * The post list's rows not yet published, read again on loading: the list polls every minute only
 * while a TikTok post is still processing (which a loaded machine can cause).
 */
async function unpublishedRowsOnLoad(page: Page) {
  await page.reload();
  await page.getByTestId('scheduled-posts-read').waitFor();
  return page.locator('[data-testid=scheduled-post]:not([data-status=published])').count();
}

/** Each post published, and found at its platform's stand-in with what was sent. */
async function expectAtPlatforms(listingId: string, account: TestAccount, bytes: Buffer, when: string) {
  const ours = (await postsOf(listingId, account)).filter((p) => p.text.includes(` ${when} `));
  expect(ours).toHaveLength(CASES.length);
  await expect
    .poll(
      async () =>
        (await postsOf(listingId, account))
          .filter((p) => p.text.includes(` ${when} `))
          .map((p) => `${p.platform}:${p.status}${p.error ? ` ${p.error}` : ''}`)
          .sort(),
      // The scheduled ones come due up to 90 s after they are sent: twice that, for a loaded machine.
      { timeout: 180_000 },
    )
    .toEqual(CASES.map(([p]) => `${p}:published`).sort());
  const text = (p: Platform, k: Kind) => textOf(p, k, when);
  const ig = meta.state.published.filter(
    (m) => m.caption?.startsWith(`instagram `) && m.caption.includes(` ${when} `),
  );
  expect(ig.map((m) => m.mediaType).sort()).toEqual(['CAROUSEL', 'REELS']);
  const fbReel = [...meta.state.reels.values()].find((r) =>
    r.description?.startsWith(text('facebook_page', 'reel')),
  );
  expect(fbReel).toMatchObject({ state: 'PUBLISHED', bytes: bytes.length });
  const fbPhotos = meta.state.posts.find((p) => p.message?.startsWith(text('facebook_page', 'photos')));
  expect(fbPhotos?.photoUrls).toHaveLength(2);
  expect(youtube.state.videos.filter((v) => v.title.startsWith(`Tour ${when}`))).toHaveLength(1);
  expect(stands.x.tweets.filter((t) => t.text.startsWith(`twitter reel ${when}`))).toHaveLength(1);
  expect(stands.x.tweets.find((t) => t.text.startsWith(`twitter photos ${when}`))?.media_ids).toHaveLength(2);
  expect(stands.linkedin.posts.filter((p) => p.commentary.startsWith(`linkedin reel ${when}`))).toHaveLength(
    1,
  );
  return { fbPhotos };
}

describe('a reel and photos to every platform from the web app (stand-ins, no network)', () => {
  it('publishes each now', async () => {
    const { page, listingId, account, bytes } = await ready();
    const before = [...tiktok.uploads.publishes.values()].length;
    // Instagram: the Page of this post (the account's preselected) and its publishing limit, read first.
    const form = page.getByRole('form', { name: 'Schedule a post' });
    await form.getByLabel('Platform').selectOption('instagram');
    await expect
      .poll(() => form.getByTestId('instagram-limit').textContent())
      .toBe('Instagram: 0 of 100 API posts used in the last 24 hours.');
    await form.getByTestId('post-page').scrollIntoViewIfNeeded();
    await shoot(page, 'reel-posts-instagram-page', [1280], { fullPage: false });
    for (const [platform, kind] of CASES) await send(page, platform, kind, 'now', null);
    await expectAtPlatforms(listingId, account, bytes, 'now');
    expect([...tiktok.uploads.publishes.values()].length - before).toBe(1);
    // Every post is published on the server; the list shows it once read again.
    await expect.poll(() => unpublishedRowsOnLoad(page), { timeout: 30_000 }).toBe(0);
    await shoot(page, 'reel-posts-published-now', [1280]);
  });

  it('publishes each at its scheduled time (a Facebook photo post to another Page chosen for it)', {
    timeout: 240_000,
  }, async () => {
    const { page, listingId, account, bytes } = await ready();
    // A whole minute at least a minute away, with the server's clock moved so it is due 90 s from now:
    // the ten forms take ~15-20 s here and 2-3x that on a loaded CI machine (at 45 s some could come
    // due before the last was sent, and the check below that all wait would fail).
    const target = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    e2e.product.clock.advance(target.getTime() - Date.now() - 90_000);
    const at = target.toISOString().slice(0, 16);
    for (const [platform, kind] of CASES)
      await send(
        page,
        platform,
        kind,
        'later',
        at,
        platform === 'facebook_page' && kind === 'photos' ? meta.pages[1]!.id : undefined,
      );
    const waiting = (await postsOf(listingId, account)).filter((p) => p.text.includes(' later '));
    expect(waiting.every((p) => p.status === 'scheduled')).toBe(true);
    await shoot(page, 'reel-posts-scheduled', [1280]);
    const { fbPhotos } = await expectAtPlatforms(listingId, account, bytes, 'later');
    // The Page chosen for this post only; the account's Page is still the first.
    expect(fbPhotos?.pageId).toBe(meta.pages[1]!.id);
    expect(
      (await postsOf(listingId, account)).find((p) => p.text === textOf('facebook_page', 'photos', 'later'))
        ?.page_id,
    ).toBe(meta.pages[1]!.id);
    // Shot once every row says published.
    await expect.poll(() => unpublishedRowsOnLoad(page), { timeout: 30_000 }).toBe(0);
    await shoot(page, 'reel-posts-published-later', [1280]);
  });
});
