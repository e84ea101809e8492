import { MESSAGES } from '@pp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { RESET_MAIL_PACE } from '../src/lib/rate-limits';
import { createAccount, tokenOf } from './helpers/accounts';
import { linkIn, startSmtpListener } from './helpers/smtp-listener';
import { createTestApp } from './helpers/test-app';

const smtp = await startSmtpListener();
afterAll(() => smtp.close());
// A fifth of the production ceilings: 2 reset requests per client address per hour. The mail pace
// per account is not scaled; the context clock moves instead (the clock only ever moves forward here).
const { app, clock } = await createTestApp({ env: { SMTP_URL: smtp.url, RATE_LIMIT_SCALE: '0.2' } });
const [owner, target] = await Promise.all([createAccount(app), createAccount(app)]);

let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;
const MINUTE = 60_000;

/** A reset request from `ip`; waits until the mail it leads to (if any) has been delivered. */
async function requestReset(email: string, ip: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password-request',
    payload: { email },
    remoteAddress: ip,
  });
  // The account, the pace and the token are looked at after the answer, by the context clock.
  await app.ctx.mailer.idle();
  return res;
}
const resetMails = (to: string) =>
  smtp.inbox.filter((m) => m.to.includes(to) && /Reset your/.test(m.subject));
const resetWith = (link: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    payload: { pass_reset_token: tokenOf(link), new_password: `N3w!Pass${nextIp}` },
    remoteAddress: ip,
  });

describe('password reset requests for one account from many addresses', () => {
  it("never stop the owner's reset mail: the same 200 for all, a working link now, a fresh one within the cooldown", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await requestReset(owner!.email, freshIp());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: MESSAGES.resetRequestSent, data: null });
    }
    // Ten requests at once mailed the owner once: the cooldown held the rest back.
    expect(resetMails(owner!.email)).toHaveLength(1);

    const ownerIp = freshIp();
    const own = await requestReset(owner!.email, ownerIp);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ status: 'success', message: MESSAGES.resetRequestSent, data: null });
    // Held back, the owner's request stored no token: the link already in the inbox still works.
    expect(resetMails(owner!.email)).toHaveLength(1);
    expect(
      (await resetWith(linkIn(resetMails(owner!.email)[0]!, '/reset-password'), ownerIp)).statusCode,
    ).toBe(200);

    // Once the cooldown has passed, the owner's request is mailed a fresh link, which works.
    clock.advance(RESET_MAIL_PACE.cooldownMs);
    expect((await requestReset(owner!.email, ownerIp)).statusCode).toBe(200);
    const mails = resetMails(owner!.email);
    expect(mails).toHaveLength(2);
    expect((await resetWith(linkIn(mails[1]!, '/reset-password'), ownerIp)).statusCode).toBe(200);
  });

  it('refuses a flood from one address (429 with Retry-After)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect((await requestReset(`flood${i}@example.com`, ip)).statusCode).toBe(200);
    const refused = await requestReset('flood9@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error', message: MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('mails one account at most the pace allows, however many ask, and at least once a window', async () => {
    const { cooldownMs, perWindow, windowMs } = RESET_MAIL_PACE;
    const minutes = 120;
    const mailedAt: number[] = [];
    let ip = freshIp();
    for (let m = 0; m < minutes; m++) {
      if (m % 2 === 0) ip = freshIp();
      const before = resetMails(target!.email).length;
      expect((await requestReset(target!.email, ip)).statusCode).toBe(200);
      if (resetMails(target!.email).length > before) mailedAt.push(m * MINUTE);
      clock.advance(MINUTE);
    }
    // A request a minute for two hours: exactly the allowance is mailed, no more.
    expect(mailedAt).toHaveLength((perWindow * minutes * MINUTE) / windowMs);
    for (const [i, t] of mailedAt.entries()) {
      if (i > 0) expect(t - mailedAt[i - 1]!).toBeGreaterThanOrEqual(cooldownMs);
      // Never more than perWindow in any window...
      expect(mailedAt.filter((u) => u > t - windowMs && u <= t).length).toBeLessThanOrEqual(perWindow);
      // ...and never a window without a fresh link while the requests go on.
      if (i > 0) expect(t - mailedAt[i - 1]!).toBeLessThanOrEqual(windowMs);
    }
    // Only the newest link works: a held-back request never killed it, a mailed one killed the older.
    const mails = resetMails(target!.email);
    expect((await resetWith(linkIn(mails.at(-2)!, '/reset-password'), freshIp())).statusCode).toBe(400);
    expect((await resetWith(linkIn(mails.at(-1)!, '/reset-password'), freshIp())).statusCode).toBe(200);
  });
});
