import {
  buildAttribution,
  checkClaims,
  checkCompliance,
  isPublishable,
  toPostAttribution,
} from '@pp/compliance';
import { DRAFT_TEMPLATES, DRAFT_TONES, type TListing, ZDraftsSchema } from '@pp/contract';
import { extractListing } from '@pp/listing';
import { loadFixtureCases, loadPage } from '@pp/listing/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { countLinkedIn, countTweet } from './counters';
import { generateDrafts } from './generate-drafts';

// Issue 26: Spanish (es-US) drafts of the real fixture listings, for every template and tone.
const listings: { name: string; listing: TListing }[] = [];
beforeAll(async () => {
  for (const c of loadFixtureCases()) {
    const page = loadPage(c.html(), c.url);
    listings.push({ name: c.name, listing: extractListing(page.document, c.url) });
    await page.close();
  }
}, 60_000);

const agent = {
  full_name: 'Dana Whitaker',
  brokerage_name: 'Sunrise Realty',
  team_name: 'Whitaker Group',
  licenses: [{ state: 'CA', number: '01234567' }],
};
const texts = (d: ReturnType<typeof generateDrafts>) => [
  `${d.facebook_marketplace.title}\n${d.facebook_marketplace.description}`,
  d.linkedin.text,
  d.twitter.text,
];
/** Words of the English templates that must not leak into a Spanish post. */
const ENGLISH =
  /Just listed|Open house|Price reduced|Contact me|Listing courtesy|\bbeds?\b|\bbaths?\b|sq ft|\/mo\b/;

describe('Spanish drafts of every fixture listing', () => {
  it('keep the platform limits, the link and the credits, in Spanish, and pass the Fair Housing and claim checks', () => {
    expect(listings.length).toBeGreaterThanOrEqual(18);
    // The description is the page's own text (English on these pages): the template's words are checked.
    for (const { name, listing } of listings.map((l) => ({
      ...l,
      listing: { ...l.listing, description: null },
    }))) {
      const attribution = toPostAttribution(
        buildAttribution({ agent, listing, isMine: false, language: 'es' }),
      );
      for (const template of DRAFT_TEMPLATES) {
        for (const tone of DRAFT_TONES) {
          const drafts = generateDrafts(listing, { language: 'es', template, tone, attribution });
          ZDraftsSchema.parse(drafts);
          expect(countTweet(drafts.twitter.text).valid, `${name} X`).toBe(true);
          expect(countLinkedIn(drafts.linkedin.text).valid, name).toBe(true);
          const context = {
            isOwnListing: false,
            brokerage: listing.brokerage,
            listingAgentName: listing.agent_name,
          };
          for (const text of texts(drafts)) {
            expect(text).toContain(listing.url);
            expect(text, `${name} ${template} ${tone}`).not.toMatch(ENGLISH);
            expect(text).toMatch(/Dana Whitaker, (Whitaker Group de )?Sunrise Realty/);
            if (attribution.courtesy_line) expect(text).toContain(attribution.courtesy_line);
            if (listing.brokerage)
              expect(isPublishable(checkCompliance(text, context)), `${name} ${text}`).toBe(true);
            // Every fact the post states is the listing's, as the claim checker reads Spanish.
            const blocks = checkClaims(text, listing).filter((f) => f.severity === 'block');
            expect(blocks, `${name} ${template} ${text}`).toEqual([]);
          }
        }
      }
    }
  }, 60_000);
});

const home = (over: Partial<TListing> = {}): TListing => ({
  source: 'zillow',
  source_id: '1',
  url: 'https://www.zillow.com/homedetails/2207-Vista-del-Mar-Dr-San-Clemente-CA-92672/1_zpid/',
  status: 'for_sale',
  price: 1_250_000,
  currency: 'USD',
  address: { street: '2207 Vista del Mar Drive', city: 'San Clemente', state: 'CA', postal_code: '92672' },
  beds: 3,
  baths_total: 2.5,
  baths_full: 2,
  baths_half: 1,
  living_area_sqft: 1800,
  lot_size: null,
  lot_unit: null,
  year_built: 1962,
  property_type: 'single_family',
  description: null,
  photos: [],
  agent_name: 'Jason Lieberman',
  agent_phone: null,
  brokerage: 'Carmel Coast Properties',
  mls_name: null,
  mls_id: null,
  open_houses: [{ start: '2026-05-31T13:00', end: '2026-05-31T16:00' }],
  warnings: [],
  ...over,
});
const es = (l: TListing, options: Parameters<typeof generateDrafts>[1] = {}) =>
  generateDrafts(l, { language: 'es', ...options });

describe('Spanish wording, numbers and dates (es-US)', () => {
  it('writes the facts, the price in US dollars with "$" and the open house in Spanish', () => {
    const d = es(home(), { template: 'open_house' });
    expect(d.linkedin.text).toContain(
      '$1,250,000 · 3 habitaciones · 2 baños completos y 1 medio baño · 1,800 pies cuadrados',
    );
    expect(d.linkedin.text).toContain('Casa abierta: domingo, 31 de mayo, de 1:00 p.m. a 4:00 p.m.');
    expect(d.linkedin.text).not.toContain('US$');
    expect(d.facebook_marketplace.title).toBe(
      'Casa abierta: casa de 3 hab. y 2.5 baños, 2207 Vista del Mar Drive, San Clemente',
    );
  });

  it('names each template as US Spanish ads do', () => {
    expect(es(home()).linkedin.text).toMatch(/^🏡 Se vende en San Clemente, CA/);
    expect(es(home({ status: 'for_rent', price: 4200 })).linkedin.text).toMatch(
      /^🏡 Se renta en San Clemente/,
    );
    expect(es(home({ status: 'for_rent', price: 4200 })).linkedin.text).toContain('$4,200/mes');
    expect(es(home(), { template: 'price_reduced', previous_price: 1_300_000 }).twitter.text).toContain(
      'Ahora $1,250,000, antes $1,300,000.',
    );
    const sold = es(home({ status: 'sold' }), { template: 'just_sold', tone: 'friendly' }).linkedin.text;
    expect(sold).toMatch(/^🎉 ¡Vendida en San Clemente, CA!/);
    expect(sold).toContain('Vendida en $1,250,000.');
    expect(es(home({ status: 'pending' })).linkedin.text).toMatch(/^🤝 Bajo contrato/);
    expect(es(home()).linkedin.text).toContain('#SeVende #BienesRaices #BienesRaicesSanClemente');
  });

  it('prints the credit lines in Spanish with the same names, licence line and listing firm', () => {
    const attribution = toPostAttribution(
      buildAttribution({ agent, listing: home(), isMine: false, language: 'es' }),
    );
    for (const text of texts(es(home(), { attribution }))) {
      expect(text).toContain('Dana Whitaker, Whitaker Group de Sunrise Realty');
      expect(text).toContain('CA DRE #01234567');
      expect(text).toContain('Listado cortesía de Jason Lieberman, Carmel Coast Properties');
    }
    expect(es(home()).linkedin.text).toContain(
      'Listado cortesía de Jason Lieberman, Carmel Coast Properties',
    );
  });

  it('fits X with a long Spanish address, keeping the link, the brokerage, the licence and the courtesy line', () => {
    const long = home({
      address: {
        street:
          'Residencial Los Jardines de la Hacienda de San Juan Capistrano, 31245 Camino de las Golondrinas Norte',
        city: 'San Juan Capistrano',
        state: 'CA',
        postal_code: '92675',
      },
      agent_name: 'María de los Ángeles Hernández-Villaseñor',
      brokerage: 'Coldwell Banker Realty Hispanic Luxury Division of Southern California',
    });
    const longAgent = { ...agent, team_name: 'Equipo Hernández de Bienes Raíces del Sur de California' };
    const attribution = toPostAttribution(
      buildAttribution({ agent: longAgent, listing: long, isMine: false, language: 'es' }),
    );
    for (const template of ['just_listed', 'open_house', 'price_reduced'] as const) {
      const x = es(long, {
        template,
        attribution,
        previous_price: 1_300_000,
        page_url: 'https://pp.example/p/x-1',
      }).twitter.text;
      expect(countTweet(x).valid, x).toBe(true);
      expect(x).toContain('https://pp.example/p/x-1?src=x');
      expect(x).toContain('Sunrise Realty');
      expect(x).toContain('CA DRE #01234567');
      expect(x).toContain('Listado cortesía de María de los Ángeles Hernández-Villaseñor, Coldwell Banker');
    }
  });

  it('is checked for Spanish Fair Housing violations: an agent’s edit that refuses children is a block', () => {
    const text = `${es(home()).linkedin.text}\nNo se aceptan niños.`;
    const findings = checkCompliance(text, { isOwnListing: true });
    expect(findings.find((f) => f.category === 'familial_status')?.severity).toBe('block');
    expect(isPublishable(checkCompliance(es(home()).linkedin.text, { isOwnListing: true }))).toBe(true);
  });

  it('a Spanish edit claiming 4 recámaras of a 3-bedroom listing is a block', () => {
    const text = es(home()).linkedin.text.replace('3 habitaciones', '4 recámaras');
    expect(
      checkClaims(text, home())
        .filter((f) => f.severity === 'block')
        .map((f) => f.field),
    ).toEqual(['beds']);
  });
});
