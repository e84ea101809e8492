import { LISTING_MESSAGES, type TListingDetail, type TListingSummary } from '@pp/contract';
import { countTweet } from '@pp/posts';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, usageEvents } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { sampleListing } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

const { app, db } = await createTestApp();

const post = (headers: Record<string, string>, listing: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/listings', headers, payload: { listing } });

const conversions = async (userId: string) =>
  db
    .select()
    .from(usageEvents)
    .where(and(eq(usageEvents.user_id, userId), eq(usageEvents.kind, 'conversion')));

describe('POST /api/v1/listings', () => {
  it('requires sign-in', async () => {
    expect((await post({}, sampleListing())).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/listings' })).statusCode).toBe(401);
  });

  it('stores the listing, records one conversion for its source and answers drafts with findings', async () => {
    const account = await createAccount(app);
    const res = await post(account.auth, sampleListing());
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; data: TListingDetail };
    expect(body.message).toBe(LISTING_MESSAGES.saved);
    expect(body.data.listing_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.listing.price).toBe(224_900);
    expect(countTweet(body.data.drafts.twitter.text).valid).toBe(true);
    // Posts link to the listing's property page, with the platform they were posted on.
    expect(body.data.page.url).toMatch(
      /^http:\/\/localhost:8080\/p\/1220-garcia-st-ne-albuquerque-nm-[a-z0-9]{8}$/,
    );
    expect(body.data.drafts.twitter.text).toContain(`${body.data.page.url}?src=x`);
    expect(body.data.drafts.linkedin.text).toContain(`${body.data.page.url}?src=li`);
    expect(body.data.drafts.facebook_marketplace.description).toContain(`${body.data.page.url}?src=fb`);
    expect(body.data.drafts.facebook_marketplace).toMatchObject({
      listing_type: 'sale',
      property_type: 'House',
      bedrooms: 4,
    });
    // Jane Agent is not the listing agent: a permission warning, and no block since drafts name the brokerage.
    for (const findings of Object.values(body.data.findings)) {
      expect(findings.map((f) => [f.category, f.severity])).toEqual([['advertising', 'warn']]);
    }
    const events = await conversions(account.userId);
    expect(events.map((e) => [e.source, e.listing_id])).toEqual([['zillow', body.data.listing_id]]);
  });

  it('updates the same source id instead of adding a listing, counting each conversion', async () => {
    const account = await createAccount(app);
    const first = (await post(account.auth, sampleListing())).json().data as TListingDetail;
    const again = await post(account.auth, sampleListing({ price: 219_000, status: 'pending' }));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.listing_id).toBe(first.listing_id);
    const list = await app.inject({ method: 'GET', url: '/api/v1/listings', headers: account.auth });
    const listings = list.json().data.listings as TListingSummary[];
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({ listing_id: first.listing_id, price: 219_000, status: 'pending' });
    expect(await conversions(account.userId)).toHaveLength(2);
  });

  it.each([
    ['a URL on another site', sampleListing({ url: 'https://evil.example/homedetails/1_zpid/' })],
    ['a URL of another source', sampleListing({ url: 'https://www.redfin.com/WA/Kenmore/x/home/1' })],
    ['a look-alike host', sampleListing({ url: 'https://zillow.com.evil.example/x' })],
    ['an unknown source', { ...sampleListing(), source: 'craigslist' }],
    [
      'too many photos',
      sampleListing({ photos: Array.from({ length: 201 }, (_, i) => `https://p.example/${i}.jpg`) }),
    ],
    ['a script photo URL', sampleListing({ photos: ['javascript:alert(1)'] })],
    ['an oversized description', sampleListing({ description: 'x'.repeat(20_001) })],
    ['a negative price', sampleListing({ price: -1 })],
    [
      'an empty read of a page',
      sampleListing({
        address: { street: null, city: null, state: null, postal_code: null },
        price: null,
        status: null,
      }),
    ],
    [
      'a listing without a street address',
      sampleListing({ address: { street: ' ', city: 'Albuquerque', state: 'NM', postal_code: null } }),
    ],
    ['a listing with neither price nor status', sampleListing({ price: null, status: null })],
  ])('refuses %s with 400 and stores nothing', async (_label, listing) => {
    const account = await createAccount(app);
    const res = await post(account.auth, listing);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errors: expect.any(Object) });
    expect(res.json().message).not.toBe('Invalid request');
    const list = await app.inject({ method: 'GET', url: '/api/v1/listings', headers: account.auth });
    expect(list.json().data.listings).toEqual([]);
    expect(await conversions(account.userId)).toEqual([]);
  });

  it('refuses a Zillow-looking URL whose host a browser reads as evil.example (issue 23), with a url message, writing nothing', async () => {
    const account = await createAccount(app);
    const rows = async () => ({
      listings: (await db.select({ n: count() }).from(listings))[0]?.n,
      events: (await db.select({ n: count() }).from(usageEvents))[0]?.n,
    });
    const before = await rows();
    // WHATWG URL (a browser) reads a backslash as "/": the host is evil.example, "@www.zillow.com/…" its path.
    const url = 'https://evil.example\\@www.zillow.com/homedetails/1220-Garcia-St-NE/6772539_zpid/';
    const res = await post(account.auth, sampleListing({ url }));
    expect(res.statusCode).toBe(400);
    const body = res.json() as { status: string; message: string; errors: Record<string, string> };
    expect(body.status).toBe('error');
    expect(body.errors.url).toBe(body.message);
    expect(body.message).toMatch(/listing URL must be a Zillow/);
    expect(await rows()).toEqual(before);
  });
});

describe('GET /api/v1/listings/:id', () => {
  it("answers the user's own listing with its drafts, and 404 for anyone else's or a bad id", async () => {
    const owner = await createAccount(app);
    const other = await createAccount(app);
    const created = (await post(owner.auth, sampleListing())).json().data as TListingDetail;
    const own = await app.inject({
      method: 'GET',
      url: `/api/v1/listings/${created.listing_id}`,
      headers: owner.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual(created);
    for (const id of [created.listing_id, '00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/listings/${id}`, headers: other.auth });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', message: LISTING_MESSAGES.notFound });
    }
    const otherList = await app.inject({ method: 'GET', url: '/api/v1/listings', headers: other.auth });
    expect(otherList.json().data.listings).toEqual([]);
  });

  it('gives the listing agent drafts without the not-your-listing warning', async () => {
    const agent = await createAccount(app, { name: 'Jason Lieberman' });
    // Name alone never decides (issue 22): the listing agent is the one with the listing's brokerage too.
    const profile = await app.inject({
      method: 'POST',
      url: '/api/v1/users/update-profile',
      headers: agent.auth,
      payload: {
        name: 'Jason Lieberman',
        username: agent.username,
        branding: { brokerage_name: 'Albuquerque House Hunting' },
      },
    });
    expect(profile.statusCode).toBe(200);
    const created = (await post(agent.auth, sampleListing())).json().data as TListingDetail;
    expect(created.findings).toEqual({ facebook_marketplace: [], linkedin: [], twitter: [] });
    expect(created.drafts.linkedin.text).toContain('Jason Lieberman, Albuquerque House Hunting');
    expect(created.drafts.linkedin.text).not.toContain('Listing courtesy of');
  });

  it("credits another broker's listing as the listing's, with the agent's own brokerage (issue 22)", async () => {
    const dana = await createAccount(app, { name: 'Dana Whitaker' });
    const created = (await post(dana.auth, sampleListing({ source_id: 'courtesy-1' }))).json()
      .data as TListingDetail;
    expect(created.drafts.linkedin.text).toContain(
      'Listing courtesy of Jason Lieberman, Albuquerque House Hunting',
    );
    expect(created.drafts.twitter.text).not.toContain('Listed by');
  });
});
