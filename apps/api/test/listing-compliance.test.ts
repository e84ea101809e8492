import { LISTING_COMPLIANCE_MESSAGES, type TListingCompliance, type TListingDetail } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, listingPermissions, listings, promotions, users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { listingOf, SAMPLE_LISTING_AGENT, sampleListing } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

const { app, db } = await createTestApp();

const url = (id: string, rest: string) => `/api/v1/listings/${id}/${rest}`;
const claim = async (account: TestAccount, id: string) => {
  const res = await app.inject({ method: 'GET', url: url(id, 'claim'), headers: account.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as TListingCompliance;
};
const putClaim = (account: TestAccount, id: string, payload: object) =>
  app.inject({ method: 'PUT', url: url(id, 'claim'), headers: account.auth, payload });
const recordPermission = (account: TestAccount, id: string, payload: object) =>
  app.inject({ method: 'POST', url: url(id, 'permission'), headers: account.auth, payload });
const publish = (account: TestAccount, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/promotions', headers: account.auth, payload });

const permissionRows = (listingId: string) =>
  db.select().from(listingPermissions).where(eq(listingPermissions.listing_id, listingId));
const twitterCredits = async (userId: string) =>
  (await db.select().from(users).where(eq(users.id, userId)))[0]!.promote_to_twitter;

const PERMISSION = { granted_by: 'Jason Lieberman', method: 'email', granted_on: '2025-03-01' };

/** Another broker's listing, saved without a permission. */
const othersListing = async (account: TestAccount, overrides: Parameters<typeof sampleListing>[0] = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/listings',
    headers: account.auth,
    payload: { listing: sampleListing({ source_id: `lc-${Math.random()}`, ...overrides }) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as TListingDetail;
};

describe('Is this my listing?', () => {
  it('defaults from name AND brokerage, is stored when answered, and can be changed', async () => {
    const stranger = await createAccount(app);
    const other = await othersListing(stranger);
    expect(await claim(stranger, other.listing_id)).toMatchObject({
      is_mine: null,
      is_mine_default: false,
      permission: null,
    });
    // The listing agent's own name at another brokerage is not a match: a name alone never decides.
    const namesake = await createAccount(app, { name: SAMPLE_LISTING_AGENT.name });
    expect((await claim(namesake, (await othersListing(namesake)).listing_id)).is_mine_default).toBe(false);
    const agent = await createAccount(app, SAMPLE_LISTING_AGENT);
    const own = await othersListing(agent);
    expect(await claim(agent, own.listing_id)).toMatchObject({
      is_mine: null,
      is_mine_default: true,
      problems: [],
    });

    const answered = await putClaim(agent, own.listing_id, { is_mine: false, represented_side: 'buyer' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({
      is_mine: false,
      is_mine_default: true,
      represented_side: 'buyer',
    });
    expect(answered.json().data.problems.map((p: { code: string }) => p.code)).toEqual([
      'permission_missing',
    ]);
    const [row] = await db.select().from(listings).where(eq(listings.id, own.listing_id));
    expect([row!.is_mine, row!.represented_side]).toEqual([false, 'buyer']);
    // Left out, the side is kept; the answer changes back.
    expect((await putClaim(agent, own.listing_id, { is_mine: true })).json().data).toMatchObject({
      is_mine: true,
      represented_side: 'buyer',
    });
  });

  it('refuses a bad answer with a field message, and another agent’s listing with 404', async () => {
    const account = await createAccount(app);
    const detail = await othersListing(account);
    const bad = await putClaim(account, detail.listing_id, { is_mine: 'yes', represented_side: 'seller' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['is_mine', 'represented_side']);
    const [row] = await db.select().from(listings).where(eq(listings.id, detail.listing_id));
    expect(row!.is_mine).toBeNull();
    const intruder = await createAccount(app);
    expect((await putClaim(intruder, detail.listing_id, { is_mine: true })).statusCode).toBe(404);
    expect((await recordPermission(intruder, detail.listing_id, PERMISSION)).statusCode).toBe(404);
    expect(await permissionRows(detail.listing_id)).toEqual([]);
  });
});

describe('POST /listings/:id/permission', () => {
  it('records who, how and when once, shows it, and refuses a second with a message', async () => {
    const account = await createAccount(app);
    const detail = await othersListing(account);
    const res = await recordPermission(account, detail.listing_id, {
      ...PERMISSION,
      note: 'Reply to my email',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.permission).toMatchObject({ ...PERMISSION, note: 'Reply to my email' });
    expect(res.json().data.problems).toEqual([]);
    expect((await claim(account, detail.listing_id)).permission).toMatchObject(PERMISSION);
    const again = await recordPermission(account, detail.listing_id, {
      ...PERMISSION,
      granted_by: 'Someone',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LISTING_COMPLIANCE_MESSAGES.permissionExists);
    expect((await permissionRows(detail.listing_id)).map((r) => r.granted_by)).toEqual(['Jason Lieberman']);
  });

  it.each([
    ['no who', { granted_by: '  ' }, 'granted_by', LISTING_COMPLIANCE_MESSAGES.grantedByRequired],
    ['no when', { granted_on: undefined }, 'granted_on', LISTING_COMPLIANCE_MESSAGES.grantedOnInvalid],
    ['an unknown method', { method: 'phone' }, 'method', LISTING_COMPLIANCE_MESSAGES.methodInvalid],
    [
      'a day that does not exist',
      { granted_on: '2025-02-30' },
      'granted_on',
      LISTING_COMPLIANCE_MESSAGES.grantedOnInvalid,
    ],
    [
      'a day in another format',
      { granted_on: '03/01/2025' },
      'granted_on',
      LISTING_COMPLIANCE_MESSAGES.grantedOnInvalid,
    ],
    ['a future day', { granted_on: '2999-01-01' }, 'granted_on', LISTING_COMPLIANCE_MESSAGES.grantedOnFuture],
  ])('refuses %s with a field message and writes nothing', async (_, change, field, message) => {
    const account = await createAccount(app);
    const detail = await othersListing(account);
    const res = await recordPermission(account, detail.listing_id, { ...PERMISSION, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await permissionRows(detail.listing_id)).toEqual([]);
  });
});

describe('the gate on publishing', () => {
  it('refuses a publish without the agent’s brokerage: 409, link to the field, nothing written, no credit taken', async () => {
    const account = await createAccount(app, { trial: true, brokerage: '' });
    const detail = await listingOf(app, account);
    const res = await publish(account, {
      listing_id: detail.listing_id,
      platform: 'twitter',
      text: detail.drafts.twitter.text,
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.message).toMatch(/^This can't be published yet: /);
    expect(body.problems).toEqual([
      expect.objectContaining({ code: 'brokerage_missing', field: 'brokerage_name', fix: 'profile' }),
    ]);
    expect(await db.select().from(promotions).where(eq(promotions.user_id, account.userId))).toEqual([]);
    expect(await db.select().from(auditEvents).where(eq(auditEvents.user_id, account.userId))).toEqual([]);
    expect(await twitterCredits(account.userId)).toBe(1);
  });

  it('refuses another broker’s listing until the permission is recorded, then publishes', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await othersListing(account);
    const post = { listing_id: detail.listing_id, platform: 'twitter', text: detail.drafts.twitter.text };
    const refused = await publish(account, post);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().problems).toEqual([
      expect.objectContaining({
        code: 'permission_missing',
        fix: 'listing',
        source: expect.stringMatching(/12-4/),
      }),
    ]);
    expect(await twitterCredits(account.userId)).toBe(1);
    expect((await recordPermission(account, detail.listing_id, PERMISSION)).statusCode).toBe(201);
    expect((await publish(account, post)).statusCode).toBe(201);
    expect(await twitterCredits(account.userId)).toBe(0);
  });

  it('refuses a just-sold post of another broker’s sale until the side is stated (NAR SoP 12-7)', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await othersListing(account, { status: 'sold' });
    await recordPermission(account, detail.listing_id, PERMISSION);
    const post = {
      listing_id: detail.listing_id,
      platform: 'linkedin',
      text: `${detail.drafts.linkedin.text}`,
      template: 'just_sold',
    };
    const refused = await publish(account, post);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().problems.map((p: { code: string }) => p.code)).toEqual(['side_missing']);
    expect(await db.select().from(promotions).where(eq(promotions.user_id, account.userId))).toEqual([]);
    await putClaim(account, detail.listing_id, { is_mine: false, represented_side: 'buyer' });
    expect((await publish(account, post)).statusCode).toBe(201);
  });

  it('hides a property page the gate refuses: 404 for the public, the reason on the listing', async () => {
    const account = await createAccount(app);
    const detail = await othersListing(account);
    const path = new URL(detail.page.url).pathname;
    const hidden = await app.inject({ method: 'GET', url: path });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain(LISTING_COMPLIANCE_MESSAGES.pageNotAvailable);
    expect(hidden.body).not.toContain('Sunrise Realty');
    expect((await claim(account, detail.listing_id)).problems.map((p) => p.code)).toEqual([
      'permission_missing',
    ]);
    await recordPermission(account, detail.listing_id, PERMISSION);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });
});
