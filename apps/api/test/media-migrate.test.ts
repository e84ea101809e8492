import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '../src/media/local-media-store';
import { readMedia } from '../src/media/media-store';
import { migrateMedia } from '../src/media/migrate-media';
import { S3_PART_SIZE } from '../src/media/s3-media-store';
import { startS3StandIn } from './helpers/s3-stand-in';

/**
 * `npm run media:migrate` copies a store on disk into the bucket under the same keys, and can be run
 * again without harm: what is already there (same size and ETag) is skipped, a changed or new file
 * is copied, nothing is deleted.
 */
const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../src/cli/media-migrate.ts');
const dataDir = await mkdtemp(path.join(tmpdir(), 'pp-migrate-'));
const s3 = await startS3StandIn();
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});
const disk = createLocalMediaStore(path.join(dataDir, 'media'));

/** What a running deployment leaves on disk: photos, a resized copy, a card and a reel past one part. */
const files: Record<string, Buffer> = {
  'photos/u1/p1': randomBytes(300_000),
  'photos/u1/p2': randomBytes(2_000),
  'variants/u1/p1-480.webp': randomBytes(20_000),
  'og/u1/l1-0123456789abcdef.jpg': randomBytes(90_000),
  'reels/u1/r1-1.mp4': randomBytes(S3_PART_SIZE * 2 + 5),
};

const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, ...s3.env, DATA_DIR: dataDir, NODE_ENV: 'development' },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

describe('migrating the media store into a bucket', () => {
  it('copies every object byte for byte, then skips them all on a second run', async () => {
    for (const [key, bytes] of Object.entries(files)) await disk.put(key, bytes);
    const first = await migrateMedia(disk, s3.store);
    expect(first.copied.sort()).toEqual(Object.keys(files).sort());
    expect(first.skipped).toEqual([]);
    for (const [key, bytes] of Object.entries(files))
      expect((await readMedia(s3.store, key)).equals(bytes)).toBe(true);

    const again = await migrateMedia(disk, s3.store);
    expect(again.copied).toEqual([]);
    expect(again.skipped.sort()).toEqual(Object.keys(files).sort());
  });

  it('copies what changed or is new since, and deletes nothing in the bucket', async () => {
    await disk.put('photos/u1/p2', randomBytes(2_000)); // same size, other bytes: the ETag differs
    await disk.put('photos/u2/p3', randomBytes(10));
    await s3.store.put('photos/u9/only-in-bucket', Buffer.from('uploaded after the switch'));
    const report = await migrateMedia(disk, s3.store);
    expect(report.copied.sort()).toEqual(['photos/u1/p2', 'photos/u2/p3']);
    expect((await readMedia(s3.store, 'photos/u1/p2')).equals(await readMedia(disk, 'photos/u1/p2'))).toBe(
      true,
    );
    expect(await s3.keys('photos/u9/')).toEqual(['photos/u9/only-in-bucket']);
  });

  it('runs as `npm run media:migrate` with the server’s environment, and refuses without a bucket', async () => {
    await disk.put('photos/u3/p4', randomBytes(100));
    const res = await cli();
    expect(res).toEqual({ code: 0, out: expect.stringMatching(/^1 copied, 6 already in bucket pp-media/) });
    expect(await s3.keys('photos/u3/')).toEqual(['photos/u3/p4']);
    const refused = await run(process.execPath, ['--import', 'tsx', CLI], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', MEDIA_STORE: 'local' },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('MEDIA_STORE=s3') });
  });
});
