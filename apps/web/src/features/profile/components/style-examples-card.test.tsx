import { STORAGE_KEYS } from '@pp/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { StyleExamplesCard } from './style-examples-card';

// Signed in: the status is asked only while a session is stored.
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.userId, 'u1');
});

const STATUS = 'GET /api/v1/ai-writer';
const status = (over: object = {}) => ok({ available: true, use_my_posts: false, examples: [], ...over });
const example = {
  id: 'e1',
  text: 'Sunny corner lot, steps from the park.',
  created_at: '2026-11-20T10:00:00Z',
};

describe('Your voice in Rewrite (issue 26)', () => {
  it('is not shown where the server offers no AI writer', async () => {
    const api = stubFetch();
    api.route(STATUS, status({ available: false }));
    renderApp(<StyleExamplesCard />);
    await expect
      .poll(() => api.calls.filter((c) => c.path === '/api/v1/ai-writer').length)
      .toBeGreaterThan(0);
    // The answer has been read: the card would render now if it were going to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Your voice in Rewrite')).toBeNull();
  });

  it('opts in, shows exactly what is kept, and deletes it', async () => {
    const api = stubFetch();
    // The server's state, as the stand-in for it keeps it between requests.
    let stored = { use_my_posts: false, examples: [] as (typeof example)[] };
    api.route(STATUS, () => status(stored));
    api.route('PUT /api/v1/ai-writer/voice', () => {
      stored = { use_my_posts: true, examples: [example] };
      return ok({ available: true, ...stored }, 'Style examples setting saved');
    });
    api.route('DELETE /api/v1/ai-writer/voice/examples', () => {
      stored = { ...stored, examples: [] };
      return ok(null, 'Style examples deleted');
    });
    const u = userEvent.setup();
    renderApp(<StyleExamplesCard />);
    const box = await screen.findByRole('checkbox', { name: 'Use my posts as style examples' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await u.click(box);
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ use_my_posts: true });
    await screen.findByText(example.text);
    expect(screen.getByText('1 example kept')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Delete my examples' }));
    await screen.findByText('No examples kept yet');
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/ai-writer/voice/examples'),
    ).toBe(true);
  });

  it('says why when the choice cannot be saved, and keeps the stored one', async () => {
    const api = stubFetch();
    api.route(STATUS, status());
    api.route('PUT /api/v1/ai-writer/voice', fail(503, 'The service is busy; try again in a minute.'));
    const u = userEvent.setup();
    renderApp(<StyleExamplesCard />);
    const box = await screen.findByRole('checkbox', { name: 'Use my posts as style examples' });
    await u.click(box);
    await screen.findByText('The service is busy; try again in a minute.');
    expect((box as HTMLInputElement).checked).toBe(false);
  });
});
