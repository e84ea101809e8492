import { readFileSync } from 'node:fs';
import { listingFromJsonLd } from '../helpers/json-ld-part';
import { redfinFromDom, redfinFromEmbedded } from '../sources/redfin';
import { zillowFromDom, zillowFromEmbedded } from '../sources/zillow';
import { loadPage } from './load-page';

const [file, url] = process.argv.slice(2) as [string, string];
const page = loadPage(readFileSync(file, 'utf8'), url);
const layers = url.includes('redfin') ? [redfinFromEmbedded, listingFromJsonLd, redfinFromDom] : [zillowFromEmbedded, listingFromJsonLd, zillowFromDom];
for (let round = 0; round < 3; round++) {
  for (const l of layers) {
    const t = performance.now();
    l(page.document, url);
    console.info(l.name, (performance.now() - t).toFixed(1));
  }
}
await page.close();
