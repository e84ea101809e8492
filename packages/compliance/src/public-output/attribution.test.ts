import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { buildAttribution, courtesyLineFor } from './attribution';

const agent = {
  full_name: 'Dana Whitaker',
  brokerage_name: 'Sunrise Realty',
  team_name: '',
  licenses: [{ state: 'CA', number: '01234567' }],
};
const listing = (
  state: string | null,
  agent_name: string | null = 'Rosa Ortiz',
  brokerage: string | null = 'Albuquerque House Hunting',
) =>
  ({
    agent_name,
    brokerage,
    address: { street: '1 Main St', city: 'Town', state, postal_code: null },
  }) as Pick<TListing, 'agent_name' | 'brokerage' | 'address'>;

describe('buildAttribution', () => {
  it('own listing: the agent and their own brokerage, no courtesy line', () => {
    const a = buildAttribution({ agent, listing: listing('NM'), isMine: true });
    expect(a.agentLine).toBe('Dana Whitaker, Sunrise Realty');
    expect(a.courtesyLine).toBeNull();
    expect(a.licenseLine).toBeNull(); // New Mexico: no licence-number rule in the table
    expect(a.lines).toEqual(['Dana Whitaker, Sunrise Realty']);
  });

  it("another broker's listing: the agent's brokerage as theirs, the listing's only in the courtesy line", () => {
    const a = buildAttribution({ agent, listing: listing('NM'), isMine: false });
    expect(a.brokerage).toBe('Sunrise Realty');
    expect(a.agentLine).not.toContain('Albuquerque House Hunting');
    expect(a.courtesyLine).toBe('Listing courtesy of Rosa Ortiz, Albuquerque House Hunting');
  });

  it('never borrows the listing brokerage when the profile has none', () => {
    const a = buildAttribution({
      agent: { ...agent, brokerage_name: ' ', team_name: 'Whitaker Group' },
      listing: listing('NM'),
      isMine: false,
    });
    expect(a.brokerage).toBeNull();
    expect(a.agentLine).toBe('Dana Whitaker');
    expect(a.teamName).toBeNull(); // a team never stands without its brokerage
    expect(a.lines.join('\n')).not.toMatch(/Dana Whitaker, Albuquerque/);
  });

  it('prints the California licence number for a California listing (B&P §10140.6, 10 CCR §2773)', () => {
    expect(buildAttribution({ agent, listing: listing('California'), isMine: true }).licenseLine).toBe(
      'CA DRE #01234567',
    );
    const noLicence = buildAttribution({
      agent: { ...agent, licenses: [{ state: 'TX', number: '654321' }] },
      listing: listing('CA'),
      isMine: true,
    });
    expect(noLicence.licenseLine).toBeNull();
  });

  it('puts a team name together with the brokerage, never alone (OH 1301:5-1-21, FL 61J2-10.026)', () => {
    const a = buildAttribution({
      agent: { ...agent, team_name: 'Whitaker Group' },
      listing: listing('OH'),
      isMine: true,
    });
    expect(a.teamName).toBe('Whitaker Group');
    expect(a.agentLine).toBe('Dana Whitaker, Whitaker Group at Sunrise Realty');
  });
});

describe('courtesyLineFor', () => {
  it('uses what the listing names and leaves out what it does not', () => {
    expect(courtesyLineFor(listing(null, 'Rosa Ortiz', null))).toBe('Listing courtesy of Rosa Ortiz');
    expect(courtesyLineFor(listing(null, null, 'Albuquerque House Hunting'))).toBe(
      'Listing courtesy of Albuquerque House Hunting',
    );
    expect(courtesyLineFor(listing(null, ' ', null))).toBeNull();
  });
});
