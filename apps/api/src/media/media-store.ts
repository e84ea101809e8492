import type { Readable } from 'node:stream';

/** A byte range, both ends included (as in HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded photos and rendered videos live, by key (`photos/<user>/<id>`, `reels/<user>/<id>.mp4`).
 * The API, the in-process runner and every worker use only these calls, so an object store
 * (S3, GCS, R2) plugs in as another implementation: `put` = PutObject (multipart upload for a
 * stream), `get` with a range = GetObject with `Range`, `stat` = HeadObject, `delete` = DeleteObject.
 */
export interface MediaStore {
  /** Stores the bytes under `key` (replacing any), from a buffer or a file on local disk. */
  put(key: string, source: Buffer | { file: string }): Promise<void>;
  /** The bytes (or one range of them); throws if the key does not exist. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size of the stored object, or null when there is none. */
  stat(key: string): Promise<{ bytes: number } | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A local file holding the object, for ffmpeg. The local store answers its own file; an object
   * store would download into `scratchDir` and answer that copy.
   */
  localFile(key: string, scratchDir: string): Promise<string>;
}
