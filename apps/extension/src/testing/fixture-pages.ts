import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ListingSource } from '@pp/contract';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The saved listing pages kept in the listing package, with their provenance files. */
const pages = path.join(root, 'packages', 'listing', 'fixtures');

export interface FixturePage {
  source: ListingSource;
  /** The listing's own URL, where the page was saved from. */
  url: string;
  file: string;
  /** Text the page shows for the home, to recognise the right block. */
  street: string;
}

/**
 * One saved detail page per source (real pages where the fixtures have one; Realtor.com's is
 * the listing package's synthetic page around a real GraphQL record). Used by unit tests, the
 * browser test and the benchmark.
 */
export const FIXTURE_PAGES: readonly FixturePage[] = [
  {
    source: 'zillow',
    url: 'https://www.zillow.com/homedetails/1220-Garcia-St-NE-Albuquerque-NM-87112/6772539_zpid/',
    file: path.join(pages, 'zillow/hyugai-1220-garcia-st-ne-albuquerque-homedetails-page-2024-11.html'),
    street: '1220 Garcia St NE',
  },
  {
    source: 'realtor',
    url: 'https://www.realtor.com/realestateandhomes-detail/5518-Lee-Marie-Ln_Charlotte_NC_28269_M63976-24204',
    file: path.join(pages, 'synthetic/synthetic-realtor-5518-lee-marie-ln.html'),
    street: '5518 Lee Marie Ln',
  },
  {
    source: 'trulia',
    url: 'https://www.trulia.com/property/3229962415-24-Franklin-Ct-Newtown-CT-06470',
    file: path.join(pages, 'trulia/machu-2017-24-Franklin-Ct.html'),
    street: '24 Franklin Ct',
  },
  {
    source: 'redfin',
    url: 'https://www.redfin.com/WA/Kenmore/7718-NE-183rd-St-98028/home/282664',
    file: path.join(pages, 'redfin/yhou46-7718-ne-183rd-st-kenmore-home-page-sold-2025-09.html'),
    street: '7718 NE 183rd St',
  },
];

export const readFixture = (page: FixturePage) => readFileSync(page.file, 'utf8');
