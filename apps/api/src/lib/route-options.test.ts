import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context';
import { unauthorized } from './errors';
import { idParams, routeOptions } from './route-options';

/**
 * A bare server with the real rate limiter and a stand-in `authenticate` (a fixed token), so what is
 * checked is what routeOptions wires: the bearer check first, the limit, and the document's fields.
 */
const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
// RATE_LIMIT_SCALE 0.1: 'change-plan' (10 an hour) allows one request.
app.decorate('ctx', { env: { RATE_LIMIT_SCALE: 0.1 } } as AppContext);
app.decorateRequest('userId', '');
app.decorate('authenticate', async (req: FastifyRequest) => {
  if (req.headers.authorization !== 'Bearer good') throw unauthorized('Sign in first');
  req.userId = 'user-1';
});
await app.register(rateLimit, { global: false });
const registered = new Map<string, RouteOptions>();
app.addHook('onRoute', (route) => {
  if (route.method !== 'HEAD') registered.set(route.url, route);
});
let handled = 0;
await app.register(async (plugin) => {
  const { app: typed, authed, open } = routeOptions(plugin, ['things']);
  typed.get('/things/:id', authed({ summary: 'One thing', params: idParams }), async (req) => {
    handled++;
    return { id: req.params.id, user: req.userId };
  });
  typed.post('/things', authed({}, 'change-plan'), async () => ({ saved: true }));
  typed.get(
    '/public',
    open({ summary: 'Anyone' }, async (_req, reply) => {
      reply.header('x-pre-handler', 'ran');
    }),
    async () => ({ open: true }),
  );
  typed.get('/plain', open({}), async () => ({ plain: true }));
});
await app.ready();
afterAll(() => app.close());

const good = { authorization: 'Bearer good' };

describe('routeOptions', () => {
  it('authed: checks the bearer token before the handler and documents tags and bearer security', async () => {
    const refused = await app.inject({ method: 'GET', url: '/things/a1' });
    expect(refused.statusCode).toBe(401);
    expect(handled).toBe(0);
    const res = await app.inject({ method: 'GET', url: '/things/a1', headers: good });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'a1', user: 'user-1' });
    expect(registered.get('/things/:id')?.schema).toMatchObject({
      tags: ['things'],
      security: [{ bearer: [] }],
      summary: 'One thing',
    });
  });

  it('authed with a limit: the named per-user limit answers 429 with Retry-After once spent', async () => {
    expect((await app.inject({ method: 'POST', url: '/things', headers: good })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'POST', url: '/things', headers: good });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The limit counts after the bearer check: without a token it is still 401.
    expect((await app.inject({ method: 'POST', url: '/things' })).statusCode).toBe(401);
    expect(registered.get('/things')?.preHandler).toBeTypeOf('function');
    expect(registered.get('/things/:id')?.preHandler).toBeUndefined();
  });

  it('open: no bearer check, no security requirement, and its own pre-handler when given', async () => {
    const res = await app.inject({ method: 'GET', url: '/public' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pre-handler']).toBe('ran');
    expect(registered.get('/public')?.schema).toMatchObject({ tags: ['things'], summary: 'Anyone' });
    expect(registered.get('/public')?.schema).not.toHaveProperty('security');
    expect(registered.get('/public')?.onRequest).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/plain' })).json()).toEqual({ plain: true });
    expect(registered.get('/plain')?.preHandler).toBeUndefined();
  });

  it('idParams takes an id of up to 100 characters', async () => {
    const ok = await app.inject({ method: 'GET', url: `/things/${'x'.repeat(100)}`, headers: good });
    expect(ok.statusCode).toBe(200);
    // Fastify's router answers 414 for a longer path parameter before validation; the schema says the same.
    expect(idParams.safeParse({ id: 'x'.repeat(101) }).success).toBe(false);
  });
});
