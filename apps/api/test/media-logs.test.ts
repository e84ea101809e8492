import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { reels } from '../src/db/schema';
import { reelSubject } from '../src/domain/reels/reel-out';
import { createAccount } from './helpers/accounts';
import { jpegPhoto, uploadListingPhotos } from './helpers/listing-photos';
import { startS3StandIn } from './helpers/s3-stand-in';
import { sampleListing } from './helpers/sample-listing';
import { openTestDatabase } from './helpers/test-database';

/**
 * A server at log level info whose lines this file reads (as monitoring would), once on each media
 * store: the disk and an S3-compatible bucket (issue 28) answer the same Range semantics.
 */
const database = await openTestDatabase();
const s3 = await startS3StandIn();
async function serve(storeEnv: Record<string, string>) {
  const lines: Array<{ level: number; msg?: string }> = [];
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: `/tmp/pp-test-${process.pid}`,
    RATE_LIMIT_SCALE: '100',
    ...storeEnv,
  });
  const app: App = await buildApp(env, {
    database,
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, lines, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
const servers = [
  ['the local disk', await serve({})],
  ['an S3 bucket', await serve(s3.env)],
] as const;
afterAll(async () => {
  for (const [, server] of servers) await server.app.close();
  await s3.close();
  await database.close();
});

/** A GET over a real socket: status, headers and body length; `abortAfter` bytes cuts it short. */
const getFrom = (base: string, url: string, headers: Record<string, string> = {}, abortAfter?: number) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
    const req = http.get(base + url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (abortAfter !== undefined && bytes >= abortAfter) {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes });
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
    });
    req.on('error', (err) => (abortAfter === undefined ? reject(err) : undefined));
  });

const settle = () => new Promise((r) => setTimeout(r, 300));

/** Waits (up to 10 s, however loaded the machine) until the server has logged `msg`. */
async function logged(lines: Array<{ msg?: string }>, msg: string) {
  const deadline = Date.now() + 10_000;
  while (!lines.some((l) => l.msg === msg)) {
    if (Date.now() > deadline) throw new Error(`the server never logged "${msg}"`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function signedMedia(app: App) {
  const account = await createAccount(app);
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/listings',
    headers: account.auth,
    payload: { listing: sampleListing({ source_id: `media-logs-${randomUUID()}` }) },
  });
  const listingId = created.json().data.listing_id as string;
  const [photo] = await uploadListingPhotos(app, account, listingId, [await jpegPhoto(1200, 900)]);
  // A rendered reel, as the worker leaves it: a row marked success and its video in the store.
  const reelId = randomUUID();
  const key = `reels/${account.userId}/${reelId}.mp4`;
  const video = Buffer.alloc(4 * 1024 * 1024, 7);
  await app.ctx.media.put(key, video);
  await database.db.insert(reels).values({
    id: reelId,
    user_id: account.userId,
    from_platform: 'zillow',
    status: 'success',
    video_path: key,
  });
  const videoUrl = `/api/v1/media/reels/${reelId}/video?${app.ctx.signer.query(reelSubject(reelId), new Date())}`;
  return { photoUrl: photo!.url, videoUrl, videoBytes: video.length, key };
}

describe.each(servers)('signed media requests on %s', (store, { app, lines, base }) => {
  const get = (url: string, headers: Record<string, string> = {}, abortAfter?: number) =>
    getFrom(base, url, headers, abortAfter);
  const errorLines = () => lines.filter((l) => l.level >= 50);

  it('log nothing at error level for answers that succeeded, ranges and aborted streams included', async () => {
    const { photoUrl, videoUrl, videoBytes, key } = await signedMedia(app);
    lines.length = 0;
    expect((await get(photoUrl)).status).toBe(200);
    const full = await get(videoUrl);
    expect([full.status, full.bytes]).toEqual([200, videoBytes]);
    const part = await get(videoUrl, { range: 'bytes=0-1023' });
    expect([part.status, part.bytes, part.headers['content-range']]).toEqual([
      206,
      1024,
      `bytes 0-1023/${videoBytes}`,
    ]);
    // The viewer seeks away: the browser drops the rest of the stream.
    const aborted = await get(videoUrl, { range: 'bytes=0-' }, 64 * 1024);
    expect(aborted.status).toBe(206);
    // The server has seen the abort (a fixed sleep alone could end first on a loaded machine), and
    // whatever it logs about it next has had time to come.
    await logged(lines, 'stream closed prematurely');
    await settle();
    expect(lines.some((l) => l.msg === 'request completed')).toBe(true);
    expect(errorLines()).toEqual([]);
    // The bucket's answers came from the bucket, not from a disk beside it.
    const inBucket = (await s3.keys(key)).length === 1;
    expect(inBucket).toBe(store === 'an S3 bucket');
  });

  it('ignore a Range they cannot parse (RFC 9110 §14.2): 200 with the whole body; 416 only past the end', async () => {
    const { videoUrl, videoBytes } = await signedMedia(app);
    for (const range of ['bytes=abc', 'items=0-9', 'bytes=5-4', 'bytes=-']) {
      const res = await get(videoUrl, { range });
      expect([range, res.status, res.bytes]).toEqual([range, 200, videoBytes]);
    }
    expect((await get(videoUrl, { range: `bytes=${videoBytes}-` })).status).toBe(416);
  });
});
