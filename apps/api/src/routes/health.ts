import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZProbeSchema = z.object({ status: z.enum(['ok', 'error']), message: z.string().optional() });
const tags = ['health'];

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    { schema: { tags, summary: 'Liveness: the process answers', response: { 200: ZProbeSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers, and Redis too when REDIS_URL is set (503 otherwise)',
        response: { 200: ZProbeSchema, 503: ZProbeSchema },
      },
    },
    async (_req, reply) => {
      const notReady = (message: string) => reply.status(503).send({ status: 'error' as const, message });
      try {
        await app.ctx.db.execute(sql`select 1`);
      } catch (err) {
        app.log.warn({ err }, 'readiness check failed: database');
        return notReady('Database unavailable');
      }
      try {
        await app.ctx.redis?.ping();
      } catch (err) {
        app.log.warn({ err }, 'readiness check failed: redis');
        return notReady('Redis unavailable');
      }
      return { status: 'ok' as const };
    },
  );
}
