/** One measured row of `npm run bench:api`, and the budgets it is judged by. */
export interface Row {
  target: string;
  path: string;
  requests_per_second: number;
  /** Server CPU (user + system) per request, in microseconds, measured in the server process. */
  server_cpu_us_per_request: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  /** Over several rounds: the worst round's p99 (latency_p99_ms is the median round's). */
  latency_p99_worst_ms?: number;
  /** Requests per second over hello-world's in the same round (the median round's, over several). */
  ratio?: number;
  /** Each round's ratio. */
  ratios?: number[];
  /** GET /users/me: current-user lookups over the queries that served them (median round's). */
  lookups_per_query?: number;
  requests: number;
  non_2xx: number;
  errors: number;
}

export const ME = '/api/v1/users/me';
/**
 * The reference row: bare Fastify + pg running /users/me's query, one query a request (no budget).
 * It is the floor of a server that asks the database once per request; the product's batching
 * (apps/api/src/lib/batch-by-turn.ts) is what lets it go below that floor's CPU per request.
 */
export const FLOOR = 'bare Fastify + pg, the same query once a request';

/** The budgets, as ratios to hello-world in the same round (median over rounds), and p99 on PostgreSQL. */
export function budgets(rows: Row[]) {
  const row = (label: string, urlPath: string) => rows.find((r) => r.target === label && r.path === urlPath);
  const ratio = (r?: Row) => r?.ratio ?? Number.NaN;
  const pglite = 'Property Promoter on PGlite';
  const postgres = 'Property Promoter on PostgreSQL';
  const checks = [
    // The same route in both deployments: the PGlite process also carries the database's WASM heap.
    {
      what: '/healthz on PostgreSQL >= 0.7x',
      value: ratio(row(postgres, '/healthz')),
      ok: (v: number) => v >= 0.7,
    },
    {
      what: '/healthz on PGlite >= 0.7x',
      value: ratio(row(pglite, '/healthz')),
      ok: (v: number) => v >= 0.7,
    },
    { what: '/users/me on PostgreSQL >= 0.2x', value: ratio(row(postgres, ME)), ok: (v: number) => v >= 0.2 },
    { what: '/users/me on PGlite >= 0.03x', value: ratio(row(pglite, ME)), ok: (v: number) => v >= 0.03 },
    {
      what: '/users/me p99 on PostgreSQL < 15 ms',
      value: row(postgres, ME)?.latency_p99_ms ?? Number.NaN,
      ok: (v: number) => v < 15,
    },
  ];
  return checks
    .filter((c) => !Number.isNaN(c.value))
    .map((c) => ({ budget: c.what, value: Number(c.value.toFixed(3)), met: c.ok(c.value) }));
}
