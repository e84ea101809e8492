import { REEL_MESSAGES, ZMediaPhotosResponseSchema } from '@pp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPhoto } from '../domain/media/find-photos';
import { photoSubject } from '../domain/media/photo-out';
import { uploadPhotos } from '../domain/media/upload-photos';
import { findReelVideo } from '../domain/reels/find-reels';
import { reelSubject } from '../domain/reels/reel-out';
import { AppError, notFound } from '../lib/errors';
import { userLimit } from '../lib/rate-limits';
import { receivePhotos } from '../lib/receive-photos';
import { ok, bearerSecurity as security } from '../lib/reply';
import { sendMedia } from '../media/send-media';

const tags = ['media'];
const signed = z.object({
  sig: z.string().max(100).optional(),
  exp: z.string().max(20).optional(),
  download: z.enum(['1']).optional(),
});
const params = z.object({ id: z.string().max(100) });

/**
 * Photos uploaded for reels and the rendered videos. Reading is by signed address only (an <img>
 * or <video> cannot send the bearer token); the API hands those addresses to the owner alone.
 */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** 404 for a wrong signature (nothing to learn), 403 for a genuine address past its time. */
  const checkSignature = (subject: string, query: z.infer<typeof signed>) => {
    const verdict = app.ctx.signer.check(subject, query.sig, query.exp, app.ctx.now());
    if (verdict === 'invalid') throw notFound('Not found');
    if (verdict === 'expired') throw new AppError(403, REEL_MESSAGES.expiredLink);
  };

  app.post(
    '/photos',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: `Upload photos for a listing or for reels: multipart "photos" files (JPEG, PNG or WebP by content, at most 15 MB each, 20 per request), an optional "listing_id" and "source_keys"; answers one photo per file, in file order, naming the listing's photo already there for a repeat`,
        consumes: ['multipart/form-data'],
        response: { 201: ZMediaPhotosResponseSchema },
      },
      // Each request may hold 300 MB: enough for an agent's listings, not for filling the disk.
      preHandler: userLimit(app, 'media-photos'),
    },
    async (req, reply) => {
      const received = await receivePhotos(req);
      try {
        const photos = await uploadPhotos(app.ctx, req.userId, received.photos, received.listingId);
        return reply.code(201).send(ok(REEL_MESSAGES.photosUploaded, { photos }));
      } finally {
        await received.cleanup();
      }
    },
  );

  type Signed = {
    params: z.infer<typeof params>;
    query: z.infer<typeof signed>;
    headers: { range?: string };
  };
  /** Checks the signature, then streams what `find` names (404 when it is gone). */
  const serveSigned = async (
    req: Signed,
    reply: FastifyReply,
    subject: string,
    find: () => Promise<{ key: string; mime: string; downloadName?: string } | undefined>,
    missing: string,
  ) => {
    checkSignature(subject, req.query);
    const media = await find();
    const sent = media && (await sendMedia(reply, app.ctx.media, { ...media, range: req.headers.range }));
    if (!sent) throw notFound(missing);
    return sent;
  };

  app.get(
    '/photos/:id',
    { schema: { tags, summary: 'An uploaded photo (signed address)', params, querystring: signed } },
    (req, reply) =>
      serveSigned(
        req,
        reply,
        photoSubject(req.params.id),
        async () => {
          const photo = await getPhoto(app.ctx.db, req.params.id);
          return photo && { key: photo.storage_key, mime: photo.mime };
        },
        REEL_MESSAGES.photoNotFound,
      ),
  );

  app.get(
    '/reels/:id/video',
    {
      schema: {
        tags,
        summary: 'A rendered reel (signed address; HTTP Range; download=1 for an attachment)',
        params,
        querystring: signed,
      },
    },
    (req, reply) =>
      serveSigned(
        req,
        reply,
        reelSubject(req.params.id),
        async () => {
          const reel = await findReelVideo(app.ctx.db, req.params.id);
          const downloadName = req.query.download ? `reel-${reel?.platform}-${Date.now()}.mp4` : undefined;
          return reel && { key: reel.key, mime: 'video/mp4', downloadName };
        },
        REEL_MESSAGES.notFound,
      ),
  );
}
