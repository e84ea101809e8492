import type { TListingActivity, TResults } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { createAccount, signInAgain } from './helpers/accounts';
import { createListingsWorkspace } from './helpers/listings-workspace';
import { clicksOf } from './helpers/page-clicks';

const { app, db, clock, save, get, lead, click } = await createListingsWorkspace();

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
