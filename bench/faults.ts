/**
 * `npm run bench:faults`: runs the fault suite (apps/api/test/faults/fault-suite.test.ts) on the
 * PostgreSQL and Redis of TEST_DATABASE_URL and REDIS_URL (defaults: this machine's) and prints,
 * per fault (PostgreSQL cut, PostgreSQL latency 300 ms, Redis restarted empty, Redis blackholed
 * 2 s, worker and API process kill -9), the time to recover, requests answered 503 and 500,
 * requests failed and hung, the slowest answer, and work lost.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FaultReport, formatReports } from '../apps/api/test/faults/run-faults';

const report = path.join(tmpdir(), `pp-faults-${process.pid}.json`);
const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  FAULT_REPORT: report,
};
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', 'apps/api/test/faults/fault-suite.test.ts'],
  { env, stdio: ['ignore', 'ignore', 'inherit'] },
);
try {
  const reports = JSON.parse(readFileSync(report, 'utf8')) as FaultReport[];
  process.stdout.write(`${formatReports(reports)}\n`);
  const lost = reports.reduce((n, r) => n + r.lost + r.stuck, 0);
  process.stdout.write(
    `\nwork lost or stuck: ${lost}; answers of 500: ${reports.reduce((n, r) => n + r.tally.errors500, 0)}\n`,
  );
} catch {
  process.stderr.write('the fault suite wrote no report\n');
} finally {
  rmSync(report, { force: true });
}
process.exit(run.status ?? 1);
