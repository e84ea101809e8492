import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedAccounts } from '../apps/api/src/db/schema';
import { startSocialStandIns } from '../apps/api/test/helpers/social';
import { startMetaStandIn } from '../apps/api/test/helpers/social-stand-in/meta';
import { startTikTokStandIn } from '../apps/api/test/helpers/social-stand-in/tiktok';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import { renderReelInPanel } from './helpers/extension-session';
import { usePublishingAgent } from './helpers/publishing-agent';

/**
 * "Publish this reel" in the built side panel against the Meta and TikTok stand-ins (issue 27): the
 * Facebook Page chosen for these posts only (the account's Page stays), Instagram's publishing limit
 * read before posting, TikTok's creator nickname and interaction switches (TikTok's Direct Post UX
 * guidelines), each post's status, and the same statuses on the Reel tab after the panel is reloaded.
 */
const stands = await startSocialStandIns();
const [meta, tiktok] = await Promise.all([startMetaStandIn(), startTikTokStandIn()]);
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screenshots';
// Registered first so it runs last (after hooks run in reverse): the product closes before its stand-ins.
afterAll(async () => {
  await Promise.all([meta.stop(), tiktok.stop()]);
});
const s = usePublishingAgent({
  env: {
    ...stands.env,
    ...meta.env,
    ...tiktok.env,
    META_POLL_MS: '20',
    TIKTOK_POLL_MS: '50',
    REEL_RENDER_SIZE: '270x480',
  },
  platforms: ['facebook', 'tiktok'],
  facebookPage: () => meta.pages[0]!.id,
});
beforeAll(() => {
  meta.state.quota.usage = 3;
});

describe('publishing a reel to Meta and TikTok from the side panel', () => {
  it('chooses the Page per post, shows Instagram’s limit and TikTok’s options, and keeps the statuses after a reload', async () => {
    const zillow = FIXTURE_PAGES[0];
    if (!zillow) throw new Error('no fixture');
    const opened = await renderReelInPanel(s.rig, zillow.url);
    const page = opened.page;
    let panel = opened.panel;

    const card = panel.getByRole('region', { name: 'Publish this reel' });
    const where = card.getByRole('group', { name: 'Where' });
    await where.waitFor();
    await where.getByLabel('Facebook Page', { exact: true }).check();
    await where.getByLabel('TikTok', { exact: true }).check();
    // The Page for these posts: the account's to start with, another for this post only.
    const pageChoice = card.getByRole('combobox', { name: 'Facebook Page' });
    await expect.poll(() => pageChoice.inputValue()).toBe(meta.pages[0]!.id);
    await pageChoice.selectOption(meta.pages[1]!.id);
    // TikTok: the creator by nickname, every interaction off until turned on, Stitch greyed (creator_info).
    await expect
      .poll(() => card.getByTestId('tiktok-creator').textContent())
      .toMatch(/^Posting to TikTok as Jane Agent \(@jane\.agent\)/);
    const allow = (name: RegExp) => card.getByLabel(name);
    expect(await allow(/Allow comments/).isChecked()).toBe(false);
    expect(await allow(/Allow Duet/).isChecked()).toBe(false);
    expect(await allow(/Allow Stitch/).isDisabled()).toBe(true);
    await allow(/Allow comments/).check();
    await card.getByLabel('TikTok: who can watch').selectOption('SELF_ONLY');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SCREENS}/extension-reel-meta-tiktok-choices.png` });
    await card.getByRole('button', { name: 'Publish now' }).click();
    const status = card.getByRole('list', { name: 'Where the reel went' });
    await status.getByRole('link', { name: 'View post' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => status.textContent(), { timeout: 30_000 })
      .toContain('Open TikTok to finish your post');

    // Instagram to the account's Page: its publishing limit read before posting.
    await where.getByLabel('Instagram', { exact: true }).check();
    await pageChoice.selectOption(meta.pages[0]!.id);
    await expect
      .poll(() => card.getByTestId('instagram-limit').textContent())
      .toBe('Instagram: 3 of 100 API posts used in the last 24 hours.');
    await card.getByRole('button', { name: 'Publish now' }).click();
    await expect
      .poll(() => status.getByRole('link', { name: 'View post' }).count(), { timeout: 30_000 })
      .toBe(2);
    await status.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SCREENS}/extension-reel-meta-tiktok-status.png` });

    // At the stand-ins: the Page reel on the Page chosen for it, the account's Page unchanged.
    const fbReel = [...meta.state.reels.values()].find((r) => r.state === 'PUBLISHED');
    expect(fbReel?.pageId).toBe(meta.pages[1]!.id);
    expect(meta.state.published.filter((m) => m.mediaType === 'REELS')).toHaveLength(1);
    const [row] = await s.product.app.ctx.db
      .select({ page: connectedAccounts.page_id })
      .from(connectedAccounts)
      .where(
        and(eq(connectedAccounts.user_id, s.account.userId), eq(connectedAccounts.platform, 'facebook')),
      );
    expect(row?.page).toBe(meta.pages[0]!.id);
    expect([...tiktok.uploads.publishes.values()].filter((p) => p.done)).toHaveLength(1);

    // A reload: the Reel tab lists the listing's reel posts and how each stands, from the API.
    await panel.close();
    panel = await s.rig.openSidePanel(page);
    await panel.setViewportSize({ width: 375, height: 900 });
    await panel.getByRole('tab', { name: 'Reel' }).click();
    const history = panel.getByRole('list', { name: 'Where this listing’s reels went' });
    await history.waitFor({ timeout: 15_000 });
    const rows = await history.getByRole('listitem').allTextContents();
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => /^(Instagram|Facebook Page)Published · View post$/.test(r))).toHaveLength(2);
    expect(rows.find((r) => r.startsWith('TikTok'))).toContain('Open TikTok to finish your post');
    await history.scrollIntoViewIfNeeded();
    await panel.getByRole('region', { name: 'Reel posts' }).screenshot({
      path: `${SCREENS}/extension-reel-posts-after-reload.png`,
    });
    await Promise.all([panel.close(), page.close()]);
  });
});
