import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingChanges, listings, pageClicks, pageLeads, promotions } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { createListingsWorkspace } from './helpers/listings-workspace';
import { clicksOf } from './helpers/page-clicks';

const { app, db, save, get, lead, click } = await createListingsWorkspace();

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
