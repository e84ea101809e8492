import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { checkPublicOutput, type PublicOutputInput } from './check-public-output';

const baseListing = {
  source: 'zillow',
  source_id: '1',
  url: 'https://www.zillow.com/homedetails/1_zpid/',
  status: 'for_sale',
  price: 500000,
  currency: 'USD',
  address: { street: '1 Main St', city: 'Albuquerque', state: 'NM', postal_code: '87101' },
  beds: 3,
  baths_total: 2,
  baths_full: 2,
  baths_half: 0,
  living_area_sqft: 1500,
  lot_size: null,
  lot_unit: null,
  year_built: 1990,
  property_type: 'single_family',
  description: null,
  photos: [],
  agent_name: 'Rosa Ortiz',
  agent_phone: null,
  brokerage: 'Albuquerque House Hunting',
  mls_name: null,
  mls_id: null,
  open_houses: [],
  warnings: [],
} satisfies TListing;

const input = (over: Partial<PublicOutputInput> = {}, state = 'NM'): PublicOutputInput => ({
  kind: 'post',
  agent: { full_name: 'Dana Whitaker', brokerage_name: 'Sunrise Realty', team_name: '', licenses: [] },
  listing: { ...baseListing, address: { ...baseListing.address, state } },
  isMine: true,
  permission: null,
  representedSide: null,
  ...over,
});
const codes = (i: PublicOutputInput) => checkPublicOutput(i).map((p) => p.code);
const permission = { granted_by: 'Rosa Ortiz', method: 'email', granted_on: '2026-03-01' } as const;

describe('checkPublicOutput', () => {
  it('lets an own listing with a brokerage go out', () => {
    expect(checkPublicOutput(input())).toEqual([]);
  });

  it('refuses every kind of output without the agent’s own brokerage, and points at the profile field', () => {
    for (const kind of ['post', 'scheduled_post', 'reel', 'property_page'] as const) {
      const [problem, ...rest] = checkPublicOutput(
        input({ kind, agent: { ...input().agent, brokerage_name: '  ' } }),
      );
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({ code: 'brokerage_missing', field: 'brokerage_name', fix: 'profile' });
      expect(problem?.message).toContain('Standard of Practice 12-5');
    }
  });

  it('asks for the California licence number on a California listing, and not elsewhere', () => {
    const [problem] = checkPublicOutput(input({}, 'CA'));
    expect(problem).toMatchObject({ code: 'license_missing', field: 'licenses', fix: 'profile' });
    expect(problem?.source).toContain('§2773');
    expect(problem?.message).toContain('California');
    const licensed = input(
      { agent: { ...input().agent, licenses: [{ state: 'CA', number: '01234567' }] } },
      'CA',
    );
    expect(checkPublicOutput(licensed)).toEqual([]);
    expect(
      codes(input({ agent: { ...input().agent, licenses: [{ state: 'TX', number: '1' }] } }, 'CA')),
    ).toEqual(['license_missing']);
  });

  it("refuses another broker's listing without the listing broker's permission (SoP 12-4)", () => {
    const [problem] = checkPublicOutput(input({ isMine: false }));
    expect(problem).toMatchObject({ code: 'permission_missing', field: 'permission', fix: 'listing' });
    expect(problem?.message).toContain("Rosa Ortiz, Albuquerque House Hunting's");
    expect(problem?.source).toContain('12-4');
    expect(codes(input({ isMine: false, permission }))).toEqual([]);
    // Wisconsin writes the same rule into its statute.
    expect(checkPublicOutput(input({ isMine: false }, 'WI'))[0]?.source).toContain('§452.136(3)(b)');
  });

  it('refuses "just sold" for a sale the agent did not list unless they state their side (SoP 12-7)', () => {
    expect(codes(input({ isMine: false, permission, template: 'just_sold' }))).toEqual(['side_missing']);
    expect(
      codes(input({ isMine: false, permission, template: 'just_sold', representedSide: 'buyer' })),
    ).toEqual([]);
    expect(codes(input({ isMine: true, template: 'just_sold' }))).toEqual([]);
    expect(codes(input({ isMine: false, permission, template: 'just_listed' }))).toEqual([]);
  });

  it('asks for the original of an altered photo in California from 2026-01-01 (B&P §10140.8)', () => {
    const photos = [
      { id: 'p1', altered: true, hasOriginal: false },
      { id: 'p2', altered: true, hasOriginal: true },
      { id: 'p3', altered: false, hasOriginal: false },
    ];
    const licensed = { ...input().agent, licenses: [{ state: 'CA', number: '01234567' }] };
    const after = checkPublicOutput(
      input({ agent: licensed, photos, now: new Date('2026-01-01T12:00:00Z') }, 'CA'),
    );
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ code: 'original_missing', field: 'photos.p1.original', fix: 'listing' });
    expect(after[0]?.source).toContain('§10140.8');
    expect(
      checkPublicOutput(input({ agent: licensed, photos, now: new Date('2025-12-31T12:00:00Z') }, 'CA')),
    ).toEqual([]);
    // Wisconsin's rule (from 2027) asks for a disclosure only; Texas has none.
    expect(checkPublicOutput(input({ photos, now: new Date('2027-06-01T00:00:00Z') }, 'WI'))).toEqual([]);
    expect(checkPublicOutput(input({ photos, now: new Date('2026-06-01T00:00:00Z') }, 'TX'))).toEqual([]);
  });

  it('reports every problem at once', () => {
    const all = input(
      {
        kind: 'reel',
        isMine: false,
        template: 'just_sold',
        agent: { ...input().agent, brokerage_name: '' },
        photos: [{ id: 'x', altered: true, hasOriginal: false }],
        now: new Date('2026-02-01'),
      },
      'CA',
    );
    expect(codes(all)).toEqual([
      'brokerage_missing',
      'license_missing',
      'permission_missing',
      'side_missing',
      'original_missing',
    ]);
  });
});
