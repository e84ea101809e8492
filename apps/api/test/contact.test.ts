import { MESSAGES, VALIDATION } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { SUPPORT_INBOX } from '../src/domain/users/send-contact-message';
import { createAccount } from './helpers/accounts';
import { snapshotAccounts } from './helpers/db-snapshot';
import { startSmtpListener } from './helpers/smtp-listener';
import { createTestApp } from './helpers/test-app';

const smtp = await startSmtpListener();
afterAll(() => smtp.close());
const { app, db, clock } = await createTestApp({ env: { SMTP_URL: smtp.url } });
const account = await createAccount(app, { name: 'Tina Ticket' });

const contact = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/users/contact-us', payload, headers });
const message = (overrides: object = {}) => ({
  name: 'Vera Visitor',
  email: 'vera@example.com',
  phone: '',
  company: 'Vera Realty',
  subject: `Question ${Math.random()}`,
  message: 'How do I connect LinkedIn?',
  ...overrides,
});

describe('POST /api/v1/users/contact-us (visitor)', () => {
  it('stores the message and mails it to support (200 "Email sent successfully")', async () => {
    const body = message();
    const res = await contact(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.contactSent, data: null });
    const mail = await smtp.waitFor(SUPPORT_INBOX, new RegExp(body.subject.replace('.', '\\.')));
    expect(mail.subject).toBe(`Contact message: ${body.subject}`);
    expect(mail.replyTo).toBe('vera@example.com');
    expect(mail.text).toContain('vera@example.com');
    expect(mail.text).toContain('How do I connect LinkedIn?');
    expect(mail.html).toContain('Vera Realty');
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.subject, body.subject));
    expect(row).toMatchObject({ kind: 'contact', email: 'vera@example.com', user_id: null });
  });

  it('answers 409 for the same message again within 24 hours, and accepts it after', async () => {
    const body = message();
    expect((await contact(body)).statusCode).toBe(200);
    const before = await snapshotAccounts(db);
    const again = await contact({ ...body, email: 'VERA@example.com', message: `  ${body.message}  ` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', message: MESSAGES.contactAlreadySent });
    expect(await snapshotAccounts(db)).toEqual(before);
    clock.advance(24 * 3_600_000 + 1_000);
    expect((await contact(body)).statusCode).toBe(200);
    clock.reset();
  });

  it('does not check the email format (PRODUCT.md §5)', async () => {
    expect((await contact(message({ email: 'call me maybe' }))).statusCode).toBe(200);
  });

  it.each([
    ['name', VALIDATION.fieldRequired('Full Name')],
    ['email', VALIDATION.fieldRequired('Email Address')],
    ['subject', VALIDATION.fieldRequired('Subject')],
    ['message', VALIDATION.fieldRequired('Message')],
  ])('a blank %s answers 400 "%s" and writes nothing', async (field, text) => {
    const before = await snapshotAccounts(db);
    const res = await contact(message({ [field]: '   ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: text, errors: { [field]: text } });
    expect(await snapshotAccounts(db)).toEqual(before);
  });
});

describe('POST /api/v1/users/contact-us (support ticket, with bearer token)', () => {
  it("answers 201 and files the ticket under the account's email, whatever the body says", async () => {
    const body = message({
      name: 'Tina Ticket',
      email: 'someone.else@example.com',
      phone: '555-0101',
      company: '',
    });
    const res = await contact(body, account.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.supportTicketSent, data: null });
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.subject, body.subject));
    expect(row).toMatchObject({
      kind: 'support',
      email: account.email,
      user_id: account.userId,
      phone: '555-0101',
    });
    const mail = await smtp.waitFor(SUPPORT_INBOX, /^Support ticket:/);
    expect(mail.text).toContain(account.email);
    expect(mail.text).not.toContain('someone.else@example.com');
    expect(mail.replyTo).toBe(account.email);
  });

  it('accepts a ticket without an email (the form shows it read-only)', async () => {
    const body = message({ phone: '555-0102' });
    delete (body as { email?: string }).email;
    expect((await contact(body, account.auth)).statusCode).toBe(201);
  });

  it('requires the phone for a ticket ("Phone is required") and writes nothing', async () => {
    const before = await snapshotAccounts(db);
    const res = await contact(message({ phone: '  ' }), account.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      message: VALIDATION.fieldRequired('Phone'),
      errors: { phone: VALIDATION.fieldRequired('Phone') },
    });
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it('answers 401 for an invalid bearer token rather than filing a visitor message', async () => {
    const before = await snapshotAccounts(db);
    const res = await contact(message({ phone: '555' }), { authorization: 'Bearer nope' });
    expect(res.statusCode).toBe(401);
    expect(await snapshotAccounts(db)).toEqual(before);
  });
});
