import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageLeads } from '../src/db/schema';
import { createPropertyPageApp, form } from './helpers/property-page-app';

const { smtp, app, db, agentWithListing, visit } = await createPropertyPageApp();

describe('POST /p/{slug}/leads', () => {
  it('stores the request, mails it to the agent over SMTP and redirects to a confirmation', async () => {
    const { account, path, detail } = await agentWithListing();
    const res = await app.inject({
      method: 'POST',
      url: `${path}/leads`,
      ...form({
        kind: 'showing',
        name: 'Victor Visitor',
        email: 'victor@example.com',
        phone: '',
        message: 'Can I see it on Saturday?',
        src: 'li',
        website: '',
      }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${path}/thanks?kind=showing`);
    const thanks = await visit(res.headers.location as string);
    expect(thanks.body).toContain('Thank you! Your request was sent to the agent.');
    expect(thanks.body).toContain('Paula Page received your showing request');
    const mail = await smtp.waitFor(account.email, /Showing request/);
    expect(mail.subject).toBe(
      'Showing request for 1220 Garcia St NE, Albuquerque, NM 87112 from Victor Visitor',
    );
    expect(mail.replyTo).toBe('victor@example.com');
    expect(mail.text).toContain('Can I see it on Saturday?');
    expect(mail.text).toContain('came from: LinkedIn');
    const [lead] = await db.select().from(pageLeads).where(eq(pageLeads.listing_id, detail.listing_id));
    expect(lead).toMatchObject({ kind: 'showing', name: 'Victor Visitor', src: 'li', phone: '' });
  });

  it('re-renders the form with field messages, and stores nothing, without an email or phone', async () => {
    const { path, detail } = await agentWithListing();
    const res = await app.inject({
      method: 'POST',
      url: `${path}/leads`,
      ...form({ kind: 'question', name: 'Nora', email: '', phone: '', message: 'Is it quiet?' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please give an email address or a phone number');
    expect(res.body).toContain('value="Nora"');
    expect(res.body).toContain('Is it quiet?</textarea>');
    const bad = await app.inject({
      method: 'POST',
      url: `${path}/leads`,
      ...form({ name: 'Nora', email: 'not-an-email' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please enter a valid email address');
    expect(await db.select().from(pageLeads).where(eq(pageLeads.listing_id, detail.listing_id))).toHaveLength(
      0,
    );
  });

  it('gives a filled honeypot the same confirmation but stores and sends nothing', async () => {
    const { path, detail } = await agentWithListing();
    const res = await app.inject({
      method: 'POST',
      url: `${path}/leads`,
      ...form({ name: 'Spam Bot', email: 'bot@example.com', website: 'http://spam.example' }),
    });
    expect(res.statusCode).toBe(303);
    expect(await db.select().from(pageLeads).where(eq(pageLeads.listing_id, detail.listing_id))).toHaveLength(
      0,
    );
  });

  it('refuses leads for a page that is gone', async () => {
    const { account, path, detail } = await agentWithListing();
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${detail.listing_id}`,
      headers: account.auth,
    });
    const res = await app.inject({
      method: 'POST',
      url: `${path}/leads`,
      ...form({ name: 'A', email: 'a@example.com' }),
    });
    expect(res.statusCode).toBe(410);
  });
});
