import type { TListing } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { created, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { SchedulePostPanel } from './schedule-post-panel';

/** The claim checker in the scheduling form (issue 26), against a listing of 4 beds at $224,900. */
const listing: TListing = {
  source: 'zillow',
  source_id: '6772539',
  url: 'https://www.zillow.com/homedetails/6772539_zpid/',
  status: 'for_sale',
  price: 224_900,
  currency: 'USD',
  address: { street: '1220 Garcia St NE', city: 'Albuquerque', state: 'NM', postal_code: '87112' },
  beds: 4,
  baths_total: 2,
  baths_full: 1,
  baths_half: 0,
  living_area_sqft: 1299,
  lot_size: null,
  lot_unit: null,
  year_built: 1955,
  property_type: 'single_family',
  description: 'A single-family home with 4 bedrooms.',
  photos: [],
  agent_name: 'Jason Lieberman',
  agent_phone: null,
  brokerage: 'Albuquerque House Hunting',
  mls_name: null,
  mls_id: null,
  open_houses: [],
  warnings: [],
};

const createdPost = {
  id: 'p1',
  listing_id: 'l1',
  platform: 'linkedin',
  text: 'x',
  photo_ids: [],
  publish_at: '2031-01-15T14:30:00.000Z',
  time_zone: 'UTC',
  publish_at_local: 'Wed, Jan 15, 2031, 2:30 PM UTC',
  link_in_reply: false,
  status: 'scheduled',
  external_url: null,
  error: null,
  published_at: null,
  created_at: '2030-12-01T00:00:00.000Z',
};

/** The server's 422 for a claim the listing contradicts. */
const refusal = {
  status: 'error',
  message: 'This post states facts the listing contradicts.',
  findings: [],
  claims: [
    {
      claim: '3 bedrooms',
      field: 'beds',
      feature: null,
      listed: 4,
      index: 4,
      severity: 'block',
      reason: 'The listing has 4 bedrooms.',
    },
  ],
};

/** `null`: the listing has not loaded, so only the server's check applies. */
function setup(withListing: TListing | null = listing, onListingStale = () => {}) {
  const net = stubFetch();
  net.route('GET /api/v1/scheduled-posts', ok({ posts: [] }));
  net.route('POST /api/v1/scheduled-posts', created(createdPost, 'Post scheduled'));
  const user = userEvent.setup();
  renderApp(
    <SchedulePostPanel listingId="l1" listing={withListing ?? undefined} onListingStale={onListingStale} />,
  );
  return { net, user, text: () => screen.getByRole('textbox', { name: /^Text/ }) };
}
const scheduleButton = () => screen.getByRole('button', { name: 'Publish now' });
const claimItem = (claim: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByText(claim, { selector: 'q' }))!;

describe('claims in the scheduling form', () => {
  it('underlines a contradicted claim with the listing’s value and waits for an explicit override', async () => {
    const { net, user, text } = setup();
    await user.type(text(), 'Room for everyone in 3 bedrooms, with a pool!');
    const beds = claimItem('3 bedrooms');
    expect(beds.dataset.severity).toBe('block');
    expect(within(beds).getByText('Listing says otherwise')).toBeTruthy();
    expect(beds.textContent).toContain('Listing says: 4 beds');
    // A warn is shown, in words, and does not hold the post back.
    const pool = claimItem('pool');
    expect(pool.dataset.severity).toBe('warn');
    expect(within(pool).getByText('Not in the listing')).toBeTruthy();
    expect(within(pool).queryByRole('checkbox')).toBeNull();
    const mark = screen.getByText('3 bedrooms', { selector: 'mark' });
    expect(mark.dataset.severity).toBe('block');
    const live = screen.getByText('2 claims to check, 1 the listing contradicts, 1 not confirmed.');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(scheduleButton()).toHaveProperty('disabled', true);

    await user.click(within(beds).getByRole('checkbox', { name: /Publish anyway — I confirm this is true/ }));
    expect(scheduleButton()).toHaveProperty('disabled', false);
    await user.click(scheduleButton());
    await screen.findAllByText('Post scheduled');
    const sent = net.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.override_claims).toEqual([{ field: 'beds', claim: '3 bedrooms' }]);
  });

  it('drops the override once the claim is edited, and sends none without a block', async () => {
    const { net, user, text } = setup();
    await user.type(text(), 'Now 3 bedrooms');
    await user.click(screen.getByRole('checkbox', { name: /Publish anyway/ }));
    expect(scheduleButton()).toHaveProperty('disabled', false);
    await user.clear(text());
    await user.type(text(), 'Now 5 bedrooms');
    expect(screen.getByRole('checkbox', { name: /Publish anyway/ })).toHaveProperty('checked', false);
    expect(scheduleButton()).toHaveProperty('disabled', true);
    // Typing the confirmed wording back does not bring the tick back.
    await user.clear(text());
    await user.type(text(), 'Now 3 bedrooms');
    expect(screen.getByRole('checkbox', { name: /Publish anyway/ })).toHaveProperty('checked', false);
    await user.clear(text());
    await user.type(text(), 'Now 4 bedrooms');
    expect(screen.queryByRole('checkbox', { name: /Publish anyway/ })).toBeNull();
    await user.click(scheduleButton());
    await screen.findAllByText('Post scheduled');
    const sent = net.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('override_claims');
  });

  it("names the claims when an edit of a scheduled post's text is refused", async () => {
    const net = stubFetch();
    net.route('GET /api/v1/scheduled-posts', ok({ posts: [createdPost] }));
    net.route('PATCH /api/v1/scheduled-posts/p1', { status: 422, json: refusal });
    const user = userEvent.setup();
    renderApp(<SchedulePostPanel listingId="l1" listing={listing} />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Post text'), ' Now 3 bedrooms');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/“3 bedrooms”: the listing says 4 beds\./)).toBeTruthy();
  });

  it('lists the claims of a 422 refusal under the text, and reads the listing again', async () => {
    const stale = vi.fn();
    const { net, user, text } = setup(null, stale);
    net.route('POST /api/v1/scheduled-posts', { status: 422, json: refusal });
    await user.type(text(), 'Now 3 bedrooms');
    await user.click(scheduleButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('“3 bedrooms”: the listing says 4 beds.');
    expect(stale).toHaveBeenCalledOnce();
  });
});
