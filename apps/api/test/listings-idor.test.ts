import type { TResults } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageLeads } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { createListingsWorkspace } from './helpers/listings-workspace';

const { app, db, save, get, lead } = await createListingsWorkspace();

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
