import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { REEL_LIMITS, REEL_MESSAGES } from '@pp/contract';
import type { FastifyRequest } from 'fastify';
import type { IncomingPhoto } from '../domain/media/upload-photos';
import { AppError, badRequest } from './errors';

const HEAD_BYTES = 32;

/**
 * Reads a multipart upload of `photos` files (and an optional `listing_id` field) into a scratch
 * folder, one file at a time, so memory stays flat whatever the request holds. The caller removes
 * the folder with `cleanup()` whatever happens. Limits answer 413 (a file over 15 MB) or 400 (more
 * than 20 files, other fields).
 */
export async function receivePhotos(req: FastifyRequest) {
  if (!req.isMultipart()) throw badRequest(REEL_MESSAGES.onlyPhotos);
  const dir = await mkdtemp(path.join(tmpdir(), 'pp-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const photos: IncomingPhoto[] = [];
  let listingId: string | null = null;
  try {
    const parts = req.parts({
      limits: {
        fileSize: REEL_LIMITS.photoBytes,
        files: REEL_LIMITS.photos,
        fields: 1,
        parts: REEL_LIMITS.photos + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'listing_id' || typeof part.value !== 'string')
          throw badRequest(REEL_MESSAGES.onlyPhotos);
        listingId = part.value.trim() || null;
        continue;
      }
      if (part.fieldname !== 'photos') throw badRequest(REEL_MESSAGES.onlyPhotos);
      const file = path.join(dir, String(photos.length));
      let bytes = 0;
      let head = Buffer.alloc(0);
      part.file.on('data', (chunk: Buffer) => {
        if (head.length < HEAD_BYTES)
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        bytes += chunk.length;
      });
      await pipeline(part.file, createWriteStream(file));
      if (part.file.truncated) throw new AppError(413, REEL_MESSAGES.photoTooLarge);
      photos.push({ file, bytes, head });
    }
  } catch (err) {
    await cleanup();
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, REEL_MESSAGES.photoTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest(REEL_MESSAGES.tooManyPhotos);
    if (code === 'FST_FIELDS_LIMIT') throw badRequest(REEL_MESSAGES.onlyPhotos);
    throw err;
  }
  return { photos, listingId, cleanup };
}
