import { MESSAGES, VALIDATION } from '@pp/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRequestForm } from './reset-request-form';

describe('ResetRequestForm', () => {
  it('sends, shows Sending... while in flight, then Check Your Email with the address', async () => {
    const net = stubFetch();
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    net.route('POST /api/v1/auth/reset-password-request', async () => {
      await held;
      return ok(null, MESSAGES.resetRequestSent);
    });
    const user = userEvent.setup();
    renderApp(<ResetRequestForm />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send Reset Instructions' });
    expect(button.disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'jane@agency.com');
    await user.click(button);
    const sending = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending...' });
    expect(sending.disabled).toBe(true);
    release();
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('jane@agency.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/sign-in');
    expect(net.calls[0]?.body).toEqual({
      email: 'jane@agency.com',
      reset_form_url: 'http://localhost:3000/reset-password',
    });
  });

  it('validates the email and shows the server failure', async () => {
    const net = stubFetch();
    net.route('POST /api/v1/auth/reset-password-request', fail(429, MESSAGES.tooManyRequests));
    const user = userEvent.setup();
    renderApp(<ResetRequestForm />);
    await user.type(screen.getByLabelText('Email'), 'jane');
    expect(screen.getByText(VALIDATION.emailInvalid)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), '@agency.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.tooManyRequests);
  });
});

describe('ResetPasswordForm', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) => {
    if (password) await user.type(screen.getByLabelText('New Password'), password);
    if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  };

  it('applies the new-password rules and the confirmation on change', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderApp(<ResetPasswordForm token="tok" />);
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Reset Password' });
    expect(submit.disabled).toBe(true);
    await fill(user, 'Ab1!', '');
    expect(screen.getByText(VALIDATION.newPasswordTooShort)).toBeTruthy();
    await user.type(screen.getByLabelText('New Password'), 'cdefgh');
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'abcdefgh');
    expect(screen.getByText(VALIDATION.newPasswordWeak)).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm Password'), 'abc');
    expect(screen.getByText(VALIDATION.passwordsDoNotMatch)).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm Password'));
    expect(screen.getByText(VALIDATION.confirmRequired)).toBeTruthy();
    // The rules list ticks off what is met.
    expect(screen.getByText('One lowercase letter').textContent).toContain('(met)');
    expect(screen.getByText('One uppercase letter').textContent).toContain('(not met)');
  });

  it('says Invalid reset token when the link has an empty token', async () => {
    const net = stubFetch();
    const user = userEvent.setup();
    renderApp(<ResetPasswordForm token="" />);
    await fill(user, 'N3w!Passw0rd', 'N3w!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(VALIDATION.resetTokenInvalid);
    expect(net.calls).toHaveLength(0);
  });

  it('resets with the token and shows Password Reset Successful! with Sign In', async () => {
    const net = stubFetch();
    net.route('POST /api/v1/auth/reset-password', ok(null, MESSAGES.resetSuccess));
    const user = userEvent.setup();
    renderApp(<ResetPasswordForm token="tok123" />);
    await fill(user, 'N3w!Passw0rd', 'N3w!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in');
    expect(net.calls[0]?.body).toEqual({ pass_reset_token: 'tok123', new_password: 'N3w!Passw0rd' });
  });

  it('shows the server message when the token is refused', async () => {
    const net = stubFetch();
    net.route('POST /api/v1/auth/reset-password', fail(400, MESSAGES.resetTokenInvalidOrExpired));
    const user = userEvent.setup();
    renderApp(<ResetPasswordForm token="old" />);
    await fill(user, 'N3w!Passw0rd', 'N3w!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.resetTokenInvalidOrExpired);
  });
});
