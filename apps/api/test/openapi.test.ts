import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from './helpers/test-app';

const { app, closeDatabase } = await createTestApp();

/** Every route the server answers, as "METHOD /path" with OpenAPI's {param} syntax, read from the router tree. */
function registeredRoutes(): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (.+?) \(([A-Z, ]+)\)$/u);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/\/+$/, '') || '/';
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return [...new Set(routes)];
}

describe('OpenAPI document at /api/docs/json', () => {
  it('is OpenAPI 3 and lists every API route and probe the server answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\/+$/, '') || '/'}`),
    );
    const served = registeredRoutes().filter((r) => / \/api\/v1\/|\/healthz|\/readyz/.test(r));
    expect(served.length).toBeGreaterThan(15);
    expect(served.filter((r) => !documented.includes(r))).toEqual([]);
  });

  it('describes the account routes with their request schemas, messages and bearer security', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const register = doc.paths['/api/v1/auth/register'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties).sort()).toEqual(
      ['email', 'name', 'password', 'phoneNumber', 'username'].sort(),
    );
    expect(register.responses['201']).toBeDefined();
    expect(doc.paths['/api/v1/users/me'].get.security).toEqual([{ bearer: [] }]);
    const multipart = (path: string) =>
      doc.paths[path].post.requestBody.content['multipart/form-data'].schema;
    for (const path of ['/api/v1/users/profile-photo/upload', '/api/v1/users/logo/upload']) {
      expect(multipart(path)).toMatchObject({
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      });
    }
    expect(multipart('/api/v1/media/photos')).toMatchObject({
      required: ['photos'],
      properties: { photos: { type: 'array', items: { type: 'string', format: 'binary' } } },
    });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('docs page at /api/docs', () => {
  it('loads only same-origin scripts and styles, which the security policy allows', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    // No inline script: a CSP without 'unsafe-inline' would block it.
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css|png))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset.startsWith('http')).toBe(false);
      const file = await app.inject({ method: 'GET', url: new URL(asset, 'http://x/api/docs/').pathname });
      expect(file.statusCode, asset).toBe(200);
    }
    const init = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('json');
  });
});

describe('probes', () => {
  it('/healthz and /readyz answer ok while the database answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});

describe('every answer carries a request id', () => {
  it('generates one, and takes no client’s id unless a trusted proxy sent it (TRUST_PROXY)', async () => {
    const generated = await app.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // This app trusts no proxy: a client's id is replaced (logging.test.ts echoes a proxy's).
    const sent = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(sent.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.headers['x-request-id']).not.toBe(generated.headers['x-request-id']);
  });
});

// Last in the file: it takes the database away from this file's app.
describe('readiness during a database outage', () => {
  it('/readyz answers 503 once the database is gone, while /healthz still answers', async () => {
    await closeDatabase();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // The probe's answer is cached about a second, so the outage shows within two; the deadline
    // (which costs time only on failure) is wider, for a loaded machine.
    const ready = await vi.waitFor(
      async () => {
        const res = await app.inject({ method: 'GET', url: '/readyz' });
        expect(res.statusCode).toBe(503);
        return res;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(ready.json()).toEqual({ status: 'error', message: 'Database unavailable' });
  });
});
