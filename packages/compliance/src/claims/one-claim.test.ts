import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: one fact, one finding; a reveal is no open house; a sheet's kind key; the home as "casita".
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing]!, { now }).map((f) => `${f.feature ?? f.field}:${f.severity}`);

describe('one fact, one finding', () => {
  it("reads a sheet's key restated by its value as one claim", () => {
    expect(found('Beds: 3\nPool: heated saltwater pool\nYear: 1978', 'birch-hollow')).toEqual(['pool:warn']);
    expect(found('Gym: rooftop gym', 'cypress')).toEqual(['gym:warn']);
  });

  it('keeps two claims on two lines, or key and value of two kinds', () => {
    expect(found('Pool: none\nGym: on site', 'cypress')).toEqual(['gym:warn']);
    expect(found('Pool: yes\nExtras: plunge pool', 'cypress')).toEqual(['pool:warn', 'pool:warn']);
  });

  it('reads a parking space placed in the garage as the garage claim', () => {
    expect(found('A reserved space in the heated garage is included.', 'cypress')).toEqual([]);
    expect(found('A reserved space in the garage is included.', 'e-9th')).toEqual(['garage:warn']);
    expect(found('A reserved space, and a garage too.', 'e-9th')).toEqual(['parking:warn', 'garage:warn']);
  });
});

describe('a coming-soon reveal', () => {
  it('reads "sneak peek this weekend" on a coming-soon post as no open house', () => {
    expect(found('Coming soon! Sneak peek Saturday.', 'okeefe')).toEqual(['status:block']);
  });

  it('still reads an open house with an hour, or without coming soon', () => {
    expect(found('Coming soon! Sneak peek Saturday 1-3.', 'okeefe')).toEqual([
      'status:block',
      'open_houses:warn',
    ]);
    expect(found('Sneak peek Sunday afternoon!', 'okeefe')).toEqual(['open_houses:warn']);
  });
});

describe("a sheet's kind key", () => {
  it('reads "Type: N-unit" as the count of homes in a multi-family building', () => {
    expect(found('Type: 5-unit\nBeds: 7', 'n-wayne')).toEqual(['units:block']);
    expect(found('Type: 3-unit\nBeds: 7', 'n-wayne')).toEqual([]);
    expect(found('Unit: 4\nBeds: 7', 'n-wayne')).toEqual([]);
  });
});

describe('"casita" as the home itself', () => {
  it('reads "esta casita" as the home and "con casita" as a guest house', () => {
    expect(found('¡Qué linda casita en Columbus!', 'cypress')).toEqual([]);
    expect(found('Con casita para huéspedes.', 'cypress')).toEqual(['adu:warn']);
  });
});
