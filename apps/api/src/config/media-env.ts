import { z } from 'zod';

/**
 * Where media lives (issue 28): `local` (DATA_DIR/media, the default, what `npm start` uses on one
 * machine) or `s3`, any S3-compatible bucket, which every API process and worker reads and writes
 * alike, so processes on machines with no shared disk see the same photos and reels.
 */
export const mediaEnvFields = {
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  MEDIA_S3_BUCKET: z.string().min(3).max(63).optional(),
  /** An S3-compatible server (MinIO, R2, Spaces…); unset means AWS S3 itself, by region. */
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset (both) means the SDK's own credential chain: an instance role, AWS_PROFILE… */
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `bucket` in the path rather than the host name: what most compatible servers need. */
  MEDIA_S3_FORCE_PATH_STYLE: z.stringbool().default(false),
};

const ZMediaEnv = z.object(mediaEnvFields);
type MediaEnv = z.infer<typeof ZMediaEnv> & { NODE_ENV: string };

/** The access key id of the test stand-in (s3rver's own default), never a real account's. */
export const S3_STAND_IN_ACCESS_KEY = 'S3RVER';

/** What a bucket configuration lacks (any environment): the media store refuses to start without it. */
export function mediaStoreGaps(env: MediaEnv): string[] {
  if (env.MEDIA_STORE !== 's3') return [];
  const gaps: string[] = [];
  if (!env.MEDIA_S3_BUCKET) gaps.push('MEDIA_S3_BUCKET is required with MEDIA_STORE=s3');
  if (Boolean(env.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(env.MEDIA_S3_SECRET_ACCESS_KEY))
    gaps.push('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY are required together (or none)');
  return gaps;
}

/**
 * Production's reasons to refuse the media store: its gaps, and a bucket that is not a real one:
 * a plain-http endpoint (a local stand-in) or the stand-in's key.
 */
export function mediaStoreProblems(env: MediaEnv): string[] {
  if (env.MEDIA_STORE !== 's3') return [];
  const problems = mediaStoreGaps(env);
  if (env.MEDIA_S3_ENDPOINT && !env.MEDIA_S3_ENDPOINT.startsWith('https://'))
    problems.push('MEDIA_S3_ENDPOINT must be an https address (a local stand-in is for tests)');
  if (env.MEDIA_S3_ACCESS_KEY_ID === S3_STAND_IN_ACCESS_KEY)
    problems.push('MEDIA_S3_ACCESS_KEY_ID is the test stand-in key (a local stand-in is for tests)');
  return problems;
}
