import path from 'node:path';
import { loadEnv } from '../config/env';
import { createMediaStore } from '../media/create-media-store';
import { createLocalMediaStore } from '../media/local-media-store';
import { migrateMedia } from '../media/migrate-media';

/**
 * `npm run media:migrate [-- <folder>]`: copies the media store on disk (DATA_DIR/media, or the
 * folder given) into the bucket that MEDIA_STORE=s3 and MEDIA_S3_* name, under the same keys. Run
 * it before switching the servers over, and once more after (uploads made in between): objects
 * already in the bucket with the same size and ETag are skipped, and nothing is deleted anywhere.
 */
async function main(args: string[]): Promise<number> {
  const env = loadEnv(process.env);
  if (env.MEDIA_STORE !== 's3') {
    console.error(
      'Set MEDIA_STORE=s3 and MEDIA_S3_* to the bucket to copy into (see README, "Media storage").',
    );
    return 2;
  }
  const folder = path.resolve(args[0] ?? path.join(env.dataDir, 'media'));
  const report = await migrateMedia(createLocalMediaStore(folder), createMediaStore(env));
  process.stdout.write(
    `${report.copied.length} copied, ${report.skipped.length} already in bucket ${env.MEDIA_S3_BUCKET} (from ${folder}).\n`,
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
