import type { TAuditEvent, TScheduledPost } from '@pp/contract';
import { focusManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRefreshListingRecords } from '../../../features/listings/api/refresh-listing-records';
import { AuditHistory } from '../../../features/listings/components/audit-history';
import { ScheduledPostList } from '../../../features/scheduled-posts/components/scheduled-post-list';
import { ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { scheduledPost } from '../../../testing/scheduled-post';

/**
 * The listing page's compliance record after a post goes out (issue 27; here because the page composes
 * two features: the scheduled-post list and the listing's records): read when the page loaded,
 * it said "Nothing published" until a reload. Now a post settling in the page's list reads the
 * listing's records again, and so does coming back to the window (a post from the side panel).
 */
const LISTING = '00000000-0000-4000-8000-000000000001';
const post = (status: TScheduledPost['status']) =>
  scheduledPost({
    listing_id: LISTING,
    status,
    external_url: status === 'published' ? 'https://www.linkedin.com/feed/update/1' : null,
    published_at: status === 'published' ? '2031-01-10T10:00:05Z' : null,
  });
const event = {
  id: '00000000-0000-4000-8000-000000000201',
  listing_id: LISTING,
  kind: 'scheduled_post',
  platform: 'linkedin',
  output_id: 'p1',
  content: { text: 'Just listed' },
  findings: [],
  accepted_warnings: [],
  permission: null,
  attribution: { brokerage: 'Sunrise Realty' },
  facts: {},
  created_at: '2031-01-10T10:00:05Z',
} as unknown as TAuditEvent;

function Page() {
  const refresh = useRefreshListingRecords(LISTING);
  return (
    <>
      <AuditHistory listingId={LISTING} />
      <ScheduledPostList listingId={LISTING} onSettled={refresh} />
    </>
  );
}

describe('the listing’s records after publishing', () => {
  it('reads the compliance record again when a post in the list is published', async () => {
    const api = stubFetch();
    let published = false;
    api.route(`GET /api/v1/listings/${LISTING}/audit`, () => ok({ events: published ? [event] : [] }));
    api.route('GET /api/v1/scheduled-posts', () =>
      ok({ posts: [post(published ? 'published' : 'publishing')] }),
    );
    renderApp(<Page />, { path: '/dashboard', at: '/dashboard' });
    expect(
      await screen.findByText('Nothing published for this listing yet.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    published = true;
    // The list polls every 2 s while the post is on its way; once it is published the record follows.
    expect(await screen.findByRole('list', { name: 'Published outputs' }, { timeout: 5000 })).toBeTruthy();
  });

  it('reads the compliance record again when the agent comes back to the window', async () => {
    const api = stubFetch();
    let published = false;
    api.route(`GET /api/v1/listings/${LISTING}/audit`, () => ok({ events: published ? [event] : [] }));
    renderApp(<AuditHistory listingId={LISTING} />, { path: '/dashboard', at: '/dashboard' });
    expect(
      await screen.findByText('Nothing published for this listing yet.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    published = true;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('list', { name: 'Published outputs' })).toBeTruthy();
    focusManager.setFocused(undefined);
  });
});
