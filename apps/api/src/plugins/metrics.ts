import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors';
import { httpDuration } from '../observability/metrics';
import { metricsAccess, metricsPage } from '../observability/metrics-page';
import { sourcesRegistry } from '../observability/metrics-sources';
import { routeOf } from './request-context';

/**
 * `GET /metrics` (Prometheus text format) for this process, behind METRICS_TOKEN; every answer is
 * timed by route pattern, method and status. Without a token the page does not exist (the same 404
 * as any unknown path).
 */
async function metrics(app: FastifyInstance) {
  const sources = sourcesRegistry({
    queues: app.ctx.jobs,
    db: app.ctx.db,
    redis: { api: app.ctx.redis },
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) };
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const access = metricsAccess(app.ctx.env.METRICS_TOKEN, request.headers.authorization);
    if (access === 'off') return reply.callNotFound();
    if (access === 'denied') throw unauthorized('A valid metrics token is required');
    const page = await metricsPage(sources);
    return reply.header('cache-control', 'no-store').type(page.contentType).send(page.body);
  });
}

export default fp(metrics, { name: 'metrics' });
