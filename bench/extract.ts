/**
 * Field accuracy and speed of the listing extractor on every fixture page (issue 6).
 * Each page is parsed RUNS times with happy-dom (parse time reported apart) and extracted from a
 * fresh document each time, so no DOM query cache makes later runs look faster than a real page.
 * Time is wall-clock and, beside it, this process's CPU time: on a shared machine the CPU figure
 * is the one other workloads do not inflate.
 */
import { writeFileSync } from 'node:fs';
import { extractListing } from '../packages/listing/src/extract-listing';
import { compareListing, loadFixtureCases } from '../packages/listing/src/testing/fixture-cases';
import { loadPage } from '../packages/listing/src/testing/load-page';

const RUNS = 7;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round = (n: number) => Math.round(n * 10) / 10;

type PageRow = {
  page: string;
  source: string;
  synthetic: boolean;
  expected: number;
  found: number;
  correct: number;
  wrong: string[];
  extract_ms: number[];
  cpu_ms: number[];
  parse_ms: number[];
};

const pages: PageRow[] = [];
for (const c of loadFixtureCases()) {
  const html = c.html();
  const row: PageRow = {
    page: c.name,
    source: c.source,
    synthetic: c.synthetic,
    expected: 0,
    found: 0,
    correct: 0,
    wrong: [],
    extract_ms: [],
    cpu_ms: [],
    parse_ms: [],
  };
  for (let run = 0; run < RUNS; run++) {
    let t = performance.now();
    const page = loadPage(html, c.url);
    row.parse_ms.push(performance.now() - t);
    t = performance.now();
    const cpu = process.cpuUsage();
    const listing = extractListing(page.document, c.url);
    const used = process.cpuUsage(cpu);
    row.extract_ms.push(performance.now() - t);
    row.cpu_ms.push((used.user + used.system) / 1000);
    await page.close();
    if (run === 0) {
      const results = compareListing(c.expected, listing);
      row.expected = results.length;
      row.found = results.filter((r) => r.found || (r.correct && r.expected === null)).length;
      row.correct = results.filter((r) => r.correct).length;
      row.wrong = results.filter((r) => !r.correct).map((r) => r.field);
    }
  }
  pages.push(row);
}

const sources = ['zillow', 'realtor', 'trulia', 'redfin'] as const;
const summary = sources.map((source) => {
  const rows = pages.filter((p) => p.source === source);
  const all = rows.flatMap((r) => r.extract_ms);
  const medians = rows.map((r) => median(r.extract_ms));
  return {
    source,
    pages: rows.length,
    real_pages: rows.filter((r) => !r.synthetic).length,
    fields_expected: rows.reduce((n, r) => n + r.expected, 0),
    fields_found: rows.reduce((n, r) => n + r.found, 0),
    fields_correct: rows.reduce((n, r) => n + r.correct, 0),
    median_ms: round(median(medians)),
    cpu_median_ms: round(median(rows.map((r) => median(r.cpu_ms)))),
    cpu_worst_page_median_ms: round(Math.max(...rows.map((r) => median(r.cpu_ms)))),
    worst_page_median_ms: round(Math.max(...medians)),
    worst_run_ms: round(Math.max(...all)),
    parse_median_ms: round(median(rows.map((r) => median(r.parse_ms)))),
  };
});

console.info(
  `Listing extraction, ${pages.length} pages x ${RUNS} runs (happy-dom, fresh document per run)\n`,
);
console.info(
  '| source | pages (real) | fields expected | found | correct | median ms/page | worst page (median) ms | worst single run ms | CPU median ms | CPU worst page ms | parse median ms |',
);
console.info('|---|---|---|---|---|---|---|---|---|---|---|');
for (const s of summary) {
  console.info(
    `| ${s.source} | ${s.pages} (${s.real_pages}) | ${s.fields_expected} | ${s.fields_found} | ${s.fields_correct} | ${s.median_ms} | ${s.worst_page_median_ms} | ${s.worst_run_ms} | ${s.cpu_median_ms} | ${s.cpu_worst_page_median_ms} | ${s.parse_median_ms} |`,
  );
}
console.info('\n| page | expected | correct | median ms | worst ms | CPU median ms | wrong fields |');
console.info('|---|---|---|---|---|---|---|');
for (const p of pages) {
  console.info(
    `| ${p.page}${p.synthetic ? ' (synthetic)' : ''} | ${p.expected} | ${p.correct} | ${round(median(p.extract_ms))} | ${round(Math.max(...p.extract_ms))} | ${round(median(p.cpu_ms))} | ${p.wrong.join(', ')} |`,
  );
}
writeFileSync(
  new URL('./extract.json', import.meta.url),
  `${JSON.stringify({ runs: RUNS, summary, pages: pages.map((p) => ({ ...p, extract_ms: p.extract_ms.map(round), cpu_ms: p.cpu_ms.map(round), parse_ms: p.parse_ms.map(round) })) }, null, 2)}\n`,
);
const allCorrect = pages.every((p) => p.correct === p.expected);
if (!allCorrect) process.exitCode = 1;
