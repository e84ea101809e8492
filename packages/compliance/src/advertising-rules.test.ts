import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { checkAdvertisingRules } from './advertising-rules';
import { buildAttribution } from './public-output';

// Issue 22: the advertising check and the courtesy line agree.
const listing = {
  agent_name: 'Jason Lieberman',
  brokerage: 'Albuquerque House Hunting, LLC',
  address: { street: null, city: null, state: 'NM', postal_code: null },
} as Pick<TListing, 'agent_name' | 'brokerage' | 'address'>;
const agent = { full_name: 'Dana Whitaker', brokerage_name: 'Sunrise Realty', team_name: '', licenses: [] };
const context = { isOwnListing: false, brokerage: listing.brokerage, listingAgentName: listing.agent_name };
const blocks = (text: string) => checkAdvertisingRules(text, context).filter((f) => f.severity === 'block');

describe("another broker's listing", () => {
  it('passes with the courtesy line buildAttribution prints', () => {
    const { lines } = buildAttribution({ agent, listing, isMine: false });
    expect(blocks(`Just listed! 3 beds.\n${lines.join('\n')}`)).toEqual([]);
  });

  it('blocks without the listing firm, and suggests the courtesy line', () => {
    const [finding] = blocks('Just listed! 3 beds. Dana Whitaker, Sunrise Realty');
    expect(finding?.suggestion).toBe(
      'Add "Listing courtesy of Jason Lieberman, Albuquerque House Hunting, LLC".',
    );
  });
});
