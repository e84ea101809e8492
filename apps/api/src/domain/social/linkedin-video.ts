import { setTimeout as sleep } from 'node:timers/promises';
import { LINKEDIN_VIDEO_LIMITS, videoProblem } from '@pp/contract';
import type { ServicesContext } from '../../app-context';
import { PermanentJobError } from '../../queue/job-queue';
import type { AccountAccess } from './account-access';
import { type PostInput, photoBytes } from './photo-bytes';
import { bodyOf, callPlatform, PlatformError, postJson } from './platform-http';

/**
 * A reel as a LinkedIn video through the Videos API
 * (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/videos-api):
 * POST /rest/videos?action=initializeUpload with the owner and fileSizeBytes answers the video URN
 * and uploadInstructions (an upload URL per byte range, 4 MB parts); each part is PUT to its URL
 * and its ETag kept; POST action=finalizeUpload with the uploadToken and the ETags as
 * uploadedPartIds, in order; GET /rest/videos/{urn} until status AVAILABLE (PROCESSING_FAILED is
 * final). Only then is the post made with content.media.id = the video URN
 * (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api).
 */

export type LinkedInCall = (
  ctx: ServicesContext,
  access: AccountAccess,
  path: string,
  init: RequestInit,
  what: string,
) => Promise<Response>;

interface UploadInstruction {
  uploadUrl: string;
  firstByte: number;
  lastByte: number;
}

/** The reel's bytes, refused in words before any upload when LinkedIn would not take them. */
export async function linkedInVideoBytes(ctx: ServicesContext, reel: NonNullable<PostInput['reel']>) {
  const bytes = await photoBytes(ctx, reel);
  const problem = videoProblem(LINKEDIN_VIDEO_LIMITS, {
    seconds: reel.duration_sec ?? 0,
    bytes: bytes.length,
  });
  if (problem) throw new PermanentJobError(problem);
  return bytes;
}

/** Waits while LinkedIn processes the video (META_POLL_MS doubling, META_POLL_TRIES times, as Meta's). */
async function untilAvailable(ctx: ServicesContext, access: AccountAccess, call: LinkedInCall, urn: string) {
  let wait = ctx.env.META_POLL_MS;
  for (let i = 0; i < ctx.env.META_POLL_TRIES; i++) {
    const res = await call(ctx, access, `/rest/videos/${encodeURIComponent(urn)}`, {}, 'video status');
    const status = (await bodyOf(res)).status;
    if (status === 'AVAILABLE') return;
    if (status === 'PROCESSING_FAILED')
      throw new PermanentJobError(
        'LinkedIn could not process the video (PROCESSING_FAILED). Check the reel plays, or make it again.',
      );
    await sleep(wait);
    wait *= 2;
  }
  throw new PlatformError('LinkedIn video: still processing', 'server');
}

/** Uploads the video in LinkedIn's parts and waits until it is AVAILABLE; answers the video URN. */
export async function uploadLinkedInVideo(
  ctx: ServicesContext,
  access: AccountAccess,
  call: LinkedInCall,
  owner: string,
  bytes: Buffer,
): Promise<string> {
  const init = await bodyOf(
    await call(
      ctx,
      access,
      '/rest/videos?action=initializeUpload',
      postJson({
        initializeUploadRequest: {
          owner,
          fileSizeBytes: bytes.length,
          uploadCaptions: false,
          uploadThumbnail: false,
        },
      }),
      'video initializeUpload',
    ),
  );
  const value = init.value as
    | { video?: string; uploadToken?: string; uploadInstructions?: UploadInstruction[] }
    | undefined;
  if (!value?.video || !value.uploadInstructions?.length)
    throw new PlatformError('LinkedIn initializeUpload answered no upload instructions', 'server');
  const etags: string[] = [];
  for (const part of value.uploadInstructions) {
    const res = await callPlatform(
      ctx,
      part.uploadUrl,
      {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${access.accessToken}`,
          'content-type': 'application/octet-stream',
        },
        body: new Uint8Array(bytes.subarray(part.firstByte, part.lastByte + 1)),
      },
      'LinkedIn video part upload',
    );
    const etag = res.headers.get('etag');
    if (!etag) throw new PlatformError('LinkedIn video part upload answered no ETag', 'server');
    etags.push(etag);
  }
  await call(
    ctx,
    access,
    '/rest/videos?action=finalizeUpload',
    postJson({
      finalizeUploadRequest: {
        video: value.video,
        uploadToken: value.uploadToken ?? '',
        uploadedPartIds: etags,
      },
    }),
    'video finalizeUpload',
  );
  await untilAvailable(ctx, access, call, value.video);
  return value.video;
}
