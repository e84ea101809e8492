/**
 * Whether `err` (or a cause) is PostgreSQL's foreign_key_violation (23503) on a reference to
 * `users`: a row written for an account deleted after its token was checked (a delete racing the
 * request, or in another process). The account is gone, so the request is unauthenticated: 401,
 * not 500. Drizzle names such constraints `<table>_<column>_users_id_fk`; the detail names the
 * table when the constraint was named otherwise.
 */
export function isDeletedOwner(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
  if (e.code === '23503') {
    const constraint = typeof e.constraint === 'string' ? e.constraint : '';
    const detail = typeof e.detail === 'string' ? e.detail : '';
    if (/_users_id_fk$/.test(constraint) || /is not present in table "users"/.test(detail)) return true;
  }
  return isDeletedOwner(e.cause, depth + 1);
}
