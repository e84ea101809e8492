import type { TListingActivity, TListingDetail } from '@pp/contract';
import { tagPostLinks } from '@pp/posts';
import { describe, expect, it } from 'vitest';
import { createAccount } from './helpers/accounts';
import { createListingsWorkspace } from './helpers/listings-workspace';
import { sampleListing } from './helpers/sample-listing';

const { app, clock, save, get } = await createListingsWorkspace();

describe('follow-up posts: the change since the previous save', () => {
  it('answers price reduced, pending, sold and back on market, and keeps them with their date', async () => {
    const account = await createAccount(app, { trial: true });
    const first = await save(account, { source_id: 'follow-1' });
    expect(first.change).toBeNull();
    expect(first.promoted_before).toBe(false);
    const published = await app.inject({
      method: 'POST',
      url: '/api/v1/promotions',
      headers: account.auth,
      payload: { listing_id: first.listing_id, platform: 'linkedin', text: first.drafts.linkedin.text },
    });
    expect(published.statusCode).toBe(201);
    const again = (overrides: Parameters<typeof sampleListing>[0]) =>
      app
        .inject({
          method: 'POST',
          url: '/api/v1/listings',
          headers: account.auth,
          payload: { listing: sampleListing({ source_id: 'follow-1', ...overrides }) },
        })
        .then((r) => r.json().data as TListingDetail);
    const reduced = await again({ price: 210_000 });
    expect(reduced.promoted_before).toBe(true);
    expect(reduced.change).toMatchObject({ kind: 'price_reduced', from_price: 224_900, to_price: 210_000 });
    expect((await again({ price: 210_000 })).change).toBeNull();
    expect((await again({ price: 210_000, status: 'pending' })).change?.kind).toBe('pending');
    expect((await again({ price: 210_000, status: 'for_sale' })).change?.kind).toBe('back_on_market');
    clock.advance(60_000);
    expect((await again({ price: 215_000, status: 'sold' })).change?.kind).toBe('sold');
    clock.reset();
    const activity = (await get(account, `/api/v1/listings/${first.listing_id}/activity`)).json()
      .data as TListingActivity;
    expect(activity.changes.map((c) => c.kind)).toEqual([
      'sold',
      'back_on_market',
      'pending',
      'price_reduced',
    ]);
    expect(Date.parse(activity.changes[0]!.created_at)).toBeGreaterThan(
      Date.parse(activity.changes[1]!.created_at),
    );
    // The published text is the draft with the post's own id on its page link (results per post).
    const [post] = activity.posts;
    expect(activity.posts).toEqual([
      expect.objectContaining({
        platform: 'linkedin',
        status: 'published',
        text: tagPostLinks(first.drafts.linkedin.text, post?.promotion_id ?? ''),
      }),
    ]);
    expect(post?.text).toContain(`&post=${post?.promotion_id}`);
  });
});
