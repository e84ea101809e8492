import { listingSays } from '@pp/compliance';
import type { TListing } from '@pp/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimsFor } from './claim-findings';
import { initialEditor } from './editor-state';
import { publishDraft } from './publish-draft';

const listing: TListing = {
  source: 'zillow',
  source_id: '1',
  url: 'https://www.zillow.com/homedetails/1_zpid/',
  status: 'for_sale',
  price: 735_000,
  currency: 'USD',
  address: { street: '165 Okeefe St', city: 'Menlo Park', state: 'CA', postal_code: '94025' },
  beds: 2,
  baths_total: 2,
  baths_full: 1,
  baths_half: 1,
  living_area_sqft: 1182,
  lot_size: null,
  lot_unit: null,
  year_built: 1983,
  property_type: 'townhouse',
  description: 'A townhome with a fireplace and a private patio.',
  photos: ['https://photos.example/1.jpg'],
  agent_name: 'Karla Mainis',
  agent_phone: null,
  brokerage: 'Bailey Properties',
  mls_name: null,
  mls_id: null,
  open_houses: [],
  warnings: [],
};

describe('claims in the side panel editor', () => {
  it('finds nothing in the generated drafts: their facts are the listing’s', () => {
    const editor = initialEditor(listing);
    for (const platform of ['linkedin', 'twitter', 'facebook_marketplace'] as const)
      expect(claimsFor(editor, platform, listing).filter((c) => c.finding.severity === 'block')).toEqual([]);
  });

  it('flags a bedroom count the agent types, at its offset, with the listed value', () => {
    const editor = initialEditor(listing);
    const text = 'Charming 3-bedroom townhome with a pool.';
    const claims = claimsFor(
      { ...editor, drafts: { ...editor.drafts, linkedin: { text } } },
      'linkedin',
      listing,
    );
    expect(
      claims.map((c) => [c.target, c.finding.claim, c.finding.severity, listingSays(c.finding)]),
    ).toEqual([
      ['text', '3-bedroom', 'block', '2 beds'],
      ['text', 'pool', 'warn', 'nothing about this'],
    ]);
    expect(text.slice(claims[0]!.finding.index).startsWith('3-bedroom')).toBe(true);
  });

  it('maps a Marketplace claim back to the title or the description it is in', () => {
    const editor = initialEditor(listing);
    const fm = {
      ...editor.drafts.facebook_marketplace,
      title: '3 bed townhome',
      description: 'Built in 1990.',
    };
    const claims = claimsFor(
      { ...editor, drafts: { ...editor.drafts, facebook_marketplace: fm } },
      'facebook_marketplace',
      listing,
    );
    expect(claims.map((c) => [c.target, c.finding.claim, c.finding.index])).toEqual([
      ['title', '3 bed', 0],
      ['description', '1990', fm.description.indexOf('1990')],
    ]);
  });
});

describe('publishing with claims', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the confirmed override and lists a 422's claims", async () => {
    const beds = { claim: '3-bedroom', field: 'beds', feature: null, listed: 2, index: 9 };
    const body = {
      status: 'error',
      message: 'This post states facts the listing contradicts.',
      findings: [],
      claims: [{ ...beds, severity: 'block', reason: 'The listing has 2 bedrooms.' }],
    };
    const asked: Array<{ type: string; payload: { body?: unknown } }> = [];
    // The service worker's answer to api:request, as `send` reads it: the API refused with 422.
    vi.stubGlobal('chrome', {
      runtime: {
        sendMessage: async (m: { type: string; payload: { body?: unknown } }) => {
          asked.push(m);
          return { ok: true, value: { ok: false, status: 422, body } };
        },
      },
    });
    const editor = initialEditor(listing);
    const outcome = await publishDraft({
      platform: 'linkedin',
      listingId: 'l1',
      editor: { ...editor, drafts: { ...editor.drafts, linkedin: { text: 'Charming 3-bedroom townhome.' } } },
      fromTab: null,
      overrideClaims: [{ field: 'beds', claim: '3-bedroom' }],
    });
    expect(asked[0]?.payload.body).toMatchObject({
      override_claims: [{ field: 'beds', claim: '3-bedroom' }],
    });
    expect(outcome).toMatchObject({ kind: 'refused', message: body.message, claims: body.claims });
  });
});
