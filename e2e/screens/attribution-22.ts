/**
 * Issue 22's screenshots: the property page, a post preview and the reel's end card at 375 and 1280 px
 * for four agents (own listing; another broker's listing with and without the agent's brokerage; a
 * team name with a long name and brokerage). Seeds everything through the real API (the product the
 * browser tests start: buildApp, PGlite, the built web app), then writes PNGs to /work/screens/22/.
 *
 *   node --import tsx e2e/screens/attribution-22.ts        (needs apps/web/dist: npm run build -w @pp/web)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TCurrentUser, TListing, TListingDetail } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { listings, users } from '../../apps/api/src/db/schema';
import { reelOriginals, reelRenderInput } from '../../apps/api/src/domain/reels/reel-render-input';
import { reelLook } from '../../apps/api/src/domain/reels/render/overlay-kit';
import { renderEndCard } from '../../apps/api/src/domain/reels/render/render-end-card';
import { launchBrowser, newPage, type Product, sessionStorageFor, startProduct } from '../helpers';
import { apiAs, seedAgentListing } from '../helpers/seed-agent';

const OUT = process.env.SCREENS_DIR ?? '/work/screens/22';
const WIDTHS = [375, 1280] as const;
const CA = { street: '2207 Vista del Mar Drive', city: 'San Clemente', state: 'CA', postal_code: '92672' };

interface Case {
  key: string;
  name: string;
  brokerage: string;
  team?: string;
  licenses?: { state: string; number: string }[];
  listing?: Partial<TListing>;
  /** Upload an altered photo and its original (California B&P Code §10140.8). */
  altered?: boolean;
}

const CASES: Case[] = [
  // The sample listing's own agent and firm: no courtesy line.
  { key: '1-own-listing', name: 'Jason Lieberman', brokerage: 'Albuquerque House Hunting' },
  {
    key: '2-other-broker-with-brokerage',
    name: 'Dana Whitaker',
    brokerage: 'Sunrise Realty',
    licenses: [{ state: 'CA', number: '01234567' }],
    listing: { address: CA },
  },
  { key: '3-other-broker-no-brokerage', name: 'Dana Whitaker', brokerage: '' },
  {
    key: '4-team-name',
    name: 'Alexandria Montgomery-Fitzgerald',
    brokerage: 'Berkshire Hathaway HomeServices California Properties',
    team: 'The Montgomery-Fitzgerald Coastal Living Group',
    licenses: [{ state: 'CA', number: '02345678' }],
    listing: { address: CA },
    altered: true,
  },
];

/** A photo-like JPEG (sky over garden, with grain) so the end card's blurred background looks real. */
async function photo(seed: number, width = 1200, height = 800) {
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const t = y / height;
      const sky = y < height * 0.55;
      const base = sky
        ? [110 + 80 * t + seed * 9, 150 + 60 * t, 210 - 20 * t]
        : [90 + 40 * Math.sin(x / 60 + seed), 120 + 30 * Math.cos(y / 45), 70 + 20 * t];
      for (let c = 0; c < 3; c++)
        px[i + c] = Math.max(0, Math.min(255, base[c]! + ((x * 31 + y * 17) % 23) - 11));
    }
  return sharp(px, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const photoForm = (fields: Record<string, string>, jpegs: Buffer[]) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [i, j] of jpegs.entries())
    form.append('photos', new Blob([new Uint8Array(j)], { type: 'image/jpeg' }), `p${i}.jpg`);
  return form;
};

async function seed(product: Product, c: Case, n: number) {
  const { account, detail } = await seedAgentListing(product, c);
  const id = detail.listing_id;
  const uploaded = (await apiAs(
    product,
    account.auth,
    'POST',
    '/media/photos',
    photoForm({ listing_id: id }, [await photo(n), await photo(n + 3)]),
  )) as { photos: { photo_id: string }[] };
  const photos = uploaded.photos.map((p) => ({ id: p.photo_id }));
  if (c.altered)
    await apiAs(
      product,
      account.auth,
      'POST',
      `/media/photos/${photos[0]!.id}/original`,
      photoForm({}, [await photo(n + 7)]),
    );
  // Not the agent's listing: the listing broker's permission (NAR SoP 12-4), unless the gate is the point.
  const claim = (await apiAs(product, account.auth, 'GET', `/listings/${id}/claim`)) as {
    is_mine: boolean | null;
    is_mine_default: boolean;
  };
  if (!(claim.is_mine ?? claim.is_mine_default) && c.brokerage)
    await apiAs(product, account.auth, 'POST', `/listings/${id}/permission`, {
      granted_by: 'Jason Lieberman (Albuquerque House Hunting)',
      method: 'email',
      granted_on: '2026-01-05',
    });
  const refreshed = (await apiAs(product, account.auth, 'GET', `/listings/${id}`)) as TListingDetail;
  return { account, detail: refreshed, photos };
}

/** The post preview: the LinkedIn and X drafts the API made, in a plain post frame. */
const postPreview = (c: Case, d: TListingDetail) => {
  const esc = (s: string) => s.replace(/[&<>]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch]!);
  const card = (platform: string, text: string) =>
    `<article><header><span class="avatar">${esc(c.name.slice(0, 1))}</span><div><b>${esc(c.name)}</b><small>${platform} · draft preview</small></div></header><p>${esc(text)}</p></article>`;
  return `<!doctype html><meta name="viewport" content="width=device-width"><style>
  body{margin:0;background:#f1f5f9;font:15px/1.45 system-ui,Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a}
  main{max-width:640px;margin:0 auto;padding:16px;display:grid;gap:16px}
  h1{font-size:18px;margin:8px 0 0} article{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;overflow-wrap:anywhere}
  header{display:flex;gap:10px;align-items:center} header b{display:block} small{color:#64748b}
  .avatar{flex:none;width:40px;height:40px;border-radius:50%;background:#1d4ed8;color:#fff;display:grid;place-items:center;font-weight:700}
  p{white-space:pre-wrap;margin:12px 0 0}</style>
  <main><h1>Post preview: ${esc(c.key.replace(/^\d-/, '').replaceAll('-', ' '))}</h1>${card('LinkedIn', d.drafts.linkedin.text)}${card('X', d.drafts.twitter.text)}</main>`;
};

async function endCard(
  product: Product,
  c: Case,
  d: TListingDetail,
  photos: { id: string }[],
  width: number,
  email: string,
) {
  const height = Math.round((width * 16) / 9 / 2) * 2;
  const db = product.app.ctx.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const [row] = await db.select().from(listings).where(eq(listings.id, d.listing_id));
  if (!user || !row) throw new Error('seeded rows missing');
  const shown = photos.map((p, i) => ({
    id: p.id,
    altered: Boolean(c.altered && i === 0),
    original_id: c.altered && i === 0 ? 'kept' : null,
  }));
  const input = reelRenderInput(
    { duration_sec: 15, template: 'just_listed', music: false },
    row.data as TListing,
    user,
    [],
    { width, height },
    row.page_published ? `${d.page.url}?src=reel` : (row.data as TListing).url,
    row.is_mine,
    reelOriginals(shown, row, product.baseUrl),
  );
  const bgPath = path.join(tmpdir(), `pp-22-bg-${process.pid}.rgb`);
  const outPath = path.join(tmpdir(), `pp-22-card-${process.pid}.rgb`);
  writeFileSync(
    bgPath,
    await sharp(await photo(1, width, height))
      .raw()
      .toBuffer(),
  );
  const look = reelLook(input.style ?? 'classic', input.brand?.accent ?? '#1d4ed8');
  await renderEndCard({ width, height }, input, look, { path: bgPath, width, height }, outPath);
  const png = await sharp(await readFile(outPath), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  await Promise.all([rm(bgPath), rm(outPath)]);
  return png;
}

async function shootCase(product: Product, browser: Browser, c: Case, n: number, files: string[]) {
  const { account, detail, photos } = await seed(product, c, n);
  const me = (await apiAs(product, account.auth, 'GET', '/users/me')) as TCurrentUser;
  for (const width of WIDTHS) {
    const name = (what: string) => path.join(OUT, `${c.key}-${what}-${width}.png`);
    const { context, page } = await newPage(browser, product.baseUrl, {
      width,
      localStorage: sessionStorageFor(account),
    });
    const pageRes = await page.goto(new URL(detail.page.url).pathname);
    await page.screenshot({
      path: name(`property-page${pageRes?.status() === 200 ? '' : `-${pageRes?.status()}`}`),
      fullPage: true,
    });
    files.push(name(`property-page${pageRes?.status() === 200 ? '' : `-${pageRes?.status()}`}`));
    if (c.brokerage) {
      await page.setContent(postPreview(c, detail));
      await page.screenshot({ path: name('post-preview'), fullPage: true });
      files.push(name('post-preview'));
      const card = await endCard(product, c, detail, photos, width === 375 ? 376 : 720, account.email);
      writeFileSync(name('reel-end-card'), card);
      files.push(name('reel-end-card'));
    } else {
      // The gate refuses: the listing's page lists what a post lacks, with the link to the profile field.
      await page.goto(`/dashboard/listings/${detail.listing_id}`);
      const fix = page
        .locator('li', { hasText: /brokerage/i })
        .getByRole('link', { name: 'Fix it in your profile' });
      await fix.waitFor({ timeout: 15_000 });
      await page.getByText('Before anything is published for this listing:').scrollIntoViewIfNeeded();
      await page.screenshot({ path: name('post-refused') });
      files.push(name('post-refused'));
      await fix.click();
      await page.waitForURL(/\/dashboard\/profile#brokerage/);
      await page.getByLabel('Brokerage name').waitFor();
      await page.waitForTimeout(600);
      await page.screenshot({ path: name('fix-link-profile') });
      files.push(name('fix-link-profile'));
      const reel = await fetch(`${product.baseUrl}/api/v1/marketing/reels`, {
        method: 'POST',
        headers: { ...account.auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          listing_id: detail.listing_id,
          template: 'just_listed',
          duration_sec: 15,
          music: false,
          photos: photos.map((p) => ({ photo_id: p.id })),
        }),
      });
      console.info(`${c.key}: POST /reels answered ${reel.status}: ${(await reel.text()).slice(0, 300)}`);
    }
    await context.close();
  }
  console.info(
    `${c.key}: brokerage "${me.brokerage_name}", team "${me.team_name}", licences ${JSON.stringify(me.licenses)}`,
  );
}

const product = await startProduct({ agentsReadyToPublish: false });
const browser = await launchBrowser();
mkdirSync(OUT, { recursive: true });
const files: string[] = [];
try {
  for (const [i, c] of CASES.entries()) await shootCase(product, browser, c, i + 1, files);
  console.info(files.join('\n'));
} finally {
  await browser.close();
  await product.close();
}
