import { DAY_MS, MESSAGES, STORAGE_KEYS, type TCurrentUser } from '@pp/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '../testing/current-user';
import { fail, ok, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import { DashboardShell } from './dashboard-shell';

const base = currentUser({
  addons: {
    promote_to_facebook_marketplace: 2,
    promote_to_linkedin: 1,
    promote_to_twitter: 4,
    reel_generation: 1,
  },
});

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token-abc');
  localStorage.setItem(STORAGE_KEYS.userId, 'u1');
});

function stubShell(user: TCurrentUser) {
  const api = stubFetch();
  api.route('GET /api/v1/users/me', ok(user));
  api.route('GET /api/v1/users/profile-photo', fail(404, MESSAGES.photoNotFound));
  return api;
}

async function openMenu(u: ReturnType<typeof userEvent.setup>) {
  await u.click(await screen.findByRole('button', { name: /Account menu/ }));
  return screen.findByRole('menu');
}

describe('DashboardShell', () => {
  it('lists the sidebar entries and the four counters', async () => {
    stubShell({ ...base, trial_end: new Date(Date.now() + 3 * DAY_MS - 60_000).toISOString() });
    renderApp(
      <DashboardShell>
        <p>page</p>
      </DashboardShell>,
      { path: '/dashboard/*', at: '/dashboard' },
    );
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Dashboard',
      'My listings',
      'Contents',
      'Pricing',
      'Profile',
      'Subscriptions',
      'Transactions',
    ]);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
    await screen.findAllByText('Jane Realtor');
    const counters = screen.getAllByRole('list', { name: 'Credits left' })[0]!;
    expect(
      within(counters)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Facebook2', 'Twitter4', 'LinkedIn1', 'Video Credits1']);
  });

  it("shows 'Trial: N day(s) left', 'N day(s) left' or 'Expired' and the available credits in the menu", async () => {
    const u = userEvent.setup();
    const cases: Array<[Partial<TCurrentUser>, string]> = [
      [{ trial_end: new Date(Date.now() + 3 * DAY_MS - 60_000).toISOString() }, 'Trial: 3 day(s) left'],
      [
        {
          is_subscribed: true,
          subscription_end_date: new Date(Date.now() + 10 * DAY_MS - 60_000).toISOString(),
        },
        '10 day(s) left',
      ],
      [{ trial_end: new Date(Date.now() - 2 * DAY_MS).toISOString() }, 'Expired'],
    ];
    for (const [over, badge] of cases) {
      stubShell({ ...base, ...over });
      const view = renderApp(<DashboardShell>page</DashboardShell>);
      const menu = await openMenu(u);
      expect(within(menu).getByText(badge)).toBeTruthy();
      expect(within(menu).getByText('Available Credits')).toBeTruthy();
      expect(within(menu).getByText('8')).toBeTruthy();
      for (const entry of [
        'Buy more credits',
        'Profile Settings',
        'Transactions',
        'Support Tickets',
        'Logout',
      ]) {
        expect(within(menu).getByRole('menuitem', { name: entry })).toBeTruthy();
      }
      view.unmount();
    }
  });

  it('sends a support ticket with the bearer token once every field has content, then clears and closes', async () => {
    const api = stubShell({ ...base, trial_end: new Date(Date.now() + DAY_MS).toISOString() });
    api.route('POST /api/v1/users/contact-us', fail(500, 'down'), {
      status: 201,
      json: { status: 'success', message: 'ok', data: null },
    });
    const u = userEvent.setup();
    renderApp(<DashboardShell>page</DashboardShell>);
    await u.click(within(await openMenu(u)).getByRole('menuitem', { name: 'Support Tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Support Tickets' });
    expect((dialog as HTMLElement).style.maxWidth).toBe('600px');
    const email = within(dialog).getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('jane@example.com');
    expect(email.readOnly).toBe(true);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Jane Realtor');
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Submit Ticket' });
    await u.type(within(dialog).getByLabelText('Phone'), '   ');
    await u.type(within(dialog).getByLabelText('Subject'), 'Billing');
    await u.type(within(dialog).getByLabelText('Message'), 'Please help');
    expect(submit.disabled).toBe(true); // phone is blank after trimming
    await u.type(within(dialog).getByLabelText('Phone'), '555-0100');
    expect(submit.disabled).toBe(false);

    await u.click(submit);
    await screen.findByText(MESSAGES.supportTicketFailed);
    expect(screen.getByRole('dialog', { name: 'Support Tickets' })).toBeTruthy();

    await u.click(submit);
    await screen.findByText(MESSAGES.supportTicketSent);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Support Tickets' })).toBeNull());
    const sent = api.calls.filter((c) => c.path === '/api/v1/users/contact-us');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers.authorization).toBe('Bearer token-abc');
    expect(sent[1]!.body).toEqual({
      name: 'Jane Realtor',
      email: 'jane@example.com',
      phone: '555-0100',
      subject: 'Billing',
      message: 'Please help',
      company: '',
    });

    // Reopened, the form is empty again.
    await u.click(within(await openMenu(u)).getByRole('menuitem', { name: 'Support Tickets' }));
    const again = await screen.findByRole('dialog', { name: 'Support Tickets' });
    expect(within(again).getByLabelText<HTMLInputElement>('Subject').value).toBe('');
  });
});
