import { MESSAGES, STORAGE_KEYS } from '@pp/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { GoogleButton } from './google-button';

/** Google Identity Services as the page sees it once its script has loaded: a token client. */
function fakeGoogleIdentity(accessToken: string) {
  const configs: Array<{ client_id: string; scope: string }> = [];
  window.google = {
    accounts: {
      oauth2: {
        initTokenClient(config) {
          configs.push(config);
          return { requestAccessToken: () => config.callback({ access_token: accessToken }) };
        },
      },
    },
  };
  return configs;
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete window.google;
});

describe('GoogleButton', () => {
  it('is hidden when no Google client id is configured', () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    renderApp(<GoogleButton />);
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('exchanges the Google token, stores the session with the google flag and opens the dashboard', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'client-123.apps.googleusercontent.com');
    const configs = fakeGoogleIdentity('google-access-token');
    const net = stubFetch();
    net.route(
      'POST /api/v1/auth/google-login',
      ok({ access_token: 'acc', refresh_token: 'ref', user_id: 'u9', email: 'g@agency.com' }),
    );
    const app = renderApp(<GoogleButton />, { path: '/sign-in' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(configs[0]?.client_id).toBe('client-123.apps.googleusercontent.com');
    expect(net.calls[0]?.body).toEqual({ google_auth_token: 'google-access-token' });
    expect(localStorage.getItem(STORAGE_KEYS.google)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('acc');
    expect(await screen.findByText(MESSAGES.googleLoginSuccess)).toBeTruthy();
  });
});
