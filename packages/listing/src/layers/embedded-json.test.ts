import { describe, expect, it } from 'vitest';
import { pageLoader } from '../testing/page-loader';
import { embeddedJsonLayer } from './embedded-json';

/** Layer 3: the listing record wherever a design embeds it, chosen by what it holds and whose it is. */
const load = pageLoader();
const read = (body: string, url: string) =>
  embeddedJsonLayer(load(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, url), url);

describe('embedded JSON layer', () => {
  it('reads a Trulia 2018-style inline window.<name> = {...} assignment', () => {
    const url = 'https://www.trulia.com/p/tx/austin/9-oak-rd-austin-tx-78701--2085012345';
    const { part, paths } = read(
      `<script>var x = 1; window.__pdpData = {"homeDetails":{"id":2085012345,"price":{"price":489000,"formattedPrice":"$489,000"},
        "bedrooms":{"formattedValue":"3 Beds"},"bathrooms":{"formattedValue":"2 Baths"},"floorSpace":{"formattedDimension":"1,620 sqft"},
        "location":{"streetAddress":"9 Oak Rd","city":"Austin","stateCode":"TX","zipCode":"78701"},
        "media":{"photos":[{"url":{"large":"https://thumbs.trulia-cdn.com/pictures/thumbs_6/a.jpg"}}]}}};
        doSomething(window.__pdpData);</script>`,
      url,
    );
    expect(part).toMatchObject({
      price: 489_000,
      beds: 3,
      baths_total: 2,
      living_area_sqft: 1620,
      address: { street: '9 Oak Rd', city: 'Austin', state: 'TX', postal_code: '78701' },
      photos: ['https://thumbs.trulia-cdn.com/pictures/thumbs_6/a.jpg'],
    });
    expect(paths.price).toBe('script window.__pdpData.homeDetails.price');
  });

  it('takes the record of this page: the URL id first, then the most complete, never the first', () => {
    const url = 'https://www.zillow.com/homedetails/1-Test-St-Austin-TX-78701/222_zpid/';
    const home = (zpid: number, street: string, extra: object) => ({
      zpid,
      price: 500000 + zpid,
      bedrooms: 3,
      bathrooms: 2,
      address: { streetAddress: street, city: 'Austin', state: 'TX', zipcode: '78701' },
      ...extra,
    });
    const cache = {
      // A nearby home first, then a partial copy of this one, then the complete one.
      'NearbyQuery{"zpid":111}': {
        property: home(111, '9 Other St', { livingArea: 900, description: 'x'.repeat(60) }),
      },
      'VariantQuery{"zpid":222}': { property: home(222, '1 Test St', {}) },
      'ForSalePriorityQuery{"zpid":222}': {
        property: home(222, '1 Test St', {
          livingArea: 1480,
          homeStatus: 'FOR_SALE',
          description: 'A home. '.repeat(10),
        }),
      },
    };
    const { part } = read(
      `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
        props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify(cache) } } },
      })}</script>`,
      url,
    );
    expect(part).toMatchObject({ price: 500_222, living_area_sqft: 1480, status: 'for_sale' });
    expect(part.address?.street).toBe('1 Test St');
    expect(part.description).toMatch(/^A home\./);
  });

  it('reads Redfin-style API answers kept as strings prefixed {}&&', () => {
    const url = 'https://www.redfin.com/WA/Seattle/1-Test-St-98101/home/1234567';
    const answer = `{}&&${JSON.stringify({ payload: { addressSectionInfo: { beds: 2, baths: 1, sqFt: { value: 900 }, priceInfo: { amount: 615000 }, streetAddress: { assembledAddress: '1 Test St' }, city: 'Seattle', state: 'WA', zip: '98101' } } })}`;
    const { part } = read(
      `<script>root.__reactServerState.InitialContext = ${JSON.stringify({ cache: { '/home/details/aboveTheFold': { res: { text: answer } } } })};</script>`,
      url,
    );
    expect(part).toMatchObject({ price: 615_000, beds: 2, baths_total: 1, living_area_sqft: 900 });
    expect(part.address).toMatchObject({
      street: '1 Test St',
      city: 'Seattle',
      state: 'WA',
      postal_code: '98101',
    });
  });

  it('answers nothing for a page without a listing record', () => {
    const { part } = read(
      '<script>window.config = {"theme":"dark","locale":"en"};</script>',
      'https://www.zillow.com/homedetails/x/1_zpid/',
    );
    expect(part).toEqual({});
  });
});
