import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { exitIfSchemaBehind } from './db/migrations';
import { apiDir } from './lib/api-dir';
import { startTracing } from './observability/tracing-sdk';

/** Requests still open this long after the drain (event streams) are cut, so a deploy always ends. */
const CLOSE_GRACE_MS = 10_000;

const env = loadEnv({ WEB_DIST: path.resolve(apiDir(), '../web/dist'), ...process.env });
// Before the app, so its first request is traced; nothing starts without OTEL_EXPORTER_OTLP_ENDPOINT.
const tracing = startTracing(env, 'pp-api');
const app = await buildApp(env).catch(exitIfSchemaBehind);

/**
 * A deploy loses nothing: readiness answers 503 first (the load balancer stops sending), then
 * the server stops taking connections and lets the requests in flight finish, then the jobs and
 * connections close (app.ts onClose), then the process exits.
 */
async function shutDown(signal: string) {
  app.log.info({ signal }, 'shutting down: readiness now 503, draining');
  app.ctx.readiness.drain();
  await sleep(env.SHUTDOWN_DRAIN_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
  cut.unref();
  await app.close();
  await tracing?.shutdown().catch((err: unknown) => app.log.warn({ err }, 'traces not all sent'));
  app.log.info('stopped');
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown(signal));

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Property Promoter is running at ${env.APP_URL}`);
