import type { TOperatorAccount } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { AccountView } from './account-view';

const ID = '7d6b1c1e-2f4a-4a61-9d1e-0b7c4f1b2a10';
const credits = {
  promote_to_facebook_marketplace: 0,
  promote_to_linkedin: 20,
  promote_to_twitter: 0,
  reel_generation: 2,
};
const account = (): TOperatorAccount => ({
  user: {
    id: ID,
    email: 'jane@example.com',
    full_name: 'Jane Agent',
    role: 'user',
    email_verified: false,
    plan: null,
    created_at: '2031-02-01T09:00:00.000Z',
    subscribed: false,
    subscription_end: null,
    cancel_at_period_end: false,
    trial_end: null,
  },
  credits,
  ledger_balances: credits,
  ledger: [
    {
      id: 1,
      addon: 'promote_to_linkedin',
      delta: 25,
      reason: 'purchase',
      ref: 'cs_test_1',
      created_at: '2031-02-02T09:00:00.000Z',
    },
  ],
  transactions: [
    {
      id: 'a1e2b3c4-0000-4000-8000-000000000001',
      external_id: 'cs_test_1',
      amount_cents: 4900,
      currency: 'usd',
      status: 'paid',
      addon_name: 'promote_to_linkedin',
      payment_type: 'pay_as_you_go',
      created_at: '2031-02-02T09:00:00.000Z',
    },
  ],
  listings: [],
  reels: [],
  scheduled_posts: [],
  audit: [],
});

describe('AccountView', () => {
  it('shows support the credits and history, with no admin actions', async () => {
    const api = stubFetch();
    api.route(`GET /api/v1/operator/users/${ID}`, ok(account()));
    renderApp(<AccountView userId={ID} operatorRole="support" />);
    expect(await screen.findByRole('heading', { name: 'Jane Agent' })).toBeTruthy();
    expect(screen.getByText('Email not verified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend verification' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change credits' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Transactions' }));
    expect(screen.getByText('$49.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('an admin grants credits only with a reason, and sees the server’s refusal', async () => {
    const api = stubFetch();
    api.route(`GET /api/v1/operator/users/${ID}`, ok(account()));
    api.route(
      `POST /api/v1/operator/users/${ID}/credits`,
      fail(409, 'The account has none of these credits to take back'),
      ok({ addon: 'reel_generation', changed_by: 3, balance: 5 }),
    );
    renderApp(<AccountView userId={ID} operatorRole="admin" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change credits' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Credits'), 'reel_generation');
    const amount = within(dialog).getByLabelText('Amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '-3');
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toHaveProperty('disabled', true); // no reason yet
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Ticket 88: duplicate grant');
    await userEvent.click(apply);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('none of these credits');

    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.click(apply);
    await screen.findByRole('heading', { name: 'Jane Agent' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({
      addon: 'reel_generation',
      amount: 3,
      reason: 'Ticket 88: duplicate grant',
    });
  });

  it('an admin refunds a paid purchase from the Transactions tab, with a reason', async () => {
    const api = stubFetch();
    api.route(`GET /api/v1/operator/users/${ID}`, ok(account()));
    api.route(
      `POST /api/v1/operator/users/${ID}/refunds`,
      ok({ transaction_id: account().transactions[0]!.id, status: 'refunded', refunded_cents: 4900 }),
    );
    renderApp(<AccountView userId={ID} operatorRole="admin" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Transactions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('$49.00 goes back to the card');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Charged twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findByRole('tab', { name: 'Transactions' });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      transaction_id: account().transactions[0]!.id,
      reason: 'Charged twice',
    });
  });
});
