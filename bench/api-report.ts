/** The table, the comparisons and the budgets `npm run bench:api` prints, and the JSON it writes. */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { type budgets, FLOOR, ME, type Row } from './api-budgets';

type Checked = ReturnType<typeof budgets>;

export function printReport(rows: Row[], checked: Checked) {
  const header = [
    'target',
    'path',
    'req/s',
    'x hello-world',
    'server CPU µs/req',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
  ];
  const lines = rows.map((r) => [
    r.target,
    r.path,
    String(r.requests_per_second),
    `${(r.ratio ?? 0).toFixed(3)} (${r.ratios?.join(', ')})`,
    String(r.server_cpu_us_per_request),
    String(r.latency_p50_ms),
    `${r.latency_p99_ms} (worst ${r.latency_p99_worst_ms})`,
    String(r.non_2xx),
    String(r.errors),
  ]);
  console.info(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.info(`| ${line.join(' | ')} |`);
  const me = rows.find((r) => r.target === 'Property Promoter on PostgreSQL' && r.path === ME);
  const floor = rows.find((r) => r.target === FLOOR);
  if (me?.ratio && floor?.ratio)
    console.info(
      `\n/users/me on PostgreSQL against its floor (${FLOOR}): ${(me.ratio / floor.ratio).toFixed(2)}x the ` +
        `requests per second, ${me.server_cpu_us_per_request} against ${floor.server_cpu_us_per_request} µs of server CPU`,
    );
  for (const r of rows.filter((row) => row.lookups_per_query !== undefined))
    console.info(
      `${r.target} ${r.path}: ${r.lookups_per_query} requests a query (the lookups of one event-loop turn share one)`,
    );
  console.info('');
  for (const c of checked) console.info(`${c.met ? 'met   ' : 'MISSED'} ${c.budget}: ${c.value}`);
}

/** bench/api.json: the machine, the load's settings, every row and the budgets. */
export function writeReport(
  file: string,
  rows: Row[],
  checked: Checked,
  load: { connections: number; duration_seconds: number; rounds: number },
) {
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model,
    ...load,
    results: rows,
    budgets: checked,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
