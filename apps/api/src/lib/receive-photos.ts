import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PHOTO_SOURCE_KEY, REEL_LIMITS, REEL_MESSAGES } from '@pp/contract';
import type { FastifyRequest } from 'fastify';
import type { IncomingPhoto } from '../domain/media/upload-photos';
import { AppError, badRequest } from './errors';

/**
 * Reads a multipart upload of `photos` files (and optional `listing_id` and `source_keys` fields)
 * into a scratch folder, one file at a time, so memory stays flat whatever the request holds; each
 * file's SHA-256 is taken on the way. `source_keys` is a comma-separated list with one key per file,
 * in file order (an empty entry for a file without one). The caller removes the folder with
 * `cleanup()` whatever happens. Limits answer 413 (a file over 15 MB) or 400 (more than 20 files,
 * other fields, a bad key list).
 */
export async function receivePhotos(req: FastifyRequest) {
  if (!req.isMultipart()) throw badRequest(REEL_MESSAGES.onlyPhotos);
  const dir = await mkdtemp(path.join(tmpdir(), 'pp-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const photos: IncomingPhoto[] = [];
  let listingId: string | null = null;
  let sourceKeys: Array<string | null> | null = null;
  try {
    const parts = req.parts({
      limits: {
        fileSize: REEL_LIMITS.photoBytes,
        files: REEL_LIMITS.photos,
        fields: 2,
        parts: REEL_LIMITS.photos + 2,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw badRequest(REEL_MESSAGES.onlyPhotos);
        if (part.fieldname === 'listing_id') listingId = part.value.trim() || null;
        else if (part.fieldname === 'source_keys') sourceKeys = parseSourceKeys(part.value);
        else throw badRequest(REEL_MESSAGES.onlyPhotos);
        continue;
      }
      if (part.fieldname !== 'photos') throw badRequest(REEL_MESSAGES.onlyPhotos);
      const file = path.join(dir, String(photos.length));
      let bytes = 0;
      const hash = createHash('sha256');
      part.file.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      await pipeline(part.file, createWriteStream(file));
      if (part.file.truncated) throw new AppError(413, REEL_MESSAGES.photoTooLarge);
      photos.push({ file, bytes, sha256: hash.digest('hex'), sourceKey: null });
    }
    if (sourceKeys) {
      if (sourceKeys.length !== photos.length)
        throw badRequest(REEL_MESSAGES.sourceKeys, { source_keys: REEL_MESSAGES.sourceKeys });
      photos.forEach((p, i) => {
        p.sourceKey = sourceKeys?.[i] ?? null;
      });
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

/** One key or an empty entry per file; anything else is refused before a byte is stored. */
function parseSourceKeys(value: string): Array<string | null> {
  const keys = value.split(',').map((k) => k.trim());
  if (keys.length > REEL_LIMITS.photos || keys.some((k) => k !== '' && !PHOTO_SOURCE_KEY.test(k)))
    throw badRequest(REEL_MESSAGES.sourceKeys, { source_keys: REEL_MESSAGES.sourceKeys });
  return keys.map((k) => k || null);
}
