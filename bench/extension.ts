/**
 * Click → drafts visible in the extension's side panel (issue 7; budget: median < 500 ms). Debian's
 * Chromium loads the unpacked extension (a development build made for the run); the real product
 * (API + database, e2e/helpers startProduct) runs locally; the four sites' saved listing pages are
 * served by request interception. Each run opens a listing in a new tab and clicks the page's
 * 'Property Promoter' button. The content script stamps Date.now() at the click; the real side
 * panel (opened by chrome.sidePanel.open) stamps Date.now() once the drafts are painted, and the
 * service worker stamps when POST /api/v1/listings has answered. Writes bench/extension.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURE_PAGES } from '../apps/extension/src/testing/fixture-pages';
import { type ExtensionRig, launchExtensionRig } from '../apps/extension/src/testing/launch-extension';
import { createUserViaApi, type Product, startProduct } from '../e2e/helpers';

const RUNS_PER_PAGE = Number(process.env.RUNS_PER_PAGE ?? 5);
const WARMUP = 2;
const BUDGET_MS = 500;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
};

interface Sample {
  source: string;
  /** Click → Chrome starts loading the panel page. */
  panel_navigation_ms: number;
  /** Click → the drafts are painted in the panel (the budgeted figure). */
  drafts_ms: number;
  /** Click → the full editor has replaced the first paint and takes input. */
  editor_ms: number;
  /** Click → POST /api/v1/listings answered (the listing is saved; Publish is enabled). */
  saved_ms: number;
}

async function oneClick(rig: ExtensionRig, url: string): Promise<Omit<Sample, 'source'>> {
  const page = await rig.context.newPage();
  await page.goto(url);
  await page.locator('pp-promoter-button').getByRole('button', { name: 'Property Promoter' }).click();
  const tabId = await rig.tabIdOf(page);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const got = await rig.worker.evaluate(async (id) => {
      const timing = (await chrome.storage.session.get(`pp.timing.${id}`))[`pp.timing.${id}`] as
        | {
            clicked_at: number;
            panel_navigation_at: number;
            drafts_visible_at?: number;
            editor_ready_at?: number;
          }
        | undefined;
      const state = (await chrome.storage.session.get(`pp.tab.${id}`))[`pp.tab.${id}`] as
        | { saved_at?: number; error?: string }
        | undefined;
      return { timing, saved_at: state?.saved_at ?? null, error: state?.error ?? null };
    }, tabId);
    if (got.error) throw new Error(`listing not saved: ${got.error}`);
    const t = got.timing;
    if (t?.drafts_visible_at && t.editor_ready_at && got.saved_at) {
      await page.close();
      return {
        panel_navigation_ms: t.panel_navigation_at - t.clicked_at,
        drafts_ms: t.drafts_visible_at - t.clicked_at,
        editor_ms: t.editor_ready_at - t.clicked_at,
        saved_ms: got.saved_at - t.clicked_at,
      };
    }
    if (Date.now() > deadline) throw new Error(`no drafts timing for ${url} (is the side panel opening?)`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const stats = (xs: number[]) => ({
  median: quantile(xs, 0.5),
  p95: quantile(xs, 0.95),
  max: Math.max(...xs),
});

async function main() {
  let product: Product | undefined;
  let rig: ExtensionRig | undefined;
  try {
    product = await startProduct();
    rig = await launchExtensionRig({ apiBase: product.baseUrl });
    const account = await createUserViaApi(product, { trial: true });
    await rig.signIn(account.email, account.password);
    for (let i = 0; i < WARMUP; i++) await oneClick(rig, FIXTURE_PAGES[0]?.url ?? '');
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS_PER_PAGE; run++) {
      for (const page of FIXTURE_PAGES)
        samples.push({ source: page.source, ...(await oneClick(rig, page.url)) });
    }
    const drafts = samples.map((s) => s.drafts_ms);
    const bySource = Object.fromEntries(
      FIXTURE_PAGES.map((p) => [
        p.source,
        quantile(
          samples.filter((s) => s.source === p.source).map((s) => s.drafts_ms),
          0.5,
        ),
      ]),
    );
    const result = {
      measure:
        'click on the page button → drafts painted in the real side panel (Date.now() in the page and in the panel, after a paint)',
      budget_median_ms: BUDGET_MS,
      within_budget: quantile(drafts, 0.5) < BUDGET_MS,
      at: new Date().toISOString(),
      runs: samples.length,
      warmup_runs: WARMUP,
      drafts_visible_ms: stats(drafts),
      drafts_visible_median_ms_by_source: bySource,
      panel_navigation_ms: stats(samples.map((s) => s.panel_navigation_ms)),
      editor_ready_ms: stats(samples.map((s) => s.editor_ms)),
      listing_saved_by_api_ms: stats(samples.map((s) => s.saved_ms)),
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite (in memory)',
      samples,
    };
    const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'extension.json');
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.info(
      `click → drafts visible: median ${result.drafts_visible_ms.median} ms, p95 ${result.drafts_visible_ms.p95} ms over ${samples.length} clicks (budget ${BUDGET_MS} ms: ${result.within_budget ? 'met' : 'MISSED'}); editor ready: median ${result.editor_ready_ms.median} ms; listing saved by the API: median ${result.listing_saved_by_api_ms.median} ms. Wrote ${path.relative(process.cwd(), out)}`,
    );
    if (!result.within_budget) process.exitCode = 1;
  } finally {
    await rig?.close();
    await product?.close();
  }
}

await main();
