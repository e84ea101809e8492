/**
 * Field accuracy of each reading layer alone, of layers 2-4 together with the source readers switched
 * off, and of the merged result (issue 25), per set and per source. Core fields are the ones a post
 * cannot do without: the address, price, status, beds, baths, living area and photos.
 */

import { extractListing } from '../packages/listing/src/extract-listing';
import type { LayerName } from '../packages/listing/src/layers/collector';
import { compareListing, type FixtureCase } from '../packages/listing/src/testing/fixture-cases';
import { loadPage } from '../packages/listing/src/testing/load-page';

export const CORE_FIELDS = [
  'address.street',
  'address.city',
  'address.state',
  'address.postal_code',
  'price',
  'status',
  'beds',
  'baths_total',
  'living_area_sqft',
  'photos',
];

export const LAYER_RUNS: [string, readonly LayerName[]][] = [
  ['1 source readers', ['source']],
  ['2 structured data', ['structured']],
  ['3 embedded JSON', ['embedded']],
  ['4 visible text', ['text']],
  ['2-4 (no source readers)', ['structured', 'embedded', 'text']],
  ['merged 1-4', ['source', 'structured', 'embedded', 'text']],
];

type Score = { core: number; coreOk: number; all: number; allOk: number; missed: Map<string, number> };
const empty = (): Score => ({ core: 0, coreOk: 0, all: 0, allOk: 0, missed: new Map() });

/** Scores of every layer run on every page, keyed `run|set|source`. */
export const scoreLayers = async (cases: FixtureCase[]) => {
  const scores = new Map<string, Score>();
  for (const c of cases) {
    const html = c.html();
    // One parse per page: the table measures fields, not time (the timing table above does).
    const page = loadPage(html, c.url);
    for (const [run, layers] of LAYER_RUNS) {
      const listing = extractListing(page.document, c.url, { layers });
      for (const key of [`${run}|${c.set}|${c.source}`, `${run}|${c.set}|all`, `${run}|all|all`]) {
        const s = scores.get(key) ?? empty();
        for (const r of compareListing(c.expected, listing)) {
          s.all++;
          if (r.correct) s.allOk++;
          if (!CORE_FIELDS.includes(r.field)) continue;
          s.core++;
          if (r.correct) s.coreOk++;
          else s.missed.set(r.field, (s.missed.get(r.field) ?? 0) + 1);
        }
        scores.set(key, s);
      }
    }
    await page.close();
  }
  return scores;
};

const pct = (ok: number, n: number) => (n === 0 ? '-' : `${Math.round((ok / n) * 1000) / 10}%`);

export const printLayerTable = (scores: Map<string, Score>, sets: readonly string[]) => {
  console.info(
    '\nLayers: % of core fields (address parts, price, status, beds, baths, area, photos) / % of all fields\n',
  );
  const groups = [
    ...sets.flatMap((set) => ['zillow', 'realtor', 'trulia', 'redfin', 'all'].map((src) => `${set}|${src}`)),
    'all|all',
  ].filter((g) => scores.has(`${LAYER_RUNS[0]![0]}|${g}`));
  console.info(`| set | source | ${LAYER_RUNS.map(([run]) => run).join(' | ')} |`);
  console.info(`|---|---|${LAYER_RUNS.map(() => '---').join('|')}|`);
  for (const g of groups) {
    const [set, source] = g.split('|');
    const cells = LAYER_RUNS.map(([run]) => {
      const s = scores.get(`${run}|${g}`)!;
      return `${pct(s.coreOk, s.core)} / ${pct(s.allOk, s.all)}`;
    });
    console.info(`| ${set} | ${source} | ${cells.join(' | ')} |`);
  }
  const layersOnly = scores.get(`${LAYER_RUNS[4]![0]}|all|all`)!;
  console.info(
    `\nLayers 2-4 alone, core fields missed on all pages: ${[...layersOnly.missed].map(([f, n]) => `${f} ${n}`).join(', ') || 'none'}`,
  );
};
