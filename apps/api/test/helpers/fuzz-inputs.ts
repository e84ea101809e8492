/**
 * Inputs for the OpenAPI fuzz test: a seeded random source, a value generator that follows a JSON
 * schema (so the baseline request gets past validation and reaches the domain), and the hostile
 * values and raw bodies each operation is sent.
 */

/** mulberry32: small, fast and fully determined by its seed, so a failure can be replayed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
export type Random = ReturnType<typeof seededRandom>;

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  $ref?: string;
}

/** A value that satisfies the schema as far as its shape goes (formats included). */
export function sampleOf(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return sampleOf(random.pick(union), random, depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, random, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {}))
        if (schema.required?.includes(key) || random.next() < 0.5)
          out[key] = sampleOf(inner, random, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sampleOf(schema.items, random, depth + 1),
      );
    case 'string':
      if (schema.format === 'email') return `fuzz${random.int(1e9)}@example.com`;
      if (schema.format === 'uri') return 'https://www.zillow.com/homedetails/1-Main-St/1_zpid/';
      if (schema.format === 'date-time') return new Date(0).toISOString();
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'Fuzz Value 1'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return 'fuzz';
  }
}

const HUGE = 'x'.repeat(200_000);

/** Values that must each be refused (or accepted) with a 4xx envelope, never a 5xx. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  0,
  -1,
  1e308,
  3.5,
  true,
  '',
  ' ',
  HUGE,
  'nul\u0000inside',
  'lone \ud800 surrogate',
  'low \udc00 first',
  '😀 emoji ok',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  [],
  [1, 'two', null],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__":{"polluted":true}}'),
];

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Raw bodies sent with their content type, whatever the operation expects. */
export const RAW_BODIES: readonly { contentType?: string; body: string | Buffer }[] = [
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: '{' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '"text"' },
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/json', body: '{"__proto__":{"polluted":true}}' },
  { contentType: 'application/json', body: '{"constructor":{"prototype":{"polluted":true}}}' },
  { contentType: 'application/json', body: deep(5_000) },
  { contentType: 'application/json', body: deepObject(5_000) },
  { contentType: 'application/json', body: '{"a":"\\u0000","b":"\\ud800"}' },
  { contentType: 'application/json', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { contentType: 'application/json; charset=utf-16', body: '{}' },
  { contentType: 'text/plain', body: 'hello' },
  { contentType: 'application/xml', body: '<a/>' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&a=2&b=%00' },
  { contentType: 'multipart/form-data', body: 'no boundary' },
  {
    contentType: 'multipart/form-data; boundary=zzz',
    body: '--zzz\r\nContent-Disposition: form-data; name="file"',
  },
  {
    contentType: 'multipart/form-data; boundary=zzz',
    body: '--zzz\r\nbroken header\r\n\r\nx\r\n--zzz--\r\n',
  },
  { contentType: 'application/octet-stream', body: Buffer.alloc(64, 0) },
  { contentType: 'totally/not a type', body: '{}' },
  { body: '{"no":"content-type"}' },
];

/** Path segments and query values, already percent-encoded as a client would send them. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  'x'.repeat(3_000),
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  '-1',
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  '%20',
];

export type ValuePath = (string | number)[];

/**
 * Every property path inside a sample body, nested objects and arrays included (the first item of
 * an array stands for the rest), so the fuzz test reaches fields such as `listing.address.city`
 * and not only the top-level keys.
 */
export function propertyPaths(value: unknown, prefix: ValuePath = [], depth = 0): ValuePath[] {
  if (depth > 6 || value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.length > 0
      ? [[0, value[0]]]
      : []
    : Object.entries(value);
  return entries.flatMap(([key, inner]) => {
    const path = [...prefix, key];
    return [path, ...propertyPaths(inner, path, depth + 1)];
  });
}

/** A deep copy of `value` with the property at `path` replaced (or, given `DROP`, removed). */
export const DROP = Symbol('drop');
export function withValueAt(value: unknown, path: ValuePath, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === DROP) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}
