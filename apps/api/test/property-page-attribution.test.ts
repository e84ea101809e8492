import type { TListing } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../src/db/schema';
import { type AgentProfile, agentWithListing } from './helpers/attributed-agent';
import { createTestApp } from './helpers/test-app';

// Issue 22: the page speaks for the agent (brokerage from the profile only) and credits the listing's
// agent and firm as the listing's ("Listing courtesy of …") whenever the listing is not the agent's.
const { app, db } = await createTestApp();
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const LISTING_FIRM = 'Albuquerque House Hunting';

async function pageFor(profile: AgentProfile, listing: Partial<TListing> = {}) {
  const { detail } = await agentWithListing(app, profile, listing);
  const path = new URL(detail.page.url).pathname;
  const visit = async () =>
    (await app.inject({ method: 'GET', url: path, headers: { 'user-agent': BROWSER } })).body;
  return { detail, visit };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('property page attribution', () => {
  it("own listing (name and brokerage match): the agent's brokerage, no courtesy line", async () => {
    const { visit } = await pageFor({ name: 'Jason Lieberman', brokerage: 'Albuquerque House Hunting, LLC' });
    const page = await visit();
    expect(page).not.toContain('Listing courtesy of');
    expect(page).toContain('<p class="name">Jason Lieberman</p><p>Albuquerque House Hunting, LLC</p>');
    expect(text(page)).toContain('Presented by Jason Lieberman, Albuquerque House Hunting, LLC.');
  });

  it("another broker's listing: the agent's own brokerage, and the listing's only as the listing's", async () => {
    const { visit } = await pageFor({ name: 'Dana Whitaker', brokerage: 'Sunrise Realty' });
    const page = await visit();
    const courtesy = `Listing courtesy of Jason Lieberman, ${LISTING_FIRM}`;
    expect(page).toContain(`<p class="courtesy">${courtesy}</p>`);
    expect(page).toContain('<header class="top"><b>Sunrise Realty</b></header>');
    expect(page).toContain('<p class="name">Dana Whitaker</p><p>Sunrise Realty</p>');
    expect(text(page)).toContain(`Presented by Dana Whitaker, Sunrise Realty. ${courtesy}.`);
    // The listing firm's name appears only inside the courtesy credit (page, footer, Open Graph).
    expect(page.split(LISTING_FIRM).length - 1).toBe(page.split(courtesy).length - 1);
    expect(page).toMatch(
      /<meta property="og:description" content="[^"]*Presented by Dana Whitaker, Sunrise Realty\. Listing courtesy of Jason Lieberman, Albuquerque House Hunting/,
    );
  });

  it('a name alone is not a match: a namesake at another firm gets the courtesy line', async () => {
    const { visit } = await pageFor({ name: 'Jason Lieberman', brokerage: 'Sunrise Realty' });
    expect(await visit()).toContain(`Listing courtesy of Jason Lieberman, ${LISTING_FIRM}`);
  });

  it("the agent's stored answer wins over the default", async () => {
    const { detail, visit } = await pageFor({ name: 'Dana Whitaker', brokerage: 'Sunrise Realty' });
    await db.update(listings).set({ is_mine: true }).where(eq(listings.id, detail.listing_id));
    expect(await visit()).not.toContain('Listing courtesy of');
  });

  it('never prints the listing brokerage as the agent’s when the profile has none', async () => {
    const { detail } = await pageFor({ name: 'Dana Whitaker', brokerage: '' });
    const res = await app.inject({
      method: 'GET',
      url: new URL(detail.page.url).pathname,
      headers: { 'user-agent': BROWSER },
    });
    // The gate may refuse the page outright; if it renders, the listing firm is only the listing's.
    expect(res.body).not.toContain(`Dana Whitaker, ${LISTING_FIRM}`);
    expect(res.body).not.toContain(`<p>${LISTING_FIRM}</p>`);
    expect(res.body).not.toContain(`<b>${LISTING_FIRM}</b>`);
  });

  it('prints the California DRE number on a California listing, in the card and the footer', async () => {
    const licenses = [{ state: 'CA', number: '01234567' }];
    const ca = { address: { street: '9 Ocean Ave', city: 'Carmel', state: 'CA', postal_code: '93921' } };
    const page = await (
      await pageFor({ name: 'Dana Whitaker', brokerage: 'Sunrise Realty', licenses }, ca)
    ).visit();
    expect(page).toContain('<p>CA DRE #01234567</p>');
    expect(text(page)).toContain('Presented by Dana Whitaker, Sunrise Realty, CA DRE #01234567.');
    // A New Mexico listing has no such rule: the number is not printed.
    const nm = await (
      await pageFor({ name: 'Dana Whitaker', brokerage: 'Sunrise Realty', licenses })
    ).visit();
    expect(nm).not.toContain('CA DRE #');
  });

  it('shows a team name only beside the brokerage, never above it', async () => {
    const page = await (
      await pageFor(
        { name: 'Dana Whitaker', brokerage: 'Sunrise Realty', team: 'Whitaker Group' },
        { address: { street: '5 High St', city: 'Columbus', state: 'OH', postal_code: '43215' } },
      )
    ).visit();
    expect(page).toContain('<p>Whitaker Group at Sunrise Realty</p>');
    expect(page).toContain('<header class="top"><b>Sunrise Realty</b></header>');
    expect(text(page)).toContain('Presented by Dana Whitaker, Whitaker Group at Sunrise Realty.');
  });
});
