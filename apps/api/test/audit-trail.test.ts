import type { TAuditEvent, TListingDetail } from '@pp/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
import { createAccount, STRONG_PASSWORD, signInAgain, type TestAccount } from './helpers/accounts';
import { listingTrail } from './helpers/audit-trail';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

const { app, db, clock } = await createTestApp();
// Noon UTC, so "today" cannot turn into tomorrow between the test's reading of the day and the
// app's (a run that crosses UTC midnight); the tests move the clock relative to this.
const noon = new Date();
noon.setUTCHours(12, 0, 0, 0);
clock.advance(noon.getTime() - Date.now());

const publish = async (
  account: TestAccount,
  detail: TListingDetail,
  text = detail.drafts.linkedin.text,
  platform = 'linkedin',
) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/promotions',
    headers: account.auth,
    payload: { listing_id: detail.listing_id, platform, text },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { promotion_id: string };
};
const history = (account: TestAccount, listingId: string) => listingTrail(app, account, listingId);
const exportTrail = (account: TestAccount, query: string) =>
  app.inject({ method: 'GET', url: `/api/v1/audit/export?${query}`, headers: account.auth });
const rowsOf = (userId: string) => db.select().from(auditEvents).where(eq(auditEvents.user_id, userId));
const DAY = 86_400_000;

describe('the audit trail', () => {
  it('records the exact text, the findings, accepted warnings, permission, attribution and facts of a publish', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    // "Exclusive neighborhood" is a warning the agent publishes past (it does not block).
    const text = `${detail.drafts.linkedin.text}\n\nAn exclusive neighborhood.`;
    const { promotion_id } = await publish(account, detail, text);
    const [event] = await history(account, detail.listing_id);
    expect(event).toMatchObject({
      kind: 'post',
      platform: 'linkedin',
      output_id: promotion_id,
      content: { text },
      permission: { granted_by: 'Jason Lieberman', method: 'email', granted_on: '2025-01-15' },
      attribution: {
        brokerage: 'Sunrise Realty',
        courtesyLine: 'Listing courtesy of Jason Lieberman, Albuquerque House Hunting',
      },
      facts: { price: 224_900, status: 'for_sale', beds: 4, baths: 2, area: 1299 },
    });
    const warnings = event!.findings.filter((f) => f.severity === 'warn');
    expect(warnings.map((w) => w.phrase)).toContain('exclusive neighborhood');
    expect(event!.accepted_warnings).toEqual(
      warnings.map((w) => ({
        category: w.category,
        phrase: w.phrase,
        user_id: account.userId,
        accepted_at: event!.created_at,
      })),
    );
  });

  it('cannot be updated or deleted, even in raw SQL', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    await publish(account, detail);
    const [row] = await rowsOf(account.userId);
    await expect(
      db.execute(sql`UPDATE audit_events SET content = '{}'::jsonb WHERE id = ${row!.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_events WHERE id = ${row!.id}`)).rejects.toThrow();
    const [after] = await rowsOf(account.userId);
    expect(after!.content).toEqual(row!.content);
  });

  it('is kept when the listing is deleted and goes with the account', async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account);
    await publish(account, detail);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${detail.listing_id}`,
      headers: account.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await rowsOf(account.userId)).toHaveLength(1);
    const kept = await exportTrail(account, `listing_id=${detail.listing_id}&format=json`);
    expect(kept.json().events).toHaveLength(1);
    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: account.auth,
      payload: { password: STRONG_PASSWORD },
    });
    expect(gone.statusCode).toBe(200);
    expect(await rowsOf(account.userId)).toEqual([]);
  });

  it('records a property page when first served and again when its facts change', async () => {
    const account = await createAccount(app);
    const detail = await listingOf(app, account);
    const path = new URL(detail.page.url).pathname;
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const pages = (await history(account, detail.listing_id)).filter((e) => e.kind === 'property_page');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({
      platform: 'page',
      output_id: detail.listing_id,
      facts: { price: 224_900 },
    });
  });

  it('records a page once when its first views arrive together', async () => {
    const account = await createAccount(app);
    const detail = await listingOf(app, account, 'together');
    const path = new URL(detail.page.url).pathname;
    const views = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: path })),
    );
    expect(views.map((v) => v.statusCode)).toEqual(Array(6).fill(200));
    const pages = (await history(account, detail.listing_id)).filter((e) => e.kind === 'property_page');
    expect(pages).toHaveLength(1);
  });
});

describe('GET /audit/export', () => {
  it('exports one listing’s or a range of days’ trail as CSV or JSON', async () => {
    const first = await createAccount(app, { trial: true });
    const firstListing = await listingOf(app, first, 'ex-1');
    const second = await listingOf(app, first, 'ex-2');
    await publish(first, firstListing);
    clock.advance(3 * DAY);
    // Access tokens last 15 minutes: the agent signs in again three days later.
    const account = await signInAgain(app, first);
    const text = `=HYPERLINK("http://evil") ${second.drafts.twitter.text}`.slice(0, 250);
    await publish(account, second, text, 'twitter');
    const secondDay = clock.now().toISOString().slice(0, 10);

    const byListing = await exportTrail(account, `listing_id=${firstListing.listing_id}&format=json`);
    expect(byListing.statusCode).toBe(200);
    expect(byListing.headers['content-disposition']).toContain(`audit-${firstListing.listing_id}.json`);
    expect(byListing.json().events.map((e: TAuditEvent) => e.listing_id)).toEqual([firstListing.listing_id]);

    const byDays = await exportTrail(account, `from=${secondDay}&to=${secondDay}&format=csv`);
    expect(byDays.statusCode).toBe(200);
    expect(byDays.headers['content-type']).toContain('text/csv');
    const lines = byDays.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"created_at","listing_id","kind","platform","output_id","content","findings","accepted_warnings","permission","attribution","facts"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${second.listing_id}"`);
    // Quotes doubled inside the JSON cell; the cell starts with '{' so it is no formula.
    expect(lines[1]).toContain('""text"":""=HYPERLINK(\\""http://evil\\"")');
    // Another agent's trail is never in the export.
    const stranger = await createAccount(app);
    expect(
      (await exportTrail(stranger, `listing_id=${firstListing.listing_id}&format=json`)).json().events,
    ).toEqual([]);
  });

  it('neutralises a cell that would start a formula', async () => {
    const { auditCsv } = await import('../src/domain/audit/export-audit-events');
    const csv = auditCsv([
      {
        id: 'x',
        listing_id: null,
        kind: 'post',
        platform: '=cmd|calc',
        output_id: '@SUM(A1)',
        content: {},
        findings: [],
        accepted_warnings: [],
        permission: null,
        attribution: {},
        facts: {},
        created_at: '-1',
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`"'-1","","post","'=cmd|calc","'@SUM(A1)","{}","[]","[]","","{}","{}"`);
  });

  it.each([
    ['no listing and no range', 'format=csv', 'from'],
    ['a bad format', 'listing_id=00000000-0000-4000-8000-000000000000&format=xls', 'format'],
    ['a day that does not exist', 'from=2025-02-30&to=2025-03-01', 'from'],
    ['a range the wrong way round', 'from=2025-03-02&to=2025-03-01', 'to'],
  ])('refuses %s with a field message', async (_, query, field) => {
    const account = await createAccount(app);
    const res = await exportTrail(account, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(expect.any(String));
  });
});
