import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { ListingsPage } from './listings-page';

const PATH = 'GET /api/v1/listings';
const summary = (i: number, over: Record<string, unknown> = {}) => ({
  listing_id: `00000000-0000-4000-8000-00000000000${i}`,
  source: 'zillow',
  url: `https://www.zillow.com/homedetails/${i}`,
  status: 'for_sale',
  price: 500_000 + i,
  address: { street: `${i} Oak Lane`, city: 'Boise', state: 'ID', postal_code: '83702' },
  photo: null,
  page: { slug: `oak-${i}`, url: `http://localhost/p/oak-${i}`, published: true },
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('ListingsPage', () => {
  it('lists the page from the server and sends search, filters and page to it', async () => {
    const api = stubFetch();
    api.route(
      PATH,
      ok({ listings: [summary(1), summary(2, { status: 'pending' })], total: 21, page: 1, page_size: 20 }),
    );
    const user = userEvent.setup();
    renderApp(<ListingsPage />, { path: '/dashboard/listings' });
    const list = await screen.findByRole('list', { name: 'Listings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: '1 Oak Lane' }).getAttribute('href')).toBe(
      '/dashboard/listings/00000000-0000-4000-8000-000000000001',
    );
    expect(within(list).getByText('$500,002')).toBeTruthy();
    expect(within(list).getByText('Pending')).toBeTruthy();
    expect(screen.getByText('21 listings · page 1 of 2')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Source'), 'redfin');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'oak');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    const paths = api.calls.map((c) => c.path);
    expect(paths).toContain('/api/v1/listings?source=redfin&page=1');
    expect(paths).toContain('/api/v1/listings?q=oak&source=redfin&page=1');
    expect(paths.at(-1)).toBe('/api/v1/listings?q=oak&source=redfin&page=2');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/listings?q=oak&source=redfin&page=2');
  });

  it('says when nothing matches', async () => {
    const api = stubFetch();
    api.route(PATH, ok({ listings: [], total: 0, page: 1, page_size: 20 }));
    renderApp(<ListingsPage />, { path: '/dashboard/listings', at: '/dashboard/listings?status=sold' });
    await screen.findByText('No listing matches');
    expect(api.calls[0]?.path).toBe('/api/v1/listings?status=sold&page=1');
  });
});
