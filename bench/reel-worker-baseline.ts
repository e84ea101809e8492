/**
 * bench:reel's side measure: the resident memory of a worker process before its first job — what
 * src/worker.ts loads (its imports connect to nothing on import), under tsx as the worker unit runs
 * it — right after loading and after a full garbage collection (a worker that has idled). The
 * render itself is measured in a process that loaded the renderer alone; a real worker renders on
 * top of this. Prints one JSON line.
 *
 *   node --expose-gc --import tsx bench/reel-worker-baseline.ts
 */
import { readFileSync } from 'node:fs';

const WORKER_MODULES = [
  'db/client',
  'db/migrations',
  'domain/jobs/reconciler',
  'domain/reels/reel-jobs',
  'domain/scheduled-posts/scheduled-post-jobs',
  'mail/mailer',
  'observability/metrics-server',
  'observability/metrics-sources',
  'observability/tracing-sdk',
  'services',
];
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;

for (const m of WORKER_MODULES) await import(`../apps/api/src/${m}`);
const loaded = rssMb();
(globalThis as { gc?: () => void }).gc?.();
await new Promise((done) => setTimeout(done, 500));
process.stdout.write(
  `${JSON.stringify({ loaded_mb: Math.round(loaded), after_gc_mb: Math.round(rssMb()) })}\n`,
);
process.exit(0);
