import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, type MediaStore } from './media-store';

export interface S3MediaConfig {
  bucket: string;
  /** An S3-compatible server; unset for AWS S3. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's credential chain (instance role, environment, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

/**
 * A file is sent in parts of this size (multipart upload) when it is larger; a photo (15 MB at
 * most) usually goes in one PutObject. `npm run media:migrate` computes ETags with the same size.
 */
export const S3_PART_SIZE = 8 * 1024 * 1024;

/** Connections to the bucket one process opens at most (streams being served included). */
const MAX_SOCKETS = 512;

const isMissing = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function s3Client(config: S3MediaConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where the API requires them: compatible servers (and older MinIO) reject the
    // streaming CRC trailer the SDK adds by default since 2025, and S3 checks Content-MD5 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Each video being watched holds one connection to the bucket for as long as it streams; the
    // SDK's default of 50 sockets would make the 51st viewer wait for another to finish.
    requestHandler: {
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
}

/**
 * The media store in an S3 bucket: the same keys as on disk, so `npm run media:migrate` copies a
 * disk store over as it is. Reads stream from the bucket (GetObject with Range), and the API serves
 * them on its own signed addresses (docs/ARCHITECTURE.md, "Media storage").
 */
export function createS3MediaStore(config: S3MediaConfig, client = s3Client(config)): MediaStore {
  const Bucket = config.bucket;
  const object = (key: string) => ({ Bucket, Key: checkedKey(key) });
  return {
    async put(key, source) {
      if (Buffer.isBuffer(source)) {
        await client.send(new PutObjectCommand({ ...object(key), Body: source }));
        return;
      }
      // Multipart for a file past one part (a reel): nothing is held in memory beyond two parts,
      // and S3 shows the object only once the upload completes, as the disk's rename does.
      const upload = new Upload({
        client,
        params: { ...object(key), Body: createReadStream(source.file) },
        partSize: S3_PART_SIZE,
        queueSize: 2,
      });
      await upload.done();
    },
    async get(key, range) {
      const res = await client.send(
        new GetObjectCommand({ ...object(key), Range: range && `bytes=${range.start}-${range.end}` }),
      );
      return res.Body as Readable;
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand(object(key)));
        return { bytes: head.ContentLength ?? 0, etag: head.ETag };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      // DeleteObject answers 204 for a key that is not there, as the interface asks.
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async localFile(key, scratchDir) {
      // A name of its own in the caller's scratch folder, which the caller removes when done.
      const file = path.join(scratchDir, `${randomUUID()}-${path.posix.basename(key)}`);
      const res = await client.send(new GetObjectCommand(object(key)));
      await pipeline(res.Body as Readable, createWriteStream(file));
      return file;
    },
    async *list(prefix) {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix }))
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
    },
  };
}
