import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../config/env';
import { serializeError } from './db-errors';

/** A sink for JSON log lines (pino's destination); stdout by default. */
export interface LogStream {
  write(line: string): void;
}

/** Link tokens travel in paths and query strings; they are secrets and must not reach the logs. */
const SECRET_IN_URL = /(\/verify-email\/)[^/?#]+|([?&](?:token|session_id|user_id)=)[^&#]*/g;
export const redactUrl = (url: string) =>
  url.replace(SECRET_IN_URL, (_m, path, query) => `${path ?? query}[redacted]`);

/**
 * Structured JSON logs (pino): one line per request and response with a request id that is
 * taken from X-Request-Id when a proxy sets one and echoed back, so a report can be traced.
 */
export function logOptions(env: Env, stream?: LogStream) {
  const requestIds = {
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  };
  if (env.LOG_LEVEL === 'silent') return { logger: false as const, ...requestIds };
  return {
    ...requestIds,
    logger: {
      level: env.LOG_LEVEL,
      ...(stream ? { stream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // Database errors carry the query's parameters (password hashes, personal data): never logged.
        err: serializeError,
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
          userAgent: req.headers['user-agent'],
        }),
      },
    },
  };
}
