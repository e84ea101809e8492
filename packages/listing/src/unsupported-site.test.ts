import { describe, expect, it } from 'vitest';
import { readListingOnScreen } from './check-listing-identity';
import { extractListing } from './extract-listing';
import { pageLoader } from './testing/page-loader';
import { UnsupportedSourceError, unsupportedListingSite } from './unsupported-site';

const load = pageLoader();
const REDFIN_CA = 'https://www.redfin.ca/bc/vancouver/3545-King-Edward-Ave-W-V6S-1M4/home/155751839';

describe('hosts we do not read', () => {
  it('names the listing site the agent is on', () => {
    expect(unsupportedListingSite(REDFIN_CA)).toBe('Redfin Canada');
    expect(unsupportedListingSite('https://www.realtor.ca/real-estate/1/x')).toBe('REALTOR.ca');
    expect(unsupportedListingSite('https://www.redfin.com/WA/Seattle/x/home/1')).toBeNull();
    expect(unsupportedListingSite('https://example.com/')).toBeNull();
  });

  it('throws a typed error whose message is written for the agent', () => {
    const document = load('<html><body><h1>3545 King Edward Ave W</h1></body></html>', REDFIN_CA);
    let error: unknown;
    try {
      extractListing(document, REDFIN_CA);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnsupportedSourceError);
    expect((error as UnsupportedSourceError).site).toBe('Redfin Canada');
    expect((error as Error).message).toMatch(/^Redfin Canada is not supported yet/);
  });

  it('answers the reason, not an exception, to the content script', () => {
    const document = load('<html><body></body></html>', REDFIN_CA);
    expect(readListingOnScreen(document, REDFIN_CA)).toEqual({
      listing: null,
      reread: false,
      problem: expect.stringMatching(/^Redfin Canada is not supported yet/),
      checks: [],
      // Nothing was read, so no checks will follow after the drafts.
      checksPending: false,
      report: null,
    });
  });
});
