import { setTimeout as sleep } from 'node:timers/promises';
import { videoProblem, X_VIDEO_LIMITS } from '@pp/contract';
import type { ServicesContext } from '../../app-context';
import { PermanentJobError } from '../../queue/job-queue';
import type { AccountAccess } from './account-access';
import { type PostInput, photoBytes } from './photo-bytes';
import { bodyOf, PlatformError, type ReadRefusal } from './platform-http';

/**
 * A reel as an X video, through the chunked media upload
 * (https://docs.x.com/x-api/media/quickstart/media-upload-chunked): INIT with media_type video/mp4,
 * media_category tweet_video and total_bytes; APPEND segments of at most 5 MB with segment_index
 * (https://developer.x.com/en/docs/twitter-api/v1/media/upload-media/api-reference/post-media-upload-append);
 * FINALIZE; then STATUS (https://docs.x.com/x-api/media/get-media-upload-status) while
 * processing_info.state is pending or in_progress, waiting check_after_secs each time. Only a
 * media id whose state is succeeded may be posted.
 */

/** 4 MiB segments: under X's 5 MB limit per APPEND, few requests for a reel. */
export const X_VIDEO_SEGMENT_BYTES = 4 * 1024 * 1024;
/** Processing longer than this is treated as a server failure: the queue tries the post again. */
const MAX_PROCESSING_MS = 10 * 60_000;

export type XCall = (
  ctx: ServicesContext,
  access: AccountAccess,
  path: string,
  init: RequestInit,
  what: string,
) => Promise<Response>;

const form = (fields: Record<string, string | Blob>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
};

/**
 * X answers a 429 with x-rate-limit-reset, the epoch second the window resets
 * (https://docs.x.com/fundamentals/rate-limits), not Retry-After.
 */
export const readXRefusal: ReadRefusal = ({ status, headers }, message, now) => {
  const reset = Number(headers.get('x-rate-limit-reset'));
  if (status !== 429 || !Number.isFinite(reset) || reset <= 0) return undefined;
  return new PlatformError(message, 'rate_limited', Math.max(1000, reset * 1000 - now.getTime()));
};

interface ProcessingInfo {
  state?: string;
  check_after_secs?: number;
  error?: { message?: string; name?: string };
}

const processingOf = async (res: Response) =>
  ((await bodyOf(res)).data as { processing_info?: ProcessingInfo } | undefined)?.processing_info;

/** The reel's bytes, refused in words before any upload when X would not take them. */
export async function xVideoBytes(ctx: ServicesContext, reel: NonNullable<PostInput['reel']>) {
  const bytes = await photoBytes(ctx, reel);
  const problem = videoProblem(X_VIDEO_LIMITS, { seconds: reel.duration_sec ?? 0, bytes: bytes.length });
  if (problem) throw new PermanentJobError(problem);
  return bytes;
}

/** Uploads the video and waits for X to process it; answers the media id to post. */
export async function uploadXVideo(
  ctx: ServicesContext,
  access: AccountAccess,
  call: XCall,
  bytes: Buffer,
): Promise<string> {
  const upload = (fields: Record<string, string | Blob>, what: string) =>
    call(ctx, access, '/2/media/upload', { method: 'POST', body: form(fields) }, what);
  const init = await bodyOf(
    await upload(
      {
        command: 'INIT',
        media_type: 'video/mp4',
        media_category: 'tweet_video',
        total_bytes: String(bytes.length),
      },
      'video INIT',
    ),
  );
  const mediaId = (init.data as { id?: string } | undefined)?.id;
  if (!mediaId) throw new PlatformError('X video INIT answered no id', 'server');
  for (let i = 0, at = 0; at < bytes.length; i++, at += X_VIDEO_SEGMENT_BYTES) {
    const segment = new Blob([new Uint8Array(bytes.subarray(at, at + X_VIDEO_SEGMENT_BYTES))], {
      type: 'video/mp4',
    });
    await upload(
      { command: 'APPEND', media_id: mediaId, segment_index: String(i), media: segment },
      'video APPEND',
    );
  }
  let info = await processingOf(await upload({ command: 'FINALIZE', media_id: mediaId }, 'video FINALIZE'));
  const started = Date.now();
  while (info && (info.state === 'pending' || info.state === 'in_progress')) {
    if (Date.now() - started > MAX_PROCESSING_MS)
      throw new PlatformError('X video: still processing after 10 minutes', 'server');
    await sleep(Math.max(1, info.check_after_secs ?? 1) * 1000);
    const query = new URLSearchParams({ command: 'STATUS', media_id: mediaId });
    info = await processingOf(await call(ctx, access, `/2/media/upload?${query}`, {}, 'video STATUS'));
  }
  if (info?.state === 'failed')
    throw new PermanentJobError(
      `X could not process the video: ${info.error?.message ?? info.error?.name ?? 'no reason given'}.`,
    );
  return mediaId;
}
