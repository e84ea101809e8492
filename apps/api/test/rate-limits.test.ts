import { MESSAGES } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { registrationBody, STRONG_PASSWORD } from './helpers/accounts';
import { createTestApp } from './helpers/test-app';

// A fifth of the production ceilings: failed logins 6 per IP / 2 per account and IP (delays after
// 1 on an account), register 2 per IP (never per email), reset request and contact 2 per IP (never per
// email: reset-request-floods and contact-floods test that), so each limit is crossed in a few requests.
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
  const login = (password: string, ip: string, email = account.email) =>
    post('auth/login', { email, password }, ip);

  it("counts failures only, per account and address: a stranger's failures never refuse the owner", async () => {
    const owner = freshIp();
    // Successes do not count: many sign-ins in a row all work.
    for (let i = 0; i < 4; i++) expect((await login(STRONG_PASSWORD, owner)).statusCode).toBe(200);
    // A stranger fails from elsewhere until refused there...
    const stranger = freshIp();
    for (let i = 0; i < 2; i++) expect((await login('Wrong!Pass1', stranger)).statusCode).toBe(401);
    expectLimited(await login(STRONG_PASSWORD, stranger));
    // ...while the owner, from their own address, still signs in with the right password.
    expect((await login(STRONG_PASSWORD, owner, account.email.toUpperCase())).statusCode).toBe(200);
  });

  it('refuses one address after its failures on the account, even for the right password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) expect((await login('Wrong!Pass1', ip)).statusCode).toBe(401);
    expectLimited(await login(STRONG_PASSWORD, ip));
  });

  it('limits one address across many accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++)
      expect((await login('Wrong!Pass1', ip, `guess${i}@example.com`)).statusCode).toBe(401);
    expectLimited(await login('Wrong!Pass1', ip, 'guess99@example.com'));
    // Another address is not affected.
    expect((await login('Wrong!Pass1', freshIp(), 'guess99@example.com')).statusCode).toBe(401);
  });

  it('slows every attempt on an account failed from many addresses (progressive delay)', async () => {
    const target = registrationBody();
    expect((await post('auth/register', target, freshIp())).statusCode).toBe(201);
    const timed = async (password: string) => {
      const started = performance.now();
      const res = await login(password, freshIp(), target.email);
      return { status: res.statusCode, ms: performance.now() - started };
    };
    const first = await timed('Wrong!Pass1');
    for (let i = 0; i < 3; i++) await timed('Wrong!Pass1');
    const later = await timed('Wrong!Pass1');
    expect(first.status).toBe(401);
    expect(later.status).toBe(401);
    // Three failures past the threshold of one (0.2 x 5): 250 x 2^3 ms of waiting at least.
    expect(later.ms - first.ms).toBeGreaterThan(1500);
    // The right password still signs in, just as slowly.
    expect((await timed(target.password)).status).toBe(200);
  });
});

describe('register', () => {
  it('limits one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect((await post('auth/register', registrationBody(), ip)).statusCode).toBe(201);
    expectLimited(await post('auth/register', registrationBody(), ip));
  });

  it("never refuses an email's owner for a stranger's attempts with it", async () => {
    const taken = registrationBody();
    expect((await post('auth/register', taken, freshIp())).statusCode).toBe(201);
    const owner = registrationBody();
    // A stranger tries the owner's email with a taken username, from many addresses: each is refused
    // for the username, and none counts against the email.
    for (let i = 0; i < 4; i++)
      expect(
        (await post('auth/register', { ...owner, username: taken.username }, freshIp())).statusCode,
      ).toBe(409);
    expect((await post('auth/register', owner, freshIp())).statusCode).toBe(201);
  });
});

describe('password reset request', () => {
  it('limits one address across emails, with the same answer for unknown emails, and never one email', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect((await post('auth/reset-password-request', { email: `r${i}@example.com` }, ip)).statusCode).toBe(
        200,
      );
    expectLimited(await post('auth/reset-password-request', { email: 'r9@example.com' }, ip));
    // One email asked for from many addresses: always the same 200 (a 429 would lock its owner out).
    for (let i = 0; i < 3; i++)
      expect(
        (await post('auth/reset-password-request', { email: account.email }, freshIp())).statusCode,
      ).toBe(200);
  });
});

describe('contact', () => {
  it("limits one address across senders, and never one sender's address", async () => {
    const message = (email: string, n: number) => ({ name: 'V', email, subject: `s${n}`, message: `m${n}` });
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect((await post('users/contact-us', message(`c${i}@example.com`, i), ip)).statusCode).toBe(200);
    expectLimited(await post('users/contact-us', message('c9@example.com', 9), ip));
    for (let i = 0; i < 3; i++)
      expect(
        (await post('users/contact-us', message('sender@example.com', 10 + i), freshIp())).statusCode,
      ).toBe(200);
  });
});

describe('support tickets', () => {
  /** A signed-in agent (registered and signed in from addresses of their own). */
  async function agent() {
    const body = registrationBody();
    expect((await post('auth/register', body, freshIp())).statusCode).toBe(201);
    const login = await post('auth/login', { email: body.email, password: STRONG_PASSWORD }, freshIp());
    return { authorization: `Bearer ${login.json().data.access_token as string}` };
  }
  const ticket = (n: number) => ({ name: 'Agent', phone: '+1 555', subject: `t${n}`, message: `m${n}` });
  const send = (auth: { authorization: string }, n: number, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/users/contact-us',
      payload: ticket(n),
      headers: auth,
      remoteAddress: ip,
    });

  it('are limited per account, not by the contact form per-IP limit: an office behind one IP is not blocked', async () => {
    const office = freshIp();
    const agents = [await agent(), await agent(), await agent()];
    // Six tickets from one IP: three times the contact form's per-IP allowance.
    for (const [i, auth] of agents.entries())
      for (let n = 0; n < 2; n++) expect((await send(auth, i * 10 + n, office)).statusCode).toBe(201);
    expectLimited(await send(agents[0]!, 99, office));
    // The contact form's own allowance for that IP is untouched by the tickets.
    const visitor = { name: 'V', email: 'office-visitor@example.com', subject: 's', message: 'm' };
    expect((await post('users/contact-us', visitor, office)).statusCode).toBe(200);
  });

  it('a bad token on a ticket answers 401, not a count against anyone', async () => {
    const res = await send({ authorization: 'Bearer nope' }, 1, freshIp());
    expect(res.statusCode).toBe(401);
  });
});
