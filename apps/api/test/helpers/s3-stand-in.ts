import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3_STAND_IN_ACCESS_KEY } from '../../src/config/media-env';
import { createS3MediaStore } from '../../src/media/s3-media-store';

/**
 * A local S3-compatible server for the tests: s3rver (npm), in this process on a free loopback port,
 * its objects in a folder of its own. It speaks the S3 REST API the store calls (Amazon S3 API
 * Reference, https://docs.aws.amazon.com/AmazonS3/latest/API/: PutObject, the multipart upload
 * calls, GetObject with Range, HeadObject, DeleteObject, ListObjectsV2) with SigV4 signatures and
 * path-style addresses, as MinIO and other compatible servers do. No real S3 server installs from
 * Debian or npm here (Debian has no MinIO; its rclone predates `rclone serve s3`).
 */
export async function startS3StandIn(bucket = 'pp-media') {
  const directory = await mkdtemp(path.join(tmpdir(), 'pp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  /** The environment that points a process's media store at this bucket. */
  const env = {
    MEDIA_STORE: 's3',
    MEDIA_S3_BUCKET: bucket,
    MEDIA_S3_ENDPOINT: endpoint,
    MEDIA_S3_REGION: 'us-east-1',
    MEDIA_S3_ACCESS_KEY_ID: S3_STAND_IN_ACCESS_KEY,
    MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_S3_FORCE_PATH_STYLE: 'true',
  };
  /** A store on the bucket, for a test to look inside it (what is there, what is gone). */
  const store = createS3MediaStore({
    bucket,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: S3_STAND_IN_ACCESS_KEY, secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
  /** Every key in the bucket under `prefix`, sorted. */
  const keys = async (prefix = '') => {
    const found: string[] = [];
    for await (const key of store.list(prefix)) found.push(key);
    return found.sort();
  };
  const close = async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  };
  return { endpoint, bucket, env, store, keys, close };
}
export type S3StandIn = Awaited<ReturnType<typeof startS3StandIn>>;
