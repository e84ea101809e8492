import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatCompletionsStandIn } from '../apps/api/test/helpers/chat-completions-stand-in';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import { type ExtensionRig, launchExtensionRig } from '../apps/extension/src/testing/launch-extension';
import { createUserViaApi, type Product, startProduct } from './helpers';

/**
 * Issue 26's AI writer as the agent meets it: "Rewrite" in the side panel of a product whose API is
 * pointed at a local Chat Completions stand-in (the real `openai` client, the real checks). The
 * model's first answer states 8 bathrooms for a 2-bath home; no variant the agent sees says so.
 */
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screenshots';
const WRONG_BATHS = 'A bright home with 4 bedrooms and 8 bathrooms, listed at $224,900.';
// The stand-in closes itself after the file (its own afterAll).
let ai: Awaited<ReturnType<typeof startChatCompletionsStandIn>>;
let product: Product;
let rig: ExtensionRig;

beforeAll(async () => {
  ai = await startChatCompletionsStandIn();
  product = await startProduct({ env: ai.env });
  rig = await launchExtensionRig({ apiBase: product.baseUrl });
  const account = await createUserViaApi(product, { trial: true });
  await rig.signIn(account.email, account.password);
  mkdirSync(SCREENS, { recursive: true });
});
afterAll(async () => {
  await rig?.close();
  await product?.close();
});

describe('Rewrite in the side panel', () => {
  it('streams three checked variants, never the one with wrong facts, and puts the chosen one in the editor', async () => {
    const zillow = FIXTURE_PAGES[0];
    if (!zillow) throw new Error('no fixture');
    const page = await rig.context.newPage();
    await page.goto(zillow.url);
    const panel = await rig.openSidePanel(page);
    await panel.setViewportSize({ width: 375, height: 900 });
    await panel.getByText('Saving the listing…').waitFor({ state: 'detached', timeout: 30_000 });
    await panel.getByRole('tab', { name: 'LinkedIn' }).click();
    const template = await panel.getByLabel('LinkedIn post').inputValue();

    ai.queue({ text: WRONG_BATHS });
    await panel.getByRole('button', { name: 'Rewrite' }).click();
    const use = panel.getByRole('button', { name: 'Use this' });
    await expect.poll(() => use.count(), { timeout: 30_000 }).toBe(3);
    const shown = await panel.locator('.rewrite-text').allTextContents();
    expect(shown).toHaveLength(3);
    for (const text of shown) expect(text).not.toMatch(/8 bath/i);
    // The model was asked again with the finding, and that call was the repair.
    expect(ai.calls.length).toBeGreaterThanOrEqual(4);
    expect(await panel.getByLabel('LinkedIn post').inputValue()).toBe(template);
    await panel.screenshot({ path: `${SCREENS}/extension-rewrite-variants-375.png`, fullPage: true });

    await use.nth(1).click();
    expect(await panel.getByLabel('LinkedIn post').inputValue()).toBe(shown[1]);
    await Promise.all([panel.close(), page.close()]);
  });
});
