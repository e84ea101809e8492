import type { TListingSummary } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { createAccount } from './helpers/accounts';
import { createListingsWorkspace } from './helpers/listings-workspace';

const { app, save, get } = await createListingsWorkspace();

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
