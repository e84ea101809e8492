import path from 'node:path';
import type { Env } from '../config/env';
import { mediaStoreGaps } from '../config/media-env';
import { createLocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { createS3MediaStore, type S3MediaConfig } from './s3-media-store';

/** The bucket of MEDIA_STORE=s3; a half-set one stops the process at start, in any environment. */
export function s3MediaConfig(env: Env): S3MediaConfig {
  const gaps = mediaStoreGaps(env);
  if (gaps.length > 0) throw new Error(`Invalid media store:\n${gaps.map((g) => `  - ${g}`).join('\n')}`);
  const { MEDIA_S3_ACCESS_KEY_ID: accessKeyId, MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.MEDIA_S3_BUCKET ?? '',
    endpoint: env.MEDIA_S3_ENDPOINT,
    region: env.MEDIA_S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
  };
}

/** Files under DATA_DIR/media: the default, and the store `npm start` uses. */
export const localMediaStore = (dataDir: string) => createLocalMediaStore(path.join(dataDir, 'media'));

/** The store MEDIA_STORE names: the local disk by default, or an S3-compatible bucket. */
export function createMediaStore(env: Env): MediaStore {
  return env.MEDIA_STORE === 's3' ? createS3MediaStore(s3MediaConfig(env)) : localMediaStore(env.dataDir);
}
