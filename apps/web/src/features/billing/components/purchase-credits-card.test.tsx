import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { paygoRequest } from '../utils/purchase-card-state';
import { PurchaseCreditsCard } from './purchase-credits-card';

const CREATE = 'POST /api/v1/payment/create-checkout-session';

describe('PurchaseCreditsCard (dashboard pricing, PRODUCT.md §2)', () => {
  it('starts at 10 Marketplace credits and disables checkout below the minimum', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp(<PurchaseCreditsCard />);
    const quantity = screen.getByLabelText('Number of credits') as HTMLInputElement;
    expect(quantity.value).toBe('10');
    expect(screen.getByText('$2.50')).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Continue to Payment' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(false);
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(screen.getByText('Minimum purchase is 10 credits.')).toBeTruthy();
    expect(pay.disabled).toBe(true);
  });

  it('sends the server the tier price and shows its refusal in the spec words', async () => {
    const api = stubFetch();
    api.route(CREATE, fail(400, 'Invalid purchase details.'));
    const user = userEvent.setup();
    renderApp(<PurchaseCreditsCard />);
    await user.click(screen.getByLabelText('LinkedIn'));
    const quantity = screen.getByLabelText('Number of credits');
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByText('Failed to create checkout session: Invalid purchase details.');
    // The body for 25 LinkedIn credits (its tier price, 18.75) is pinned in purchase-card-state.test.ts.
    expect(api.calls[0]!.body).toEqual(paygoRequest({ type: 'post_to_linkedin_account', api_calls: '25' }));
  });

  it('on success sends the browser to the checkout page; a bad URL is refused', async () => {
    const api = stubFetch();
    api.route(
      CREATE,
      ok({ url: 'javascript:alert(1)', session_id: 'x' }),
      ok({ url: '/sandbox/checkout/cs_9', session_id: 'cs_9' }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
    const user = userEvent.setup();
    renderApp(<PurchaseCreditsCard />);
    const pay = screen.getByRole('button', { name: 'Continue to Payment' });
    await user.click(pay);
    await screen.findByText('Invalid checkout URL received from server');
    expect(assign).not.toHaveBeenCalled();
    await user.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/checkout/cs_9'));
  });
});
