import { Counter, collectDefaultMetrics, Histogram, register } from 'prom-client';

/**
 * The process's counters and histograms (prom-client's default registry): every API process and
 * worker keeps its own, and Prometheus scrapes each one (docs/ARCHITECTURE.md, "Metrics and
 * traces"). What is measured at scrape time (queues, pools) is in metrics-sources.ts.
 * Naming follows https://prometheus.io/docs/practices/naming/ (base units, _total counters).
 */
collectDefaultMetrics({ prefix: 'pp_' });

export const httpDuration = new Histogram({
  name: 'pp_http_request_duration_seconds',
  help: 'HTTP requests by route pattern (never the raw URL), method and status; _count is the request count',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const jobDuration = new Histogram({
  name: 'pp_job_duration_seconds',
  help: 'Runs of background jobs by queue (job kind) and outcome',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
});

const jobFailures = new Counter({
  name: 'pp_job_failures_total',
  help: 'Job tries that failed, by queue; final="true" when the job failed for good',
  labelNames: ['queue', 'final'] as const,
});

const renderCpu = new Counter({
  name: 'pp_render_cpu_seconds_total',
  help: 'CPU seconds (user + system) of the ffmpeg children that rendered reels',
});

const credits = new Counter({
  name: 'pp_credits_total',
  help: 'Credits moved through the ledger, by reason (debit, refund, grant, purchase, reversal) and add-on',
  labelNames: ['reason', 'addon'] as const,
});

const mail = new Counter({
  name: 'pp_mail_total',
  help: 'Mail deliveries by outcome (sent, failed)',
  labelNames: ['outcome'] as const,
});

/** How one run of a job ended. */
export type JobOutcome = 'done' | 'failed' | 'retry' | 'unavailable' | 'aborted';

export function observeJob(queue: string, outcome: JobOutcome, seconds: number): void {
  jobDuration.observe({ queue, outcome }, seconds);
  if (outcome === 'failed' || outcome === 'retry')
    jobFailures.inc({ queue, final: outcome === 'failed' ? 'true' : 'false' });
}

export const addRenderCpu = (seconds: number) => {
  if (seconds > 0) renderCpu.inc(seconds);
};

export const countCredits = (reason: string, addon: string, amount: number) => {
  if (amount > 0) credits.inc({ reason, addon }, amount);
};

export const countMail = (outcome: 'sent' | 'failed') => mail.inc({ outcome });

/** The process-wide registry (counters above and Node's own figures). */
export const processRegistry = register;
