import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { PaymentSuccess, SUCCESS_REDIRECT_MS } from './payment-success';

const SAVE = 'POST /api/v1/payment/save-checkout-session';
const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => {
  errorLog.mockClear();
  vi.useRealTimers();
});
/** Timers run in real time (so findBy* works) and can also be jumped over the redirect delay. */
const jumpableTimers = () =>
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

describe('PaymentSuccess (PRODUCT.md §2, §8)', () => {
  it('saves the session once, shows the confirmation, then goes to /dashboard', async () => {
    jumpableTimers();
    const api = stubFetch();
    api.route(SAVE, ok({ session_id: 'cs_1', payment_status: 'paid', fulfilled: true }, 'Payment saved'));
    const app = renderApp(<PaymentSuccess />, {
      path: '/payment/success',
      at: '/payment/success?session_id=cs_1',
    });
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(screen.getByText('Your payment has been successfully processed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(app.location()).toBe('/payment/success?session_id=cs_1');
    vi.advanceTimersByTime(SUCCESS_REDIRECT_MS);
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    // StrictMode mounts twice; the page still asks the server once.
    expect(api.calls.filter((c) => c.path === '/api/v1/payment/save-checkout-session')).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({ session_id: 'cs_1' });
  });

  it('without a session id it only logs, sends nothing and stays', async () => {
    const api = stubFetch();
    const app = renderApp(<PaymentSuccess />, { path: '/payment/success' });
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(errorLog).toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
    expect(app.location()).toBe('/payment/success');
  });

  it('a failed save is only logged; the user stays on the page', async () => {
    jumpableTimers();
    const api = stubFetch();
    api.route(SAVE, fail(409, 'Payment not completed yet'));
    const app = renderApp(<PaymentSuccess />, {
      path: '/payment/success',
      at: '/payment/success?session_id=cs_2',
    });
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    await waitFor(() => expect(errorLog).toHaveBeenCalled());
    // Past the moment a successful save would have redirected.
    await vi.advanceTimersByTimeAsync(SUCCESS_REDIRECT_MS * 2);
    expect(app.location()).toBe('/payment/success?session_id=cs_2');
  });
});
