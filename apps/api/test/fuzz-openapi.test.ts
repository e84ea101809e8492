import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAccount } from './helpers/accounts';
import {
  DROP,
  HOSTILE_SEGMENTS,
  HOSTILE_VALUES,
  type JsonSchema,
  propertyPaths,
  RAW_BODIES,
  type Random,
  sampleOf,
  seededRandom,
  withValueAt,
} from './helpers/fuzz-inputs';
import { multipartFile, TINY_PNG } from './helpers/multipart';
import { sampleListing } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

/**
 * Every operation of the generated OpenAPI document (plus the hidden sandbox checkout pages) is
 * sent a seeded, bounded set of hostile requests: wrong types and missing fields in body
 * properties at every depth (top-level keys and nested ones such as `listing.address.city`), huge strings, NUL and lone surrogates, deep JSON, broken JSON and multipart, wrong
 * content types, hostile path segments and query values, with and without a valid token. No
 * answer may be a 5xx, and every error must be the envelope { status: 'error', message }.
 * FUZZ_SEED replays a run; FUZZ_PROPERTIES bounds the properties mutated per operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const PROPERTIES_PER_OPERATION = Number(process.env.FUZZ_PROPERTIES ?? 6);

const { app } = await createTestApp();

interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  query: { name: string; schema: JsonSchema; required: boolean }[];
  multipart: boolean;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
      }
    >
  >;
}

async function operations(): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
  const ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      body: op.requestBody?.content?.['application/json']?.schema,
      query: (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema, required: p.required ?? false })),
      multipart: path.endsWith('/upload'),
    })),
  );
  // Hidden from the document but reachable: the sandbox's hosted checkout page and its form.
  ops.push(
    { method: 'GET', path: '/sandbox/checkout/{id}', body: undefined, query: [], multipart: false },
    {
      method: 'POST',
      path: '/sandbox/checkout/{id}/pay',
      body: {
        type: 'object',
        properties: Object.fromEntries(
          ['card_number', 'expiry', 'cvc', 'name'].map((k) => [k, { type: 'string' }]),
        ),
      },
      query: [],
      multipart: false,
    },
  );
  return ops;
}

/** Known-good bodies where a schema-shaped sample would stop at a domain rule before the database. */
const BASELINES: Record<string, () => unknown> = {
  'POST /api/v1/listings/': () => ({ listing: sampleListing() }),
};

const withPath = (path: string, segment: string) => path.replace(/\{[^}]+\}/g, segment);

function* requestsFor(op: Operation, random: Random, auth: Record<string, string>): Generator<InjectOptions> {
  const key = `${op.method} ${op.path}`;
  const url = withPath(op.path, op.path.includes('checkout') ? 'cs_sandbox_fuzz' : 'fuzz-id');
  const headerSets = [auth, {}, { authorization: 'Bearer not.a.token' }];
  const query = Object.fromEntries(op.query.map((q) => [q.name, String(sampleOf(q.schema, random))]));
  const send = (payload: unknown, headers: Record<string, string> = auth): InjectOptions => ({
    method: op.method as InjectOptions['method'],
    url,
    query,
    headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

  const baseline = BASELINES[key]?.() ?? (op.body ? sampleOf(op.body, random) : undefined);
  for (const headers of headerSets) yield send(baseline ?? (op.method === 'GET' ? undefined : {}), headers);

  if (op.body) {
    yield send({});
    // Top-level properties first, then nested ones (listing.address.city, photos[0].url, ...).
    const paths = propertyPaths(baseline);
    const topLevel = paths.filter((p) => p.length === 1);
    const nested = paths.filter((p) => p.length > 1);
    const chosen = [
      ...Array.from({ length: Math.min(PROPERTIES_PER_OPERATION, topLevel.length) }, () =>
        random.pick(topLevel),
      ),
      ...Array.from({ length: Math.min(PROPERTIES_PER_OPERATION, nested.length) }, () => random.pick(nested)),
    ];
    for (const path of chosen) {
      yield send(withValueAt(baseline, path, DROP));
      for (const value of HOSTILE_VALUES) yield send(withValueAt(baseline, path, value));
    }
    for (const value of HOSTILE_VALUES) yield send(value);
  }
  if (op.method !== 'GET') {
    for (const { contentType, body } of RAW_BODIES)
      yield {
        method: op.method as InjectOptions['method'],
        url,
        query,
        headers: { ...auth, ...(contentType ? { 'content-type': contentType } : {}) },
        payload: body,
      };
  }
  if (op.multipart) {
    const good = multipartFile(TINY_PNG);
    yield send(good.payload, { ...auth, ...good.headers });
    yield send(good.payload.subarray(0, good.payload.length - 20), { ...auth, ...good.headers });
    yield send(good.payload, { ...auth, 'content-type': 'multipart/form-data' });
    const wrongField = multipartFile(TINY_PNG, { field: 'photo' });
    yield send(wrongField.payload, { ...auth, ...wrongField.headers });
  }
  if (op.path.includes('{')) {
    for (const segment of HOSTILE_SEGMENTS)
      yield {
        method: op.method as InjectOptions['method'],
        url: withPath(op.path, segment),
        query,
        headers: auth,
      };
  }
  for (const q of op.query) {
    for (const segment of HOSTILE_SEGMENTS)
      yield {
        ...send(op.method === 'GET' ? undefined : {}),
        url: `${url}?${q.name}=${segment}&${q.name}=2`,
        query: undefined,
      };
    const { [q.name]: _missing, ...rest } = query;
    yield { ...send(op.method === 'GET' ? undefined : {}), query: rest };
  }
}

const describePayload = (payload: unknown) =>
  (typeof payload === 'object' && payload !== null && !Buffer.isBuffer(payload)
    ? JSON.stringify(payload)
    : String(payload ?? '')
  ).slice(0, 160);

/** Why an answer breaks the rules, or undefined when it keeps them. */
function problemWith(status: number, contentType: string, body: string): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return undefined;
  if (!contentType.startsWith('application/json')) return `error answer of type ${contentType}`;
  const parsed = JSON.parse(body) as { status?: unknown; message?: unknown };
  if (parsed.status !== 'error' || typeof parsed.message !== 'string' || parsed.message === '')
    return `error answer outside the envelope: ${body.slice(0, 200)}`;
  return undefined;
}

describe('fuzzing every OpenAPI operation', () => {
  it('never answers 5xx, and every error is the envelope', { timeout: 120_000 }, async () => {
    const random = seededRandom(SEED);
    const account = await createAccount(app, { trial: true });
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(30);
    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    let sent = 0;
    const started = performance.now();
    for (const op of ops) {
      for (const request of requestsFor(op, random, account.auth)) {
        const res = await app.inject(request);
        sent += 1;
        byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
        const problem = problemWith(res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
        if (problem && failures.length < 50)
          failures.push(`${op.method} ${request.url} ${describePayload(request.payload)}: ${problem}`);
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
    console.info(
      `fuzz: seed ${SEED}, ${ops.length} operations, ${sent} requests in ${seconds} s; ${statuses.join(' ')}`,
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    const fiveHundreds = [...byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    expect(fiveHundreds).toBe(0);
  });
});
