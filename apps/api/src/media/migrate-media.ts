import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import type { MediaStore } from './media-store';
import { S3_PART_SIZE } from './s3-media-store';

/** Objects copied at once: enough to hide a bucket's latency, few enough for a small machine. */
const AT_ONCE = 4;

/**
 * The ETags a bucket may give the file once uploaded: its MD5 (one PutObject; also what servers
 * that do not follow S3's multipart rule give), or S3's multipart ETag for parts of S3_PART_SIZE,
 * the MD5 of the parts' MD5s and `-<parts>` (what s3-media-store.ts's multipart upload leaves).
 */
export async function expectedEtags(file: string): Promise<string[]> {
  const whole = createHash('md5');
  const partDigests: Buffer[] = [];
  let part = createHash('md5');
  let inPart = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    whole.update(chunk);
    for (let at = 0; at < chunk.length; ) {
      const take = Math.min(S3_PART_SIZE - inPart, chunk.length - at);
      part.update(chunk.subarray(at, at + take));
      inPart += take;
      at += take;
      if (inPart === S3_PART_SIZE) {
        partDigests.push(part.digest());
        part = createHash('md5');
        inPart = 0;
      }
    }
  }
  if (inPart > 0) partDigests.push(part.digest());
  const multipart = `${createHash('md5').update(Buffer.concat(partDigests)).digest('hex')}-${partDigests.length}`;
  return [whole.digest('hex'), multipart];
}

export interface MigrationReport {
  copied: string[];
  /** Already in the bucket with the same size and ETag. */
  skipped: string[];
}

/** Whether `to` already holds the very bytes of `file` under `key`. */
async function alreadyThere(to: MediaStore, key: string, file: string, bytes: number): Promise<boolean> {
  const there = await to.stat(key);
  if (!there || there.bytes !== bytes || !there.etag) return false;
  return (await expectedEtags(file)).includes(there.etag.replaceAll('"', ''));
}

/**
 * Copies every object of a store on disk into another (a bucket) under the same key. Idempotent:
 * an object already there with the same size and ETag is skipped, so a run cut short (or a second
 * run after new uploads) copies only what is missing or different, and nothing is ever deleted.
 */
export async function migrateMedia(from: MediaStore, to: MediaStore): Promise<MigrationReport> {
  const keys: string[] = [];
  for await (const key of from.list('')) keys.push(key);
  keys.sort();
  const report: MigrationReport = { copied: [], skipped: [] };
  let next = 0;
  const copyNext = async (): Promise<void> => {
    const key = keys[next++];
    if (key === undefined) return;
    // The disk store answers its own file: nothing is copied to the scratch folder.
    const file = await from.localFile(key, tmpdir());
    const bytes = (await from.stat(key))?.bytes ?? 0;
    if (await alreadyThere(to, key, file, bytes)) report.skipped.push(key);
    else {
      await to.put(key, { file });
      report.copied.push(key);
    }
    return copyNext();
  };
  await Promise.all(Array.from({ length: AT_ONCE }, copyNext));
  return report;
}
