import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/** What every log line written inside a request or a job carries. */
export interface LogContext {
  reqId?: string;
  jobId?: string;
  queue?: string;
}

const store = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with these fields on every log line it (and the work it starts) writes. */
export const withLogContext = <T>(fields: LogContext, fn: () => T): T => store.run(fields, fn);

/** The fields of the request or job running now, if any (handed on to queued jobs). */
export const currentLogContext = (): LogContext | undefined => store.getStore();

const { chindingsSym } = pino.symbols;

/**
 * pino's mixin: adds the current request id and job id to every line, including lines of loggers
 * that know nothing of the request (app.log in the mailer, the queue's logger), so one id finds
 * everything a request or a job caused. A logger already bound to the request (Fastify's
 * request.log) has its reqId in its bindings: not repeated, so the JSON has no duplicate key.
 */
export function logMixin(_merge: object, _level: number, logger?: unknown): object {
  const fields = store.getStore();
  if (!fields) return {};
  const bindings = (logger as Record<symbol, unknown> | undefined)?.[chindingsSym];
  if (fields.reqId && typeof bindings === 'string' && bindings.includes('"reqId":')) {
    const { reqId: _bound, ...rest } = fields;
    return rest;
  }
  return fields;
}
