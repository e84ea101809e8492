import { MESSAGES, VALIDATION } from '@pp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { RESET_MAIL_PACE } from '../src/lib/rate-limits';
import { createAccount, STRONG_PASSWORD, type TestAccount, tokenOf } from './helpers/accounts';
import { snapshotAccounts } from './helpers/db-snapshot';
import { linkIn, startSmtpListener } from './helpers/smtp-listener';
import { createTestApp } from './helpers/test-app';

const smtp = await startSmtpListener();
afterAll(() => smtp.close());
const { app, db, clock } = await createTestApp({ env: { SMTP_URL: smtp.url } });

const requestReset = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/reset-password-request', payload });
const reset = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

/** Asks for a reset and reads the link from the mail that arrives over SMTP. */
async function resetLinkFor(account: TestAccount, resetFormUrl = 'http://localhost:8080/reset-password') {
  const already = smtp.inbox.length;
  const res = await requestReset({ email: account.email, reset_form_url: resetFormUrl });
  expect(res.statusCode).toBe(200);
  const mail = await smtp.waitFor(account.email, /Reset your/, 15_000, already);
  return { mail, link: linkIn(mail, '/reset-password') };
}

// Accounts are created once (argon2 is slow on purpose); each test uses its own.
const [alice, bob, carol, dave, erin, frank] = await Promise.all(
  [1, 2, 3, 4, 5, 6].map(() => createAccount(app)),
);

describe('POST /api/v1/auth/reset-password-request', () => {
  it('mails an HTML and text reset link on our own origin, valid 1 hour', async () => {
    const { mail, link } = await resetLinkFor(alice!);
    expect(link.startsWith('http://localhost:8080/reset-password?token=')).toBe(true);
    expect(mail.text).toContain('valid for 1 hour');
    expect(mail.html).toContain('Choose a new password');
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
  });

  it('answers exactly the same for an unknown email, and mails and writes nothing', async () => {
    const before = await snapshotAccounts(db);
    const inbox = smtp.inbox.length;
    const unknown = await requestReset({
      email: 'nobody.at.all@example.com',
      reset_form_url: 'http://localhost:8080/reset-password',
    });
    // Another account than the test above used: one account is mailed at most once per cooldown.
    const known = await requestReset({ email: frank!.email });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: 'success', message: MESSAGES.resetRequestSent, data: null });
    expect(unknown.json()).toEqual(known.json());
    // Every mail both requests led to has been handed to the SMTP server once the mailer is idle.
    await app.ctx.mailer.idle();
    const sent = smtp.inbox.slice(inbox);
    expect(sent.some((m) => m.to.includes(frank!.email) && /Reset your/.test(m.subject))).toBe(true);
    expect(sent.some((m) => m.to.includes('nobody.at.all@example.com'))).toBe(false);
    const after = await snapshotAccounts(db);
    // Only the known account's token table changed.
    expect({ ...after, email_tokens: '' }).toEqual({ ...before, email_tokens: '' });
  });

  it('never mails a link to a foreign origin, whatever reset_form_url says', async () => {
    const { link } = await resetLinkFor(bob!, 'https://evil.example.net/reset-password');
    expect(new URL(link).origin).toBe('http://localhost:8080');
    expect(new URL(link).pathname).toBe('/reset-password');
  });

  it.each([
    [{}, VALIDATION.emailRequired],
    [{ email: '' }, VALIDATION.emailRequired],
    [{ email: 'no-at-sign' }, VALIDATION.emailInvalid],
    [{ email: 'a@example.com', reset_form_url: 'not a url' }, 'reset_form_url must be a URL'],
  ])('%j answers 400 "%s"', async (payload, message) => {
    const res = await requestReset(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message });
  });
});

describe('POST /api/v1/auth/reset-password', () => {
  it('sets the new password once, signs out every session, and verifies the email', async () => {
    const { link } = await resetLinkFor(carol!);
    const res = await reset({ pass_reset_token: tokenOf(link), new_password: 'N3w!Password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.resetSuccess, data: null });

    expect((await login(carol!.email, STRONG_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(carol!.email, 'N3w!Password');
    expect(fresh.statusCode).toBe(200);
    const oldRefresh = await app.inject({
      method: 'POST',
      url: `/api/v1/auth/refresh-token?user_id=${carol!.userId}`,
      headers: { authorization: `Bearer ${carol!.refreshToken}` },
    });
    expect(oldRefresh.statusCode).toBe(401);
    const meRes = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${fresh.json().data.access_token}` },
    });
    expect(meRes.json().data.email_verified).toBe(true);

    const again = await reset({ pass_reset_token: tokenOf(link), new_password: 'An0ther!Pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status: 'error',
      message: MESSAGES.resetTokenInvalidOrExpired,
      errors: { pass_reset_token: MESSAGES.resetTokenInvalidOrExpired },
    });
    expect((await login(carol!.email, 'N3w!Password')).statusCode).toBe(200);
  });

  it('refuses a link after 1 hour and leaves the password as it was', async () => {
    const { link } = await resetLinkFor(dave!);
    clock.advance(60 * 60_000 + 1_000);
    const before = await snapshotAccounts(db);
    const res = await reset({ pass_reset_token: tokenOf(link), new_password: 'N3w!Password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.resetTokenInvalidOrExpired);
    expect(await snapshotAccounts(db)).toEqual(before);
    clock.reset();
    expect((await login(dave!.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('only the newest link works when several were requested', async () => {
    const first = await resetLinkFor(erin!);
    // The next mail to the same account waits out the cooldown (reset-request-floods.test.ts).
    clock.advance(RESET_MAIL_PACE.cooldownMs);
    const second = await resetLinkFor(erin!);
    clock.reset();
    expect(tokenOf(first.link)).not.toBe(tokenOf(second.link));
    expect(
      (await reset({ pass_reset_token: tokenOf(first.link), new_password: 'N3w!Password' })).statusCode,
    ).toBe(400);
    expect(
      (await reset({ pass_reset_token: tokenOf(second.link), new_password: 'N3w!Password' })).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ new_password: 'N3w!Password' }, 'pass_reset_token', VALIDATION.resetTokenInvalid],
    [
      { pass_reset_token: '', new_password: 'N3w!Password' },
      'pass_reset_token',
      VALIDATION.resetTokenInvalid,
    ],
    [{ pass_reset_token: 'x' }, 'new_password', VALIDATION.passwordRequired],
    [{ pass_reset_token: 'x', new_password: '' }, 'new_password', VALIDATION.passwordRequired],
    [{ pass_reset_token: 'x', new_password: 'Ab1!' }, 'new_password', VALIDATION.newPasswordTooShort],
    [{ pass_reset_token: 'x', new_password: 'longbutweak' }, 'new_password', VALIDATION.newPasswordWeak],
    [{ pass_reset_token: 'x', new_password: 'Has Space1!' }, 'new_password', VALIDATION.newPasswordWeak],
  ])('%j answers 400 with the spec message and writes nothing', async (payload, field, message) => {
    const before = await snapshotAccounts(db);
    const res = await reset(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message, errors: { [field]: message } });
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it('answers an unknown token like a used one', async () => {
    const res = await reset({ pass_reset_token: 'A'.repeat(43), new_password: 'N3w!Password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.resetTokenInvalidOrExpired);
  });
});
