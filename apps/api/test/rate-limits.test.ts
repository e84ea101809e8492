import { MESSAGES } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { registrationBody, STRONG_PASSWORD } from './helpers/accounts';
import { createTestApp } from './helpers/test-app';

// A fifth of the production ceilings: login 6 per IP / 2 per account, register, reset request and
// contact 2 per IP / 1 per account, so each limit is crossed in a few requests.
const { app } = await createTestApp({ env: { RATE_LIMIT_SCALE: '0.2' } });

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;
const post = (url: string, payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, remoteAddress });

function expectLimited(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.tooManyRequests });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const account = registrationBody();
expect((await post('auth/register', account, freshIp())).statusCode).toBe(201);

describe('login', () => {
  it('limits one account across many addresses, even for the right password', async () => {
    for (let i = 0; i < 2; i++)
      expect(
        (await post('auth/login', { email: account.email, password: 'Wrong!Pass1' }, freshIp())).statusCode,
      ).toBe(401);
    expectLimited(
      await post('auth/login', { email: account.email.toUpperCase(), password: STRONG_PASSWORD }, freshIp()),
    );
  });

  it('limits one address across many accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++)
      expect(
        (await post('auth/login', { email: `guess${i}@example.com`, password: 'Wrong!Pass1' }, ip))
          .statusCode,
      ).toBe(401);
    expectLimited(await post('auth/login', { email: 'guess99@example.com', password: 'Wrong!Pass1' }, ip));
    // Another address is not affected.
    expect(
      (await post('auth/login', { email: 'guess99@example.com', password: 'Wrong!Pass1' }, freshIp()))
        .statusCode,
    ).toBe(401);
  });
});

describe('register', () => {
  it('limits one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect((await post('auth/register', registrationBody(), ip)).statusCode).toBe(201);
    expectLimited(await post('auth/register', registrationBody(), ip));
  });

  it('limits one email across addresses', async () => {
    const body = registrationBody();
    expect((await post('auth/register', body, freshIp())).statusCode).toBe(201);
    expectLimited(await post('auth/register', { ...body, username: `${body.username}2` }, freshIp()));
  });
});

describe('password reset request', () => {
  it('limits one email across addresses and one address across emails, with the same answer for unknown emails', async () => {
    expect(
      (await post('auth/reset-password-request', { email: 'target@example.com' }, freshIp())).statusCode,
    ).toBe(200);
    expectLimited(await post('auth/reset-password-request', { email: 'target@example.com' }, freshIp()));
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect((await post('auth/reset-password-request', { email: `r${i}@example.com` }, ip)).statusCode).toBe(
        200,
      );
    expectLimited(await post('auth/reset-password-request', { email: 'r9@example.com' }, ip));
  });
});

describe('contact', () => {
  it('limits one sender across addresses and one address across senders', async () => {
    const message = (email: string, n: number) => ({ name: 'V', email, subject: `s${n}`, message: `m${n}` });
    expect((await post('users/contact-us', message('sender@example.com', 1), freshIp())).statusCode).toBe(
      200,
    );
    expectLimited(await post('users/contact-us', message('sender@example.com', 2), freshIp()));
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect((await post('users/contact-us', message(`c${i}@example.com`, i), ip)).statusCode).toBe(200);
    expectLimited(await post('users/contact-us', message('c9@example.com', 9), ip));
  });
});
