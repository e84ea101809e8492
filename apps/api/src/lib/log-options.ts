import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../config/env';
import { logMixin } from '../observability/log-context';
import { serializeError } from './db-errors';

/** A sink for JSON log lines (pino's destination); stdout by default. */
export interface LogStream {
  write(line: string): void;
}

/** Link tokens travel in paths and query strings; they are secrets and must not reach the logs. */
const SECRET_IN_URL = /(\/verify-email\/)[^/?#]+|([?&](?:token|session_id|user_id)=)[^&#]*/g;
export const redactUrl = (url: string) =>
  url.replace(SECRET_IN_URL, (_m, path, query) => `${path ?? query}[redacted]`);

/** A request id a proxy may hand on: short, and nothing that could forge a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Structured JSON logs (pino): one line per request and response with a request id, echoed back in
 * X-Request-Id so a report can be traced. A client's X-Request-Id is taken only behind a trusted
 * proxy (TRUST_PROXY, which sets it) and only when well-formed; else the id is generated here, so a
 * client cannot make its requests look like someone else's in the logs.
 */
export function logOptions(env: Env, stream?: LogStream) {
  const requestIds = {
    requestIdHeader: false as const,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const given = req.headers['x-request-id'];
      return env.TRUST_PROXY && typeof given === 'string' && SAFE_REQUEST_ID.test(given)
        ? given
        : randomUUID();
    },
  };
  if (env.LOG_LEVEL === 'silent') return { logger: false as const, ...requestIds };
  return {
    ...requestIds,
    logger: {
      level: env.LOG_LEVEL,
      ...(stream ? { stream } : {}),
      // Every line written inside a request or a job carries its request id and job id.
      mixin: logMixin,
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
