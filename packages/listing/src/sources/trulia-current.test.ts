import { describe, expect, it } from 'vitest';
import { extractListing } from '../extract-listing';
import { pageLoader } from '../testing/page-loader';
import { truliaFromCurrentDom } from './trulia-current-dom';

/**
 * The current (Next.js, /home/ URL) Trulia design, for which no saved page is public: each rule on the
 * smallest page with the shape open-source scrapers document, the source named above each test
 * (repository, file, commit; "index file <id>" where the search index gave the file without its
 * repository). The table of sources is in fixtures/README.md.
 */
const load = pageLoader();
const URL = 'https://www.trulia.com/home/12-oak-ln-austin-tx-78701-1234567';
const page = (body: string) => load(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, URL);
const extract = (homeDetails: unknown) =>
  extractListing(
    page(
      `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { homeDetails } })}</script>`,
    ),
    URL,
  );

const home = {
  url: '/home/12-oak-ln-austin-tx-78701-1234567',
  location: { streetAddress: '12 Oak Ln', city: 'Austin', stateCode: 'TX', zipCode: '78701' },
  price: { price: 450000, formattedPrice: '$450,000', currencyCode: 'USD' },
  currentStatus: { isActiveForSale: true, label: 'For Sale' },
  bedrooms: { formattedValue: '3 Beds' },
  bathrooms: { formattedValue: '2 Baths' },
  floorSpace: { formattedDimension: '1,800 sqft' },
};

describe('Trulia current design: facts by name', () => {
  // Malodar/trulia-scraper trulia_scraper/spiders/trulia.py @6080f7ca: features.attributes[] with
  // formattedName "Lot Size" and formattedValue; "Built in …" as a value.
  it('reads the lot size from an attribute named "Lot Size"', () => {
    const features = { attributes: [{ formattedName: 'Lot Size', formattedValue: '7,405 sqft' }] };
    expect(extract({ ...home, features })).toMatchObject({ lot_size: 7405, lot_unit: 'sqft' });
  });

  // index file 11949025199 (a Trulia detail parser): features.categories → categories/attributes tree,
  // e.g. Property Information → Year Built → {formattedName "Year Built", formattedValue}.
  it('reads year and type from the nested categories tree', () => {
    const features = {
      categories: [
        {
          formattedName: 'Property Information',
          categories: [
            {
              formattedName: 'Year Built',
              attributes: [{ formattedName: 'Year Built', formattedValue: '1999' }],
            },
            {
              formattedName: 'Property Type / Style',
              attributes: [{ formattedName: 'Property Type', formattedValue: 'Townhouse' }],
            },
          ],
        },
      ],
    };
    expect(extract({ ...home, features })).toMatchObject({ year_built: 1999, property_type: 'townhouse' });
  });

  // index file 53732989434 (a Go struct of props.homeDetails): publicRecord.features.attributes.
  it('falls back to the public record facts', () => {
    const publicRecord = {
      features: { attributes: [{ formattedName: 'Year Built', formattedValue: '1987' }] },
    };
    expect(extract({ ...home, publicRecord }).year_built).toBe(1987);
  });

  // index file 11949025199 treats a bedrooms formattedValue of "Studio" apart.
  it('reads a studio as no bedroom', () => {
    expect(extract({ ...home, bedrooms: { formattedValue: 'Studio' } }).beds).toBe(0);
  });
});

describe('Trulia current design: status and price', () => {
  // index file 53732989434 (Go struct) and index file 11949025199: currentStatus.{isRecentlySold,
  // isRecentlyRented, isActiveForRent, isActiveForSale, isOffMarket, isForeclosure, label}.
  it.each([
    [{ isActiveForRent: true }, 'for_rent'],
    [{ isOffMarket: true }, 'off_market'],
    [{ isRecentlyRented: true, label: 'Recently Rented' }, 'off_market'],
    [{ isActiveForSale: true, label: 'Pending' }, 'pending'],
    [{ isRecentlySold: true, label: 'Sold' }, 'sold'],
  ])('reads the status of %j', (currentStatus, status) => {
    expect(extract({ ...home, currentStatus }).status).toBe(status);
  });

  // index file 11949025199 strips "/mo" from price.formattedPrice of a rental.
  it('reads a rental monthly price from "$2,500/mo"', () => {
    const listing = extract({
      ...home,
      currentStatus: { isActiveForRent: true },
      price: { formattedPrice: '$2,500/mo' },
    });
    expect(listing).toMatchObject({ status: 'for_rent', price: 2500 });
  });

  // Malodar/trulia-scraper (above) and index file 53732989434: priceHistory[].{formattedDate, event, price.formattedPrice}.
  it('gives a sold home the price of its latest sale, not an older one', () => {
    const priceHistory = [
      { formattedDate: '06/01/2015', event: 'Sold', price: { formattedPrice: '$300,000' } },
      { formattedDate: '04/21/2023', event: 'Sold', price: { formattedPrice: '$430,000' } },
      { formattedDate: '03/01/2023', event: 'Listed For Sale', price: { formattedPrice: '$450,000' } },
    ];
    const listing = extract({ ...home, currentStatus: { isRecentlySold: true }, price: null, priceHistory });
    expect(listing).toMatchObject({ status: 'sold', price: 430000 });
  });
});

describe('Trulia current design: photos', () => {
  // index file 53732989434 (Go struct): media.photos[].url.{mediumSrc, largeSrc, hiDpiLargeSrc, …};
  // index file 25093072956 reads url.mediumSrc.
  it('takes the largest of the *Src sizes', () => {
    const media = {
      photos: [
        {
          url: {
            mediumSrc: 'https://www.trulia.com/pictures/thumbs_4/a.jpg',
            hiDpiLargeSrc: 'https://www.trulia.com/pictures/thumbs_6/a.jpg',
          },
        },
      ],
    };
    expect(extract({ ...home, media }).photos).toEqual(['https://www.trulia.com/pictures/thumbs_6/a.jpg']);
  });
});

describe('Trulia current design: printed page', () => {
  // index file 39852731012 (a trulia_scraper fork: home-details-summary-headline, -city-state,
  // on-market-price-details, home-summary-size-bedrooms|bathrooms|floorspace,
  // home-description-text-description-text, home-features li); index file 15607886347 (hdp-mls-id,
  // broker-info); index file 39743675817 (two city-state spans: street, then "City, ST ZIP").
  it('reads the data-testid hooks', () => {
    const html = `
      <span data-testid="home-details-summary-headline">12 Oak Ln</span>
      <span data-testid="home-details-summary-city-state">Austin, TX 78701</span>
      <h3 data-testid="on-market-price-details"><div>$450,000</div></h3>
      <ul data-testid="facts-list">
        <li data-testid="home-summary-size-bedrooms"><div><div></div><div>3 Beds</div></div></li>
        <li data-testid="home-summary-size-bathrooms"><div><div></div><div>2.5 Baths</div></div></li>
        <li data-testid="home-summary-size-floorspace"><div><div></div><div>1,800 sqft</div></div></li>
      </ul>
      <div data-testid="home-description-text-description-text"><p>Bright corner home.</p></div>
      <ul data-testid="home-features"><li>Built in 1999</li><li>Lot Size: 0.25 acres</li><li>Property Type: Condo</li></ul>
      <span data-testid="hdp-mls-id">MLS ID #: 2301234</span>
      <div class="broker-info">Oak Realty</div>`;
    expect(truliaFromCurrentDom(page(html), URL)).toMatchObject({
      source_id: '1234567',
      price: 450000,
      address: { street: '12 Oak Ln', city: 'Austin', state: 'TX', postal_code: '78701' },
      beds: 3,
      baths_total: 2.5,
      living_area_sqft: 1800,
      year_built: 1999,
      lot_size: 0.25,
      lot_unit: 'acres',
      property_type: 'condo',
      description: 'Bright corner home.',
      mls_id: '2301234',
      brokerage: 'Oak Realty',
    });
  });

  // index file 15607886347: "3 beds • 2 baths • 1,500 sqft" in home-details-summary-features; index file
  // 39743675817: a building page's first city-state span is the street.
  it('reads the one-line summary, the street from the other city-state line, and no price from an estimate', () => {
    const html = `
      <span data-testid="home-details-summary-headline">The Oaks</span>
      <span data-testid="home-details-summary-city-state">12 Oak Ln,</span>
      <span data-testid="home-details-summary-city-state">Austin, TX 78701</span>
      <div data-testid="on-market-price-details">$460,000 (est.)</div>
      <div data-testid="home-details-summary-features">3 beds • 2 baths • 1,500 sqft</div>`;
    expect(truliaFromCurrentDom(page(html), URL)).toMatchObject({
      price: null,
      address: { street: '12 Oak Ln', city: 'Austin' },
      beds: 3,
      baths_total: 2,
      living_area_sqft: 1500,
    });
  });
});
