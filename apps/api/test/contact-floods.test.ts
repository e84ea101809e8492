import { MESSAGES } from '@pp/contract';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { SUPPORT_INBOX } from '../src/domain/users/send-contact-message';
import { CONTACT_LIMITS } from '../src/lib/rate-limits';
import { startSmtpListener } from './helpers/smtp-listener';
import { createTestApp } from './helpers/test-app';

const smtp = await startSmtpListener();
afterAll(() => smtp.close());
// A fifth of the production ceilings: 2 contact messages per client address per hour, 20 mails to
// support per hour for every visitor together.
const SCALE = 0.2;
const { app, db, clock } = await createTestApp({
  env: { SMTP_URL: smtp.url, RATE_LIMIT_SCALE: String(SCALE) },
});
const cap = Math.ceil(CONTACT_LIMITS.supportMailsPerHour * SCALE);

let nextIp = 1;
const freshIp = () => `192.0.2.${nextIp++}`;
let n = 0;
const message = (email: string) => ({
  name: 'Visitor',
  email,
  subject: `Question ${++n}`,
  message: `Text ${n}`,
});

/** A contact message from `ip`; waits until the mail it leads to (if any) has been delivered. */
async function contact(payload: ReturnType<typeof message>, ip: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/contact-us',
    payload,
    remoteAddress: ip,
  });
  await app.ctx.mailer.idle();
  return res;
}
const supportMails = (subject: RegExp) =>
  smtp.inbox.filter((m) => m.to.includes(SUPPORT_INBOX) && subject.test(m.subject));
const contactRowsInHour = async () =>
  (
    await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.kind, 'contact'),
          gt(contactMessages.created_at, new Date(clock.now().getTime() - 3_600_000)),
        ),
      )
  ).length;

describe('the contact form', () => {
  it("is never refused for the sender's address: a stranger writing as the owner does not stop the owner", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await contact(message('owner@example.com'), freshIp());
      expect(res.statusCode).toBe(200);
    }
    const own = message('owner@example.com');
    const res = await contact(own, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.contactSent, data: null });
    expect(supportMails(new RegExp(`^Contact message: ${own.subject}$`))).toHaveLength(1);
  });

  it('refuses a flood from one address (429 with Retry-After)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect((await contact(message(`v${i}@example.com`), ip)).statusCode).toBe(200);
    const refused = await contact(message('v9@example.com'), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error', message: MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('mails support at most the hourly cap from everyone together; past it, messages are stored, answered 200, and support gets one notice', async () => {
    let ip = freshIp();
    while ((await contactRowsInHour()) < cap + 5) {
      ip = (await contactRowsInHour()) % 2 === 0 ? freshIp() : ip;
      expect((await contact(message(`crowd${n}@example.com`), ip)).statusCode).toBe(200);
    }
    expect(supportMails(/^Contact message:/)).toHaveLength(cap);
    expect(supportMails(/hourly mail cap/)).toHaveLength(1);
    // The owner, past the cap: the same answer, and the message is kept for support.
    const own = message('owner@example.com');
    expect((await contact(own, freshIp())).statusCode).toBe(200);
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.subject, own.subject)),
    ).toHaveLength(1);
    expect(supportMails(new RegExp(`^Contact message: ${own.subject}$`))).toHaveLength(0);
    // An hour later, messages are mailed again.
    clock.advance(3_600_000 + 1_000);
    const later = message('owner@example.com');
    expect((await contact(later, freshIp())).statusCode).toBe(200);
    expect(supportMails(new RegExp(`^Contact message: ${later.subject}$`))).toHaveLength(1);
    expect(supportMails(/hourly mail cap/)).toHaveLength(1);
  });
});
