import { EXTRACTION_FIELDS, type ExtractionField, type TExtractionHealth } from '@pp/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extractionHealthDaily } from '../src/db/schema';
import { recordExtractionReport } from '../src/domain/extraction-health/record-extraction-report';
import { grantRole } from '../src/domain/users/grant-role';
import { createAccount } from './helpers/accounts';
import { createTestApp } from './helpers/test-app';

/**
 * Extraction health (issue 25): reports become daily counters and nothing else; a report carrying
 * anything beyond names is refused whole; only operators read the rates and the flags.
 */
const { app, db, clock } = await createTestApp();
// Noon UTC, so "today" cannot turn into tomorrow between two requests of a test.
const noon = new Date();
noon.setUTCHours(12, 0, 0, 0);
clock.advance(noon.getTime() - Date.now());
const DAY = 24 * 60 * 60 * 1000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const today = dayOf(clock.now());
const yesterday = dayOf(new Date(clock.now().getTime() - DAY));

const agent = await createAccount(app);
const support = await createAccount(app);
const admin = await createAccount(app);
await grantRole(db, support.email.toUpperCase(), 'support');
await grantRole(db, admin.email, 'admin');

/** A read that found `found` (by the source readers) and nothing else. */
const report = (fingerprint: string, found: readonly ExtractionField[] = EXTRACTION_FIELDS) => ({
  source: 'zillow' as const,
  reader_version: '2026.11.1',
  fingerprint,
  layers: { source: [...found], text: found.includes('beds') ? ['beds' as const] : [] },
  skipped: ['embedded' as const],
  needs_confirmation: found.includes('beds') ? [] : ['beds' as const],
  empty: EXTRACTION_FIELDS.filter((f) => !found.includes(f)),
});
const post = (body: unknown, headers = agent.auth) =>
  app.inject({ method: 'POST', url: '/api/v1/extraction-reports', headers, payload: body as object });
const health = (headers: { authorization: string }, days = 7) =>
  app.inject({ method: 'GET', url: `/api/v1/operator/extraction-health?days=${days}`, headers });
const rowsOf = (fingerprint: string) =>
  db.select().from(extractionHealthDaily).where(eq(extractionHealthDaily.fingerprint, fingerprint));
const tableSize = async () => (await db.select({ n: count() }).from(extractionHealthDaily))[0]!.n;

describe('POST /api/v1/extraction-reports', () => {
  it('adds each report to one counter row per field, atomically under concurrent reports', async () => {
    const withoutPrice = EXTRACTION_FIELDS.filter((f) => f !== 'price');
    const answers = await Promise.all([
      ...Array.from({ length: 7 }, () => post(report('11111111'))),
      ...Array.from({ length: 3 }, () => post(report('11111111', withoutPrice))),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(202));
    const rows = await rowsOf('11111111');
    expect(rows).toHaveLength(EXTRACTION_FIELDS.length);
    const price = rows.find((r) => r.field === 'price')!;
    expect(price).toMatchObject({ day: today, reports: 10, filled: 7, found_source: 7, found_text: 0 });
    expect(rows.find((r) => r.field === 'beds')).toMatchObject({ reports: 10, filled: 10, found_text: 10 });
  });

  it('refuses a report carrying anything more than names (400) and stores nothing of it', async () => {
    const before = await tableSize();
    const good = report('22222222');
    const bad = [
      { ...good, url: 'https://www.zillow.com/homedetails/1-Main-St/123_zpid/' },
      { ...good, address: '1 Main St' },
      { ...good, agent: 'Jane Agent' },
      { ...good, layers: { ...good.layers, agent_name: ['Jane Agent'] } },
      { ...good, fingerprint: '1 Main St, Nashua NH' },
      { ...good, empty: ['jane@example.com'] },
      { ...good, reader_version: 'Jane Agent 555-0100' },
    ];
    for (const body of bad) expect((await post(body)).statusCode).toBe(400);
    expect(await tableSize()).toBe(before);
    expect(await rowsOf('22222222')).toEqual([]);
  });

  it('needs a signed-in extension', async () => {
    expect((await post(report('33333333'), { authorization: '' })).statusCode).toBe(401);
    expect(await rowsOf('33333333')).toEqual([]);
  });
});

describe('GET /api/v1/operator/extraction-health', () => {
  it('is for support and admin only (403 for an agent); roles are never granted through the API', async () => {
    expect((await health(agent.auth)).statusCode).toBe(403);
    expect((await health(support.auth)).statusCode).toBe(200);
    expect((await health(admin.auth)).statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: agent.auth });
    expect(me.json().data.role).toBe('user');
  });

  it('gives each field’s rate per day and flags a drop of a fifth and a weak new design', async () => {
    await db.delete(extractionHealthDaily);
    const at = (daysAgo: number) => new Date(clock.now().getTime() - daysAgo * DAY);
    // An established design (first seen before the window), fully read yesterday.
    await recordExtractionReport(db, report('aaaaaaaa'), at(10));
    for (let i = 0; i < 10; i++) await recordExtractionReport(db, report('aaaaaaaa'), at(1));
    // Today half its reads lose the price, and a new design reads only two fields.
    const withoutPrice = EXTRACTION_FIELDS.filter((f) => f !== 'price');
    for (let i = 0; i < 5; i++) {
      expect((await post(report('aaaaaaaa'))).statusCode).toBe(202);
      expect((await post(report('aaaaaaaa', withoutPrice))).statusCode).toBe(202);
      expect((await post(report('bbbbbbbb', ['price', 'address.street']))).statusCode).toBe(202);
    }
    const answer = await health(admin.auth);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as TExtractionHealth;
    expect(data.to).toBe(today);
    const price = data.fields.find((s) => s.source === 'zillow' && s.field === 'price')!;
    // The read 10 days ago is outside the 7-day window; today: 10 of 15 reads found the price.
    expect(price.days).toEqual([
      { day: yesterday, reports: 10, filled: 10, needs_confirmation: 0, rate: 1 },
      { day: today, reports: 15, filled: 10, needs_confirmation: 0, rate: 0.6667 },
    ]);
    const beds = data.fields.find((s) => s.field === 'beds')!;
    expect(beds.days.at(-1)).toMatchObject({ reports: 15, filled: 10, needs_confirmation: 5 });
    const fields = EXTRACTION_FIELDS.length;
    expect(data.designs).toEqual([
      { source: 'zillow', fingerprint: 'aaaaaaaa', first_seen: dayOf(at(10)), reports: 20, rate: 0.9904 },
      {
        source: 'zillow',
        fingerprint: 'bbbbbbbb',
        first_seen: today,
        reports: 5,
        rate: +(2 / fields).toFixed(4),
      },
    ]);
    expect(Math.round(((20 * fields - 5) / (20 * fields)) * 10_000) / 10_000).toBe(0.9904);
    expect(data.flags).toEqual(
      expect.arrayContaining([
        { kind: 'field_drop', source: 'zillow', field: 'price', day: today, previous_rate: 1, rate: 0.6667 },
        {
          kind: 'new_design',
          source: 'zillow',
          fingerprint: 'bbbbbbbb',
          first_seen: today,
          rate: +(2 / fields).toFixed(4),
          baseline_rate: 0.9904,
        },
      ]),
    );
    // Every other field fell too (the weak design's reads), but no design but the new one is flagged.
    expect(data.flags.filter((f) => f.kind === 'new_design')).toHaveLength(1);
  });

  it('keeps no row per report: a day of reports of one design stays one row per field', async () => {
    const ofToday = and(
      eq(extractionHealthDaily.fingerprint, 'aaaaaaaa'),
      eq(extractionHealthDaily.day, today),
    );
    const [row] = await db.select({ n: count() }).from(extractionHealthDaily).where(ofToday);
    expect(row?.n).toBe(EXTRACTION_FIELDS.length);
  });
});
