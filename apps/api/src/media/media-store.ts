import type { Readable } from 'node:stream';

/** A byte range, both ends included (as in HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Keys are our own ids joined by '/', never user text; anything else is refused. */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;

/** The key itself, or an error for one that is not ours (every store checks before touching it). */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`invalid media key ${key}`);
  return key;
}

/**
 * Where uploaded photos and rendered videos live, by key (`photos/<user>/<id>`, `reels/<user>/<id>.mp4`).
 * The API, the in-process runner and every worker use only these calls, so an object store
 * (S3, GCS, R2) plugs in as another implementation: `put` = PutObject (multipart upload for a
 * stream), `get` with a range = GetObject with `Range`, `stat` = HeadObject, `delete` = DeleteObject,
 * `list` = ListObjectsV2. Local disk (create-media-store.ts) is the default; s3-media-store.ts is the
 * object store.
 */
export interface MediaStore {
  /** Stores the bytes under `key` (replacing any), from a buffer or a file on local disk. */
  put(key: string, source: Buffer | { file: string }): Promise<void>;
  /** The bytes (or one range of them); throws if the key does not exist. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size of the stored object (and an object store's ETag), or null when there is none. */
  stat(key: string): Promise<{ bytes: number; etag?: string } | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A local file holding the object, for ffmpeg. The local store answers its own file; an object
   * store would download into `scratchDir` and answer that copy.
   */
  localFile(key: string, scratchDir: string): Promise<string>;
  /**
   * Every key that starts with `prefix` (`photos/<user>/`, `og/<user>/<listing>-`), in no set order:
   * what an account's deletion removes and what `npm run media:migrate` copies.
   */
  list(prefix: string): AsyncIterable<string>;
}

/** The whole object in memory: for photos (15 MB at most), never for videos. */
export async function readMedia(store: MediaStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
