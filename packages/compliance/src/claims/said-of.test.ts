import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Helper cl18: a figure or a word said of something other than the listing (a loan, the rental sheet's
// deposit) is left alone; the same figure said of the listing is still checked.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('money said of a loan or a fee', () => {
  it("leaves a monthly payment beside a down payment to the loan, on a rental's page", () => {
    expect(found('Buying a 2-bed near here runs about $3,100 a month with 10% down.', 'larkspur')).toEqual(
      [],
    );
    expect(
      found('Owning instead? Figure $2,900/mo, taxes included, after a down payment.', 'larkspur'),
    ).toEqual([]);
  });

  it('still checks a monthly rent with no loan in the sentence', () => {
    expect(found('Rent is $2,900 a month, heat included.', 'larkspur')).toEqual(['price:block']);
  });

  it('reads "dep" on a rental sheet as the deposit, not the rent', () => {
    expect(found('1 bd · 1 ba · dep $1,500 · pets ok', 'dean-keeton')).not.toContain('price:block');
    expect(found('1 bd · 1 ba · $1,500 · pets ok', 'dean-keeton')).toContain('price:block');
  });
});

describe("features said of the buyer's list or of what the listing leaves out", () => {
  it('leaves a feature the agent says the listing is silent on', () => {
    expect(
      found('Does it have a gym? The listing does not mention one; I will call the manager.', 'larkspur'),
    ).toEqual([]);
    expect(
      found("A fireplace and a pool aren't mentioned anywhere, so bring it up at the showing.", 'cypress'),
    ).toEqual([]);
  });

  it("leaves a feature on the buyer's wish list, and a question reported about it", () => {
    expect(found('Their wish list: a pool, a basement and 5 bedrooms.', 'cypress')).toEqual([]);
    expect(found('Several neighbors asked about a pool here.', 'cypress')).toEqual([]);
  });

  it('still checks the same feature claimed of the home', () => {
    expect(found('The listing shows a heated pool and a finished basement.', 'cypress')).toEqual([
      'feature:pool:warn',
      'feature:basement:warn',
    ]);
  });
});

describe('a sum "a square foot" is a rate, not an area', () => {
  it('checks "$N a square foot" as price per area, never as one square foot', () => {
    expect(found('Just $1,790 a square foot in the Village.', 'e-9th')).toEqual([]);
    expect(found('Only $1,500 a square foot in the Village.', 'e-9th')).toEqual(['price:block']);
  });

  it('leaves the market\'s figure "a foot" to the market', () => {
    expect(found('Condos around here closed near $1,300 a foot last spring.', 'e-9th')).toEqual([]);
  });
});

describe('a status said of homes like the listing', () => {
  it('leaves the status of homes compared to the listing to them', () => {
    expect(found('Two houses like it are still for sale on the next street.', 'birch-hollow')).toEqual([]);
    expect(found('Listings nearby went under contract in a week.', 'cypress')).toEqual([]);
  });

  it("still checks the listing's own status beside them", () => {
    expect(found('Homes like it go fast, and this one is still for sale.', 'birch-hollow')).toEqual([
      'status:block',
    ]);
  });
});

describe('a word said of the thing after it', () => {
  it('reads "waterfront views" as a view, not a lot on the water', () => {
    expect(found('Big waterfront views from the kitchen.', 'cypress')).toEqual(['feature:water_view:warn']);
    expect(found('A waterfront lot on the bay.', 'cypress')).toContain('feature:waterfront:warn');
  });

  it('reads "rooftop gym" as a gym, not a roof deck', () => {
    expect(found('Doorman and a rooftop fitness room.', 'larkspur')).not.toContain('feature:roof_deck:warn');
    expect(found('Doorman and a shared rooftop.', 'larkspur')).toContain('feature:roof_deck:warn');
  });
});

describe('a listing sheet\'s "blt" is the year built', () => {
  it('checks "blt YYYY" and "blt \'YY" against the year built', () => {
    expect(found('2 ba · blt 2011 · pond views', 'ne-183rd')).toEqual([
      'year_built:block',
      'feature:water_view:warn',
    ]);
    expect(found("Cape, blt '78, big yard", 'birch-hollow')).toEqual([]);
  });
});

describe("a decade's charm is the home's era", () => {
  it('checks "1950s charm" against the year built, and leaves a decade said of the street', () => {
    expect(found('Pure 1950s charm inside.', 'birch-hollow')).toEqual(['year_built:block']);
    expect(found('The street still has its 1950s feel.', 'birch-hollow')).toEqual([]);
  });
});
