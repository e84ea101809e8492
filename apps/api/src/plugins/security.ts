import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Our content security policy and the other headers helmet sets. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
      frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
      connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Google's sign-in popup needs to talk back to the opener.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/** The headers helmet's middleware sets with these options (none of them depends on the request). */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers and the rate limiter. Limits are per route (`config.rateLimit`), kept in Redis
 * when REDIS_URL is set so every replica shares them, else in memory.
 */
export default fp(async (app: FastifyInstance) => {
  // Helmet's headers, worked out once: @fastify/helmet rebuilt the middleware (parsing the CSP)
  // on every request, which cost more than a whole hello-world answer.
  const headers = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  const { redis } = app.ctx;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${app.ctx.env.REDIS_KEY_PREFIX}rl:` } : {}),
    // Fails open: while Redis is away requests are not counted rather than refused (a limit guards
    // against abuse; refusing everyone would be an outage of its own). docs/ARCHITECTURE.md.
    skipOnError: true,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      status: 'error',
      message: MESSAGES.tooManyRequests,
      retry_after_seconds: Math.ceil(context.ttl / 1000),
    }),
  });
});
