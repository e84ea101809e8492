import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageLeads } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { form } from './helpers/property-page-app';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

/** A server with the production limits (not the scaled-up test limits), for the lead form's rate limit. */
const strict = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });

describe('lead rate limit', () => {
  it('answers 429 with the form kept after 5 requests an hour from one address, storing no more', async () => {
    const account = await createAccount(strict.app);
    const detail = await listingOf(strict.app, account);
    const path = new URL(detail.page.url).pathname;
    const send = (i: number) =>
      strict.app.inject({
        method: 'POST',
        url: `${path}/leads`,
        remoteAddress: '198.51.100.77',
        ...form({ name: `Visitor ${i}`, email: `v${i}@example.com` }),
      });
    for (let i = 0; i < 5; i++) expect((await send(i)).statusCode).toBe(303);
    const limited = await send(5);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toContain('Too many requests');
    expect(limited.body).toContain('value="Visitor 5"');
    const stored = await strict.db
      .select()
      .from(pageLeads)
      .where(eq(pageLeads.listing_id, detail.listing_id));
    expect(stored).toHaveLength(5);
  });
});
