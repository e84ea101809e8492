import { MESSAGES } from '@pp/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { VerifyEmailStatus } from './verify-email-status';

describe('VerifyEmailStatus', () => {
  it('verifies once, even under StrictMode, and offers Continue to Login', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/auth/verify-email/tok1', ok({ already_verified: false }, MESSAGES.emailVerified));
    renderApp(<VerifyEmailStatus token="tok1" />);
    expect(screen.getByRole('heading', { name: 'Verifying your email' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Email Verified Successfully!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to Login' }).getAttribute('href')).toBe('/sign-in');
    expect(net.calls).toHaveLength(1);
  });

  it('a link opened a second time says the email is already verified, not that verification failed', async () => {
    const net = stubFetch();
    net.route(
      'GET /api/v1/auth/verify-email/again',
      ok({ already_verified: true }, MESSAGES.emailAlreadyVerified),
    );
    renderApp(<VerifyEmailStatus token="again" />);
    expect(await screen.findByRole('heading', { name: 'Email Already Verified' })).toBeTruthy();
    expect(screen.queryByText('Verification Failed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to Login' }).getAttribute('href')).toBe('/sign-in');
  });

  it('shows Verification Failed for a used or expired link', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/auth/verify-email/used', fail(400, MESSAGES.verifyLinkInvalid));
    renderApp(<VerifyEmailStatus token="used" />);
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByText('The link may be expired or invalid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Login' }).getAttribute('href')).toBe('/sign-in');
    expect(net.calls).toHaveLength(1);
  });
});
