import { describe, expect, it } from 'vitest';
import { startSocialStandIns } from '../apps/api/test/helpers/social';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import { renderReelInPanel } from './helpers/extension-session';
import { usePublishingAgent } from './helpers/publishing-agent';

/**
 * "Publish this reel" in the built extension's side panel (issue 27), against the X and LinkedIn
 * stand-ins: render a reel in the Reel tab, see only the connected platforms offered (the rest linked
 * to the web app), publish it to LinkedIn and X now, at no credit, and see both published with
 * their links.
 */
const stands = await startSocialStandIns();
/** Set to also write the card's screenshots there (issue 27: /work/screens/27). */
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screenshots';
const s = usePublishingAgent({
  env: { ...stands.env, REEL_RENDER_SIZE: '270x480' },
  platforms: ['linkedin', 'twitter'],
});

describe('publishing a finished reel from the side panel', () => {
  it('offers the connected platforms only, and shows each post’s status', async () => {
    const zillow = FIXTURE_PAGES[0];
    if (!zillow) throw new Error('no fixture');
    const { page, panel } = await renderReelInPanel(s.rig, zillow.url);

    const card = panel.getByRole('region', { name: 'Publish this reel' });
    await card.getByRole('group', { name: 'Where' }).waitFor();
    expect(await card.getByRole('group', { name: 'Where' }).getByRole('checkbox').count()).toBe(2);
    await card.getByText(/Not connected: Instagram, Facebook Page, TikTok, YouTube Shorts\./).waitFor();
    await card.getByLabel('LinkedIn', { exact: true }).check();
    await card.getByLabel('X', { exact: true }).check();
    expect(await card.getByLabel('Put the link in a reply on X').isChecked()).toBe(true);
    expect(await card.getByTestId('reel-cost').textContent()).toMatch(/Costs no credit/);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SCREENS}/extension-reel-publish-choices.png` });
    await card.getByRole('button', { name: 'Publish now' }).click();
    const status = card.getByRole('list', { name: 'Where the reel went' });
    await status
      .getByRole('link', { name: 'View post' })
      .waitFor({ timeout: 30_000 })
      .catch(async (e) => {
        await panel.screenshot({
          path: 'test-results/screenshots/extension-reel-publish-failed.png',
          fullPage: true,
        });
        throw new Error(`${e}\n${await status.textContent().catch(() => '')}`);
      });
    await status.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SCREENS}/extension-reel-publish-status.png` });
    const rows = status.getByRole('listitem');
    expect(await rows.count()).toBe(2);
    // X's link went to a reply (X's API charges more for a post with a link), so the tweet fits.
    await rows.nth(1).getByRole('link', { name: 'View post' }).waitFor({ timeout: 30_000 });
    expect(await rows.nth(0).textContent()).toMatch(/^LinkedInPublished/);
    expect(await rows.nth(1).textContent()).toMatch(/^XPublished/);
    await Promise.all([panel.close(), page.close()]);
  });
});
