import {
  LISTING_COMPLIANCE_MESSAGES,
  ZAuditEventsResponseSchema,
  ZAuditExportQuerySchema,
  ZListingComplianceResponseSchema,
  ZRecordPermissionRequestSchema,
  ZUpdateListingClaimRequestSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { exportAuditEvents } from '../domain/audit/export-audit-events';
import { listAuditEvents } from '../domain/audit/list-audit-events';
import { getListingCompliance } from '../domain/listing-compliance/get-listing-compliance';
import { recordPermission } from '../domain/listing-compliance/record-permission';
import { updateListingClaim } from '../domain/listing-compliance/update-listing-claim';
import { getOwnListing } from '../domain/listings/find-listings';
import { getUser } from '../domain/users/find-user';
import { ok } from '../lib/reply';
import { idParams as params, routeOptions } from '../lib/route-options';

/**
 * Whose listing it is, the listing broker's permission (NAR SoP 12-4, 12-5, 12-7) and the audit
 * trail of public outputs with its export for a broker's review (issue 22). Registered at /api/v1.
 */
export default async function listingComplianceRoutes(fastify: FastifyInstance) {
  const { app, authed } = routeOptions(fastify, ['listings']);

  app.get(
    '/listings/:id/claim',
    authed({
      summary:
        '“Is this my listing?” (stored answer and default), side represented, permission, what is missing',
      params,
      response: { 200: ZListingComplianceResponseSchema },
    }),
    async (req) => {
      const user = await getUser(app.ctx.db, req.userId);
      const row = await getOwnListing(app.ctx.db, user.id, req.params.id);
      return ok(
        LISTING_COMPLIANCE_MESSAGES.claimFetched,
        await getListingCompliance(app.ctx.db, user, row, app.ctx.now()),
      );
    },
  );

  app.put(
    '/listings/:id/claim',
    authed({
      summary: 'Answer “Is this my listing?” and state the side represented (NAR SoP 12-7)',
      params,
      body: ZUpdateListingClaimRequestSchema,
      response: { 200: ZListingComplianceResponseSchema },
    }),
    async (req) =>
      ok(
        LISTING_COMPLIANCE_MESSAGES.claimSaved,
        await updateListingClaim(app.ctx, req.userId, req.params.id, req.body),
      ),
  );

  app.post(
    '/listings/:id/permission',
    authed({
      summary: 'Record the listing broker’s permission to advertise the listing, once (NAR SoP 12-4)',
      params,
      body: ZRecordPermissionRequestSchema,
      response: { 201: ZListingComplianceResponseSchema },
    }),
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            LISTING_COMPLIANCE_MESSAGES.permissionRecorded,
            await recordPermission(app.ctx, req.userId, req.params.id, req.body),
          ),
        ),
  );

  app.get(
    '/listings/:id/audit',
    authed({
      summary: 'The listing’s audit trail: every public output, oldest first',
      params,
      response: { 200: ZAuditEventsResponseSchema },
    }),
    async (req) => {
      const row = await getOwnListing(app.ctx.db, req.userId, req.params.id);
      const events = await listAuditEvents(app.ctx.db, req.userId, { listing_id: row.id });
      return ok(LISTING_COMPLIANCE_MESSAGES.auditFetched, { events });
    },
  );

  app.get(
    '/audit/export',
    authed({
      summary: 'The audit trail of one listing or of a range of days, as CSV or JSON',
      querystring: ZAuditExportQuerySchema,
      produces: ['text/csv', 'application/json'],
    }),
    async (req, reply) => {
      const { filename, type, body } = await exportAuditEvents(app.ctx.db, req.userId, req.query);
      return reply
        .type(type)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
