import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../apps/api/src/db/schema';
import { SAMPLE_LISTING_AGENT } from '../apps/api/test/helpers/sample-listing';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import { type ExtensionRig, launchExtensionRig } from '../apps/extension/src/testing/launch-extension';
import { createUserViaApi, type Product, startProduct } from './helpers';

/**
 * The Reel tab's render progress in a side panel of 600 px, the height of a small laptop's panel
 * (issue 24: it sat below the photos and fields, out of view until the agent scrolled).
 */
let product: Product;
let rig: ExtensionRig;

beforeAll(async () => {
  product = await startProduct({ env: { REEL_RENDER_SIZE: '270x480' } });
  rig = await launchExtensionRig({ apiBase: product.baseUrl });
  // The fixture listing's own agent, so the listing is theirs and the public-output gate lets the reel be.
  const account = await createUserViaApi(product, { trial: true, name: SAMPLE_LISTING_AGENT.name });
  await product.app.ctx.db
    .update(users)
    .set({ brokerage_name: SAMPLE_LISTING_AGENT.brokerage })
    .where(eq(users.id, account.userId));
  await rig.signIn(account.email, account.password);
});
afterAll(async () => {
  await rig?.close();
  await product?.close();
});

const HEIGHT = 600;

/** Where the progress bar is, and whether it is what the agent sees there (not under the header). */
const seen = (panel: Page) =>
  panel.getByRole('progressbar', { name: 'Render progress' }).evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { top: box.top, bottom: box.bottom, uncovered: !!hit?.closest('.reel-status') };
  });

describe('the reel’s progress in a 600 px tall side panel', () => {
  it('comes into view when Create is pressed from the bottom, and stays in view scrolled up or down', async () => {
    const zillow = FIXTURE_PAGES[0];
    if (!zillow) throw new Error('no fixture');
    const page = await rig.context.newPage();
    await page.goto(zillow.url);
    const panel = await rig.openSidePanel(page);
    await panel.setViewportSize({ width: 400, height: HEIGHT });
    await panel.getByText('Saving the listing…').waitFor({ state: 'detached', timeout: 30_000 });
    await panel.getByRole('tab', { name: 'Reel' }).click();
    await panel.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await panel.getByRole('button', { name: 'Create reel' }).click();
    await panel.getByRole('progressbar', { name: 'Render progress' }).waitFor();

    for (const where of ['as it starts', 'scrolled to the bottom', 'scrolled to the top'] as const) {
      if (where === 'scrolled to the bottom') {
        await panel.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      }
      if (where === 'scrolled to the top') await panel.evaluate(() => window.scrollTo(0, 0));
      const at = await seen(panel);
      expect({ where, ...at, inView: at.top >= 0 && at.bottom <= HEIGHT }).toMatchObject({
        where,
        inView: true,
        uncovered: true,
      });
    }
    await panel.screenshot({ path: 'test-results/screenshots/extension-reel-progress-600.png' });
    await panel.getByText('Your reel is ready').waitFor({ timeout: 60_000 });
    await Promise.all([panel.close(), page.close()]);
  });
});
