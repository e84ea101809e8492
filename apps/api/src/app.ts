import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppContext } from './app-context';
import { type Env, runsJobsInApi } from './config/env';
import { type Database, openDatabase } from './db/client';
import { createSessionGuard } from './domain/auth/session-guard';
import { createReelQueue, requeueUnfinishedReels } from './domain/reels/reel-jobs';
import { createPostQueue, requeuePendingPosts } from './domain/scheduled-posts/scheduled-post-jobs';
import { answerClientError } from './lib/client-error';
import { type LogStream, logOptions } from './lib/log-options';
import { compiledSerializerCompiler } from './lib/serializer-compiler';
import { safeTextValidatorCompiler } from './lib/validator-compiler';
import { createMailer } from './mail/mailer';
import authPlugin from './plugins/auth';
import errorHandler from './plugins/error-handler';
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
  }).withTypeProvider<ZodTypeProvider>();
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
    (await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(env.dataDir, 'pglite') }));
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.dataDir, 'outbox'),
    log: app.log,
  });
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { connectTimeout: 5_000, maxRetriesPerRequest: 1 })
    : undefined;
  // ioredis reconnects by itself; a lost connection is worth a log line, not an unhandled event.
  redis?.on('error', (err) => app.log.warn({ err }, 'redis connection error'));
  const services = createServices(env, database.db, opts.now ?? (() => new Date()));
  const reelQueue = createReelQueue(services, app.log);
  const postQueue = createPostQueue({ ...services, mailer }, app.log);
  app.decorate('ctx', {
    ...services,
    mailer,
    jobs: { reels: reelQueue, posts: postQueue },
    sessions: createSessionGuard(database.db, services.now, redis, env.REDIS_KEY_PREFIX),
    redis,
  });
  // Without Redis (or when asked) jobs run in this process: `npm start` alone makes reels and posts.
  const workers = runsJobsInApi(env) ? [reelQueue.work('api'), postQueue.work('api')] : [];
  app.addHook('onReady', async () => {
    const requeued = await requeueUnfinishedReels(services, reelQueue);
    if (requeued > 0) app.log.info({ requeued }, 'unfinished reels queued again');
    const posts = await requeuePendingPosts(services, postQueue);
    if (posts > 0) app.log.info({ posts }, 'pending scheduled posts queued again');
  });
  app.addHook('onClose', async () => {
    // Jobs first (a render in flight is abandoned and picked up again at the next start), then
    // what they use.
    for (const worker of workers) await worker.close(true);
    await reelQueue.close();
    await postQueue.close();
    await services.feed.close();
    await mailer.close();
    await redis?.quit();
    if (ownsDatabase) await database.close();
  });

  await app.register(errorHandler);
  await app.register(securityPlugin);
  await app.register(authPlugin);
  await app.register(swaggerPlugin);
  await app.register(apiRoutes);
  await app.register(webStatic);
  return app;
}
