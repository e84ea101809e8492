import { describe, expect, it } from 'vitest';
import { defaultIsMine, normaliseBrokerage, sameBrokerage } from './is-mine';

const mine = (
  agentName: string,
  agentBrokerage: string,
  listingAgentName: string,
  listingBrokerage: string,
) => defaultIsMine({ agentName, agentBrokerage, listingAgentName, listingBrokerage });

describe('defaultIsMine', () => {
  it('is true when both the name and the brokerage match, whatever the case, accents and punctuation', () => {
    expect(mine('Dana Whitaker', 'Sunrise Realty', 'Dana Whitaker', 'Sunrise Realty')).toBe(true);
    expect(mine('josé  núñez', 'Casa Bonita Realty, LLC', 'JOSE NUNEZ', 'Casa Bonita Real Estate')).toBe(
      true,
    );
    expect(mine('Dana J. Whitaker Jr.', 'The Keller Group Inc.', 'Dana Whitaker', 'Keller Group')).toBe(true);
  });

  it('never decides on the name alone', () => {
    // The case: another agent at the same firm, and a namesake at another firm.
    expect(
      mine('Dana Whitaker', 'Albuquerque House Hunting', 'Rosa Ortiz', 'Albuquerque House Hunting'),
    ).toBe(false);
    expect(mine('Dana Whitaker', 'Sunrise Realty', 'Dana Whitaker', 'Coldwell Banker Realty')).toBe(false);
    expect(mine('Dana Whitaker', '', 'Dana Whitaker', 'Sunrise Realty')).toBe(false);
    expect(
      defaultIsMine({
        agentName: 'Dana Whitaker',
        agentBrokerage: 'Sunrise Realty',
        listingAgentName: null,
        listingBrokerage: 'Sunrise Realty',
      }),
    ).toBe(false);
  });
});

describe('brokerage names', () => {
  it('drops legal suffixes and reads Real Estate, Realty and Realtors as one', () => {
    expect(normaliseBrokerage('The Agency Real Estate, L.L.C.')).toBe(
      normaliseBrokerage('Agency Realty LLC'),
    );
    expect(normaliseBrokerage('Smith & Sons Realtors, Inc.')).toBe('smith and sons realty');
  });

  it('lets a trailing Realty be left off only when the rest is distinctive', () => {
    expect(sameBrokerage('Keller Williams', 'Keller Williams Realty')).toBe(true);
    expect(sameBrokerage('Sun', 'Sun Realty')).toBe(false);
    expect(sameBrokerage('Compass', 'Compass Real Estate')).toBe(false);
    expect(sameBrokerage('Sunrise Realty', 'Sunset Realty')).toBe(false);
    expect(sameBrokerage('', '')).toBe(false);
  });
});
