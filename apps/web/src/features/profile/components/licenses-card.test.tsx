import { MAX_LICENSES, STORAGE_KEYS, US_STATES } from '@pp/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../../testing/current-user';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { UserProfile } from './user-profile';

const CA_FORMAT = 'California DRE licence numbers are 8 digits, leading zeros included, e.g. 01234567.';

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.userId, 'u1');
});

function stubProfile(user = currentUser()) {
  const api = stubFetch();
  api.route('GET /api/v1/users/me', ok(user));
  api.route('GET /api/v1/users/profile-photo', fail(404, 'No photo'));
  // No AI provider on this server: the style-examples card stays hidden.
  api.route('GET /api/v1/ai-writer', ok({ available: false, use_my_posts: false, examples: [] }));
  return api;
}
const card = async () => within((await screen.findByText('Licences and team')).closest('div')!);
const updates = (api: ReturnType<typeof stubFetch>) =>
  api.calls.filter((c) => c.path === '/api/v1/users/update-profile');

// Fifty-one options a row and typed input: slow on a shared two-core machine.
describe('Licences and team card', { timeout: 30_000 }, () => {
  it('adds a licence per state and a team name, and sends the whole list', async () => {
    const me = currentUser({ licenses: [{ state: 'TX', number: '654321' }] });
    const api = stubProfile(me);
    api.route('POST /api/v1/users/update-profile', (call) => ok({ ...me, ...(call.body as object) }));
    const u = userEvent.setup();
    renderApp(<UserProfile />);
    const c = await card();
    expect(c.getByLabelText<HTMLSelectElement>('State of licence 1').value).toBe('TX');
    await u.click(c.getByRole('button', { name: 'Add licence' }));
    const second = c.getByLabelText<HTMLSelectElement>('State of licence 2');
    // One licence per state: Texas is taken by the first row.
    expect(within(second).getByRole<HTMLOptionElement>('option', { name: 'Texas (TX)' }).disabled).toBe(true);
    await u.selectOptions(second, 'CA');
    await u.type(c.getByLabelText('Licence number 2'), ' 01234567 ');
    await u.type(c.getByLabelText('Team name'), 'The Whitaker Group');
    await u.click(c.getByRole('button', { name: 'Save licences and team' }));
    await screen.findByText('Licences and team saved');
    expect(updates(api)[0]?.body).toEqual({
      name: 'Jane Realtor',
      username: 'janer',
      licenses: [
        { state: 'TX', number: '654321' },
        { state: 'CA', number: '01234567' },
      ],
      team_name: 'The Whitaker Group',
    });
  });

  it('removes a row, and stops adding at ten', async () => {
    const api = stubProfile(
      currentUser({
        licenses: US_STATES.slice(0, MAX_LICENSES).map((state) => ({ state, number: '01234567' })),
      }),
    );
    api.route('POST /api/v1/users/update-profile', (call) => ok(currentUser(call.body as object)));
    const u = userEvent.setup();
    renderApp(<UserProfile />);
    const c = await card();
    expect(c.getByRole<HTMLButtonElement>('button', { name: 'Add licence' }).disabled).toBe(true);
    await u.click(c.getByRole('button', { name: 'Remove licence 1' }));
    expect(c.getByRole<HTMLButtonElement>('button', { name: 'Add licence' }).disabled).toBe(false);
    await u.click(c.getByRole('button', { name: 'Save licences and team' }));
    await waitFor(() => expect(updates(api)).toHaveLength(1));
    const sent = (updates(api)[0]!.body as { licenses: { state: string }[] }).licenses;
    expect(sent.map((l) => l.state)).toEqual(US_STATES.slice(1, MAX_LICENSES));
  });

  it('shows a wrong number beside its input before sending anything', async () => {
    const api = stubProfile();
    const u = userEvent.setup();
    renderApp(<UserProfile />);
    const c = await card();
    await u.click(c.getByRole('button', { name: 'Add licence' }));
    await u.selectOptions(c.getByLabelText('State of licence 1'), 'CA');
    await u.type(c.getByLabelText('Licence number 1'), '1234');
    await u.click(c.getByRole('button', { name: 'Save licences and team' }));
    const input = c.getByLabelText('Licence number 1');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(CA_FORMAT);
    expect(updates(api)).toHaveLength(0);
  });

  it("places the API's 400 field errors (licenses.<i>.number, team_name) beside the right inputs", async () => {
    const me = currentUser({
      licenses: [
        { state: 'TX', number: '654321' },
        { state: 'NY', number: 'ok-number' },
      ],
    });
    const api = stubProfile(me);
    api.route(
      'POST /api/v1/users/update-profile',
      fail(400, 'Validation failed', { 'licenses.1.number': 'Not a New York number', team_name: 'Too long' }),
    );
    const u = userEvent.setup();
    renderApp(<UserProfile />);
    const c = await card();
    await u.click(c.getByRole('button', { name: 'Save licences and team' }));
    await waitFor(() =>
      expect(c.getByLabelText('Licence number 2').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(c.getByLabelText('Licence number 1').getAttribute('aria-invalid')).toBeNull();
    const describedBy = (label: string) =>
      document.getElementById(c.getByLabelText(label).getAttribute('aria-describedby')!.split(' ').at(-1)!)
        ?.textContent;
    expect(describedBy('Licence number 2')).toBe('Not a New York number');
    expect(describedBy('Team name')).toBe('Too long');
  });

  it.each([
    ['#brokerage_name', 'Brokerage name'],
    ['#brokerage', 'Brokerage name'],
  ])('focuses the brokerage input for /dashboard/profile%s (the gate’s fix link)', async (hash, label) => {
    stubProfile();
    renderApp(<UserProfile />, { path: '/dashboard/profile', at: `/dashboard/profile${hash}` });
    const input = await screen.findByLabelText(label);
    expect(input.id).toBe('brokerage');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('focuses the licences for /dashboard/profile#licenses', async () => {
    stubProfile();
    renderApp(<UserProfile />, { path: '/dashboard/profile', at: '/dashboard/profile#licenses' });
    await waitFor(() => expect(document.activeElement?.id).toBe('licenses'));
  });
});
