import { MESSAGES, VALIDATION } from '@pp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../src/db/schema';
import { registrationBody, STRONG_PASSWORD, tokenOf } from './helpers/accounts';
import { snapshotAccounts } from './helpers/db-snapshot';
import { linkIn, startSmtpListener } from './helpers/smtp-listener';
import { createTestApp } from './helpers/test-app';

const smtp = await startSmtpListener();
afterAll(() => smtp.close());
const { app, db, clock } = await createTestApp({ env: { SMTP_URL: smtp.url } });

const register = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: payload as object });
const verify = (token: string) => app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${token}` });

describe('POST /api/v1/auth/register', () => {
  it('creates the account (201), answers the user record and mails an HTML and text verification link', async () => {
    const body = registrationBody({ email: 'Mixed.Case@Example.com', name: '  Jane  Agent ' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: MESSAGES.registrationSuccess,
      data: {
        email: 'mixed.case@example.com',
        username: body.username,
        full_name: 'Jane  Agent',
        phone_number: body.phoneNumber,
        role: 'user',
        email_verified: false,
        has_used_trial: false,
        is_google_account: false,
        addons: {
          promote_to_facebook_marketplace: 0,
          promote_to_linkedin: 0,
          promote_to_twitter: 0,
          reel_generation: 0,
        },
      },
    });
    expect(res.json().data).not.toHaveProperty('password_hash');
    const mail = await smtp.waitFor('mixed.case@example.com', /Verify your email/);
    const link = linkIn(mail, '/verify-email/');
    expect(link.startsWith('http://localhost:8080/verify-email/')).toBe(true);
    expect(mail.text).toContain('valid for 24 hours');
    expect(mail.html).toContain('Verify my email');
    expect(mail.html).toContain(`href="${link}"`);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['username', '', VALIDATION.usernameRequired],
    ['username', '   ', VALIDATION.usernameRequired],
    ['username', undefined, VALIDATION.usernameRequired],
    ['name', '', VALIDATION.nameRequired],
    ['name', 42, VALIDATION.nameRequired],
    ['email', '', VALIDATION.emailRequired],
    ['email', 'not-an-email', VALIDATION.emailInvalid],
    ['email', 'agent@example', VALIDATION.emailInvalid],
    ['phoneNumber', '', VALIDATION.phoneRequired],
    ['phoneNumber', '555-CALL-NOW', VALIDATION.phoneInvalid],
    ['password', '', VALIDATION.passwordRequired],
    ['password', 'alllowercase1!', VALIDATION.passwordWeak],
    ['password', 'NoDigits!!', VALIDATION.passwordWeak],
    ['password', 'NoSymbol123', VALIDATION.passwordWeak],
    ['password', 'Bad#Symbol1', VALIDATION.passwordWeak],
    ['password', 'Short1!', VALIDATION.passwordWeak],
  ])('%s = %j answers 400 "%s" and writes nothing', async (field, value, message) => {
    const body = registrationBody({ [field]: value });
    const before = await snapshotAccounts(db);
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message, errors: { [field]: message } });
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it('accepts the shortest valid password: 8 characters with every kind', async () => {
    expect((await register(registrationBody({ password: 'short1!A' }))).statusCode).toBe(201);
  });

  it('reports every invalid field at once', async () => {
    const res = await register({ username: '', name: '', email: 'x', phoneNumber: 'abc', password: 'weak' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      username: VALIDATION.usernameRequired,
      name: VALIDATION.nameRequired,
      email: VALIDATION.emailInvalid,
      phoneNumber: VALIDATION.phoneInvalid,
      password: VALIDATION.passwordWeak,
    });
  });

  it('answers 409 for an email or username already taken, compared case-insensitively, and writes nothing', async () => {
    const first = registrationBody();
    expect((await register(first)).statusCode).toBe(201);
    const before = await snapshotAccounts(db);

    const sameEmail = await register(registrationBody({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      status: 'error',
      message: MESSAGES.emailTaken,
      errors: { email: MESSAGES.emailTaken },
    });

    const sameUsername = await register(registrationBody({ username: first.username.toUpperCase() }));
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json()).toEqual({
      status: 'error',
      message: MESSAGES.usernameTaken,
      errors: { username: MESSAGES.usernameTaken },
    });
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it('answers two concurrent registrations of one email with one 201 and one 409', async () => {
    const body = registrationBody();
    const results = await Promise.all([register(body), register({ ...body, username: `${body.username}x` })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('malformed requests answer the 400 envelope, never a 500, and write nothing', () => {
  const cases: Array<[string, Record<string, string> | undefined, string | undefined, string]> = [
    [
      'invalid JSON',
      { 'content-type': 'application/json' },
      '{"email": ',
      'The request body is not valid JSON',
    ],
    [
      'an empty JSON body',
      { 'content-type': 'application/json' },
      '',
      'The request body must be a JSON object',
    ],
    [
      'a JSON array',
      { 'content-type': 'application/json' },
      '[1,2]',
      'The request body must be a JSON object',
    ],
    [
      'a JSON string',
      { 'content-type': 'application/json' },
      '"hello"',
      'The request body must be a JSON object',
    ],
    ['plain text', { 'content-type': 'text/plain' }, 'username=x', 'The request body must be a JSON object'],
    [
      'an unknown media type',
      { 'content-type': 'application/xml' },
      '<a/>',
      'The request body must be a JSON object',
    ],
    [
      'form encoding',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'a=b',
      'The request body must be a JSON object',
    ],
    ['no body at all', undefined, undefined, 'The request body must be a JSON object'],
  ];
  it.each(cases)('%s', async (_name, headers, payload, message) => {
    const before = await snapshotAccounts(db);
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ status: 'error', message });
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it('a body over 1 MB answers 413 with the envelope', async () => {
    const res = await register(registrationBody({ name: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: 'The request body is too large' });
  });

  it('an unknown API path answers 404 with the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Not found' });
  });
});

describe('GET /api/v1/auth/verify-email/:token', () => {
  const registerAndReadLink = async () => {
    const body = registrationBody();
    expect((await register(body)).statusCode).toBe(201);
    const mail = await smtp.waitFor(body.email, /Verify your email/);
    return { body, token: tokenOf(linkIn(mail, '/verify-email/')) };
  };
  const me = async (email: string) => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().data.access_token}` };
    return (await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth })).json().data;
  };

  it('verifies once, mails the welcome message, and opened again says the email is already verified', async () => {
    const { body, token } = await registerAndReadLink();
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: MESSAGES.emailVerified,
      data: { already_verified: false },
    });
    expect((await me(body.email)).email_verified).toBe(true);
    const welcome = await smtp.waitFor(body.email, /welcome/i);
    expect(welcome.text).toContain('http://localhost:8080/dashboard');
    expect(welcome.html).toContain('Go to your dashboard');

    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      status: 'success',
      message: MESSAGES.emailAlreadyVerified,
      data: { already_verified: true },
    });
    // One welcome mail only.
    expect(smtp.inbox.filter((m) => m.to.includes(body.email) && /welcome/i.test(m.subject))).toHaveLength(1);
  });

  it('a used link of an address still unverified stays invalid', async () => {
    const { body, token } = await registerAndReadLink();
    // A newer link supersedes this one (marked used) while the address is still unverified.
    await db.update(emailTokens).set({ used_at: new Date() });
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.verifyLinkInvalid });
    expect((await me(body.email)).email_verified).toBe(false);
  });

  it('refuses a link older than 24 hours, and accepts one just younger', async () => {
    const young = await registerAndReadLink();
    const old = await registerAndReadLink();
    clock.advance(24 * 3_600_000 - 60_000);
    expect((await verify(young.token)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    const res = await verify(old.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.verifyLinkInvalid);
    expect((await me(old.body.email)).email_verified).toBe(false);
    clock.reset();
  });

  it('refuses unknown and malformed tokens with the same answer', async () => {
    for (const token of ['x', 'A'.repeat(43), encodeURIComponent('../../etc')]) {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.verifyLinkInvalid });
    }
    const tooLong = await verify('x'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ status: 'error' });
    const badEncoding = await verify('%E0%A4%A');
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ status: 'error', message: 'Malformed request' });
  });
});
