import { afterAll, expect } from 'vitest';
import { createAccount } from './accounts';
import { listingOf, type sampleListing } from './sample-listing';
import { startSmtpListener } from './smtp-listener';
import { createTestApp } from './test-app';

export const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';

/** The body and headers of a lead form posted from a visitor's browser. */
export const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
});

/**
 * A test app that mails leads to an SMTP listener (closed after the file), with the steps the
 * property-page tests share: an agent with one saved listing, and a visit from a browser.
 */
export async function createPropertyPageApp() {
  const smtp = await startSmtpListener();
  afterAll(() => smtp.close());
  const { app, db } = await createTestApp({ env: { SMTP_URL: smtp.url } });

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
    // Another broker's listing: the page goes out once their permission is recorded (NAR SoP 12-4).
    const detail = await listingOf(app, account, `pp-${n}`, { listing: overrides });
    return { account, detail, path: new URL(detail.page.url).pathname };
  }

  const visit = (url: string, userAgent = BROWSER, ip = '203.0.113.7') =>
    app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent }, remoteAddress: ip });

  return { smtp, app, db, agentWithListing, visit };
}
