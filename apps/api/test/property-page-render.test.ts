import { describe, expect, it } from 'vitest';
import { multipartFile, TINY_PNG } from './helpers/multipart';
import { clicksOf } from './helpers/page-clicks';
import { BROWSER, createPropertyPageApp } from './helpers/property-page-app';

const { app, db, agentWithListing, visit } = await createPropertyPageApp();

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
