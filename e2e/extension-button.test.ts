import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import type { ExtensionRig } from '../apps/extension/src/testing/launch-extension';
import { promoterButton, useExtensionSession } from './helpers/extension-session';

// Signed in, as after the sign-in test.
const { session } = useExtensionSession({ signedIn: true });
let rig: ExtensionRig;
beforeAll(() => {
  ({ rig } = session);
});

describe('the Property Promoter extension', () => {
  it.each(FIXTURE_PAGES)(
    'puts the button on the $source listing page, in the flow',
    async ({ source, url }) => {
      const page = await rig.context.newPage();
      await page.goto(url);
      await promoterButton(page).waitFor();
      expect(await page.locator('pp-promoter-button').getAttribute('data-placement')).toBe('inline');
      // Visible and not on top of anything: the element at its centre is the button itself.
      const onTop = await page.locator('pp-promoter-button').evaluate((host) => {
        host.scrollIntoView({ block: 'center' });
        const box = host.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.width > 0 && box.height > 0 && hit === host;
      });
      expect(onTop).toBe(true);
      if (source === 'zillow') {
        await page.screenshot({ path: 'test-results/screenshots/extension-button-zillow-1280.png' });
      }
      await page.close();
    },
  );

  it('follows client-side navigation to another listing', async () => {
    const [zillow] = FIXTURE_PAGES;
    if (!zillow) throw new Error('no fixture');
    const page = await rig.context.newPage();
    await page.goto(zillow.url);
    await promoterButton(page).waitFor();
    const first = await page.locator('pp-promoter-button').elementHandle();
    await page.evaluate(() =>
      history.pushState({}, '', '/homedetails/88-S-Cypress-Ave-Columbus-OH-43222/33842768_zpid/'),
    );
    await expect
      .poll(async () => page.locator('pp-promoter-button').evaluate((el, old) => el !== old, first))
      .toBe(true);
    await page.evaluate(() => history.pushState({}, '', '/homes/for_sale/'));
    await expect.poll(() => page.locator('pp-promoter-button').count()).toBe(0);
    await page.close();
  });

  it('adds the button when a listing opens inside a search page (no declared content script there)', async () => {
    const page = await rig.context.newPage();
    // Notes the path the page had when the button first appeared: proof that the search page itself
    // got none, without sleeping to see that nothing happens.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('pp-promoter-button')) return;
        (window as Window & { buttonFirstOn?: string }).buttonFirstOn = location.pathname;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('https://www.zillow.com/homes/for_sale/');
    expect(await page.locator('pp-promoter-button').count()).toBe(0);
    const listingPath = '/homedetails/1220-Garcia-St-NE-Albuquerque-NM-87112/6772539_zpid/';
    await page.evaluate((to) => history.pushState({}, '', to), listingPath);
    await promoterButton(page).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as Window & { buttonFirstOn?: string }).buttonFirstOn)).toBe(
      listingPath,
    );
    await page.close();
  });
});
