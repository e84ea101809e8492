import {
  LISTING_MESSAGES,
  type PostLanguage,
  REEL_MESSAGES,
  STALE_OUTPUT_MESSAGES,
  type TListing,
  type TListingDetail,
  WORKSPACE_MESSAGES,
  ZCreateListingRequestSchema,
  ZCreateListingResponseSchema,
  ZListingActivityResponseSchema,
  ZListingDetailResponseSchema,
  ZListingDraftsQuerySchema,
  ZListingListResponseSchema,
  ZListingsQuerySchema,
  ZMediaPhotosResponseSchema,
  ZMessageOnlySchema,
  ZStaleOutputsResponseSchema,
  ZUpdateListingFactsRequestSchema,
  ZUpdateListingFactsResponseSchema,
  ZUpdateListingPhotoRequestSchema,
  ZUpdatePropertyPageRequestSchema,
  ZUpdatePropertyPageResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deleteListing } from '../domain/listings/delete-listing';
import { type DraftsAgent, draftsForListing } from '../domain/listings/drafts-for-listing';
import { exportLeadsCsv } from '../domain/listings/export-leads-csv';
import { getOwnListing, listOwnListings, pageInfo } from '../domain/listings/find-listings';
import { listingActivity } from '../domain/listings/listing-activity';
import { type ChangeRow, changeOut, type ListingRow, saveListing } from '../domain/listings/save-listing';
import { setListingFacts } from '../domain/listings/set-listing-facts';
import { setPagePublished } from '../domain/listings/set-page-published';
import { updateListingPhoto } from '../domain/listings/update-listing-photo';
import { listListingPhotos } from '../domain/media/find-photos';
import { listStaleOutputs } from '../domain/stale-outputs/find-stale-outputs';
import { getUser } from '../domain/users/find-user';
import { ok } from '../lib/reply';
import { idParams as params, routeOptions } from '../lib/route-options';

export default async function listingRoutes(fastify: FastifyInstance) {
  const { app, authed } = routeOptions(fastify, ['listings']);

  const detail = (
    row: ListingRow,
    user: DraftsAgent,
    extra: { change: ChangeRow | null; promotedBefore: boolean },
    language: PostLanguage,
  ): TListingDetail => {
    const listing = row.data as TListing;
    const page = pageInfo(app.ctx.env.APP_URL, row);
    return {
      listing_id: row.id,
      listing,
      // Posts link to the property page while it is published, else to the listing's own page.
      ...draftsForListing(listing, user, row.is_mine, page.published ? page.url : null, language),
      page,
      change: extra.change ? changeOut(extra.change) : null,
      promoted_before: extra.promotedBefore,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  };

  /** Listings the extension read in the user's browser (the server never fetches these sites). */
  app.post(
    '/',
    authed({
      summary: 'Save a listing read by the extension; answers drafts and the change since the previous save',
      body: ZCreateListingRequestSchema,
      response: { 201: ZCreateListingResponseSchema },
    }),
    async (req, reply) => {
      const user = await getUser(app.ctx.db, req.userId);
      const saved = await saveListing(app.ctx, user.id, req.body.listing);
      // The drafts' language: the one the request asks for, else the profile's default (issue 26).
      const language = req.body.language ?? user.default_language;
      return reply.code(201).send(ok(LISTING_MESSAGES.saved, detail(saved.row, user, saved, language)));
    },
  );

  app.get(
    '/',
    authed({
      summary: 'One page of the user’s listings: search the address (q), filter by source and status',
      querystring: ZListingsQuerySchema,
      response: { 200: ZListingListResponseSchema },
    }),
    async (req) => ok(LISTING_MESSAGES.listed, await listOwnListings(app.ctx, req.userId, req.query)),
  );

  app.get(
    '/:id',
    authed({
      params,
      querystring: ZListingDraftsQuerySchema,
      response: { 200: ZListingDetailResponseSchema },
    }),
    async (req) => {
      const user = await getUser(app.ctx.db, req.userId);
      const row = await getOwnListing(app.ctx.db, user.id, req.params.id);
      const language = req.query.language ?? user.default_language;
      return ok(
        LISTING_MESSAGES.fetched,
        detail(row, user, { change: null, promotedBefore: false }, language),
      );
    },
  );

  app.get(
    '/:id/activity',
    authed({
      summary: 'The listing’s posts, reels, history, clicks and leads',
      params,
      response: { 200: ZListingActivityResponseSchema },
    }),
    async (req) => ok(WORKSPACE_MESSAGES.activity, await listingActivity(app.ctx, req.userId, req.params.id)),
  );

  app.put(
    '/:id/facts',
    authed({
      summary:
        'Set the listing’s price and/or status (the property page shows them; earlier posts stating the old ones become stale)',
      params,
      body: ZUpdateListingFactsRequestSchema,
      response: { 200: ZUpdateListingFactsResponseSchema },
    }),
    async (req) =>
      ok(
        STALE_OUTPUT_MESSAGES.factsUpdated,
        await setListingFacts(app.ctx, req.userId, req.params.id, req.body),
      ),
  );

  app.get(
    '/:id/stale-outputs',
    authed({
      summary: 'The listing’s outputs that state an old price or status, with the one action each',
      params,
      response: { 200: ZStaleOutputsResponseSchema },
    }),
    async (req) => {
      const row = await getOwnListing(app.ctx.db, req.userId, req.params.id);
      return ok(STALE_OUTPUT_MESSAGES.listed, await listStaleOutputs(app.ctx.db, req.userId, row.id));
    },
  );

  app.put(
    '/:id/page',
    authed({
      summary: 'Publish or unpublish the listing’s property page',
      params,
      body: ZUpdatePropertyPageRequestSchema,
      response: { 200: ZUpdatePropertyPageResponseSchema },
    }),
    async (req) =>
      ok(
        WORKSPACE_MESSAGES.pageUpdated,
        await setPagePublished(app.ctx, req.userId, req.params.id, req.body.published),
      ),
  );

  app.get(
    '/:id/leads.csv',
    authed({ summary: 'The listing’s leads as CSV', params, produces: ['text/csv'] }),
    async (req, reply) => {
      const { filename, csv } = await exportLeadsCsv(app.ctx, req.userId, req.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.delete(
    '/:id',
    authed({
      summary: 'Delete the listing with its property page (410 from then on), photos, posts and leads',
      params,
      response: { 200: ZMessageOnlySchema },
    }),
    async (req) => {
      await deleteListing(app.ctx, req.userId, req.params.id, req.log);
      return ok(WORKSPACE_MESSAGES.deleted, null);
    },
  );

  app.get(
    '/:id/photos',
    authed({
      params,
      summary: 'Photos uploaded for this listing (for reels), with signed addresses',
      response: { 200: ZMediaPhotosResponseSchema },
    }),
    async (req) =>
      ok(REEL_MESSAGES.photosListed, { photos: await listListingPhotos(app.ctx, req.userId, req.params.id) }),
  );

  app.put(
    '/:id/photos/:photoId',
    authed({
      summary:
        'Label one of the listing’s photos as digitally altered (California AB 723), or not, and/or move it (position 0: the cover)',
      params: params.extend({ photoId: z.string().max(100) }),
      body: ZUpdateListingPhotoRequestSchema,
      response: { 200: ZMessageOnlySchema },
    }),
    async (req) => {
      await updateListingPhoto(app.ctx, req.userId, req.params.id, req.params.photoId, req.body);
      return ok(LISTING_MESSAGES.photoUpdated, null);
    },
  );
}
