import { afterAll, describe, expect, it } from 'vitest';
import { startTikTokStandIn } from '../apps/api/test/helpers/social-stand-in/tiktok';
import { videoReel } from '../apps/api/test/helpers/video-reel';
import { productInBrowser, saveSampleListing, shoot } from './helpers';

/**
 * TikTok in the browser against the TikTok stand-in (issue 27): connect through Login Kit, choose
 * TikTok and a privacy level read from the account's creator_info, publish a reel, and see the post
 * waiting in the TikTok inbox ("Open TikTok to finish your post": no Direct Post approval).
 */
const tiktok = await startTikTokStandIn();
afterAll(() => tiktok.stop());
const e2e = productInBrowser({ env: { ...tiktok.env, TIKTOK_POLL_MS: '50' } });

describe('TikTok in the browser (stand-in, no network)', () => {
  it('connects TikTok, posts a reel with a privacy level from creator_info, and shows "open TikTok to finish"', async () => {
    const account = await e2e.createUser({ trial: true, name: 'Jane Agent' });
    const listingId = await saveSampleListing(e2e.product, account);
    const { id: reelId, bytes } = await videoReel(e2e.product.app, account, listingId, { bytes: 6000 });
    const { page, errors } = await e2e.newPage({ signedInAs: account });

    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Connect TikTok' }).click();
    await page.waitForURL('**/dashboard/profile');
    await expect
      .poll(() => page.getByTestId('account-tiktok').textContent())
      .toContain('Connected as Jane Agent');
    await shoot(page, 'tiktok-connected');

    await page.goto(`/dashboard/listings/${listingId}`);
    const panel = page.getByRole('form', { name: 'Schedule a post' });
    await panel.getByLabel('Platform').selectOption('tiktok');
    await expect.poll(() => panel.textContent()).toContain('Open TikTok to finish your post');
    await panel.getByLabel(/^Reel/).selectOption(reelId);
    const privacy = panel.getByLabel('Who can watch');
    await expect
      .poll(() => privacy.locator('option').allTextContents())
      .toEqual(['Choose who can watch', 'Everyone', 'Friends', 'Only me']);
    await privacy.selectOption('SELF_ONLY');
    await panel
      .getByLabel('Caption')
      .fill('Open house Saturday at 1220 Garcia St. Listed by Albuquerque House Hunting');
    await shoot(page, 'tiktok-choice');
    await panel.getByRole('button', { name: 'Publish now' }).click();

    const row = page.getByTestId('scheduled-post').first();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('published');
    await expect.poll(() => row.textContent()).toContain('Open TikTok to finish your post');
    await shoot(page, 'tiktok-post-status');
    const sent = [...tiktok.uploads.publishes.values()].filter((p) => p.done?.sha256 === tiktok.sha(bytes));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.direct).toBe(false);
    expect(errors).toEqual([]);
  });
});
