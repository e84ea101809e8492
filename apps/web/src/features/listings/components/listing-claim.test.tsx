import type { TListingCompliance } from '@pp/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { ListingClaim } from './listing-claim';

const LISTING = '00000000-0000-4000-8000-000000000001';
const CLAIM = `/api/v1/listings/${LISTING}/claim`;

const state = (over: Partial<TListingCompliance> = {}): TListingCompliance => ({
  listing_id: LISTING,
  is_mine: null,
  is_mine_default: false,
  represented_side: null,
  permission: null,
  problems: [
    {
      code: 'permission_missing',
      message: 'Record the listing broker’s permission before advertising their listing.',
      field: 'permission',
      fix: 'listing',
      source: 'NAR Code of Ethics, Standard of Practice 12-4',
    },
    {
      code: 'brokerage_missing',
      message: 'Add your brokerage to your profile.',
      field: 'brokerage_name',
      fix: 'profile',
      source: 'NAR Code of Ethics, Standard of Practice 12-5',
    },
  ],
  ...over,
});

const render = () =>
  renderApp(<ListingClaim listingId={LISTING} />, {
    path: '/dashboard/listings/:id',
    at: `/dashboard/listings/${LISTING}`,
  });

describe('ListingClaim', () => {
  it('shows the default answer, each problem with a link to fix it, and records the permission', async () => {
    const api = stubFetch();
    api.route(`GET ${CLAIM}`, ok(state()));
    const recorded = {
      granted_by: 'Jason Lieberman',
      method: 'mls' as const,
      granted_on: '2025-03-01',
      note: '',
      recorded_at: '2025-03-02T10:00:00Z',
    };
    api.route(
      `POST /api/v1/listings/${LISTING}/permission`,
      fail(400, 'Say who gave the permission', {
        granted_by: 'Say who gave the permission (the listing broker or agent)',
      }),
      {
        status: 201,
        json: {
          status: 'success',
          message: 'Permission recorded',
          data: state({ permission: recorded, problems: [] }),
        },
      },
    );
    const user = userEvent.setup();
    render();
    await screen.findByText(/Our guess from the listing agent’s name and brokerage: no/);
    expect(
      (screen.getByRole('radio', { name: 'No, it is another agent’s listing' }) as HTMLInputElement).checked,
    ).toBe(true);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Fix it in your profile' }).getAttribute('href')).toBe(
      '/dashboard/profile#brokerage_name',
    );
    expect(within(alert).getByRole('link', { name: 'Fill it in here' }).getAttribute('href')).toBe(
      `/dashboard/listings/${LISTING}#permission`,
    );

    const form = screen.getByRole('form', { name: 'Listing broker’s permission' });
    await user.click(within(form).getByRole('button', { name: 'Record permission' }));
    await screen.findByText('Say who gave the permission (the listing broker or agent)');
    expect(
      within(form)
        .getByLabelText(/Who gave it/)
        .getAttribute('aria-invalid'),
    ).toBe('true');

    await user.type(within(form).getByLabelText(/Who gave it/), 'Jason Lieberman');
    await user.selectOptions(within(form).getByLabelText(/How/), 'mls');
    await user.clear(within(form).getByLabelText(/When/));
    await user.type(within(form).getByLabelText(/When/), '2025-03-01');
    await user.click(within(form).getByRole('button', { name: 'Record permission' }));
    const who = await screen.findByText('Jason Lieberman');
    expect(who.closest('p')?.textContent).toContain('through the MLS on 2025-03-01');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      granted_by: 'Jason Lieberman',
      method: 'mls',
      granted_on: '2025-03-01',
      note: '',
    });
  });

  it('changes the answer and states the side of a sale', async () => {
    const api = stubFetch();
    api.route(`GET ${CLAIM}`, ok(state({ problems: [] })));
    api.route(
      `PUT ${CLAIM}`,
      ok(state({ is_mine: false, represented_side: 'buyer', problems: [] })),
      ok(state({ is_mine: true, represented_side: 'buyer', problems: [] })),
    );
    const user = userEvent.setup();
    render();
    await user.selectOptions(await screen.findByLabelText(/The side you represented/), 'buyer');
    expect(api.calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { is_mine: false, represented_side: 'buyer' },
    });
    await user.click(screen.getByRole('radio', { name: 'Yes, I am the listing agent' }));
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', body: { is_mine: true } });
    await screen.findByText(/Your answer/);
    // The agent's own listing needs no permission form.
    expect(screen.queryByRole('form', { name: 'Listing broker’s permission' })).toBeNull();
  });
  it('shows the pressed answer while it saves, and the stored one again when the save fails', async () => {
    const api = stubFetch();
    api.route(`GET ${CLAIM}`, ok(state({ is_mine: true, problems: [] })));
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    api.route(`PUT ${CLAIM}`, async () => {
      await held;
      return fail(503, 'The service is briefly unavailable.');
    });
    const user = userEvent.setup();
    render();
    const yes = await screen.findByRole('radio', { name: 'Yes, I am the listing agent' });
    const no = screen.getByRole('radio', { name: 'No, it is another agent’s listing' });
    await user.click(no);
    expect((no as HTMLInputElement).checked).toBe(true);
    expect((yes as HTMLInputElement).checked).toBe(false);
    release();
    await waitFor(() => expect((yes as HTMLInputElement).checked).toBe(true));
    expect((no as HTMLInputElement).checked).toBe(false);
  });
});
