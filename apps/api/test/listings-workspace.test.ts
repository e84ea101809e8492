import type { TListingActivity, TListingDetail, TListingSummary, TResults } from '@pp/contract';
import { tagPostLinks } from '@pp/posts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingChanges, listings, pageClicks, pageLeads, promotions } from '../src/db/schema';
import { createAccount, signInAgain, type TestAccount } from './helpers/accounts';
import { multipartFile, TINY_PNG } from './helpers/multipart';
import { clicksOf } from './helpers/page-clicks';
import { grantPermission, sampleListing } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

const { app, db, clock } = await createTestApp();
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

let n = 0;
async function save(account: TestAccount, overrides: Parameters<typeof sampleListing>[0] = {}) {
  n += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/listings',
    headers: account.auth,
    payload: { listing: sampleListing({ source_id: `ws-${n}`, ...overrides }) },
  });
  expect(res.statusCode).toBe(201);
  const detail = res.json().data as TListingDetail;
  // Another broker's listing: its page goes out once their permission is recorded (NAR SoP 12-4).
  await grantPermission(app, account, detail.listing_id);
  return detail;
}

const get = (account: TestAccount, url: string) => app.inject({ method: 'GET', url, headers: account.auth });

async function lead(detail: TListingDetail, fields: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: `${new URL(detail.page.url).pathname}/leads`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
  });
  expect(res.statusCode).toBe(303);
}

async function click(detail: TListingDetail, src: string, ip: string) {
  await app.inject({
    method: 'GET',
    url: `${new URL(detail.page.url).pathname}?src=${src}`,
    headers: { 'user-agent': BROWSER },
    remoteAddress: ip,
  });
}

describe('GET /api/v1/listings (search, filters, pages)', () => {
  it('searches the address and filters by source and status on the server, 20 per page', async () => {
    const account = await createAccount(app);
    await save(account, {
      address: { street: '9 Oak Lane', city: 'Boise', state: 'ID', postal_code: '83702' },
    });
    await save(account, {
      source: 'redfin',
      url: 'https://www.redfin.com/ID/Boise/12-Elm-St-83702/home/1',
      status: 'pending',
      address: { street: '12 Elm St', city: 'Boise', state: 'ID', postal_code: '83702' },
    });
    for (let i = 0; i < 21; i++)
      await save(account, {
        address: { street: `${i} Pine Rd`, city: 'Reno', state: 'NV', postal_code: null },
      });
    const list = async (query: string) => {
      const res = await get(account, `/api/v1/listings${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        listings: TListingSummary[];
        total: number;
        page: number;
        page_size: number;
      };
    };
    const all = await list('');
    expect([all.total, all.listings.length, all.page_size]).toEqual([23, 20, 20]);
    const second = await list('?page=2');
    expect(second.listings).toHaveLength(3);
    expect(new Set([...all.listings, ...second.listings].map((l) => l.listing_id)).size).toBe(23);
    expect((await list('?q=boise')).total).toBe(2);
    expect((await list('?q=oak%20lane')).listings.map((l) => l.address.street)).toEqual(['9 Oak Lane']);
    expect((await list('?source=redfin')).listings.map((l) => l.address.street)).toEqual(['12 Elm St']);
    expect((await list('?status=pending&q=elm')).total).toBe(1);
    expect((await list('?q=%25')).total).toBe(0); // a literal %, not a wildcard
    const bad = await get(account, '/api/v1/listings?source=craigslist');
    expect(bad.statusCode).toBe(400);
    expect((await get(account, '/api/v1/listings?page=0')).statusCode).toBe(400);
  });
});

describe('follow-up posts: the change since the previous save', () => {
  it('answers price reduced, pending, sold and back on market, and keeps them with their date', async () => {
    const account = await createAccount(app, { trial: true });
    const first = await save(account, { source_id: 'follow-1' });
    expect(first.change).toBeNull();
    expect(first.promoted_before).toBe(false);
    const published = await app.inject({
      method: 'POST',
      url: '/api/v1/promotions',
      headers: account.auth,
      payload: { listing_id: first.listing_id, platform: 'linkedin', text: first.drafts.linkedin.text },
    });
    expect(published.statusCode).toBe(201);
    const again = (overrides: Parameters<typeof sampleListing>[0]) =>
      app
        .inject({
          method: 'POST',
          url: '/api/v1/listings',
          headers: account.auth,
          payload: { listing: sampleListing({ source_id: 'follow-1', ...overrides }) },
        })
        .then((r) => r.json().data as TListingDetail);
    const reduced = await again({ price: 210_000 });
    expect(reduced.promoted_before).toBe(true);
    expect(reduced.change).toMatchObject({ kind: 'price_reduced', from_price: 224_900, to_price: 210_000 });
    expect((await again({ price: 210_000 })).change).toBeNull();
    expect((await again({ price: 210_000, status: 'pending' })).change?.kind).toBe('pending');
    expect((await again({ price: 210_000, status: 'for_sale' })).change?.kind).toBe('back_on_market');
    clock.advance(60_000);
    expect((await again({ price: 215_000, status: 'sold' })).change?.kind).toBe('sold');
    clock.reset();
    const activity = (await get(account, `/api/v1/listings/${first.listing_id}/activity`)).json()
      .data as TListingActivity;
    expect(activity.changes.map((c) => c.kind)).toEqual([
      'sold',
      'back_on_market',
      'pending',
      'price_reduced',
    ]);
    expect(Date.parse(activity.changes[0]!.created_at)).toBeGreaterThan(
      Date.parse(activity.changes[1]!.created_at),
    );
    // The published text is the draft with the post's own id on its page link (results per post).
    const [post] = activity.posts;
    expect(activity.posts).toEqual([
      expect.objectContaining({
        platform: 'linkedin',
        status: 'published',
        text: tagPostLinks(first.drafts.linkedin.text, post?.promotion_id ?? ''),
      }),
    ]);
    expect(post?.text).toContain(`&post=${post?.promotion_id}`);
  });
});

describe('a listing’s activity, leads CSV and results', () => {
  it('counts clicks and leads per platform for the listing and the dashboard results', async () => {
    const account = await createAccount(app);
    const detail = await save(account);
    await click(detail, 'fb', '192.0.2.1');
    await click(detail, 'fb', '192.0.2.2');
    await click(detail, 'x', '192.0.2.3');
    await clicksOf(db, detail.listing_id, 3);
    await lead(detail, {
      name: 'Ann',
      email: 'ann@example.com',
      src: 'fb',
      kind: 'question',
      message: '=HYPERLINK("http://evil")',
    });
    await lead(detail, { name: 'Bob "B" Smith', phone: '555-0100', src: 'x' });
    const activity = (await get(account, `/api/v1/listings/${detail.listing_id}/activity`)).json()
      .data as TListingActivity;
    expect(activity.results).toEqual([
      { src: 'fb', clicks: 2, leads: 1 },
      { src: 'li', clicks: 0, leads: 0 },
      { src: 'x', clicks: 1, leads: 1 },
      { src: 'reel', clicks: 0, leads: 0 },
      { src: 'direct', clicks: 0, leads: 0 },
    ]);
    expect(activity.leads.map((l) => l.name)).toEqual(['Bob "B" Smith', 'Ann']);
    expect(activity.page.url).toBe(detail.page.url);

    const csv = await get(account, `/api/v1/listings/${detail.listing_id}/leads.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="leads-${detail.page.slug}.csv"`);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Date","Request","Name","Email","Phone","Message","Platform"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"[^"]+","Showing","Bob ""B"" Smith","","555-0100","","X"$/);
    // A formula in a visitor's message is neutralised for spreadsheets.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")","Facebook"`);

    for (const days of [7, 30]) {
      const results = (await get(account, `/api/v1/users/results?days=${days}`)).json().data as TResults;
      expect(results.totals).toEqual({ clicks: 3, leads: 2 });
      expect(results.by_platform.find((p) => p.src === 'fb')).toEqual({ src: 'fb', clicks: 2, leads: 1 });
      expect(results.by_listing).toEqual([
        { listing_id: detail.listing_id, address: '1220 Garcia St NE, Albuquerque, NM', clicks: 3, leads: 2 },
      ]);
      expect(results.daily).toHaveLength(days);
      expect(results.daily.at(-1)).toMatchObject({ clicks: 3, leads: 2 });
    }
    // Thirty-one days later the window holds nothing.
    clock.advance(31 * 86_400_000);
    const later = (await get(await signInAgain(app, account), '/api/v1/users/results?days=30')).json()
      .data as TResults;
    clock.reset();
    expect(later.totals).toEqual({ clicks: 0, leads: 0 });
    expect((await get(account, '/api/v1/users/results?days=9')).statusCode).toBe(400);
  });
});

describe('DELETE /api/v1/listings/:id', () => {
  it('takes the listing’s page, posts, history, clicks and leads with it', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await save(account);
    await app.inject({
      method: 'POST',
      url: '/api/v1/promotions',
      headers: account.auth,
      payload: { listing_id: detail.listing_id, platform: 'twitter', text: detail.drafts.twitter.text },
    });
    await save(account, { source_id: detail.listing.source_id, price: 1 });
    await click(detail, 'li', '192.0.2.50');
    await clicksOf(db, detail.listing_id, 1);
    await lead(detail, { name: 'Cy', email: 'cy@example.com' });
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${detail.listing_id}`,
      headers: account.auth,
    });
    expect(res.statusCode).toBe(200);
    for (const [table, column] of [
      [listings, listings.id],
      [promotions, promotions.listing_id],
      [listingChanges, listingChanges.listing_id],
      [pageClicks, pageClicks.listing_id],
      [pageLeads, pageLeads.listing_id],
    ] as const)
      expect(await db.select().from(table).where(eq(column, detail.listing_id))).toHaveLength(0);
    expect((await get(account, `/api/v1/listings/${detail.listing_id}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: new URL(detail.page.url).pathname })).statusCode).toBe(
      410,
    );
  });
});

describe('IDOR: another agent’s listing answers 404 on every route and is left unchanged', () => {
  it('refuses reading, exporting, unpublishing and deleting', async () => {
    const owner = await createAccount(app);
    const other = await createAccount(app);
    const detail = await save(owner);
    await lead(detail, { name: 'Dee', email: 'dee@example.com' });
    const id = detail.listing_id;
    const attempts = [
      { method: 'GET', url: `/api/v1/listings/${id}` },
      { method: 'GET', url: `/api/v1/listings/${id}/activity` },
      { method: 'GET', url: `/api/v1/listings/${id}/leads.csv` },
      { method: 'PUT', url: `/api/v1/listings/${id}/page`, payload: { published: false } },
      { method: 'DELETE', url: `/api/v1/listings/${id}` },
    ] as const;
    for (const attempt of attempts) {
      const res = await app.inject({ ...attempt, headers: other.auth });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(res.body).not.toContain('Dee');
      expect((await app.inject({ ...attempt, headers: {} })).statusCode).toBe(401);
    }
    expect((await get(other, '/api/v1/listings')).json().data.total).toBe(0);
    const results = (await get(other, '/api/v1/users/results?days=30')).json().data as TResults;
    expect(results.totals.leads).toBe(0);
    // Still there, still published, lead kept.
    expect((await app.inject({ method: 'GET', url: new URL(detail.page.url).pathname })).statusCode).toBe(
      200,
    );
    expect(await db.select().from(pageLeads).where(eq(pageLeads.listing_id, id))).toHaveLength(1);
    expect((await get(owner, `/api/v1/listings/${id}/leads.csv`)).body).toContain('Dee');
  });
});

describe('branding on the profile', () => {
  it('saves brokerage, accent colour, licence and phone, and refuses bad values without writing', async () => {
    const account = await createAccount(app);
    const update = (branding: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/users/update-profile',
        headers: account.auth,
        payload: { name: 'Bea Brand', username: account.username, branding },
      });
    const good = await update({
      brokerage_name: 'Coast Homes',
      accent_color: '#AA3300',
      license_number: 'DRE 0199',
      phone_number: '+1 555 0100',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toMatchObject({
      brokerage_name: 'Coast Homes',
      accent_color: '#aa3300',
      license_number: 'DRE 0199',
      phone_number: '+1 555 0100',
      logo_url: null,
    });
    const badColour = await update({ accent_color: 'red' });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().errors.accent_color).toBe('Accent colour must be a hex colour like #1a73e8');
    expect((await update({ phone_number: 'call me' })).statusCode).toBe(400);
    expect((await update({ brokerage_name: 'x'.repeat(121) })).statusCode).toBe(400);
    expect((await get(account, '/api/v1/users/me')).json().data.accent_color).toBe('#aa3300');
  });

  it('types the logo by its bytes: an image is kept, anything else is refused', async () => {
    const account = await createAccount(app);
    const upload = (data: Buffer) => {
      const body = multipartFile(data, { filename: 'logo.png', contentType: 'image/png' });
      return app.inject({
        method: 'POST',
        url: '/api/v1/users/logo/upload',
        headers: { ...account.auth, ...body.headers },
        payload: body.payload,
      });
    };
    const refused = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(refused.statusCode).toBe(415);
    expect((await get(account, '/api/v1/users/logo')).statusCode).toBe(404);
    const saved = await upload(TINY_PNG);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.logo_url).toBe('/api/v1/users/logo');
    const logo = await get(account, '/api/v1/users/logo');
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(TINY_PNG)).toBe(true);
  });
});
