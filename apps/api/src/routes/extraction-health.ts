import {
  EXTRACTION_HEALTH_MESSAGES,
  ZExtractionHealthQuerySchema,
  ZExtractionHealthResponseSchema,
  ZExtractionReportRequestSchema,
  ZExtractionReportResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { readExtractionHealth } from '../domain/extraction-health/read-extraction-health';
import { recordExtractionReport } from '../domain/extraction-health/record-extraction-report';
import { assertOperator } from '../domain/users/assert-operator';
import { ipAndUserLimits } from '../lib/rate-limits';
import { ok } from '../lib/reply';
import { routeOptions } from '../lib/route-options';

/**
 * Extraction health (issue 25): the extension's report of each read, added to daily counters, and
 * the operators' view of them. The strict request schema is what keeps anything personal out.
 */
export default async function extractionHealthRoutes(fastify: FastifyInstance) {
  const { app, authed } = routeOptions(fastify, ['extraction-health']);

  app.post(
    '/extraction-reports',
    {
      ...authed({
        summary:
          'Count one read of a listing page: the field names each reader layer found, the design fingerprint and the reader version (nothing of the listing or the agent)',
        body: ZExtractionReportRequestSchema,
        response: { 202: ZExtractionReportResponseSchema },
      }),
      preHandler: ipAndUserLimits(app, 'extraction-report'),
    },
    async (req, reply) => {
      await recordExtractionReport(app.ctx.db, req.body, app.ctx.now());
      return reply.code(202).send(ok(EXTRACTION_HEALTH_MESSAGES.recorded, null));
    },
  );

  app.get(
    '/operator/extraction-health',
    authed({
      summary:
        'Operators (support, admin): each source and field’s fill rate per day over the last N days, each design’s rate, and the drops and weak new designs flagged',
      querystring: ZExtractionHealthQuerySchema,
      response: { 200: ZExtractionHealthResponseSchema },
    }),
    async (req) => {
      await assertOperator(app.ctx.db, req.userId);
      return ok(
        EXTRACTION_HEALTH_MESSAGES.fetched,
        await readExtractionHealth(app.ctx.db, req.query.days, app.ctx.now()),
      );
    },
  );
}
