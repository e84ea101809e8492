import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { exitIfSchemaBehind } from './db/migrations';
import { createReconciler } from './domain/jobs/reconciler';
import { createCardQueue } from './domain/property-pages/og-card-jobs';
import { createReelQueue } from './domain/reels/reel-jobs';
import { createPostQueue } from './domain/scheduled-posts/scheduled-post-jobs';
import { createMailer } from './mail/mailer';
import { logMixin } from './observability/log-context';
import { serveMetrics } from './observability/metrics-server';
import { sourcesRegistry } from './observability/metrics-sources';
import { startTracing } from './observability/tracing-sdk';
import { createServices } from './services';

/** On SIGTERM, running jobs get this long to finish before they are handed back to the queue. */
const FINISH_MS = 20_000;

/**
 * `npm run worker`: renders queued reels, publishes scheduled posts and draws pages' Open Graph cards. Needs REDIS_URL (the queue) and the same database and
 * media store as the API; run as many as the machines allow. It rides out PostgreSQL and Redis
 * outages (pool errors are logged, jobs that meet one wait and run again without spending a
 * try). SIGTERM lets the running jobs finish, or hands them back (a killed worker's jobs move to
 * another worker within QUEUE_LOCK_MS + QUEUE_STALLED_INTERVAL_MS).
 */
const env = loadEnv(process.env);
// Every line a job writes carries its job id (and the id of the request that queued it).
const log = pino({ level: env.LOG_LEVEL, mixin: logMixin });
const tracing = startTracing(env, 'pp-worker');
if (!env.REDIS_URL) {
  log.error('REDIS_URL is required: without it the API renders reels itself (npm start)');
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: path.join(env.dataDir, 'pglite'),
  log,
  connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  migrations: env.MIGRATIONS,
}).catch(exitIfSchemaBehind);
const services = createServices(env, database.db, () => new Date());
const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  outboxDir: path.join(env.dataDir, 'outbox'),
  log,
});
const queue = createReelQueue(services, log);
const postQueue = createPostQueue({ ...services, mailer }, log);
const cardQueue = createCardQueue(services, log);
const worker = queue.work(process.env.WORKER_NAME ?? 'worker');
// Each worker has its own page (Prometheus scrapes every worker), with its queues and pools.
const metricsServer =
  env.METRICS_PORT === undefined
    ? undefined
    : await serveMetrics({
        port: env.METRICS_PORT,
        host: env.HOST,
        token: env.METRICS_TOKEN,
        sources: sourcesRegistry({
          queues: { reels: queue, posts: postQueue, cards: cardQueue },
          db: database.db,
        }),
        log,
      });
const postWorker = postQueue.work(process.env.WORKER_NAME ?? 'worker');
const cardWorker = cardQueue.work(process.env.WORKER_NAME ?? 'worker');
// Workers sweep too, so work is never stuck while no API process runs.
const reconciler = createReconciler(services, {
  database,
  queues: { reels: queue, posts: postQueue },
  intervalMs: env.RECONCILE_INTERVAL_MS,
  log,
});
reconciler.start();
log.info(
  { concurrency: env.REEL_CONCURRENCY, prefix: env.QUEUE_PREFIX },
  'reel, post and card worker started',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'worker stopping: finishing running jobs');
    void (async () => {
      await reconciler.stop();
      const finished = Promise.all([worker.close(), postWorker.close(), cardWorker.close()]).then(() => true);
      if (!(await Promise.race([finished, sleep(FINISH_MS, false)]))) {
        log.warn('jobs still running: handed back to the queue');
        await Promise.all([worker.close(true), postWorker.close(true), cardWorker.close(true)]);
      }
      metricsServer?.close();
      await queue.close();
      await postQueue.close();
      await cardQueue.close();
      await tracing?.shutdown().catch((err: unknown) => log.warn({ err }, 'traces not all sent'));
      await mailer.close();
      await services.feed.close();
      await database.close();
      process.exit(0);
    })();
  });
}
