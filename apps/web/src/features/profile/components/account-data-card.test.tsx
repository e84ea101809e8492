import { MESSAGES, STORAGE_KEYS } from '@pp/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { AccountDataCard } from './account-data-card';

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  localStorage.setItem(STORAGE_KEYS.userId, 'u1');
});

describe('AccountDataCard', () => {
  it('asks for confirmation with the password; a wrong one shows the message and deletes nothing', async () => {
    const api = stubFetch();
    api.route(
      'DELETE /api/v1/users/me',
      fail(400, 'Validation failed', { password: MESSAGES.currentPasswordWrong }),
      ok(null, MESSAGES.accountDeleted),
    );
    const user = userEvent.setup();
    const app = renderApp(<AccountDataCard email="jane@example.com" hasPassword />, {
      path: '/dashboard/profile',
    });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Delete my account' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'Wrong!Pass1');
    await user.click(submit);
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(api.calls.map((c) => c.body)).toEqual([{ password: 'Wrong!Pass1' }, { password: 'Str0ng!Pass' }]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(await screen.findByText(MESSAGES.accountDeleted)).toBeTruthy();
  });

  it('a Google-only account confirms by typing its email', async () => {
    const api = stubFetch();
    api.route('DELETE /api/v1/users/me', ok(null, MESSAGES.accountDeleted));
    const user = userEvent.setup();
    renderApp(<AccountDataCard email="gina@example.com" hasPassword={false} />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(await screen.findByLabelText(/Type your email/), 'gina@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(api.calls[0]?.body).toEqual({ confirm_email: 'gina@example.com' }));
  });

  it('downloads the data as the JSON file the server names', async () => {
    const api = stubFetch();
    api.route('GET /api/v1/users/me/export', {
      status: 200,
      body: '{"account":{}}',
    });
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const user = userEvent.setup();
    renderApp(<AccountDataCard email="jane@example.com" hasPassword />);
    await user.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    await waitFor(() => expect(clicks).toEqual(['property-promoter-data.json']));
    expect(api.calls[0]?.headers.authorization).toBe('Bearer token');
    click.mockRestore();
  });
});
