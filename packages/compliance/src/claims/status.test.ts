import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: every way agents say a status, and only about this listing.
const now = new Date('2026-06-01T00:00:00Z');
const status = (text: string, listing = LISTINGS.okeefe) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'status')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('status', () => {
  it('reads pending in its phrasings against a listing for sale', () => {
    for (const text of [
      'Accepted an offer after one weekend!',
      'We have an accepted offer!',
      'Under offer in Menlo Park.',
      'Now in escrow.',
      'Oferta aceptada.',
    ])
      expect(status(text).map((s) => s.split(':')[0])).toEqual(['block']);
  });

  it('blocks coming soon for a home already on the market or sold, not more homes coming soon', () => {
    expect(status('Coming soon! 2 bed townhome.')).toEqual(['block:Coming soon']);
    expect(status('Coming soon to the market.', LISTINGS['birch-hollow'])).toEqual(['block:Coming soon']);
    expect(status('More homes like this coming soon!')).toEqual([]);
  });

  it('reads leased and rented as a status, not a tenant or a leased thing', () => {
    const larkspur = LISTINGS.larkspur; // for rent
    expect(status('Leased in 3 days!', larkspur)).toEqual(['block:Leased']);
    expect(status('Just rented! Thanks to all who applied.', larkspur)).toEqual(['block:Just rented']);
    expect(status('¡Rentado en 3 días!', larkspur)).toEqual(['block:Rentado']);
    expect(status('Currently rented at $2,000.', larkspur)).toEqual([]);
    expect(status('Leased parking is available next door.', larkspur)).toEqual([]);
    expect(status('Fully leased 3-flat.', LISTINGS['n-wayne'])).toEqual([]);
    expect(status('Tenant placed in under a week!', larkspur)).toEqual(['block:Tenant placed']);
  });

  it('reads off the market and still available; a hurry is no status', () => {
    expect(status('Off the market in a weekend!')).toEqual(['block:Off the market']);
    expect(status("It's now off the market.")).toEqual(['block:off the market']);
    expect(status("Before it's off the market!")).toEqual([]);
    expect(status('Off-market opportunity.')).toEqual([]);
    expect(status('Still available!')).toEqual(['ok:Still available']);
    expect(status('Still available!', LISTINGS['birch-hollow'])).toEqual(['block:Still available']);
  });

  it('reads "this one sold fast" as this home, and other homes as none of its status', () => {
    const sold = LISTINGS['ne-183rd'];
    expect(status('This one sold fast — more coming soon!', sold)).toEqual(['ok:sold']);
    expect(status('This one sold fast.')).toEqual(['block:sold']);
    expect(status('Homes like this one sold fast last spring.')).toEqual([]);
    expect(status('More listings coming soon!', sold)).toEqual([]);
    expect(status('Homes nearby just sold over asking.')).toEqual([]);
    // A banner that names where it sold is this home's status; a time it took is no status alone.
    expect(status('[0:01] SOLD in Menlo Park! [0:04] Two bedrooms.')).toEqual(['block:SOLD']);
    expect(status('Condos here sold in a week last spring.')).toEqual([]);
    // An open house stays this home's after "next".
    expect(readClaims('Next open house: Sunday!', LISTINGS.okeefe, { now }).map((c) => c.field)).toEqual([
      'open_houses',
    ]);
  });

  it('reads "closed on Friday" as a closing and "closed on weekends" as opening hours', () => {
    expect(status('Closed on Friday! Congrats to my buyers.')).toEqual(['block:Closed']);
    expect(status('Closed on weekends, the pool opens in May.')).toEqual([]);
    expect(status('My buyers just closed on their first home!')).toEqual([]);
    expect(status('Just closed on 165 Okeefe!')).toEqual(['block:Just closed']);
    expect(status('Market update: 12 homes sold, 4 pending, 9 new listings.')).toEqual([]);
    // "after one open house" is a past one: no open house claimed.
    expect(
      readClaims('In escrow after one open house!', LISTINGS.okeefe, { now }).map((c) => c.field),
    ).toEqual(['status']);
  });

  it('reads no status in a question or a verb with its object', () => {
    expect(status('Sold on the location? 2 bed townhome.')).toEqual([]);
    expect(status('Rented a truck yet? Time to move.')).toEqual([]);
    expect(status('Pending your approval: our new video!')).toEqual([]);
  });

  it("reads a rental's verbs as for rent: a contradiction for a home for sale", () => {
    expect(status('Now renting! 2 bed townhome.')).toEqual(['block:Now renting']);
    expect(status('Pre-leasing for August.')).toEqual(['block:Pre-leasing']);
    expect(status('Now renting! 2 bed in Denver.', LISTINGS.larkspur)).toEqual(['ok:Now renting']);
  });

  it('reads offers and availability as on the market, backup offers as pending', () => {
    expect(status('Accepting offers through Monday.', LISTINGS['birch-hollow'])).toEqual([
      'block:Accepting offers',
    ]);
    expect(status('Available now.', LISTINGS['birch-hollow'])).toEqual(['block:Available now']);
    expect(status('Accepting offers through Monday.')).toEqual(['ok:Accepting offers']);
    expect(status('Accepting backup offers.')).toEqual(['block:Accepting backup offers']);
  });
});

describe('a status opening the post with how fast', () => {
  it('reads "Pending in 4 days!" as pending, and "pending in" before a word as none', () => {
    expect(status('Pending in 4 days! Thanks to everyone who toured.')).toEqual(['block:Pending']);
    expect(status('Pending in the city’s review queue: the permit for the shed.')).toEqual([]);
  });
});
