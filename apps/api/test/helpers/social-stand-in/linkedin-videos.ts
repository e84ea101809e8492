import { createHash } from 'node:crypto';
import { json, newId } from './http';

/**
 * LinkedIn's Videos API, as documented at
 * https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/videos-api:
 * `POST /rest/videos?action=initializeUpload` ({ initializeUploadRequest: { owner, fileSizeBytes,
 * uploadCaptions, uploadThumbnail } }) answers the video URN, an uploadToken and uploadInstructions
 * (one upload URL per byte range, 4 MB parts); each part is PUT and answered with an ETag;
 * `POST /rest/videos?action=finalizeUpload` ({ finalizeUploadRequest: { video, uploadToken,
 * uploadedPartIds } }) takes the ETags in part order; `GET /rest/videos/{urn}` answers status
 * PROCESSING, then AVAILABLE (or PROCESSING_FAILED). Refusals are { message, status } bodies.
 */

export interface LinkedInVideo {
  urn: string;
  owner: string;
  size: number;
  parts: Array<{ firstByte: number; lastByte: number; etag: string; bytes?: Buffer }>;
  /** Part indexes in the order their PUTs arrived. */
  putOrder: number[];
  uploadToken: string;
  status: 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';
  /** GETs still to answer PROCESSING before the final status. */
  pollsLeft: number;
  failAtEnd: boolean;
  sha256?: string;
}

const refuse = (message: string, status = 400) => json({ message, status }, status);

export function linkedInVideos(options: { partBytes: number }) {
  const videos = new Map<string, LinkedInVideo>();
  /** Plans for the next finalized videos: GETs answered PROCESSING, then AVAILABLE or a failure. */
  const plans: Array<{ polls?: number; fail?: boolean }> = [];

  function initialize(body: unknown, member: string, base: string): Response {
    const request = (body as { initializeUploadRequest?: { owner?: string; fileSizeBytes?: number } })
      .initializeUploadRequest;
    if (request?.owner !== `urn:li:person:${member}`)
      return refuse(
        'Accessing this video resource is forbidden. Please check your permissions for this resource',
        403,
      );
    const size = Number(request.fileSizeBytes);
    if (!Number.isInteger(size) || size < 75 * 1024 || size > 500 * 1024 * 1024)
      return refuse('fileSizeBytes must be between 75 KB and 500 MB', 400);
    const id = newId(8);
    const urn = `urn:li:video:${id}`;
    const parts: LinkedInVideo['parts'] = [];
    for (let first = 0; first < size; first += options.partBytes)
      parts.push({ firstByte: first, lastByte: Math.min(size, first + options.partBytes) - 1, etag: '' });
    const video: LinkedInVideo = {
      urn,
      owner: member,
      size,
      parts,
      putOrder: [],
      uploadToken: parts.length > 1 ? `token-${newId(6)}` : '',
      status: 'WAITING_UPLOAD',
      pollsLeft: 0,
      failAtEnd: false,
    };
    videos.set(urn, video);
    return json({
      value: {
        uploadUrlsExpireAt: Date.now() + 3600_000,
        video: urn,
        uploadInstructions: parts.map((p, i) => ({
          uploadUrl: `${base}/video-upload/${id}/${i}`,
          firstByte: p.firstByte,
          lastByte: p.lastByte,
        })),
        uploadToken: video.uploadToken,
      },
    });
  }

  async function putPart(id: string, index: number, req: Request): Promise<Response> {
    const video = videos.get(`urn:li:video:${id}`);
    const part = video?.parts[index];
    if (!video || !part) return refuse('unknown upload', 404);
    const bytes = Buffer.from(await req.arrayBuffer());
    if (bytes.length !== part.lastByte - part.firstByte + 1)
      return refuse('part length does not match its range');
    part.bytes = bytes;
    part.etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
    video.putOrder.push(index);
    return new Response(null, { status: 200, headers: { etag: part.etag } });
  }

  function finalize(body: unknown, member: string): Response {
    const request = (
      body as { finalizeUploadRequest?: { video?: string; uploadToken?: string; uploadedPartIds?: string[] } }
    ).finalizeUploadRequest;
    const video = videos.get(request?.video ?? '');
    if (!video || video.owner !== member) return refuse('unknown video', 404);
    if ((request?.uploadToken ?? '') !== video.uploadToken) return refuse('uploadToken does not match');
    const ids = request?.uploadedPartIds ?? [];
    if (ids.length !== video.parts.length || video.parts.some((p, i) => !p.bytes || p.etag !== ids[i]))
      return refuse('uploadedPartIds must be every part ETag, in order');
    const whole = Buffer.concat(video.parts.map((p) => p.bytes!));
    if (whole.length !== video.size) return refuse('uploaded size does not match fileSizeBytes');
    video.sha256 = createHash('sha256').update(whole).digest('hex');
    const plan = plans.shift() ?? {};
    video.pollsLeft = plan.polls ?? 1;
    video.failAtEnd = plan.fail ?? false;
    video.status = 'PROCESSING';
    return new Response(null, { status: 200 });
  }

  function get(urn: string, member: string): Response {
    const video = videos.get(urn);
    if (!video || video.owner !== member) return refuse('Not found', 404);
    if (video.status === 'PROCESSING') {
      if (video.pollsLeft > 0) video.pollsLeft--;
      else video.status = video.failAtEnd ? 'PROCESSING_FAILED' : 'AVAILABLE';
    }
    return json({ id: video.urn, owner: `urn:li:person:${video.owner}`, status: video.status });
  }

  return { videos, plans, initialize, putPart, finalize, get };
}
