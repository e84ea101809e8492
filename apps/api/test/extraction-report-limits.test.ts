import { EXTRACTION_FIELDS } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extractionHealthDaily } from '../src/db/schema';
import { IP_AND_USER_LIMITS } from '../src/lib/rate-limits';
import { createAccount } from './helpers/accounts';
import { createTestApp } from './helpers/test-app';

/** Extraction reports are limited per user (and per IP): past the limit, 429 and nothing counted. */
const SCALE = 0.2;
const { app, db } = await createTestApp({ env: { RATE_LIMIT_SCALE: String(SCALE) } });
const perUser = Math.ceil(IP_AND_USER_LIMITS['extraction-report'].perUser * SCALE);

const report = {
  source: 'trulia',
  reader_version: '2026.11.1',
  fingerprint: 'c0ffee00',
  layers: { source: [...EXTRACTION_FIELDS] },
  skipped: [],
  needs_confirmation: [],
  empty: [],
};

describe('POST /api/v1/extraction-reports limits', () => {
  it('answers 429 with Retry-After past the per-user limit, without counting the refused report', async () => {
    const agent = await createAccount(app);
    const other = await createAccount(app);
    const post = (auth: { authorization: string }) =>
      app.inject({ method: 'POST', url: '/api/v1/extraction-reports', headers: auth, payload: report });
    for (let i = 0; i < perUser; i++) expect((await post(agent.auth)).statusCode).toBe(202);
    const refused = await post(agent.auth);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another agent behind the same address still reports.
    expect((await post(other.auth)).statusCode).toBe(202);
    const [price] = await db
      .select({ reports: extractionHealthDaily.reports })
      .from(extractionHealthDaily)
      .where(eq(extractionHealthDaily.field, 'price'));
    expect(price?.reports).toBe(perUser + 1);
  });
});
