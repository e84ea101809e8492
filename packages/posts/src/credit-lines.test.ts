import { buildAttribution, checkAdvertisingRules, toPostAttribution } from '@pp/compliance';
import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { countTweet } from './counters';
import { generateDrafts } from './generate-drafts';

// Issue 22: posts speak for the agent (own brokerage, licence where the state requires it) and credit
// another broker's listing as "Listing courtesy of …"; never "Listed by <listing brokerage>" as if theirs.
const listing = (over: Partial<TListing> = {}): TListing => ({
  source: 'zillow',
  source_id: '1',
  url: 'https://www.zillow.com/homedetails/9-Ocean-Ave-Carmel-CA-93921/1_zpid/',
  status: 'for_sale',
  price: 1_250_000,
  currency: 'USD',
  address: { street: '9 Ocean Ave', city: 'Carmel', state: 'CA', postal_code: '93921' },
  beds: 3,
  baths_total: 2,
  baths_full: 2,
  baths_half: 0,
  living_area_sqft: 1800,
  lot_size: null,
  lot_unit: null,
  year_built: 1962,
  property_type: 'single_family',
  description: 'Light-filled cottage near the beach with a new kitchen. '.repeat(4),
  photos: [],
  agent_name: 'Jason Lieberman',
  agent_phone: null,
  brokerage: 'Carmel Coast Properties',
  mls_name: null,
  mls_id: null,
  open_houses: [],
  warnings: [],
  ...over,
});
const agent = {
  full_name: 'Dana Whitaker',
  brokerage_name: 'Sunrise Realty',
  team_name: 'Whitaker Group',
  licenses: [{ state: 'CA', number: '01234567' }],
};
const drafted = (l: TListing, isMine: boolean) => {
  const d = generateDrafts(l, {
    attribution: toPostAttribution(buildAttribution({ agent, listing: l, isMine })),
  });
  return [d.facebook_marketplace.description, d.linkedin.text, d.twitter.text];
};

describe('post credit lines', () => {
  it("another broker's listing: the agent's own line, the licence number and the courtesy line on every platform", () => {
    for (const text of drafted(listing(), false)) {
      expect(text).toContain('Dana Whitaker, Whitaker Group at Sunrise Realty');
      expect(text).toContain('CA DRE #01234567');
      expect(text).toContain('Listing courtesy of Jason Lieberman, Carmel Coast Properties');
      expect(text).not.toMatch(/Listed by/);
      // The listing firm is named, so the old SoP 12-5 style check does not block it.
      const findings = checkAdvertisingRules(text, {
        isOwnListing: false,
        brokerage: 'Carmel Coast Properties',
      });
      expect(findings.filter((f) => f.severity === 'block')).toEqual([]);
    }
  });

  it('own listing: no courtesy line; a New Mexico listing: no licence line', () => {
    for (const text of drafted(listing(), true)) {
      expect(text).toContain('Dana Whitaker, Whitaker Group at Sunrise Realty');
      expect(text).not.toContain('Listing courtesy of');
    }
    const nm = listing({
      address: { street: '1 Main St', city: 'Santa Fe', state: 'NM', postal_code: '87501' },
    });
    for (const text of drafted(nm, true)) expect(text).not.toContain('DRE #');
  });

  it('X still fits 280 with long names, and the licence number is never cut', () => {
    const long = listing({
      address: {
        street: 'Apartment 4B at The Residences of Lake Merced Heights, 1234 Extraordinarily Long Boulevard',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94132',
      },
      agent_name: 'Alexandra Montgomery-Whitfield-Harrington',
      brokerage:
        'Pacific Northwest Coastal and Mountain Luxury Residential Real Estate Brokerage Partners LLC',
    });
    const [, , x] = drafted(long, false);
    expect(countTweet(x ?? '').valid).toBe(true);
    expect(x).toContain('CA DRE #01234567');
    expect(x).toContain(long.url);
  });

  it('without an agent to speak for, credits the listing as the listing’s', () => {
    const d = generateDrafts(listing());
    expect(d.linkedin.text).toContain('Listing courtesy of Jason Lieberman, Carmel Coast Properties');
    expect(d.linkedin.text).not.toContain('Sunrise Realty');
  });
});

describe('an X post too long for the whole agent line (issue 22: the brokerage never gives way to the team)', () => {
  const longAgent = {
    full_name: 'Alexandria Montgomery-Fitzgerald',
    brokerage_name: 'Berkshire Hathaway HomeServices California Properties',
    team_name: 'The Montgomery-Fitzgerald Coastal Living Group',
    licenses: [{ state: 'CA', number: '02345678' }],
  };
  const long = listing({
    address: { street: '2207 Vista del Mar Drive', city: 'San Clemente', state: 'CA', postal_code: '92672' },
    agent_name: 'Jason Lieberman',
    brokerage: 'Albuquerque House Hunting',
  });
  const attribution = toPostAttribution(buildAttribution({ agent: longAgent, listing: long, isMine: false }));
  const text = generateDrafts(long, { page_url: 'https://pp.example/p/x-1', attribution }).twitter.text;

  it('fits 280 and keeps the brokerage, the licence number and the listing credit whole', () => {
    expect(countTweet(text).valid).toBe(true);
    expect(text).toContain('Berkshire Hathaway HomeServices California Properties');
    expect(text).toContain('CA DRE #02345678');
    expect(text).toContain('Listing courtesy of Jason Lieberman, Albuquerque House Hunting');
  });

  it('drops the team before anything of the brokerage', () => {
    expect(attribution.agent_line_short).toBe(
      'Alexandria Montgomery-Fitzgerald, Berkshire Hathaway HomeServices California Properties',
    );
    expect(text).not.toContain('Coastal Living Group at');
  });
});
