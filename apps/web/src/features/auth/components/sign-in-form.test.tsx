import { MESSAGES, STORAGE_KEYS, VALIDATION } from '@pp/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { SignInForm } from './sign-in-form';

const signInButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Sign In' });

describe('SignInForm', () => {
  it('is disabled until both fields have values and validates the email on change', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp(<SignInForm />);
    expect(signInButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Email', { exact: true }), 'jane@');
    expect(screen.getByText(VALIDATION.emailInvalid)).toBeTruthy();
    expect(signInButton().disabled).toBe(true);
    const password = screen.getByLabelText('Password', { exact: true });
    await user.type(password, 'x');
    expect(signInButton().disabled).toBe(false);
    await user.clear(password);
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeTruthy();
    expect(signInButton().disabled).toBe(true);
    expect(screen.getByRole('link', { name: /Forgot Password/ }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('stores the session under the spec keys and goes to /dashboard', async () => {
    const net = stubFetch();
    net.route(
      'POST /api/v1/auth/login',
      ok({
        access_token: 'acc',
        refresh_token: 'ref',
        user_id: 'u1',
        username: 'jane',
        email: 'jane@agency.com',
      }),
    );
    const user = userEvent.setup();
    const app = renderApp(<SignInForm />, { path: '/sign-in' });
    await user.type(screen.getByLabelText('Email', { exact: true }), 'jane@agency.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Str0ng!Pass');
    await user.click(signInButton());
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('acc');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('ref');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u1');
    expect(localStorage.getItem(STORAGE_KEYS.isLoggedIn)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBe('true');
    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeTruthy();
  });

  it('shows the server message as a banner and stays on the page', async () => {
    const net = stubFetch();
    net.route('POST /api/v1/auth/login', fail(401, MESSAGES.invalidCredentials));
    const user = userEvent.setup();
    const app = renderApp(<SignInForm />, { path: '/sign-in' });
    await user.type(screen.getByLabelText('Email', { exact: true }), 'jane@agency.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'wrong');
    await user.click(signInButton());
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.invalidCredentials);
    expect(app.location()).toBe('/sign-in');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});
