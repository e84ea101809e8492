import path from 'node:path';
import pino from 'pino';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { createReelQueue } from './domain/reels/reel-jobs';
import { createPostQueue } from './domain/scheduled-posts/scheduled-post-jobs';
import { createMailer } from './mail/mailer';
import { createServices } from './services';

/**
 * `npm run worker`: renders queued reels and publishes scheduled posts. Needs REDIS_URL (the queue) and the same database and
 * media store as the API; run as many as the machines allow. SIGTERM lets the running renders
 * finish; a killed worker's jobs move to another worker after QUEUE_LOCK_MS.
 */
const env = loadEnv(process.env);
const log = pino({ level: env.LOG_LEVEL });
if (!env.REDIS_URL) {
  log.error('REDIS_URL is required: without it the API renders reels itself (npm start)');
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: path.join(env.dataDir, 'pglite'),
});
const services = createServices(env, database.db, () => new Date());
const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  outboxDir: path.join(env.dataDir, 'outbox'),
  log,
});
const queue = createReelQueue(services, log);
const postQueue = createPostQueue({ ...services, mailer }, log);
const worker = queue.work(process.env.WORKER_NAME ?? 'worker');
const postWorker = postQueue.work(process.env.WORKER_NAME ?? 'worker');
log.info({ concurrency: env.REEL_CONCURRENCY, prefix: env.QUEUE_PREFIX }, 'reel and post worker started');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'worker stopping');
    void (async () => {
      await worker.close();
      await postWorker.close();
      await queue.close();
      await postQueue.close();
      await mailer.close();
      await services.feed.close();
      await database.close();
      process.exit(0);
    })();
  });
}
