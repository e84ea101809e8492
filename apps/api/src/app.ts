import path from 'node:path';
import multipart from '@fastify/multipart';
import { MAX_PHOTO_BYTES } from '@pp/contract';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Env } from './config/env';
import { type Database, openDatabase } from './db/client';
import { type LogStream, logOptions } from './lib/log-options';
import { createMailer } from './mail/mailer';
import authPlugin from './plugins/auth';
import errorHandler from './plugins/error-handler';
import securityPlugin from './plugins/security';
import swaggerPlugin from './plugins/swagger';
import webStatic from './plugins/web-static';
import apiRoutes from './routes';

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
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

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
  app.decorate('ctx', { db: database.db, env, mailer, now: opts.now ?? (() => new Date()) });
  app.addHook('onClose', async () => {
    await mailer.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(errorHandler);
  await app.register(securityPlugin);
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });
  await app.register(authPlugin);
  await app.register(swaggerPlugin);
  await app.register(apiRoutes);
  await app.register(webStatic);
  return app;
}
