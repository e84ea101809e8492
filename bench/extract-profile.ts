/**
 * CPU profile of the listing extraction alone (issue 25's budget): the named fixture pages are parsed
 * first, then read RUNS times each under the V8 profiler, so the page's own parse is not in the profile.
 *
 *   node --import tsx bench/extract-profile.ts <page name part> [runs=20] [out=extract.cpuprofile] [layers]
 *   node --import tsx bench/cpu-profile-top.ts extract.cpuprofile 1000 25
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { extractListing } from '../packages/listing/src/extract-listing';
import type { LayerName } from '../packages/listing/src/layers/collector';
import { loadFixtureCases } from '../packages/listing/src/testing/fixture-cases';
import { loadPage } from '../packages/listing/src/testing/load-page';

const [match = '', runsArg = '20', out = 'extract.cpuprofile', layersArg] = process.argv.slice(2);
const layers = layersArg ? (layersArg.split(',') as LayerName[]) : undefined;
const cases = loadFixtureCases().filter((c) => c.name.includes(match));
if (cases.length === 0) throw new Error(`no fixture page named like ${match}`);
const runs = Number(runsArg);
// A fresh document per read, as in bench:extract: a DOM cache must not make later reads look cheaper.
const documents = cases.flatMap((c) =>
  Array.from({ length: runs }, () => ({ url: c.url, page: loadPage(c.html(), c.url) })),
);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 500 });
await session.post('Profiler.start');
const cpu = process.cpuUsage();
for (const { url, page } of documents) extractListing(page.document, url, { layers });
const used = process.cpuUsage(cpu);
const { profile } = await session.post('Profiler.stop');
writeFileSync(out, JSON.stringify(profile));
console.info(
  `${cases.length} page(s) x ${runs}: ${((used.user + used.system) / 1000 / documents.length).toFixed(1)} ms CPU per read (profiled, so slower than bench:extract)`,
);
for (const { page } of documents) await page.close();
