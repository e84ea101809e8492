import { createReadStream } from 'node:fs';
import {
  PHOTO_THUMBNAIL_WIDTH,
  REEL_MESSAGES,
  REEL_SIZES,
  REEL_TRACKS,
  reelSizeSlug,
  ZMediaPhotoResponseSchema,
  ZMediaPhotosResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getPhoto } from '../domain/media/find-photos';
import { photoSubject } from '../domain/media/photo-out';
import { uploadOriginal } from '../domain/media/upload-original';
import { uploadPhotos } from '../domain/media/upload-photos';
import { storedVariant } from '../domain/property-pages/page-photos';
import { findReelVideo } from '../domain/reels/find-reels';
import { reelSubject } from '../domain/reels/reel-out';
import { trackPreview } from '../domain/reels/render/music/library';
import { acceptUploads } from '../lib/accept-uploads';
import { AppError, notFound } from '../lib/errors';
import { receivePhotos } from '../lib/receive-photos';
import { ok } from '../lib/reply';
import { idParams as params, routeOptions } from '../lib/route-options';
import { sendMedia } from '../media/send-media';

const signed = z.object({
  sig: z.string().max(100).optional(),
  exp: z.string().max(20).optional(),
  download: z.enum(['1']).optional(),
  /** A photo's small copy (PHOTO_THUMBNAIL_WIDTH wide, WebP) instead of the original. */
  w: z.enum([String(PHOTO_THUMBNAIL_WIDTH)]).optional(),
  /** A reel's feed size ("4x5", "1x1") instead of its 9:16 master. */
  size: z.enum(REEL_SIZES.map(reelSizeSlug) as [string, ...string[]]).optional(),
});

/**
 * Photos uploaded for reels and the rendered videos. Reading is by signed address only (an <img>
 * or <video> cannot send the bearer token); the API hands those addresses to the owner alone.
 */
export default async function mediaRoutes(fastify: FastifyInstance) {
  await acceptUploads(fastify);
  const { app, authed, open } = routeOptions(fastify, ['media']);

  /** 404 for a wrong signature (nothing to learn), 403 for a genuine address past its time. */
  const checkSignature = (subject: string, query: z.infer<typeof signed>) => {
    const verdict = app.ctx.signer.check(subject, query.sig, query.exp, app.ctx.now());
    if (verdict === 'invalid') throw notFound('Not found');
    if (verdict === 'expired') throw new AppError(403, REEL_MESSAGES.expiredLink);
  };

  app.post(
    '/photos',
    authed(
      {
        summary: `Upload photos for a listing or for reels: multipart "photos" files (JPEG, PNG or WebP by content, at most 15 MB each, 20 per request), an optional "listing_id" and "source_keys"; answers one photo per file, in file order, naming the listing's photo already there for a repeat`,
        consumes: ['multipart/form-data'],
        response: { 201: ZMediaPhotosResponseSchema },
      },
      // Each request may hold 300 MB: enough for an agent's listings, not for filling the disk.
      'media-photos',
    ),
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

  app.post(
    '/photos/:id/original',
    authed(
      {
        summary:
          'Keep the unaltered original beside an altered photo (California B&P Code §10140.8): one multipart "photos" file, checked like any photo; the photo is marked altered and points at it (a second upload replaces it)',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: ZMediaPhotoResponseSchema },
      },
      'media-photos',
    ),
    async (req, reply) => {
      const received = await receivePhotos(req);
      try {
        const photo = await uploadOriginal(app.ctx, req.userId, req.params.id, received.photos);
        return reply.code(201).send(ok(REEL_MESSAGES.originalUploaded, photo));
      } finally {
        await received.cleanup();
      }
    },
  );

  /**
   * A GET by signed address: checks the signature of `subject(id)`, then streams what `find` names
   * (404 when it is gone).
   */
  const signedGet = (
    path: string,
    summary: string,
    subject: (id: string) => string,
    find: (
      id: string,
      query: z.infer<typeof signed>,
    ) => Promise<{ key: string; mime: string; downloadName?: string } | undefined>,
    missing: string,
  ) =>
    app.get(path, open({ summary, params, querystring: signed }), async (req, reply) => {
      checkSignature(subject(req.params.id), req.query);
      const media = await find(req.params.id, req.query);
      const sent = media && (await sendMedia(reply, app.ctx.media, { ...media, range: req.headers.range }));
      if (!sent) throw notFound(missing);
      return reply;
    });

  signedGet(
    '/photos/:id',
    'An uploaded photo (signed address; w=480 for its small WebP copy)',
    photoSubject,
    async (id, query) => {
      const photo = await getPhoto(app.ctx.db, id);
      if (!photo || !query.w) return photo && { key: photo.storage_key, mime: photo.mime };
      const source = { id: photo.id, key: photo.storage_key, user: photo.user_id };
      return storedVariant(app.ctx, source, PHOTO_THUMBNAIL_WIDTH, 'webp');
    },
    REEL_MESSAGES.photoNotFound,
  );

  signedGet(
    '/reels/:id/video',
    'A rendered reel (signed address; HTTP Range; download=1 for an attachment; size=4x5|1x1 for a feed size)',
    reelSubject,
    async (id, query) => {
      const reel = await findReelVideo(app.ctx.db, id, query.size);
      return (
        reel && {
          key: reel.key,
          mime: 'video/mp4',
          downloadName: query.download ? reel.downloadName : undefined,
        }
      );
    },
    REEL_MESSAGES.notFound,
  );

  signedGet(
    '/reels/:id/poster',
    "A rendered reel's poster frame: a JPEG of the video's size (signed address)",
    reelSubject,
    async (id) => {
      const reel = await findReelVideo(app.ctx.db, id);
      return reel?.posterKey ? { key: reel.posterKey, mime: 'image/jpeg' } : undefined;
    },
    REEL_MESSAGES.notFound,
  );

  // The tracks are generated by the API and not private: no sign-in, so an <audio> can play them.
  app.get(
    '/reel-tracks/:track/preview',
    open({
      summary: 'A 12 s preview of a reel music track (AAC in MP4); synthesised once, then cached',
      params: z.object({ track: z.enum(REEL_TRACKS) }),
    }),
    async (req, reply) => {
      const path = await trackPreview(req.params.track);
      return reply
        .header('content-type', 'audio/mp4')
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(path));
    },
  );
}
