import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startSocialStandIns } from '../apps/api/test/helpers/social';
import { videoReel } from '../apps/api/test/helpers/video-reel';
import { productInBrowser, saveSampleListing, shoot } from './helpers';

/**
 * A reel as a video on X and LinkedIn in the browser (issue 27), against the stand-ins: connect both,
 * choose the listing's reel in the scheduling form (its cost said under it), publish now to X and to
 * LinkedIn, and see both published with the whole video at each platform and no credit taken.
 */
const stands = await startSocialStandIns();
const e2e = productInBrowser({ env: { ...stands.env, META_POLL_MS: '20' } });
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('a reel posted as a video to X and LinkedIn in the browser (stand-ins, no network)', () => {
  it('publishes the same reel to both, whole, at no credit', async () => {
    const account = await e2e.createUser({ trial: true, name: 'Jane Agent' });
    const listingId = await saveSampleListing(e2e.product, account);
    const { id: reelId, bytes } = await videoReel(e2e.product.app, account, listingId, { bytes: 400_000 });
    const { page, errors } = await e2e.newPage({ signedInAs: account });
    const me = async () =>
      (
        (await (await fetch(`${e2e.product.baseUrl}/api/v1/users/me`, { headers: account.auth })).json()) as {
          data: { addons: Record<string, number> };
        }
      ).data.addons;

    await page.goto('/dashboard/profile');
    for (const [platform, label] of [
      ['linkedin', 'Connect LinkedIn'],
      ['twitter', 'Connect X'],
    ] as const) {
      await page.getByRole('button', { name: label }).click();
      await page.waitForURL('**/dashboard/profile');
      await expect
        .poll(() => page.getByTestId(`account-${platform}`).textContent())
        .toContain('Connected as');
    }
    const before = await me();

    await page.goto(`/dashboard/listings/${listingId}`);
    const panel = page.getByRole('form', { name: 'Schedule a post' });
    const text = 'Video tour of 1220 Garcia St. Listed by Albuquerque House Hunting';
    for (const platform of ['twitter', 'linkedin'] as const) {
      await panel.getByLabel('Platform').selectOption(platform);
      await panel.getByLabel(/Reel \(optional\)/).selectOption(reelId);
      await expect.poll(() => panel.getByTestId('post-cost').textContent()).toMatch(/No credit is taken/);
      await panel.getByLabel('Text').fill(text);
      if (platform === 'twitter') await shoot(page, 'reel-video-choice');
      await panel.getByRole('button', { name: 'Publish now' }).click();
      await expect
        .poll(() => page.getByTestId('scheduled-post').count())
        .toBe(platform === 'twitter' ? 1 : 2);
    }
    const rows = page.getByTestId('scheduled-post');
    for (const i of [0, 1])
      await expect.poll(() => rows.nth(i).getAttribute('data-status'), { timeout: 30_000 }).toBe('published');
    await shoot(page, 'reel-video-published');

    const tweet = stands.x.tweets.find((t) => t.text === text)!;
    expect(stands.x.media.uploads.get(tweet.media_ids[0]!)!.sha256).toBe(sha(bytes));
    const post = stands.linkedin.posts.find((p) => p.video)!;
    expect(stands.linkedin.videos.videos.get(post.video!)!.sha256).toBe(sha(bytes));
    expect(await me()).toEqual(before);

    // The pricing page says so.
    await page.goto('/pricing');
    const publishing = page.getByRole('region', { name: 'Publishing reels and photos' });
    await expect.poll(() => publishing.textContent()).toContain('costs no further credit');
    await publishing.scrollIntoViewIfNeeded();
    await shoot(page, 'pricing-publishing', [1280], { fullPage: false });
    expect(errors).toEqual([]);
  });
});
