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
        summary:
          'Readiness: the database answers, and Redis too when REDIS_URL is set (503 otherwise, and from SIGTERM on); cached ~1 s',
        response: { 200: ZProbeSchema, 503: ZProbeSchema },
      },
    },
    async (_req, reply) => {
      const answer = await app.ctx.readiness.check();
      if (answer.ok) return { status: 'ok' as const };
      return reply.status(503).send({ status: 'error' as const, message: answer.message });
    },
  );
}
