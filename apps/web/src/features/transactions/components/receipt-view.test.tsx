import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { ReceiptView } from './receipt-view';

const RECEIPT = {
  transaction_id: '7d0c2f7e-1d7a-4a77-9b1e-4b8f2c1a9e01',
  business_name: 'Property Promoter',
  business_email: 'support@propertypromoter.app',
  customer_name: 'Rita Receipt',
  customer_email: 'rita@example.com',
  paid_at: '2026-11-20T15:30:00.000Z',
  items: [{ description: 'Facebook Marketplace credits × 100', amount_cents: 2500 }],
  credits: 100,
  amount_cents: 2500,
  currency: 'usd',
  status: 'paid',
  card_brand: 'mastercard',
  card_last4: '4444',
};

describe('ReceiptView', () => {
  it('prints business, date, item, credits bought, amount and the card (brand and last 4)', async () => {
    const api = stubFetch();
    api.route(`GET /api/v1/payment/transactions/${RECEIPT.transaction_id}/receipt`, ok(RECEIPT));
    saveSession({ access_token: 'a', refresh_token: 'r', user_id: 'u1', email: 'rita@example.com' });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp(<ReceiptView id={RECEIPT.transaction_id} />);
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeTruthy();
    expect(screen.getByText('Property Promoter')).toBeTruthy();
    expect(screen.getByText('Paid November 20, 2026')).toBeTruthy();
    expect(screen.getByText('Facebook Marketplace credits × 100')).toBeTruthy();
    expect(screen.getByTestId('receipt-credits').textContent).toBe('100');
    expect(screen.getByTestId('receipt-amount').textContent).toBe('$25.00 USD');
    expect(screen.getByTestId('receipt-card').textContent).toBe('MASTERCARD •••• 4444');
    screen.getByRole('button', { name: 'Print receipt' }).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it("says what went wrong for a receipt that is not the user's", async () => {
    const api = stubFetch();
    api.route('GET /api/v1/payment/transactions/x/receipt', fail(404, 'Receipt not found'));
    saveSession({ access_token: 'a', refresh_token: 'r', user_id: 'u1', email: 'rita@example.com' });
    renderApp(<ReceiptView id="x" />);
    expect(await screen.findByText('Receipt not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Transactions' }).getAttribute('href')).toBe(
      '/dashboard/transactions',
    );
  });
});
