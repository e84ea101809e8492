import type { TListingDetail } from '@pp/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaPhotos, pageLeads } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { jpegPhoto, uploadListingPhotos } from './helpers/listing-photos';
import { multipartFile, TINY_PNG } from './helpers/multipart';
import { clicksOf } from './helpers/page-clicks';
import { grantPermission, listingOf, sampleListing } from './helpers/sample-listing';
import { startSmtpListener } from './helpers/smtp-listener';
import { createTestApp } from './helpers/test-app';

const smtp = await startSmtpListener();
afterAll(() => smtp.close());
const { app, db } = await createTestApp({ env: { SMTP_URL: smtp.url } });
/** A second server with the production limits, for the lead form's rate limit. */
const strict = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';

let n = 0;
/** An agent with branding and one saved listing; answers the listing and its page path. */
async function agentWithListing(overrides: Parameters<typeof sampleListing>[0] = {}) {
  const account = await createAccount(app, { name: 'Paula Page' });
  n += 1;
  const branding = await app.inject({
    method: 'POST',
    url: '/api/v1/users/update-profile',
    headers: account.auth,
    payload: {
      name: 'Paula Page',
      username: account.username,
      branding: {
        brokerage_name: 'Sunrise Realty',
        accent_color: '#0F766E',
        license_number: 'CA-01234567',
        phone_number: '(505) 555-0101',
      },
    },
  });
  expect(branding.statusCode).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/listings',
    headers: account.auth,
    payload: { listing: sampleListing({ source_id: `pp-${n}`, ...overrides }) },
  });
  expect(res.statusCode).toBe(201);
  const detail = res.json().data as TListingDetail;
  // Another broker's listing: the page goes out once their permission is recorded (NAR SoP 12-4).
  await grantPermission(app, account, detail.listing_id);
  return { account, detail, path: new URL(detail.page.url).pathname };
}

const visit = (url: string, userAgent = BROWSER, ip = '203.0.113.7') =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent }, remoteAddress: ip });

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
});

describe('GET /p/{slug}', () => {
  it('is complete HTML without JavaScript: facts, description, maps link, agent card with brokerage', async () => {
    const { path } = await agentWithListing();
    const res = await visit(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const page = res.body;
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('<p class="price">$224,900</p>');
    expect(page).toContain('<h1>1220 Garcia St NE, Albuquerque, NM 87112</h1>');
    expect(page).toContain('<li>4 beds</li>');
    expect(page).toContain('<li>Built 1955</li>');
    expect(page).toContain('perfect blend of comfort and style');
    expect(page).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=1220%20Garcia%20St%20NE%2C%20Albuquerque%2C%20NM%2087112"',
    );
    expect(page).toContain('<p class="name">Paula Page</p><p>Sunrise Realty</p>');
    // The old stateless licence number is not printed (issue 22: only a state's licence line is).
    expect(page).not.toContain('CA-01234567');
    expect(page).toContain('href="tel:5055550101"');
    expect(page).toContain('--accent:#0f766e');
    // Never a photo from the listing site.
    expect(page).not.toContain('zillowstatic');
    expect(page).toContain('<form class="form" method="post" action="');
  });

  it('carries Open Graph and Twitter card tags', async () => {
    const { path, detail } = await agentWithListing();
    const page = (await visit(path)).body;
    expect(page).toContain(
      '<meta property="og:title" content="$224,900 · 1220 Garcia St NE, Albuquerque, NM 87112">',
    );
    expect(page).toContain(`<meta property="og:url" content="${detail.page.url}">`);
    expect(page).toMatch(/<meta name="twitter:card" content="summary(_large_image)?">/);
    expect(page).toContain('<meta property="og:description" content="4 beds · 2 baths · 1,299 sq ft.');
  });

  it('shows the status banner of a pending or sold home', async () => {
    const pending = await agentWithListing({ status: 'pending' });
    expect((await visit(pending.path)).body).toContain('<p class="banner" role="status">Sale pending</p>');
    const sold = await agentWithListing({ status: 'sold' });
    expect((await visit(sold.path)).body).toContain('<p class="banner" role="status">Sold</p>');
  });

  it('shows the brokerage logo and agent photo, served by us', async () => {
    const { account, path } = await agentWithListing();
    const upload = multipartFile(TINY_PNG);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/users/logo/upload',
          headers: { ...account.auth, ...upload.headers },
          payload: upload.payload,
        })
      ).statusCode,
    ).toBe(200);
    const page = (await visit(path)).body;
    expect(page).toContain(`<img src="${path}/logo" alt="Sunrise Realty logo"`);
    const logo = await visit(`${path}/logo`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    expect((await visit(`${path}/agent-photo`)).statusCode).toBe(404);
  });

  it('counts clicks per platform, once per visitor and day, without keeping the IP', async () => {
    const { path, detail } = await agentWithListing();
    await visit(`${path}?src=fb`);
    await visit(`${path}?src=fb`); // the same visitor again the same day
    await visit(`${path}?src=fb`, BROWSER, '198.51.100.9');
    await visit(`${path}?src=li`);
    await visit(`${path}?src=x`);
    await visit(`${path}?src=reel`);
    await visit(`${path}?src=bogus`);
    const rows = await clicksOf(db, detail.listing_id, 6);
    const bySrc = Object.fromEntries(
      ['fb', 'li', 'x', 'reel', 'direct'].map((s) => [s, rows.filter((r) => r.src === s).length]),
    );
    expect(bySrc).toEqual({ fb: 2, li: 1, x: 1, reel: 1, direct: 1 });
    for (const row of rows) {
      expect(row.visitor).not.toContain('203.0.113.7');
      expect(row.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
  });

  it('does not count known bots and link previews', async () => {
    const { path, detail } = await agentWithListing();
    for (const ua of [
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ])
      expect((await visit(`${path}?src=fb`, ua)).statusCode).toBe(200);
    await visit(`${path}?src=li`); // a person, so the wait below has something to find
    const rows = await clicksOf(db, detail.listing_id, 1);
    expect(rows.map((r) => r.src)).toEqual(['li']);
  });

  it('answers 404 for an unknown or unpublished page and 410 once the listing is deleted', async () => {
    const { account, path, detail } = await agentWithListing();
    expect((await visit('/p/no-such-home-abcdefgh')).statusCode).toBe(404);
    const off = await app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${detail.listing_id}/page`,
      headers: account.auth,
      payload: { published: false },
    });
    expect(off.json().data.published).toBe(false);
    const hidden = await visit(path);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['content-type']).toContain('text/html');
    await app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${detail.listing_id}/page`,
      headers: account.auth,
      payload: { published: true },
    });
    expect((await visit(path)).statusCode).toBe(200);
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${detail.listing_id}`,
      headers: account.auth,
    });
    const gone = await visit(path);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('no longer advertised');
  });
});

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

describe('property page photos', () => {
  it('serves the uploaded photos resized by us: first eager with high priority, others lazy, sizes set', async () => {
    const { account, path, detail } = await agentWithListing();
    // One request: the page keeps the order of its files.
    const photos = await uploadListingPhotos(app, account, detail.listing_id, [
      await jpegPhoto(1600, 1067, '#6b8fb3'),
      await jpegPhoto(1200, 1600, '#aa7744'),
      await jpegPhoto(1600, 900, '#336633'),
    ]);
    const altered = await app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${detail.listing_id}/photos/${photos[1]!.photo_id}`,
      headers: account.auth,
      payload: { altered: true },
    });
    expect(altered.statusCode).toBe(200);
    const page = (await visit(path)).body;
    const imgs = [
      ...page.matchAll(
        /<img src="([^"]+)" srcset="([^"]+)" sizes="[^"]+" width="(\d+)" height="(\d+)" alt="[^"]+"([^>]*)>/g,
      ),
    ];
    expect(imgs).toHaveLength(3);
    expect(imgs.map((m) => [m[1], m[3], m[4]])).toEqual([
      [`${path}/photos/${photos[0]!.photo_id}/800.webp`, '800', '534'],
      [`${path}/photos/${photos[1]!.photo_id}/800.webp`, '800', '1067'],
      [`${path}/photos/${photos[2]!.photo_id}/800.webp`, '800', '450'],
    ]);
    expect(imgs[0]![5]).toContain('fetchpriority="high"');
    expect(imgs[0]![5]).not.toContain('loading="lazy"');
    for (const m of imgs.slice(1)) expect(m[5]).toContain('loading="lazy"');
    expect(imgs[0]![2]).toContain('480.webp 480w');
    // AB 723: only the altered photo carries the label.
    expect(page.match(/Digitally altered photo/g)).toHaveLength(1);
    // The drawn card (property-page-og-image.test.ts), not the bare photo.
    expect(page).toContain(`<meta property="og:image" content="http://localhost:8080${path}/og.jpg">`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');

    const variant = await visit(`${path}/photos/${photos[0]!.photo_id}/480.webp`);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 320,
    });
    const again = await visit(`${path}/photos/${photos[0]!.photo_id}/480.webp`); // from the media store now
    expect(again.rawPayload.equals(variant.rawPayload)).toBe(true);
    const og = await visit(`${path}/photos/${photos[0]!.photo_id}/1200.jpg`);
    expect(await sharp(og.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
    // Only the listed widths, only this listing's photos.
    expect((await visit(`${path}/photos/${photos[0]!.photo_id}/999.webp`)).statusCode).toBe(404);
    const other = await agentWithListing();
    expect((await visit(`${other.path}/photos/${photos[0]!.photo_id}/480.webp`)).statusCode).toBe(404);

    // Deleting the listing takes its photos (rows and files) with it.
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${detail.listing_id}`,
      headers: account.auth,
    });
    expect(await db.select().from(mediaPhotos).where(eq(mediaPhotos.user_id, account.userId))).toHaveLength(
      0,
    );
    const signed = await app.inject({ method: 'GET', url: photos[0]!.url });
    expect(signed.statusCode).toBe(404);
  });
});

describe('lead rate limit', () => {
  it('answers 429 with the form kept after 5 requests an hour from one address, storing no more', async () => {
    const account = await createAccount(strict.app);
    const detail = await listingOf(strict.app, account);
    const path = new URL(detail.page.url).pathname;
    const send = (i: number) =>
      strict.app.inject({
        method: 'POST',
        url: `${path}/leads`,
        remoteAddress: '198.51.100.77',
        ...form({ name: `Visitor ${i}`, email: `v${i}@example.com` }),
      });
    for (let i = 0; i < 5; i++) expect((await send(i)).statusCode).toBe(303);
    const limited = await send(5);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toContain('Too many requests');
    expect(limited.body).toContain('value="Visitor 5"');
    const stored = await strict.db
      .select()
      .from(pageLeads)
      .where(eq(pageLeads.listing_id, detail.listing_id));
    expect(stored).toHaveLength(5);
  });
});
