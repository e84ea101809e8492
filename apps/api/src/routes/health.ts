import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  /** Liveness: the process answers. */
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  /** Readiness: the database answers too; a load balancer stops sending traffic otherwise. */
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'error', message: 'Database unavailable' });
    }
  });
}
