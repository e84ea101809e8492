import type { TListingDetail } from '@pp/contract';
import { expect } from 'vitest';
import type { TestAccount } from './accounts';
import { listingOf, type sampleListing } from './sample-listing';
import { createTestApp } from './test-app';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

/**
 * A test app with the steps the listings-workspace tests share: save a listing (permission granted),
 * read as an agent, send a lead and click a page link as a visitor's browser.
 */
export async function createListingsWorkspace() {
  const { app, db, clock } = await createTestApp();
  let n = 0;
  async function save(account: TestAccount, overrides: Parameters<typeof sampleListing>[0] = {}) {
    n += 1;
    // Another broker's listing: its page goes out once their permission is recorded (NAR SoP 12-4).
    return listingOf(app, account, `ws-${n}`, { listing: overrides });
  }

  const get = (account: TestAccount, url: string) =>
    app.inject({ method: 'GET', url, headers: account.auth });

  async function lead(detail: TListingDetail, fields: Record<string, string>) {
    const res = await app.inject({
      method: 'POST',
      url: `${new URL(detail.page.url).pathname}/leads`,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
    });
    expect(res.statusCode).toBe(303);
  }

  async function click(detail: TListingDetail, src: string, ip: string) {
    await app.inject({
      method: 'GET',
      url: `${new URL(detail.page.url).pathname}?src=${src}`,
      headers: { 'user-agent': BROWSER },
      remoteAddress: ip,
    });
  }

  return { app, db, clock, save, get, lead, click };
}
