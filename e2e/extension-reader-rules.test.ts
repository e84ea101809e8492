import { generateKeyPairSync } from 'node:crypto';
import { RENAMED_KEY_PAGE, RENAMED_KEY_RULES } from '@pp/listing/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishReaderRules } from '../apps/api/src/domain/reader-rules/publish-reader-rules';
import { readerRulesKey } from '../apps/api/src/domain/reader-rules/signing-key';
import { type ExtensionRig, launchExtensionRig } from '../apps/extension/src/testing/launch-extension';
import { TEST_READER_RULES_PRIVATE_KEY } from '../apps/extension/src/testing/reader-rules-test-key';
import { createUserViaApi, type Product, startProduct } from './helpers';

/**
 * Issue 25 in a real browser: the built extension (the rig's one build, made before anything is
 * published) reads a field only a newly published rule set knows, with no rebuild; a set whose
 * signature is not the built-in key's is refused and the last good set stays; a published printed-page
 * selector (`dom_fields`) moves what the reader reads on a page without its data scripts.
 *
 * The product signs with READER_RULES_PRIVATE_KEY set to the private half of the development key the
 * extension's development build has built in (apps/extension/src/common/build-flags.ts), as a
 * production server signs with the key whose public half the store build carries. The rule sets are
 * published with the operator command's own domain function (`npm run reader-rules -- publish` calls
 * it too; the command opens its own database, and the test product's is in this process).
 */
let product: Product;
let rig: ExtensionRig;

beforeAll(async () => {
  product = await startProduct({ env: { READER_RULES_PRIVATE_KEY: TEST_READER_RULES_PRIVATE_KEY } });
  rig = await launchExtensionRig({ apiBase: product.baseUrl });
  // The redesigned Zillow page (bedrooms renamed `bedroomTally`, "Constructed in: 1931"), answered at
  // its own address; routes added later win over the rig's catch-all per host.
  await rig.context.route(RENAMED_KEY_PAGE.url, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: RENAMED_KEY_PAGE.html }),
  );
  await rig.context.route(REDFIN_URL, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: REDFIN_HTML }),
  );
  const account = await createUserViaApi(product, { trial: true });
  await rig.signIn(account.email, account.password);
});
afterAll(async () => {
  await rig?.close();
  await product?.close();
});

/**
 * A Redfin page without its data scripts, as a redesign might print it: the shipped price hook
 * (`abp-price`) now holds the monthly payment, the price sits under a new hook (`abp-listPrice`).
 */
const REDFIN_URL = 'https://www.redfin.com/TX/Austin/5-Oak-Ln-78701/home/4242';
const REDFIN_HTML = `<!DOCTYPE html><html><head><title>5 Oak Ln, Austin, TX 78701 | Redfin</title></head><body>
  <div class="ListingStatusBannerSection">FOR SALE</div>
  <div data-rf-test-id="abp-streetLine">5 Oak Ln,</div>
  <div data-rf-test-id="abp-cityStateZip">Austin, TX 78701</div>
  <div data-rf-test-id="abp-listPrice"><div class="statsValue">$650,000</div><span>Price</span></div>
  <div data-rf-test-id="abp-price"><div class="statsValue">$4,120</div><span>Est. per month</span></div>
  <div data-rf-test-id="abp-beds"><div class="statsValue">3</div><span>Beds</span></div>
  <div data-rf-test-id="abp-baths"><div class="statsValue">2</div><span>Baths</span></div>
</body></html>`;

/** The facts line of the side panel after a click on the page's button (a fresh page each time). */
async function panelFacts(url = RENAMED_KEY_PAGE.url): Promise<string> {
  const page: Page = await rig.context.newPage();
  await page.goto(url);
  const panel = await rig.openSidePanel(page);
  const facts = (await panel.locator('.listing-facts').textContent()) ?? '';
  await Promise.all([panel.close(), page.close()]);
  return facts;
}

/** The version of the rule set the extension keeps (null: none, the reader's built-in rules). */
const keptVersion = () =>
  rig.worker.evaluate(async () => {
    const kept = (await chrome.storage.local.get('pp.readerRules'))['pp.readerRules'] as
      | { rules?: { version?: number } }
      | undefined;
    return kept?.rules?.version ?? null;
  });

describe('reader rules published without a rebuild (issue 25)', () => {
  it('reads a field only the newly published rule set knows', async () => {
    // Built-in rules: price and baths, no bedrooms (the page calls them bedroomTally).
    const before = await panelFacts();
    expect(before).toContain('$325,000');
    expect(before).not.toContain('bd');

    const published = await publishReaderRules(
      product.app.ctx.db,
      RENAMED_KEY_RULES,
      readerRulesKey(product.app.ctx.env),
      new Date(),
    );
    expect(published.rules.version).toBe(2);
    // The daily refresh, brought forward: the worker's own alarm (an unpacked extension's alarm may
    // fire after a second) fetches GET /api/v1/reader-rules, checks the signature and keeps the set.
    await rig.worker.evaluate(() => chrome.alarms.create('reader-rules', { when: Date.now() + 1000 }));
    await expect.poll(keptVersion, { timeout: 15_000 }).toBe(2);

    expect(await panelFacts()).toContain('4 bd');
  });

  it('refuses a set with a bad signature and keeps reading with the last good one', async () => {
    const stranger = generateKeyPairSync('ed25519').privateKey;
    // Served as the latest version, signed by a key the extension does not have: were it kept, the
    // page would lose its bedrooms again (this set has no rule for them).
    const forged = await publishReaderRules(
      product.app.ctx.db,
      { note: 'Signed by a stranger', sources: {} },
      stranger,
      new Date(),
    );
    expect(forged.rules.version).toBe(3);
    const served = await fetch(`${product.baseUrl}/api/v1/reader-rules`).then((r) => r.json());
    expect(served.data.rules.version).toBe(3);

    // The content script's refresh after a poor read, as it sends it; the worker answers its verdict.
    const popup = await rig.openExtensionPage('popup.html');
    const reply = await popup.evaluate(() =>
      chrome.runtime.sendMessage({ type: 'reader-rules:refresh', payload: {} }),
    );
    await popup.close();
    expect(reply).toEqual({ ok: true, value: { result: 'refused' } });
    expect(await keptVersion()).toBe(2);
    expect(await panelFacts()).toContain('4 bd');
  });

  it('reads from the element a newly published printed-page selector names', async () => {
    // Built-in selectors: the price hook's figure, which this redesign made the monthly payment.
    const before = await panelFacts(REDFIN_URL);
    expect(before).toContain('$4,120');
    expect(before).not.toContain('$650,000');

    const published = await publishReaderRules(
      product.app.ctx.db,
      {
        note: 'Redfin moved the price to abp-listPrice',
        sources: { redfin: { dom_fields: { price: ['[data-rf-test-id="abp-listPrice"] .statsValue'] } } },
      },
      readerRulesKey(product.app.ctx.env),
      new Date(),
    );
    expect(published.rules.version).toBe(4);
    await rig.worker.evaluate(() => chrome.alarms.create('reader-rules', { when: Date.now() + 1000 }));
    await expect.poll(keptVersion, { timeout: 15_000 }).toBe(4);

    const after = await panelFacts(REDFIN_URL);
    expect(after).toContain('$650,000');
    expect(after).not.toContain('$4,120');
  });
});
