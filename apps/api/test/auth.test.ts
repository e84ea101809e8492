import { VALIDATION } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { createAccount, STRONG_PASSWORD } from './helpers/accounts';
import { linkIn, startSmtpListener } from './helpers/smtp-listener';
import { createTestApp } from './helpers/test-app';

const smtp = await startSmtpListener();
const { app } = await createTestApp({ env: { SMTP_URL: smtp.url } });

describe('register, verify, sign in', () => {
  it('registers, mails a verification link over SMTP, verifies once', async () => {
    const email = 'new.agent@example.com';
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        username: 'newagent',
        name: 'New Agent',
        email,
        phoneNumber: '555-0100',
        password: STRONG_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Registration successful!',
      data: { email },
    });
    const mail = await smtp.waitFor(email, /Verify/);
    expect(mail.html).toContain('Verify my email');
    const link = new URL(linkIn(mail, '/verify-email/'));
    const token = link.pathname.split('/').at(-1)!;
    const verify = await app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${token}` });
    expect(verify.json()).toMatchObject({ status: 'success' });
    const again = await app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().status).toBe('error');
  });

  it('rejects a weak password with the spec message and writes nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        username: 'weak',
        name: 'Weak',
        email: 'weak@example.com',
        phoneNumber: '555',
        password: 'password',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errors: { password: VALIDATION.passwordWeak } });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'weak@example.com', password: 'password' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('signs in and reads the current user with the bearer token', async () => {
    const account = await createAccount(app);
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: account.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      _id: account.userId,
      email: account.email,
      has_used_trial: false,
    });
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(anonymous.statusCode).toBe(401);
  });
});
