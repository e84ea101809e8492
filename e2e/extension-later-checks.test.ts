import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import type { ExtensionRig } from '../apps/extension/src/testing/launch-extension';
import { promoterButton, useExtensionSession } from './helpers/extension-session';

/**
 * Issue 25 in a real browser: a click with no read ahead it may use reads the page by the source
 * readers alone, and the fields to confirm follow the drafts (the tab's checks are null until then,
 * and Publish waits). Here they come, as the page's full read gives them.
 */
const { session } = useExtensionSession({ signedIn: true });
let rig: ExtensionRig;
beforeAll(() => {
  ({ rig } = session);
});

const [zillow] = FIXTURE_PAGES;
if (!zillow) throw new Error('fixtures missing');

describe('the fields to confirm, after the drafts', () => {
  it('come from the page once the drafts are shown, and Publish stops waiting for them', async () => {
    const page = await rig.context.newPage();
    await page.goto(zillow.url);
    await promoterButton(page).waitFor();
    // A change of the site's just before the click: no read made ahead of it is the page's.
    await page.evaluate(() => document.body.setAttribute('data-site-state', 'changed'));
    const panel = await rig.openSidePanel(page);
    const clickRead = await page.evaluate(
      () => (performance.getEntriesByName('pp:read').at(-1) as PerformanceMark | undefined)?.detail,
    );
    expect(clickRead).toEqual({ ahead: false });
    const tabId = await rig.tabIdOf(page);
    const checks = () =>
      rig.worker.evaluate(async (id) => {
        const state = (await chrome.storage.session.get(`pp.tab.${id}`))[`pp.tab.${id}`] as
          | { checks?: Array<{ field: string; critical: boolean }> | null }
          | undefined;
        return state?.checks;
      }, tabId);
    await expect.poll(checks).toEqual(expect.any(Array));
    // The page's own checks, not the held ones (those name all three critical fields with no layer).
    expect((await checks())?.filter((c) => c.critical).length ?? 0).toBeLessThan(3);
    await expect
      .poll(async () => (await panel.getByTestId('publish-blocked').allTextContents()).join(' '))
      .not.toMatch(/Checking the price/);
    await Promise.all([panel.close(), page.close()]);
  });
});
