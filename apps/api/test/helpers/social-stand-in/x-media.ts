import { createHash } from 'node:crypto';
import { json, newId } from './http';

/**
 * X's chunked media upload on /2/media/upload, for photos (tweet_image) and videos (tweet_video),
 * as documented: https://docs.x.com/x-api/media/quickstart/media-upload-chunked (INIT, APPEND,
 * FINALIZE, STATUS), https://docs.x.com/x-api/media/initialize-media-upload (media_category,
 * media_type, total_bytes up to 536870912 for video), the APPEND reference (each segment at most
 * 5 MB: https://developer.x.com/en/docs/twitter-api/v1/media/upload-media/api-reference/post-media-upload-append)
 * and STATUS (https://docs.x.com/x-api/media/get-media-upload-status: processing_info.state goes
 * pending -> in_progress -> succeeded | failed, with check_after_secs; a media id may be posted
 * only once succeeded). Photos: JPEG, PNG, WebP or GIF of at most 5 MB in the tweet_image category
 * (https://docs.x.com/x-api/media/quickstart/best-practices: "Image size <= 5 MB"), and a media id
 * is usable by the account that uploaded it. Errors are RFC 7807 problem bodies, as X's v2 answers them.
 */

export interface XUpload {
  id: string;
  /** The account that uploaded it (only it may post the media). */
  owner: string;
  category: string;
  mime: string;
  total: number;
  segments: Map<number, Buffer>;
  /** Segment indexes in the order they arrived. */
  order: number[];
  finalized: boolean;
  /** Videos: the STATUS answers still to give before succeeded (or failed). */
  processing: Array<'pending' | 'in_progress'>;
  state: 'pending' | 'in_progress' | 'succeeded' | 'failed' | null;
  failure?: string;
  /** The assembled bytes once finalized. */
  bytes?: Buffer;
  sha256?: string;
}

const SEGMENT_MAX = 5 * 1024 * 1024;
const VIDEO_MAX = 536_870_912;
const IMAGE_MAX = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

const problem = (detail: string, status = 400) =>
  json({ title: 'Invalid Request', detail, type: 'about:blank', status }, status);

export function xMedia() {
  const uploads = new Map<string, XUpload>();
  /** Plans for the next videos: how many STATUS polls they stay processing, or a failure reason. */
  const videoPlans: Array<{ polls?: number; fail?: string }> = [];
  /** Called with each stored APPEND's segment index (a test kills a worker there). */
  const hooks: { onAppend: ((index: number) => void) | null } = { onAppend: null };

  const info = (u: XUpload) =>
    u.state ? { processing_info: { state: u.state, check_after_secs: 1, progress_percent: 0 } } : {};

  async function post(form: FormData, owner: string): Promise<Response> {
    const command = form.get('command');
    if (command === 'INIT') {
      const total = Number(form.get('total_bytes'));
      const mime = String(form.get('media_type'));
      const category = String(form.get('media_category') ?? '');
      const video = mime === 'video/mp4' && category === 'tweet_video';
      const image = IMAGE_TYPES.includes(mime) && category === 'tweet_image';
      if (!(video || image) || !(total > 0)) return problem('media_type/category');
      if (video && total > VIDEO_MAX) return problem('total_bytes over the video limit');
      if (image && total > IMAGE_MAX) return problem('total_bytes over the image limit');
      const id = newId(8);
      uploads.set(id, {
        id,
        owner,
        category,
        mime,
        total,
        segments: new Map(),
        order: [],
        finalized: false,
        processing: [],
        state: null,
      });
      return json({ data: { id, media_key: `3_${id}`, expires_after_secs: 86400 } }, 202);
    }
    const upload = uploads.get(String(form.get('media_id')));
    if (!upload || upload.owner !== owner) return problem('unknown media_id');
    if (command === 'APPEND') {
      const chunk = form.get('media');
      const index = Number(form.get('segment_index'));
      if (!(chunk instanceof Blob) || !Number.isInteger(index) || index < 0 || index > 999)
        return problem('media and segment_index are required');
      if (chunk.size > SEGMENT_MAX) return problem('segment over 5 MB');
      upload.segments.set(index, Buffer.from(await chunk.arrayBuffer()));
      upload.order.push(index);
      hooks.onAppend?.(index);
      return new Response(null, { status: 204 });
    }
    if (command === 'FINALIZE') {
      const indexes = [...upload.segments.keys()].sort((a, b) => a - b);
      if (indexes.some((n, i) => n !== i)) return problem('segments missing');
      const bytes = Buffer.concat(indexes.map((i) => upload.segments.get(i)!));
      if (bytes.length !== upload.total) return problem('size mismatch');
      upload.finalized = true;
      upload.bytes = bytes;
      upload.sha256 = createHash('sha256').update(bytes).digest('hex');
      if (upload.category === 'tweet_video') {
        const plan = videoPlans.shift() ?? {};
        upload.processing = Array.from({ length: plan.polls ?? 2 }, (_, i) =>
          i === 0 ? 'pending' : 'in_progress',
        );
        upload.failure = plan.fail;
        upload.state = upload.processing.shift() ?? (plan.fail ? 'failed' : 'succeeded');
      }
      return json({
        data: { id: upload.id, media_key: `3_${upload.id}`, size: bytes.length, ...info(upload) },
      });
    }
    return problem('unknown command');
  }

  function status(url: URL): Response {
    const upload = uploads.get(url.searchParams.get('media_id') ?? '');
    if (url.searchParams.get('command') !== 'STATUS' || !upload?.finalized)
      return problem('unknown media_id');
    if (upload.state === 'pending' || upload.state === 'in_progress')
      upload.state = upload.processing.shift() ?? (upload.failure ? 'failed' : 'succeeded');
    const body = info(upload) as { processing_info?: Record<string, unknown> };
    if (upload.state === 'failed' && body.processing_info)
      body.processing_info.error = { code: 1, name: 'InvalidMedia', message: upload.failure };
    return json({ data: { id: upload.id, media_key: `3_${upload.id}`, ...body } });
  }

  /** A media id the author's post may carry: their own, finalized, and for a video, processed. */
  const postable = (id: string, author: string) => {
    const u = uploads.get(id);
    return !!u?.finalized && u.owner === author && (u.category !== 'tweet_video' || u.state === 'succeeded');
  };

  /**
   * Why these media ids cannot go on one post, or null: up to 4 photos, or one video, never both
   * (https://docs.x.com/x-api/posts/create-post: media.media_ids, 1 to 4 items).
   */
  const refusal = (ids: string[], author: string) => {
    if (ids.length > 4) return 'at most 4 media';
    if (ids.some((id) => !postable(id, author))) return 'unknown media';
    const videos = ids.filter((id) => uploads.get(id)?.category === 'tweet_video').length;
    if (videos > 0 && ids.length > 1) return 'a video goes alone';
    if (new Set(ids).size !== ids.length) return 'the same media twice';
    return null;
  };

  /** The assembled bytes' SHA-256 of each media id, in the order given (what a test compares). */
  const shas = (ids: string[]) => ids.map((id) => uploads.get(id)?.sha256 ?? null);

  return { uploads, videoPlans, hooks, post, status, postable, refusal, shas };
}
