import { describe, expect, it } from 'vitest';
import { pageLoader } from '../testing/page-loader';
import { visibleTextLayer } from './visible-text';

/** Layer 4: the printed page, read with no knowledge of any site's markup. */
const load = pageLoader();
const URL = 'https://www.trulia.com/property/3012345678-9-Oak-Rd-Austin-TX-78701';
const read = (body: string, title = '') =>
  visibleTextLayer(
    load(`<!DOCTYPE html><html><head><title>${title}</title></head><body>${body}</body></html>`, URL),
    URL,
  );

describe('visible text layer', () => {
  it('reads a 2014-style page: labels with colons, the agent, the broker and the MLS id in plain text', () => {
    const { part, paths } = read(`
      <nav><a>Homes for sale</a></nav>
      <h1>9 Oak Rd, Austin, TX 78701</h1>
      <div class="badge">For Sale</div><div class="price">$489,000</div>
      <p>3 bd | 2 ba | 1,620 sqft</p>
      <ul><li>Year built: 1999</li><li>Lot size: 0.25 acres</li></ul>
      <p>Listing Agent: Jane Roe (512) 555-0101</p><p>Broker: Big Realty</p><p>MLS/Source ID: 4456789</p>`);
    expect(part).toMatchObject({
      status: 'for_sale',
      price: 489_000,
      beds: 3,
      baths_total: 2,
      living_area_sqft: 1620,
      year_built: 1999,
      lot_size: 0.25,
      lot_unit: 'acres',
      agent_name: 'Jane Roe',
      agent_phone: '(512) 555-0101',
      brokerage: 'Big Realty',
      mls_id: '4456789',
      address: { street: '9 Oak Rd', city: 'Austin', state: 'TX', postal_code: '78701' },
    });
    expect(paths.mls_id).toMatch(/MLS\/Source ID/);
  });

  it('reads labels printed after their value and figures split from their unit', () => {
    const { part } = read(`
      <div><span>$1,880,000</span><span>Est.</span><span>$9,400/mo</span></div>
      <div><span>1</span><span>bd</span><span>1 ba</span><span>200</span><span>sq ft</span></div>
      <div><span>1921</span><span>Year Built</span><span>$9,400</span><span>Price/Sq.Ft.</span></div>`);
    expect(part).toMatchObject({
      price: 1_880_000,
      beds: 1,
      baths_total: 1,
      living_area_sqft: 200,
      year_built: 1921,
    });
  });

  it('never takes an estimate for the price, and takes the address from the title', () => {
    const { part } = read('<p>Zestimate®:</p><p>$612,300</p>', '9 Oak Rd, Austin, TX 78701 | Zillow');
    expect(part.price).toBeUndefined();
    expect(part.address).toMatchObject({
      street: '9 Oak Rd',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
    });
  });

  it('reads the gallery photos once each, largest size, and not the logo or the map', () => {
    const { part } = read(`
      <header><img src="https://cdn.example/logo.png"></header>
      <div class="photo-carousel">
        <img srcset="https://photos.zillowstatic.com/fp/abc-cc_ft_384.jpg 384w, https://photos.zillowstatic.com/fp/abc-cc_ft_1536.jpg 1536w">
        <img src="https://photos.zillowstatic.com/fp/abc-cc_ft_768.jpg">
        <img data-src="https://photos.zillowstatic.com/fp/def-cc_ft_1536.jpg" src="data:image/gif;base64,R0lGOD">
        <img src="https://maps.googleapis.com/maps/api/staticmap?center=1">
      </div>`);
    expect(part.photos).toEqual([
      'https://photos.zillowstatic.com/fp/abc-cc_ft_1536.jpg',
      'https://photos.zillowstatic.com/fp/def-cc_ft_1536.jpg',
    ]);
  });
});
