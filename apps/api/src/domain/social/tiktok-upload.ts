import type { ServicesContext } from '../../app-context';
import { callPlatform } from './platform-http';
import { readTikTokRefusal } from './tiktok-api';

/** What a post's row keeps (sealed) of its TikTok upload, so a later try resumes or looks it up. */
export interface TikTokSession {
  publish_id: string;
  /** Empty when TikTok pulls the video from our signed address (PULL_FROM_URL). */
  upload_url: string;
  chunk: number;
  total: number;
  /** The creator's username, for the post's link once it is public. */
  username: string;
  /** A photo post (content/init): nothing uploaded, and its link is /photo/<id>. */
  photo?: boolean;
}

/**
 * The byte ranges of the media transfer guide
 * (https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide): floor(total / chunk)
 * chunks of `chunk` bytes, the last one taking the trailing bytes too.
 */
export function chunkRanges(total: number, chunk: number): Array<[number, number]> {
  const count = Math.max(1, Math.floor(total / chunk));
  return Array.from({ length: count }, (_, i) => [
    i * chunk,
    i === count - 1 ? total - 1 : (i + 1) * chunk - 1,
  ]);
}

/**
 * PUTs the chunks in order to the upload URL (pre-signed: no bearer token), each with its
 * Content-Range; TikTok answers 206 until the last and 201 then. `from` (the bytes TikTok already
 * has) skips the chunks it holds, so a resumed upload starts at the first chunk it lacks.
 */
export async function uploadChunks(
  ctx: ServicesContext,
  session: TikTokSession,
  bytes: Buffer,
  from: number,
): Promise<void> {
  for (const [first, last] of chunkRanges(session.total, session.chunk)) {
    if (last < from) continue;
    await callPlatform(
      ctx,
      session.upload_url,
      {
        method: 'PUT',
        headers: {
          'content-type': 'video/mp4',
          'content-range': `bytes ${first}-${last}/${session.total}`,
        },
        // A copy as a plain Uint8Array: fetch's BodyInit does not take Node's Buffer type.
        body: new Uint8Array(bytes.subarray(first, last + 1)),
      },
      'TikTok upload',
      readTikTokRefusal,
    );
  }
}
