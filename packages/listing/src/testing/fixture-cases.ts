import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TListing } from '@pp/contract';

/**
 * The saved pages live in the package (packages/listing/fixtures), each real one with its provenance
 * (`.source.txt`), so the tests run on a bare clone. `expected/original` holds the pages the extractor
 * was first built against; `expected/added` … `expected/added-5` and `expected/unseen-2026-11-26` the pages
 * found later, set by set, to measure how it generalises.
 */
export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures');
export const EXPECTED_SETS = [
  'original',
  'added',
  'added-2',
  'added-3',
  'added-4',
  'added-5',
  'unseen-2026-11-26',
] as const;
export type FixtureSet = (typeof EXPECTED_SETS)[number];

type DescriptionCheck = { starts_with?: string; ends_with?: string };
type PhotosCheck = { count?: number; first?: string };
export type ExpectedFields = Partial<Omit<TListing, 'description' | 'photos'>> & {
  description?: DescriptionCheck;
  photos?: PhotosCheck;
};

export type FixtureCase = {
  name: string;
  source: TListing['source'];
  url: string;
  synthetic: boolean;
  /** Which expected set the page belongs to (original fixtures, or pages added to measure generalisation). */
  set: FixtureSet;
  /** The page file, relative to FIXTURES_DIR (its provenance sits beside it as `.source.txt`). */
  page: string;
  /** Loads the page HTML (lazily: the real pages are up to 1 MB). */
  html: () => string;
  expected: ExpectedFields;
};

type ExpectedFile = {
  page: string;
  wrap: 'zillow-next-data' | 'zillow-apollo' | null;
  synthetic: boolean;
  url: string;
  expected: ExpectedFields;
};

const escapeScript = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The JSON fixtures are only the property object Zillow embeds in its page; wrap them in the
 * smallest page that has it where the site puts it (the 2023-05 capture in the older apiCache shape).
 */
const wrapZillowProperty = (json: string, wrap: 'zillow-next-data' | 'zillow-apollo'): string => {
  const parsed = JSON.parse(json) as Record<string, unknown>;
  const property = 'property' in parsed ? parsed.property : parsed;
  const entry = JSON.stringify({ 'ForSalePriorityQuery{"zpid":1}': { property } });
  const script =
    wrap === 'zillow-apollo'
      ? `<script id="hdpApolloPreloadedData" type="application/json">${escapeScript(JSON.stringify({ apiCache: entry }))}</script>`
      : `<script id="__NEXT_DATA__" type="application/json">${escapeScript(
          JSON.stringify({ props: { pageProps: { componentProps: { gdpClientCache: entry } } } }),
        )}</script>`;
  return `<!DOCTYPE html><html><head></head><body>${script}</body></html>`;
};

const MCASTRO_PAGE = 'zillow/mcastro-6851-roswell-rd-o31-homedetails-page-2024-11.html';
const MCASTRO_ORACLE = 'zillow/mcastro-6851-roswell-rd-o31-expected-property-2024-11.json';

type Oracle = {
  zpid: number;
  hdpUrl: string;
  homeStatus: string;
  price: number;
  currency: string;
  address: { streetAddress: string; city: string; state: string; zipcode: string };
  bedrooms: number;
  bathrooms: number;
  livingArea: number;
  lotSize: number;
  yearBuilt: number;
  description: string;
  originalPhotos: unknown[];
  resoFacts: { bathroomsFull: number; bathroomsHalf: number };
  attributionInfo: {
    agentName: string;
    agentPhoneNumber: string;
    brokerName: string;
    mlsName: string;
    mlsId: string;
  };
};

/**
 * The desktop Zillow page ships with its scraper's own expected output; each of our fields is
 * compared with the oracle field it corresponds to (the mapping below is the only hand-made part).
 */
const mcastroCase = (): FixtureCase => {
  const oracle = (
    JSON.parse(readFileSync(join(FIXTURES_DIR, MCASTRO_ORACLE), 'utf8')) as { property: Oracle }
  ).property;
  const description = oracle.description.replace(/\s+/g, ' ').trim();
  return {
    name: 'zillow-mcastro-6851-roswell-rd-o31 (vs scraper oracle)',
    source: 'zillow',
    url: `https://www.zillow.com${oracle.hdpUrl}`,
    synthetic: false,
    set: 'original',
    page: MCASTRO_PAGE,
    html: () => readFileSync(join(FIXTURES_DIR, MCASTRO_PAGE), 'utf8'),
    expected: {
      source: 'zillow',
      source_id: String(oracle.zpid),
      url: `https://www.zillow.com${oracle.hdpUrl}`,
      status: oracle.homeStatus === 'FOR_SALE' ? 'for_sale' : undefined,
      price: oracle.price,
      currency: oracle.currency,
      address: {
        street: oracle.address.streetAddress,
        city: oracle.address.city,
        state: oracle.address.state,
        postal_code: oracle.address.zipcode,
      },
      beds: oracle.bedrooms,
      baths_total: oracle.bathrooms,
      baths_full: oracle.resoFacts.bathroomsFull,
      baths_half: oracle.resoFacts.bathroomsHalf,
      living_area_sqft: oracle.livingArea,
      lot_size: oracle.lotSize,
      lot_unit: 'sqft',
      year_built: oracle.yearBuilt,
      property_type: 'condo',
      description: { starts_with: description.slice(0, 80), ends_with: description.slice(-60) },
      photos: { count: oracle.originalPhotos.length },
      agent_name: oracle.attributionInfo.agentName,
      // The page prints this record's one phone with the brokerage ("Presley Roth Real Estate
      // 678-858-8461"), not with the agent: it is not the agent's phone.
      agent_phone: null,
      brokerage: oracle.attributionInfo.brokerName,
      mls_name: oracle.attributionInfo.mlsName,
      mls_id: oracle.attributionInfo.mlsId,
      open_houses: [],
    },
  };
};

const loadSet = (set: FixtureSet): FixtureCase[] => {
  const dir = join(FIXTURES_DIR, 'expected', set);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.expected.json'))
    .sort()
    .map((file): FixtureCase => {
      const spec = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ExpectedFile;
      const path = join(FIXTURES_DIR, spec.page);
      return {
        name: file.replace('.expected.json', ''),
        source: spec.expected.source ?? 'zillow',
        url: spec.url,
        synthetic: spec.synthetic,
        set,
        page: spec.page,
        html: () => {
          const raw = readFileSync(path, 'utf8');
          return spec.wrap ? wrapZillowProperty(raw, spec.wrap) : raw;
        },
        expected: spec.expected,
      };
    });
};

/** Every page with hand-written expected values, real and synthetic, of both sets. */
export const loadFixtureCases = (): FixtureCase[] => [mcastroCase(), ...EXPECTED_SETS.flatMap(loadSet)];

export type FieldResult = {
  field: string;
  expected: unknown;
  actual: unknown;
  found: boolean;
  correct: boolean;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One result per expected field (address parts count one each). */
export const compareListing = (expected: ExpectedFields, actual: TListing): FieldResult[] => {
  const results: FieldResult[] = [];
  const push = (field: string, want: unknown, got: unknown, correct: boolean) =>
    results.push({ field, expected: want, actual: got, found: got !== null && got !== undefined, correct });
  for (const [field, want] of Object.entries(expected)) {
    if (want === undefined) continue;
    if (field === 'address') {
      for (const [part, value] of Object.entries(want as Record<string, unknown>)) {
        const got = actual.address[part as keyof TListing['address']];
        push(`address.${part}`, value, got, got === value);
      }
    } else if (field === 'description') {
      const check = want as DescriptionCheck;
      const got = actual.description ?? '';
      const ok =
        got !== '' &&
        (!check.starts_with || got.startsWith(check.starts_with)) &&
        (!check.ends_with || got.endsWith(check.ends_with));
      push(field, check, actual.description ? `${got.slice(0, 40)}…${got.slice(-30)}` : null, ok);
    } else if (field === 'photos') {
      const check = want as PhotosCheck;
      const ok =
        (check.count === undefined || actual.photos.length === check.count) &&
        (check.first === undefined || actual.photos[0] === check.first);
      push(field, check, { count: actual.photos.length, first: actual.photos[0] }, ok);
    } else {
      const got = actual[field as keyof TListing];
      // An expected null means the page does not show the field: found = correctly absent.
      push(field, want, got, same(got ?? null, want));
    }
  }
  return results;
};
