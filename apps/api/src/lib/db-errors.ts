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
