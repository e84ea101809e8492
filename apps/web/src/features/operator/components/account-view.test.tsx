import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { AccountView } from './account-view';
import { account, ID } from './test-account';

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
