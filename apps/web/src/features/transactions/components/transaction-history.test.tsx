import { MESSAGES } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { TransactionHistory } from './transaction-history';

const PATH = 'GET /api/v1/payment/get-all-transactions';
const tx = (i: number) => ({
  _id: `t${i}`,
  addon_name: 'promote_to_twitter',
  payment_type: 'paygo',
  card_name: 'visa',
  card_number: `424242424242${String(1000 + i)}`,
  transaction_amount_in_usd: 10 + i,
  transaction_currency: 'usd',
  transaction_status: i % 2 ? 'paid' : 'failed',
  transaction_timestamp: 1_760_000_000 + i,
  receipt_url: `https://receipts.example/${i}` as string | null,
  description: null as string | null,
});
/** A transaction with every optional fact missing. */
const bare = {
  _id: 'bare',
  card_name: null,
  card_number: null,
  transaction_amount_in_usd: 0,
  transaction_currency: 'usd',
  transaction_status: '',
  transaction_timestamp: 1_760_000_000,
  receipt_url: null,
  addon_name: null,
  payment_type: null,
  description: null,
};

describe('TransactionHistory', () => {
  it('shows the columns and formatted rows without pagination up to 5 rows', async () => {
    const api = stubFetch();
    api.route(PATH, ok({ transactions: [tx(1), bare] }));
    renderApp(<TransactionHistory />);
    expect(screen.getByText('Loading transactions...')).toBeTruthy();
    await screen.findByText('VISA •••• 1001');
    for (const h of ['Product & Payment', 'Amount', 'Status', 'Date', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeTruthy();
    }
    expect(screen.getByText('$11.00 USD')).toBeTruthy();
    expect(screen.getByText('GENERAL')).toBeTruthy();
    expect(screen.getByText('UNKNOWN')).toBeTruthy();
    expect(screen.getByText('$0.00 USD')).toBeTruthy();
    expect(screen.getByText('unknown')).toBeTruthy();
    expect(screen.getByText('paid').className).toContain('green');
    const receipt = screen.getByRole('link', { name: 'View Receipt' });
    expect(receipt.getAttribute('href')).toBe('https://receipts.example/1');
    expect(receipt.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('names the product in words and opens our own receipt page for a sandbox payment', async () => {
    const api = stubFetch();
    api.route(
      PATH,
      ok({
        transactions: [
          {
            ...tx(1),
            addon_name: 'promote_to_facebook_marketplace',
            description: 'Facebook Marketplace credits × 100',
            receipt_url: '/receipts/t1',
          },
          { ...tx(3), addon_name: 'professional_monthly', description: 'Professional, monthly' },
        ],
      }),
    );
    renderApp(<TransactionHistory />);
    expect(await screen.findByText('Facebook Marketplace credits × 100')).toBeTruthy();
    expect(screen.getByText('Professional, monthly')).toBeTruthy();
    expect(screen.queryByText('PROMOTE TO FACEBOOK MARKETPLACE')).toBeNull();
    const links = screen.getAllByRole('link', { name: 'View Receipt' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/receipts/t1', 'https://receipts.example/3']);
  });

  it('pages above 5 rows with Showing X to Y of Z transactions', async () => {
    const api = stubFetch();
    api.route(PATH, ok({ transactions: Array.from({ length: 7 }, (_, i) => tx(i)) }));
    const user = userEvent.setup();
    renderApp(<TransactionHistory />);
    await screen.findByText('Showing 1 to 5 of 7 transactions');
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getAllByText('failed')[0]!.className).toContain('red');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 6 to 7 of 7 transactions')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('says No transactions found for an empty list', async () => {
    stubFetch().route(PATH, ok({ transactions: [] }));
    renderApp(<TransactionHistory />);
    await screen.findByText('No transactions found');
  });

  it("reports an answer not in the contract's shape, and a server failure with Retry", async () => {
    const api = stubFetch();
    api.route(PATH, ok({ items: [] }));
    const first = renderApp(<TransactionHistory />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.transactionsInvalidFormat)).toBeTruthy();
    first.unmount();

    api.route(PATH, fail(500, 'Stripe is unreachable'));
    renderApp(<TransactionHistory />);
    const second = await screen.findByRole('alert');
    expect(within(second).getByText('Stripe is unreachable')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
