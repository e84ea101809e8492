/** PostgreSQL's unique_violation, as reported by both pg and PGlite. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code === '23505') return constraint ? e.constraint === constraint : true;
  return e.cause ? isUniqueViolation(e.cause, constraint) : false;
}

/** Drizzle appends the query's parameters to its message ("…\nparams: a,b"); they may hold hashes or personal data. */
const PARAMS_SUFFIX = /\nparams:[\s\S]*$/;
/** Fields of an error (and of its causes) that are safe to log: never `params`, `detail` or `where`, which quote values. */
const LOGGABLE = ['code', 'constraint', 'table', 'column', 'severity', 'routine', 'statusCode'] as const;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/**
 * The log serializer for errors: type, message, stack, the SQL text (placeholders only) and a few
 * diagnostic fields, following causes; query parameters and value-quoting details are left out.
 */
export function serializeError(err: Error, depth = 0): LoggedError {
  const e = err as Error & Record<string, unknown>;
  const out: LoggedError = {
    type: e.constructor?.name ?? 'Error',
    message: e.message.replace(PARAMS_SUFFIX, ''),
    stack: (e.stack ?? '').replace(e.message, e.message.replace(PARAMS_SUFFIX, '')),
  };
  if (typeof e.query === 'string') out.query = e.query;
  for (const field of LOGGABLE) if (e[field] !== undefined) out[field] = e[field];
  if (e.cause instanceof Error && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Seconds a client is asked to wait (Retry-After) when a dependency is briefly unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Error codes of a lost or refused connection: the socket's (refused, reset, timed out), and
 * PostgreSQL's admin_shutdown, crash_shutdown, cannot_connect_now, the 08 connection class and
 * too_many_connections (https://www.postgresql.org/docs/current/errcodes-appendix.html).
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);

/**
 * Messages of the same failures where no code is set: pg's lost socket and pool connect timeout,
 * a query read timeout, a closed PGlite, and ioredis with no connection (offline queue off,
 * retries spent, command timeout), and a queue or check that did not answer in time (`within`).
 */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|PGlite is closed|Stream isn't writeable|Connection is closed|max retries per request|Command timed out|did not answer within/i;

/**
 * Whether `err` (or one of its causes) says a dependency (PostgreSQL or Redis) could not be
 * reached, rather than that the request or the code is wrong: such requests answer 503 with
 * Retry-After, never 500 (docs/ARCHITECTURE.md, "Failure modes").
 */
export function isServiceUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isServiceUnavailable(inner, depth + 1)))
    return true;
  return isServiceUnavailable(e.cause, depth + 1);
}
