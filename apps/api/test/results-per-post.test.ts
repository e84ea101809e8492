import type { TPromotion, TResults } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { clicksOf } from './helpers/page-clicks';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

const { app, db } = await createTestApp();
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

const publish = async (account: TestAccount, listingId: string, platform: string, text: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/promotions',
    headers: account.auth,
    payload: { listing_id: listingId, platform, text },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as TPromotion;
};

/** The property page path and query of the first page link in a post's text. */
const pageLinkOf = (text: string) => {
  const url = new URL(text.match(/https?:\/\/\S+\/p\/\S+/)![0].replace(/[.,]$/, ''));
  return url.pathname + url.search;
};

const visit = (path: string, ip: string) =>
  app.inject({ method: 'GET', url: path, headers: { 'user-agent': BROWSER }, remoteAddress: ip });

describe('results per post (issue 24)', () => {
  it("gives each post's link its own id and counts its clicks and leads for it", async () => {
    const account = await createAccount(app, { trial: true });
    const detail = await listingOf(app, account, '8801');
    const li = await publish(account, detail.listing_id, 'linkedin', detail.drafts.linkedin.text);
    const x = await publish(account, detail.listing_id, 'twitter', detail.drafts.twitter.text);
    expect(li.text).toContain(`?src=li&post=${li.promotion_id}`);
    expect(x.text).toContain(`?src=x&post=${x.promotion_id}`);

    const liLink = pageLinkOf(li.text);
    const page = await visit(liLink, '198.51.100.1');
    expect(page.statusCode).toBe(200);
    // The lead form carries the post on, so the lead counts for it too.
    expect(page.body).toContain(`<input type="hidden" name="post" value="${li.promotion_id}">`);
    await visit(liLink, '198.51.100.2');
    await visit(pageLinkOf(x.text), '198.51.100.3');
    // A malformed post id is no post: the click still counts for the platform.
    await visit(`${new URL(detail.page.url).pathname}?src=x&post=nope`, '198.51.100.4');
    await clicksOf(db, detail.listing_id, 4);
    const lead = await app.inject({
      method: 'POST',
      url: `${new URL(detail.page.url).pathname}/leads`,
      payload: new URLSearchParams({
        name: 'Ann',
        email: 'ann@example.com',
        src: 'li',
        post: li.promotion_id,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
    });
    expect(lead.statusCode).toBe(303);

    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/users/results?days=7',
      headers: account.auth,
    });
    const results = res.json().data as TResults;
    expect(results.by_post).toEqual([
      expect.objectContaining({ post_id: li.promotion_id, platform: 'linkedin', clicks: 2, leads: 1 }),
      expect.objectContaining({ post_id: x.promotion_id, platform: 'twitter', clicks: 1, leads: 0 }),
    ]);
    expect(results.by_post[0]!.address).toBe('1220 Garcia St NE, Albuquerque, NM');
    expect(results.by_platform.find((p) => p.src === 'x')).toMatchObject({ clicks: 2 });
    expect(results.totals).toEqual({ clicks: 4, leads: 1 });
  });

  it("never lists another agent's posts", async () => {
    const mine = await createAccount(app, { trial: true });
    const theirs = await createAccount(app, { trial: true });
    const detail = await listingOf(app, theirs, '8802');
    await publish(theirs, detail.listing_id, 'linkedin', detail.drafts.linkedin.text);
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/results?days=30', headers: mine.auth });
    expect((res.json().data as TResults).by_post).toEqual([]);
  });
});
