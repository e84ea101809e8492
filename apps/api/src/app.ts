import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { type Env, runsJobsInApi } from './config/env';
import { type Database, openDatabase } from './db/client';
import { createSessionGuard } from './domain/auth/session-guard';
import { fulfilCheckout } from './domain/billing/fulfil-checkout';
import { createReconciler } from './domain/jobs/reconciler';
import { createCardQueue } from './domain/property-pages/og-card-jobs';
import { createReelQueue } from './domain/reels/reel-jobs';
import { createPostQueue } from './domain/scheduled-posts/scheduled-post-jobs';
import { connectApiRedis } from './lib/api-redis';
import { answerClientError, requireHost } from './lib/client-error';
import { type LogStream, logOptions } from './lib/log-options';
import { createReadiness } from './lib/readiness';
import { compiledSerializerCompiler } from './lib/serializer-compiler';
import { safeTextValidatorCompiler } from './lib/validator-compiler';
import { createMailer } from './mail/mailer';
import authPlugin from './plugins/auth';
import errorHandler from './plugins/error-handler';
import metricsPlugin from './plugins/metrics';
import requestContext from './plugins/request-context';
import securityPlugin from './plugins/security';
import swaggerPlugin from './plugins/swagger';
import webStatic from './plugins/web-static';
import apiRoutes from './routes';
import { createServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise opened from env. */
  database?: Database;
  /** A controllable clock for tests; defaults to the wall clock. */
  now?: () => Date;
  /** Where the JSON log lines go; defaults to stdout. */
  logStream?: LogStream;
}

export type App = FastifyInstance;

/** The envelope for requests the router cannot parse (e.g. broken percent-encoding in the path). */
function malformedRequest(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.code(400).send({ status: 'error', message: 'Malformed request' });
}

/** Plugins first (env, db, mail, security, auth), then routes: the order of fastify/demo. */
export async function buildApp(env: Env, opts: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    ...logOptions(env, opts.logStream),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Long path parameters reach the route schema (400 envelope) instead of the router's bare 414.
    routerOptions: { maxParamLength: 2048 },
    // Requests the router cannot even parse (bad percent-encoding) get the envelope too.
    frameworkErrors: malformedRequest,
    // ...and so do those Node's HTTP parser refuses (framing errors, 431 headers too large).
    clientErrorHandler: answerClientError,
    // Slow clients (docs/ARCHITECTURE.md, "Timeouts"): headers and the whole request each have a
    // deadline, checked every second (Node's default check runs every 30 s). A request without a
    // Host header reaches requireHost below, for the envelope instead of Node's bare 400.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      requestTimeout: env.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1000,
      requireHostHeader: false,
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireHost);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // API answers carry tokens and personal data: no cache may keep them unless a route says otherwise.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  app.setValidatorCompiler(safeTextValidatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);

  const ownsDatabase = !opts.database;
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: path.join(env.dataDir, 'pglite'),
      log: app.log,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      migrations: env.MIGRATIONS,
    }));
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.dataDir, 'outbox'),
    log: app.log,
  });
  const redis = env.REDIS_URL ? await connectApiRedis(env.REDIS_URL, app.log) : undefined;
  const services = createServices(env, database.db, opts.now ?? (() => new Date()));
  const reelQueue = createReelQueue(services, app.log);
  const postQueue = createPostQueue({ ...services, mailer }, app.log);
  const cardQueue = createCardQueue(services, app.log);
  app.decorate('ctx', {
    ...services,
    mailer,
    jobs: { reels: reelQueue, posts: postQueue, cards: cardQueue },
    sessions: createSessionGuard(database.db, services.now, redis, env.REDIS_KEY_PREFIX),
    redis,
    readiness: createReadiness(database.db, redis, (err) => app.log.warn({ err }, 'readiness check failed')),
  });
  // Without Redis (or when asked) jobs run in this process: `npm start` alone makes reels and posts.
  const workers = runsJobsInApi(env)
    ? [reelQueue.work('api'), postQueue.work('api'), cardQueue.work('api')]
    : [];
  const reconciler = createReconciler(services, {
    database,
    queues: { reels: reelQueue, posts: postQueue },
    intervalMs: env.RECONCILE_INTERVAL_MS,
    log: app.log,
    fulfil: (sessionId) => fulfilCheckout(app.ctx, sessionId),
  });
  app.addHook('onReady', async () => {
    // At start every pending post is queued (an in-memory queue's delays died with the last
    // process), then the sweep repeats for what loses its job later.
    await reconciler.runOnce(true);
    reconciler.start();
  });
  app.addHook('onClose', async () => {
    // Jobs first (a render in flight is abandoned and picked up again by the reconciler), then
    // what they use.
    await reconciler.stop();
    for (const worker of workers) await worker.close(true);
    await reelQueue.close();
    await postQueue.close();
    await cardQueue.close();
    await services.feed.close();
    await mailer.close();
    await redis?.quit();
    if (ownsDatabase) await database.close();
  });

  await app.register(requestContext, {
    tracing: Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT),
    trustProxy: env.TRUST_PROXY,
  });
  await app.register(errorHandler);
  await app.register(metricsPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin);
  await app.register(swaggerPlugin);
  await app.register(apiRoutes);
  await app.register(webStatic);
  return app;
}
