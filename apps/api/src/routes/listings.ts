import {
  LISTING_MESSAGES,
  type TListing,
  type TListingDetail,
  ZCreateListingRequestSchema,
  ZCreateListingResponseSchema,
  ZListingDetailResponseSchema,
  ZListingListResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { draftsForListing } from '../domain/listings/drafts-for-listing';
import { getOwnListing, listOwnListings } from '../domain/listings/find-listings';
import { type ListingRow, saveListing } from '../domain/listings/save-listing';
import { getUser } from '../domain/users/find-user';
import { ok, bearerSecurity as security } from '../lib/reply';

const tags = ['listings'];
const params = z.object({ id: z.string().max(100) });

const detail = (row: ListingRow, fullName: string): TListingDetail => {
  const listing = row.data as TListing;
  return {
    listing_id: row.id,
    listing,
    ...draftsForListing(listing, fullName),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
};

/** Listings the extension read in the user's browser (the server never fetches these sites). */
export default async function listingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.post(
    '/',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: ZCreateListingRequestSchema,
        response: { 201: ZCreateListingResponseSchema },
      },
    },
    async (req, reply) => {
      const user = await getUser(app.ctx.db, req.userId);
      const row = await saveListing(app.ctx, user.id, req.body.listing);
      return reply.code(201).send(ok(LISTING_MESSAGES.saved, detail(row, user.full_name)));
    },
  );

  app.get(
    '/',
    { ...auth, schema: { tags, security, response: { 200: ZListingListResponseSchema } } },
    async (req) => ok(LISTING_MESSAGES.listed, { listings: await listOwnListings(app.ctx.db, req.userId) }),
  );

  app.get(
    '/:id',
    { ...auth, schema: { tags, security, params, response: { 200: ZListingDetailResponseSchema } } },
    async (req) => {
      const user = await getUser(app.ctx.db, req.userId);
      const row = await getOwnListing(app.ctx.db, user.id, req.params.id);
      return ok(LISTING_MESSAGES.fetched, detail(row, user.full_name));
    },
  );
}
