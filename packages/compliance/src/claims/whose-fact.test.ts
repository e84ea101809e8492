import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: money, areas, kinds and statuses that are not the listing's, as real descriptions write them.
const now = new Date('2026-06-01T00:00:00Z');
const read = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field !== 'description')
    .map((c) => `${c.field}:${c.verdict}:${text.slice(c.start, c.end)}`);

describe('facts that are not the listing’s', () => {
  it('reads the area’s average, an estimate, expenses and cents as no price', () => {
    const l = LISTINGS['maple-grove'];
    expect(read('The average list price for ZIP code 78745 is $512,000.', l)).toEqual([
      'address.postal_code:ok:78745',
    ]);
    expect(read('The $120,000 estimated value is low.', l)).toEqual([]);
    expect(read('Gross rents $293k, expenses are $82k.', l)).toEqual([]);
    expect(read('An assessment of $150.02 a month.', l)).toEqual([]);
    expect(read('Offered at $512,000.', l)).toEqual(['price:block:$512,000']);
    // A sum far below the price is another cost: a parking space, appliances.
    expect(read('Garage spaces for monthly rent ($249 or $261 each).', l)).toEqual([]);
    expect(read('Washer & dryer ($3K value) included.', l)).toEqual([]);
  });

  it('reads an area named a part after adjectives as the part’s (okeefe is 1,182 sq ft)', () => {
    const l = LISTINGS.okeefe;
    expect(read('a 552 SF landscaped terrace', l)).toEqual([]);
    expect(read('the nearly 600sf great room', l)).toEqual([]);
    expect(read('1,400 sq ft custom home with a deck', l)).toEqual(['living_area_sqft:block:1,400 sq ft']);
  });

  it('reads "duplex" before a flat’s noun as its layout, alone as a kind (e-9th is a condo)', () => {
    expect(read('The duplex layout gives privacy.', LISTINGS['e-9th'])).toEqual([]);
    expect(read('A duplex for investors.', LISTINGS['e-9th'])).toEqual(['property_type:block:duplex']);
  });

  it('reads a unit "Rented at" in a building for sale as its tenancy', () => {
    expect(read('Garden unit: Rented at $1,900/month.', LISTINGS['n-wayne'])).toEqual([]);
    expect(read('Rented!', LISTINGS['maple-grove'])).toEqual(['status:block:Rented']);
  });

  it('lets the description support what the listing’s fields leave empty (n-wayne states no area)', () => {
    const l = { ...LISTINGS['n-wayne'], description: 'About 4,000 sq ft across three floors.' };
    expect(read('4,000 sq ft across three floors', l)).toEqual(['living_area_sqft:ok:4,000 sq ft']);
    expect(read('5,000 sq ft across three floors', l)).toEqual(['living_area_sqft:warn:5,000 sq ft']);
  });
});

describe('figures said of something else (whose-fact.ts)', () => {
  const l = LISTINGS['maple-grove']; // $489,000, 3 beds, 1,684 sq ft, built 1998

  it('reads the comps, neighbours, other homes and places as theirs', () => {
    expect(read('Comparable homes nearby sold for $650,000.', l)).toEqual([]);
    expect(read('Homes in this neighborhood average 2,500 sq ft.', l)).toEqual([]);
    expect(read('The house next door has 5 bedrooms.', l)).toEqual([]);
    expect(read('The school down the street was built in 1950.', l)).toEqual([]);
    expect(read('My last listing, a 5 bedrooms, sold for $900,000.', l)).toEqual([]);
    expect(read('4-bedroom homes nearby sell fast.', l)).toEqual([]);
  });

  it('reads the home named again, or a place that is no subject, as the listing’s', () => {
    expect(read('Unlike most homes nearby, this one has 5 bedrooms.', l)).toEqual(['beds:block:5 bedrooms']);
    expect(read('Neighbors will envy its 2,500 sq ft.', l)).toEqual(['living_area_sqft:block:2,500 sq ft']);
    expect(read('Walk to school and enjoy 5 bedrooms.', l)).toEqual(['beds:block:5 bedrooms']);
    expect(read('Homes in 78746 go fast.', l)).toEqual(['address.postal_code:block:78746']);
  });
});

describe('figures denied (whose-fact.ts)', () => {
  const l = LISTINGS['maple-grove']; // single-family, 3 beds, 1,684 sq ft

  it('reads a figure right after "not" or "no" as denied, a bound in words as a bound', () => {
    expect(read('Not a condo — a true single-family home.', l)).toEqual([
      'property_type:ok:single-family home',
    ]);
    expect(read('No 4th bedroom, but a great office.', l)).toEqual([]);
    expect(read('Not 1,500 sq ft but 1,684 sq ft.', l)).toEqual(['living_area_sqft:ok:1,684 sq ft']);
    expect(read('No more than 2 bedrooms.', l)).toEqual(['beds:block:2 bedrooms']);
    expect(read('Not only 4 bedrooms but a pool.', l)).toEqual(['beds:block:4 bedrooms']);
  });

  it('still reads a figure asked about as claimed', () => {
    expect(read('$589,000 for 3 bedrooms? Yes please!', l)).toEqual([
      'price:block:$589,000',
      'beds:ok:3 bedrooms',
    ]);
  });
});

describe("the reader's own home", () => {
  const birch = LISTINGS['birch-hollow'];
  it('leaves what "yours has" to the reader\'s home', () => {
    expect(read('Yours is 1,900 sf with a 3-car garage, so I would ask $700,000.', birch)).toEqual([]);
  });

  it('still reads "yours for" and "make it yours" as the listing', () => {
    expect(read('Yours for $650,000.', birch)).toEqual(['price:block:$650,000']);
    expect(read('Make it yours: 4 bedrooms.', birch)).toEqual(['beds:block:4 bedrooms']);
  });
});

describe('a single comp', () => {
  it("leaves one comp's price to the comp", () => {
    expect(read('Buyers set it against the Oakmont comp ($340K) down the road.', LISTINGS.cypress)).toEqual(
      [],
    );
  });

  it('still reads the listing price said before the comp', () => {
    expect(read('At $310K this is the sharpest buy, comp or not.', LISTINGS.cypress)).toEqual([
      'price:block:$310K',
    ]);
  });
});
