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
 * Headers that only act on a document (its content security policy, framing, opener and agent
 * cluster, IE's and Flash's switches): a script, stylesheet, font or raster image answer ignores
 * them (CSP: https://www.w3.org/TR/CSP3/#initialize-document-csp, applied to documents and workers;
 * the app starts no worker). Left off those answers they save ~650 bytes each, which on a phone's
 * first visit is a round trip for a file near TCP's window (issue 24: LCP). HSTS, nosniff, CORP and
 * the referrer policy (a stylesheet's own requests follow it) stay on every answer. SVG is not in the
 * list: opened on its own an SVG is a document, and keeps the policy.
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
export const subresourceHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY.includes(name)));

/** The built app's hashed files, the property page's fonts and its photos: never a document. */
const SUBRESOURCE =
  /^\/(?:assets\/[^/?]+|p\/assets\/[^/?]+|p\/[^/?]+\/photos\/[^/?]+\/\d+)\.(?:js|css|woff2|webp|jpg|avif|png)(?:\?|$)/;
export const isSubresourceFile = (url: string) => SUBRESOURCE.test(url);

/**
 * Security headers and the rate limiter. Limits are per route (`config.rateLimit`), kept in Redis
 * when REDIS_URL is set so every replica shares them, else in memory.
 */
export default fp(async (app: FastifyInstance) => {
  // Helmet's headers, worked out once: @fastify/helmet rebuilt the middleware (parsing the CSP)
  // on every request, which cost more than a whole hello-world answer.
  const headers = helmetHeaders(HELMET_OPTIONS);
  const assetHeaders = subresourceHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isSubresourceFile(request.url) ? assetHeaders : headers);
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
