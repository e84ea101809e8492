import type { TOperatorAccount } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { AccountView } from './account-view';
import { account, ID } from './test-account';

const REEL = 'b1e2c3d4-0000-4000-8000-0000000000a1';
const POST = 'b1e2c3d4-0000-4000-8000-0000000000b2';
const withItems = (over: Partial<TOperatorAccount['user']> = {}): TOperatorAccount => ({
  ...account(),
  user: { ...account().user, ...over },
  reels: [
    {
      id: REEL,
      status: 'failed',
      label: 'just_listed',
      created_at: '2031-02-03T09:00:00.000Z',
      error: 'The render failed. Your credit was given back.',
    },
  ],
  scheduled_posts: [
    {
      id: POST,
      status: 'scheduled',
      label: 'linkedin · 2031-02-05 09:00 UTC',
      created_at: '2031-02-03T09:00:00.000Z',
      error: null,
    },
  ],
});

describe('AccountView: lock and item actions (issue 28)', () => {
  it('an admin locks the account with a reason; the lock then shows with its reason', async () => {
    const api = stubFetch();
    // The account as the server holds it: locked once the lock was posted.
    const lockedAfterPost = () =>
      api.calls.some((c) => c.method === 'POST')
        ? ok(withItems({ locked_at: '2031-02-04T10:00:00.000Z', lock_reason: 'Chargeback fraud, ticket 9' }))
        : ok(withItems());
    api.route(`GET /api/v1/operator/users/${ID}`, lockedAfterPost);
    api.route(
      `POST /api/v1/operator/users/${ID}/lock`,
      ok({ locked_at: '2031-02-04T10:00:00.000Z', lock_reason: 'Chargeback fraud, ticket 9' }),
    );
    renderApp(<AccountView userId={ID} operatorRole="admin" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Lock account' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Scheduled posts are held');
    const confirm = within(dialog).getByRole('button', { name: 'Lock' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Chargeback fraud, ticket 9');
    await userEvent.click(confirm);
    expect(await screen.findByText('Chargeback fraud, ticket 9')).toBeTruthy();
    expect(screen.getByText('Locked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock account' })).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'Chargeback fraud, ticket 9',
    });
  });

  it('support sees the lock but may not lock or unlock', async () => {
    const api = stubFetch();
    api.route(
      `GET /api/v1/operator/users/${ID}`,
      ok(withItems({ locked_at: '2031-02-04T10:00:00.000Z', lock_reason: 'Abuse report' })),
    );
    renderApp(<AccountView userId={ID} operatorRole="support" />);
    expect(await screen.findByText('Abuse report')).toBeTruthy();
    expect(screen.getByText(/^Locked since/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /lock account/i })).toBeNull();
  });

  it('support retries a failed reel and cancels a scheduled post, each with a reason; a refusal is shown', async () => {
    const api = stubFetch();
    api.route(`GET /api/v1/operator/users/${ID}`, ok(withItems()));
    api.route(`POST /api/v1/operator/users/${ID}/reels/${REEL}/retry`, ok({ id: REEL, status: 'queued' }));
    api.route(
      `POST /api/v1/operator/users/${ID}/scheduled-posts/${POST}/cancel`,
      fail(409, 'This post can no longer be changed'),
    );
    renderApp(<AccountView userId={ID} operatorRole="support" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Reels' }));
    expect(screen.getByText('The render failed. Your credit was given back.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Renderer fixed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('tab', { name: 'Reels' });
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/api/v1/operator/users/${ID}/reels/${REEL}/retry`, { reason: 'Renderer fixed' }],
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Scheduled posts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Agent asked by phone');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('no longer be changed');
  });
});
