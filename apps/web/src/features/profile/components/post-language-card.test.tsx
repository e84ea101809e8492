import { STORAGE_KEYS } from '@pp/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../../testing/current-user';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { UserProfile } from './user-profile';

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
const select = async () => screen.findByLabelText<HTMLSelectElement>('Default post language');
const updates = (api: ReturnType<typeof stubFetch>) =>
  api.calls.filter((c) => c.path === '/api/v1/users/update-profile');

describe('Default post language (issue 26)', { timeout: 30_000 }, () => {
  it('shows the stored language, offers English and Español, and saves the choice', async () => {
    const me = currentUser();
    const api = stubProfile(me);
    api.route('POST /api/v1/users/update-profile', (call) => ok({ ...me, ...(call.body as object) }));
    const u = userEvent.setup();
    renderApp(<UserProfile />);
    const s = await select();
    expect(s.value).toBe('en');
    expect(
      within(s)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Español']);
    await u.selectOptions(s, 'es');
    await screen.findByText('Default post language saved');
    expect(updates(api)[0]?.body).toEqual({
      name: 'Jane Realtor',
      username: 'janer',
      default_language: 'es',
    });
    expect((await select()).value).toBe('es');
  });

  it('shows the server’s message and the stored language again when saving fails', async () => {
    const api = stubProfile(currentUser({ default_language: 'es' }));
    api.route(
      'POST /api/v1/users/update-profile',
      fail(400, 'Must be "en" (English) or "es" (Spanish)', {
        default_language: 'Must be "en" (English) or "es" (Spanish)',
      }),
    );
    const u = userEvent.setup();
    renderApp(<UserProfile />);
    const s = await select();
    expect(s.value).toBe('es');
    await u.selectOptions(s, 'en');
    expect(await screen.findAllByText('Must be "en" (English) or "es" (Spanish)')).not.toHaveLength(0);
    expect((await select()).value).toBe('es');
  });
});
