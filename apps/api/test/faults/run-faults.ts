import { startApi, startWorker } from '../helpers/processes';
import type { Cluster } from './fault-cluster';
import { settleAndCheck, type Verdict } from './invariants';
import { emptyAcked, emptyTally, startWorkload, type Tally } from './workload';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface FaultReport extends Verdict {
  fault: string;
  /** From the dependency's return (or the kill) until every API process answers a signed-in read. */
  recoverMs: number;
  tally: Tally;
}

interface Fault {
  name: string;
  /** Injects the fault and ends it (dependency back, process replaced). */
  inject(cluster: Cluster): Promise<void>;
}

const FAULTS: Fault[] = [
  {
    name: 'PostgreSQL connections cut, 3 s unreachable',
    async inject({ proxies }) {
      proxies.pg.setDown(true);
      proxies.pg.cut();
      await sleep(3_000);
      proxies.pg.setDown(false);
    },
  },
  {
    name: 'Redis restarted empty, 2 s unreachable',
    async inject(cluster) {
      cluster.proxies.redis.setDown(true);
      cluster.proxies.redis.cut();
      await cluster.emptyRedis();
      await sleep(2_000);
      cluster.proxies.redis.setDown(false);
    },
  },
  {
    // A slow link or an overloaded server: every PostgreSQL answer comes late, nothing breaks.
    name: 'PostgreSQL latency 300 ms, 3 s',
    async inject({ proxies }) {
      proxies.pg.setLatency(300);
      await sleep(3_000);
      proxies.pg.setLatency(0);
    },
  },
  {
    // A dead link (a partition, a paused server): nothing answers and nothing closes, so every
    // wait must be bounded by the client's own timeouts.
    name: 'Redis blackholed 2 s',
    async inject({ proxies }) {
      proxies.redis.setBlackhole(true);
      await sleep(2_000);
      proxies.redis.setBlackhole(false);
    },
  },
  {
    name: 'worker kill -9 mid-work',
    async inject(cluster) {
      cluster.workers[0]?.kill('SIGKILL');
      await sleep(1_000);
      cluster.workers[0] = startWorker(cluster.env);
    },
  },
  {
    name: 'API process kill -9',
    async inject(cluster) {
      const [killed] = cluster.apis.splice(0, 1);
      killed?.child.kill('SIGKILL');
      // The load balancer sends to the survivor meanwhile; the replacement joins once it listens.
      cluster.starting.push(startApi(cluster.env).then((api) => void cluster.apis.push(api)));
    },
  },
];

/** Every live API process answers the first agent's signed-in read with 200: the time it took. */
async function timeToRecover(cluster: Cluster, limitMs: number): Promise<number> {
  const started = Date.now();
  const token = cluster.agents[0]!.account.accessToken;
  while (Date.now() - started < limitMs) {
    const answers = await Promise.all(
      cluster.apis.map((api) =>
        fetch(`${api.base}/api/v1/users/me`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(3_000),
        })
          .then((r) => r.status)
          .catch(() => 0),
      ),
    );
    if (answers.every((s) => s === 200)) return Date.now() - started;
    await sleep(100);
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Each fault in turn, under the seeded workload: 1.5 s of load, the fault, the time to recover,
 * 1.5 s more load, then every acknowledged reel and post must settle and the invariants hold.
 */
export async function runFaults(cluster: Cluster, seed = 23, settleMs = 90_000): Promise<FaultReport[]> {
  const acked = emptyAcked();
  const reports: FaultReport[] = [];
  for (const [i, fault] of FAULTS.entries()) {
    const tally = emptyTally();
    const load = startWorkload(cluster, seed + i, tally, acked);
    await sleep(1_500);
    await fault.inject(cluster);
    const recoverMs = await timeToRecover(cluster, 20_000);
    await sleep(1_500);
    await load.stop();
    const verdict = await settleAndCheck(cluster, acked, settleMs);
    reports.push({ fault: fault.name, recoverMs, tally, ...verdict });
  }
  return reports;
}

/** The figures of `npm run bench:faults`, one line a fault. */
export function formatReports(reports: FaultReport[]): string {
  const head =
    'fault | recover ms | requests | 503 | 500 | failed | hung | slowest ms | lost | stuck | dup | unrefunded | unrecorded | ledger | settle ms';
  const rows = reports.map(
    (r) =>
      [
        r.fault,
        r.recoverMs,
        r.tally.requests,
        r.tally.unavailable,
        r.tally.errors500,
        r.tally.failed,
        r.tally.hung,
        r.tally.slowestMs,
        r.lost,
        r.stuck,
        r.duplicates,
        r.unrefunded,
        r.unrecorded,
        r.ledgerMismatch,
        r.settleMs,
      ].join(' | ') +
      (r.stuckItems.length > 0 ? ` (unfinished: ${r.stuckItems.join(', ')})` : '') +
      (r.tally.errors500 > 0 ? ` (500 from: ${JSON.stringify(r.tally.where500)})` : ''),
  );
  return [head, ...rows].join('\n');
}
