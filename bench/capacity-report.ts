/**
 * The figures of `npm run bench:capacity`: per step, latency per kind of route, errors and CPU per
 * role; then the extrapolation to 10,000 agents. The price and peak assumptions are constants
 * here, named and dated, and repeated in docs/CAPACITY.md.
 */
import { isOk, percentile, type Sample } from './capacity-drive';
import { type Judged, REQUESTS_PER_AGENT_DAY } from './capacity-model';

/** p99 targets of issue #28 (renders are queued work, judged apart). */
export const TARGET_P99_MS: Record<Exclude<Judged, 'render'>, number> = { read: 100, write: 300 };
/** The busiest hour of a working day against its average hour (an assumption: mornings and lunch). */
export const PEAK_FACTOR = 2.5;
/** Cores are sized to run at this share of their capacity at the peak. */
const HEADROOM = 0.6;
const TARGET_AGENTS = 10_000;
const WORKING_DAYS_A_MONTH = 22;
const REELS_PER_AGENT_DAY = 0.2;
const HOURS_A_MONTH = 730;
/**
 * On-demand list prices, AWS us-east-1, as remembered in November 2026 (not fetched; check before
 * quoting): c7g.large 2 vCPU/4 GiB $0.0725/h; RDS PostgreSQL db.m7g.large 2 vCPU/8 GiB Multi-AZ
 * $0.336/h; ElastiCache cache.t4g.small $0.032/h (a replica doubles it); S3 Standard $0.023/GB-month;
 * RDS gp3 storage $0.115/GB-month (×2 Multi-AZ).
 */
export const PRICES = {
  vm2vcpuHour: 0.0725,
  postgresHour: 0.336,
  redisHour: 0.032 * 2,
  s3GbMonth: 0.023,
  dbGbMonth: 0.115 * 2,
};

interface Latency {
  count: number;
  errors: number;
  p50: number;
  p99: number;
}

export interface Step {
  agents: number;
  requests: number;
  errors: number;
  errorStatuses: Record<string, number>;
  wallS: number;
  rps: number;
  cpu: { api: number; worker: number; postgres: number; redis: number };
  /** Requests per CPU second of the API processes, and of the API processes and PostgreSQL together. */
  rpsPerApiCore: number;
  rpsPerApiAndDbCore: number;
  byJudged: Partial<Record<Judged, Latency>>;
  byKind: Record<string, Latency>;
  withinTargets: boolean;
  dbBytes: number;
}

function latency(samples: Sample[]): Latency {
  const ms = samples.map((s) => s.ms);
  return {
    count: samples.length,
    errors: samples.filter((s) => !isOk(s)).length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
  };
}

export function summarize(agents: number, samples: Sample[], wallS: number, cpu: Step['cpu']): Step {
  const group = (key: (s: Sample) => string) => {
    const out: Record<string, Sample[]> = {};
    for (const s of samples) {
      const k = key(s);
      if (!out[k]) out[k] = [];
      out[k].push(s);
    }
    return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, latency(v)]));
  };
  const errorStatuses: Record<string, number> = {};
  for (const s of samples)
    if (!isOk(s)) errorStatuses[`${s.kind} ${s.status}`] = (errorStatuses[`${s.kind} ${s.status}`] ?? 0) + 1;
  const byJudged = group((s) => s.judged) as Step['byJudged'];
  const errors = samples.filter((s) => !isOk(s)).length;
  const withinTargets =
    errors === 0 &&
    (Object.keys(TARGET_P99_MS) as Array<keyof typeof TARGET_P99_MS>).every(
      (j) => (byJudged[j]?.p99 ?? 0) < TARGET_P99_MS[j],
    );
  return {
    agents,
    requests: samples.length,
    errors,
    errorStatuses,
    wallS,
    rps: samples.length / wallS,
    cpu,
    rpsPerApiCore: samples.length / Math.max(cpu.api, 0.01),
    rpsPerApiAndDbCore: samples.length / Math.max(cpu.api + cpu.postgres, 0.01),
    byJudged,
    byKind: group((s) => s.kind),
    withinTargets,
    dbBytes: 0,
  };
}

export interface Reels {
  rendered: number;
  cpuSecPerReel: number;
  wallSecPerReel: number;
  bytesPerReel?: number;
}

/**
 * 10,000 agents. How many agents this machine holds within the targets comes from the largest step
 * that met them; the sizing comes from CPU per request (of the API processes, PostgreSQL and Redis)
 * at the largest step without errors, which depends far less on what else the machine runs.
 */
export function extrapolate(steps: Step[], reels: Reels, compression: number) {
  const latencyBasis = steps.filter((s) => s.withinTargets).at(-1);
  const basis = steps.filter((s) => s.errors === 0).at(-1) ?? steps[0];
  if (!basis) return null;
  const perAgentPeakRps = (REQUESTS_PER_AGENT_DAY / (8 * 3600)) * PEAK_FACTOR;
  const peakRps = TARGET_AGENTS * perAgentPeakRps;
  const apiCores = peakRps / basis.rpsPerApiCore / HEADROOM;
  const dbCores = (peakRps * (basis.cpu.postgres / basis.requests)) / HEADROOM;
  const redisCores = (peakRps * (basis.cpu.redis / basis.requests)) / HEADROOM;
  const peakReelsPerHour = ((TARGET_AGENTS * REELS_PER_AGENT_DAY) / 8) * PEAK_FACTOR;
  const workerCores = (peakReelsPerHour * reels.cpuSecPerReel) / 3600 / HEADROOM;
  // Two of each role at least: one machine down (a deploy, a failure) must not stop the service.
  const apiMachines = Math.max(2, Math.ceil(apiCores / 2));
  const workerMachines = Math.max(2, Math.ceil(workerCores / 2));
  const dbGbMonth = ((basis.dbBytes / basis.agents) * TARGET_AGENTS * WORKING_DAYS_A_MONTH) / 1e9;
  const reelBytes = reels.bytesPerReel ?? 0;
  const mediaGbMonth = (TARGET_AGENTS * REELS_PER_AGENT_DAY * WORKING_DAYS_A_MONTH * reelBytes) / 1e9;
  const monthly =
    (apiMachines + workerMachines) * PRICES.vm2vcpuHour * HOURS_A_MONTH +
    PRICES.postgresHour * HOURS_A_MONTH +
    PRICES.redisHour * HOURS_A_MONTH +
    // Storage grows each month; the cost shown is the first year's end (12 months kept).
    mediaGbMonth * 12 * PRICES.s3GbMonth +
    dbGbMonth * 12 * PRICES.dbGbMonth;
  return {
    largest_n_within_targets: latencyBasis?.agents ?? 0,
    // null: every step met the targets, so the largest N is only known to be at least the last one.
    first_n_outside_targets: steps.find((s) => !s.withinTargets)?.agents ?? null,
    real_agents_within_targets_here: latencyBasis
      ? Math.round((latencyBasis.agents * compression) / PEAK_FACTOR)
      : 0,
    cpu_basis_n: basis.agents,
    api_cpu_ms_per_request: Number((1000 / basis.rpsPerApiCore).toFixed(2)),
    agents_per_2vcpu_api_machine_by_cpu: Math.round((2 * HEADROOM * basis.rpsPerApiCore) / perAgentPeakRps),
    peak_rps_10k: Number(peakRps.toFixed(1)),
    api_cores: Number(apiCores.toFixed(2)),
    api_machines_2vcpu: apiMachines,
    worker_cores: Number(workerCores.toFixed(2)),
    worker_machines_2vcpu: workerMachines,
    postgres_cores: Number(dbCores.toFixed(2)),
    redis_cores_upper_bound: Number(redisCores.toFixed(3)),
    db_growth_gb_month: Number(dbGbMonth.toFixed(2)),
    reel_storage_gb_month: Number(mediaGbMonth.toFixed(1)),
    cost_usd_month: Math.round(monthly),
    cost_usd_per_agent_month: Number((monthly / TARGET_AGENTS).toFixed(3)),
  };
}

const f = (n: number | undefined, d = 0) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(d));

export function printReport(r: {
  steps: Step[];
  reels: Reels & { size: string; duration_sec: number };
  extrapolation: ReturnType<typeof extrapolate>;
  day: { compression: number };
}) {
  const out: string[] = [];
  out.push(`compressed day: ${f(r.day.compression)}x; ${REQUESTS_PER_AGENT_DAY} requests per agent-day`);
  out.push(
    '  N   req/s  errors  read p50/p99  write p50/p99  reel-req p99  req/API-core-s  req/(API+PG)-core-s  targets',
  );
  for (const s of r.steps)
    out.push(
      `${String(s.agents).padStart(3)} ${f(s.rps).padStart(7)} ${String(s.errors).padStart(7)}  ` +
        `${f(s.byJudged.read?.p50)}/${f(s.byJudged.read?.p99)} ms`.padEnd(14) +
        `${f(s.byJudged.write?.p50)}/${f(s.byJudged.write?.p99)} ms`.padEnd(15) +
        `${f(s.byJudged.render?.p99)} ms`.padEnd(14) +
        `${f(s.rpsPerApiCore)}`.padStart(14) +
        `${f(s.rpsPerApiAndDbCore)}`.padStart(21) +
        `  ${s.withinTargets ? 'met' : 'missed'}`,
    );
  const last = r.steps.filter((s) => s.withinTargets).at(-1) ?? r.steps[0];
  if (last) {
    out.push(`per route at N=${last.agents} (p50 / p99 ms, count, errors):`);
    for (const [k, l] of Object.entries(last.byKind))
      out.push(`  ${k.padEnd(26)} ${f(l.p50, 1)} / ${f(l.p99, 1)}  n=${l.count}  errors=${l.errors}`);
  }
  out.push(
    `reels ${r.reels.size} ${r.reels.duration_sec} s: ${f(r.reels.cpuSecPerReel, 1)} CPU s each, ` +
      `${f(3600 / r.reels.cpuSecPerReel)} reels per hour per worker core (${r.reels.rendered} rendered)`,
  );
  out.push(`extrapolation to ${TARGET_AGENTS} agents: ${JSON.stringify(r.extrapolation, null, 1)}`);
  process.stdout.write(`${out.join('\n')}\n`);
}
