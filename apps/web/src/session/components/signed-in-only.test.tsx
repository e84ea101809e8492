import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { renderApp } from '../../testing/render-app';
import { SignedInOnly } from './signed-in-only';

describe('SignedInOnly', () => {
  it('sends a signed-out visitor to /sign-in without showing the page', async () => {
    const app = renderApp(
      <SignedInOnly>
        <p>You're signed in.</p>
      </SignedInOnly>,
      { path: '/login-success' },
    );
    await waitFor(() => expect(app.location()).toBe('/sign-in'));
    expect(screen.queryByText("You're signed in.")).toBeNull();
  });

  it('shows the page to a signed-in user', async () => {
    saveSession({ access_token: 'a', refresh_token: 'r', user_id: 'u1', email: 'jane@agency.com' });
    const app = renderApp(
      <SignedInOnly>
        <p>You're signed in.</p>
      </SignedInOnly>,
      { path: '/login-success' },
    );
    expect(await screen.findByText("You're signed in.")).toBeTruthy();
    expect(app.location()).toBe('/login-success');
  });
});
