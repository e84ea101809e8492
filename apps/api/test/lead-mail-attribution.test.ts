import type { TListing } from '@pp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { type AgentProfile, agentWithListing } from './helpers/attributed-agent';
import { SAMPLE_LISTING_AGENT } from './helpers/sample-listing';
import { startSmtpListener } from './helpers/smtp-listener';
import { createTestApp } from './helpers/test-app';

// Issue 22: the lead mail gives the agent the lines to sign the answer with. They are the property
// page's attribution: the agent's own brokerage from the profile only, the licence line where the
// listing's state asks for it (CA: 10 CCR §2773), "Listing courtesy of …" when the listing is not theirs.
const smtp = await startSmtpListener();
afterAll(() => smtp.close());
const { app } = await createTestApp({ env: { SMTP_URL: smtp.url } });
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

let n = 0;
async function leadMail(profile: AgentProfile, listing: Partial<TListing> = {}) {
  n += 1;
  // A legacy licence number without a state must never be printed (it cannot be checked).
  const { account, detail } = await agentWithListing(app, profile, listing, {
    legacyLicenseNumber: 'NM-999',
  });
  const sent = await app.inject({
    method: 'POST',
    url: `${new URL(detail.page.url).pathname}/leads`,
    payload: new URLSearchParams({
      kind: 'question',
      name: `Visitor ${n}`,
      email: `visitor${n}@example.com`,
      message: 'Is it quiet?',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
  });
  expect(sent.statusCode).toBe(303);
  return smtp.waitFor(account.email, new RegExp(`from Visitor ${n}$`));
}

/** The plain-text lines after the signing prompt, up to the button line. */
const signature = (text: string) => {
  const after = text.split('Sign your answer with these lines, as on the property page:\n\n')[1] ?? '';
  return after.split('\n\nSee the listing’s leads')[0]!.split('\n\n');
};
const LISTING_FIRM = SAMPLE_LISTING_AGENT.brokerage;

describe('lead mail attribution', () => {
  it("another broker's listing: the agent's own brokerage, then the courtesy line", async () => {
    const mail = await leadMail({ name: 'Dana Whitaker', brokerage: 'Sunrise Realty' });
    expect(signature(mail.text)).toEqual([
      'Dana Whitaker, Sunrise Realty',
      `Listing courtesy of Jason Lieberman, ${LISTING_FIRM}`,
    ]);
    expect(mail.text).not.toContain(`Dana Whitaker, ${LISTING_FIRM}`);
    // The old stateless licence number is never offered.
    expect(mail.text).not.toContain('NM-999');
  });

  it('own listing (name and brokerage match): no courtesy line', async () => {
    const mail = await leadMail({ name: SAMPLE_LISTING_AGENT.name, brokerage: `${LISTING_FIRM}, LLC` });
    expect(signature(mail.text)).toEqual([`Jason Lieberman, ${LISTING_FIRM}, LLC`]);
  });

  it("a California listing carries the agent's DRE number; the team stands beside the brokerage", async () => {
    const mail = await leadMail(
      {
        name: 'Dana Whitaker',
        brokerage: 'Sunrise Realty',
        team: 'Whitaker Group',
        licenses: [
          { state: 'NM', number: '54321' },
          { state: 'CA', number: '01234567' },
        ],
      },
      { address: { street: '9 Ocean Ave', city: 'Carmel', state: 'CA', postal_code: '93921' } },
    );
    expect(signature(mail.text)).toEqual([
      'Dana Whitaker, Whitaker Group at Sunrise Realty',
      'CA DRE #01234567',
      `Listing courtesy of Jason Lieberman, ${LISTING_FIRM}`,
    ]);
    expect(mail.html).toContain('CA DRE #01234567');
  });
});
