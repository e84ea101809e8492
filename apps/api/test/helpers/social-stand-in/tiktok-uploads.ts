import { createHash } from 'node:crypto';
import { json, newId } from './http';

interface InitBody {
  post_info?: {
    title?: string;
    privacy_level?: string;
    disable_comment?: boolean;
    disable_duet?: boolean;
    disable_stitch?: boolean;
    brand_organic_toggle?: boolean;
    brand_content_toggle?: boolean;
  };
  source_info?: {
    source?: string;
    video_size?: number;
    chunk_size?: number;
    total_chunk_count?: number;
    video_url?: string;
  };
}

/** One init: what it asked for, the bytes that arrived, and where it stands. */
export interface TikTokPublish {
  publish_id: string;
  creator: string;
  direct: boolean;
  post_info: InitBody['post_info'];
  total: number;
  chunk: number;
  count: number;
  received: Buffer;
  statusReads: number;
  /** PULL_FROM_URL: TikTok fetches video_url itself. */
  pull?: boolean;
  /** Once every byte arrived: the post's public id (public posts), and its SHA-256. */
  done?: { postId: string | null; sha256: string };
}

const MB = 1024 * 1024;

/**
 * The upload half of the stand-in, after the media transfer guide
 * (https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide): video/init and
 * inbox/video/init take source_info FILE_UPLOAD with video_size, chunk_size and
 * total_chunk_count = floor(video_size / chunk_size) and answer publish_id and upload_url; each PUT
 * carries `Content-Range: bytes first-last/total`, must start at the next byte of a chunk boundary
 * and be one chunk long (the last one takes the trailing bytes); 206 until the last, then 201.
 * status/fetch (https://developers.tiktok.com/doc/content-posting-api-reference-get-video-status)
 * answers PROCESSING_UPLOAD with uploaded_bytes until every byte arrived, then PROCESSING_DOWNLOAD
 * for `processingReads` reads, then PUBLISH_COMPLETE (direct; a public post gets
 * publicaly_available_post_id, TikTok's spelling) or SEND_TO_USER_INBOX, or FAILED with `failNext`.
 * PULL_FROM_URL (same guide, "Pull from URL") fetches source_info.video_url once, answering
 * PROCESSING_DOWNLOAD until it has the bytes and FAILED video_pull_failed when the address refuses.
 * Chunk sizes are not held to TikTok's 5 MB minimum so tests stay small (minChunkBytes).
 */
export function tiktokUploads(base: () => string) {
  const publishes = new Map<string, TikTokPublish>();
  const plans = {
    processingReads: 1,
    /** The next finished upload ends FAILED with this fail_reason. */
    failNext: null as string | null,
    /** Store the next chunk of this index, then answer only after holdMs (a lost answer). */
    holdChunk: null as { index: number; holdMs: number } | null,
    minChunkBytes: 1024,
    /** Called with each chunk's index once it is stored, before the answer (a test kills a worker there). */
    onChunk: null as ((index: number) => void) | null,
  };
  const chunks: Array<{ publish_id: string; first: number; last: number }> = [];
  /** Every PULL_FROM_URL download: the address and the status our server answered. */
  const pulled: Array<{ publish_id: string; url: string; status: number }> = [];

  function fileUploadOk(s: NonNullable<InitBody['source_info']>) {
    const total = Number(s.video_size);
    const chunk = Number(s.chunk_size);
    return (
      total > 0 &&
      chunk >= Math.min(total, plans.minChunkBytes) &&
      chunk <= 64 * MB &&
      s.total_chunk_count === Math.max(1, Math.floor(total / chunk))
    );
  }

  /** PULL_FROM_URL: TikTok downloads the video itself; a refused or unreachable URL ends FAILED. */
  async function pull(p: TikTokPublish, url: string) {
    const res = await fetch(url).catch(() => null);
    const bytes = res?.ok ? Buffer.from(await res.arrayBuffer()) : null;
    pulled.push({ publish_id: p.publish_id, url, status: res?.status ?? 0 });
    if (!bytes) return Object.assign(p, { failed: 'video_pull_failed' });
    p.total = bytes.length;
    p.received = bytes;
    p.done = { postId: null, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  function check(body: InitBody, direct: boolean, offered: string[]): string | null {
    const s = body.source_info;
    if (s?.source === 'PULL_FROM_URL') {
      if (!s.video_url?.startsWith('http')) return 'source_info.video_url is required for PULL_FROM_URL';
    } else if (s?.source !== 'FILE_UPLOAD') return 'source_info.source must be FILE_UPLOAD or PULL_FROM_URL';
    else if (!fileUploadOk(s)) return 'video_size, chunk_size or total_chunk_count out of range';
    if (direct) {
      const p = body.post_info;
      if (!p?.privacy_level || !offered.includes(p.privacy_level)) return 'privacy_level_option_mismatch';
      if ((p.title ?? '').length > 2200) return 'title too long';
      // Branded content cannot be private (content sharing guidelines, "Commercial content
      // disclosure": https://developers.tiktok.com/doc/content-sharing-guidelines); both toggles are
      // booleans of post_info (https://developers.tiktok.com/doc/content-posting-api-reference-direct-post).
      for (const k of ['brand_organic_toggle', 'brand_content_toggle'] as const)
        if (p[k] !== undefined && typeof p[k] !== 'boolean') return `post_info.${k} must be a boolean`;
      if (p.brand_content_toggle === true && p.privacy_level === 'SELF_ONLY')
        return 'branded content visibility cannot be set to private (SELF_ONLY)';
    } else if (body.post_info) return 'post_info is not taken by inbox/video/init';
    return null;
  }

  function init(creator: string, body: InitBody, direct: boolean) {
    const s = body.source_info!;
    const publish_id = `v_pub_file~v2-1.${newId(8)}`;
    publishes.set(publish_id, {
      publish_id,
      creator,
      direct,
      post_info: body.post_info,
      total: Number(s.video_size),
      chunk: Number(s.chunk_size),
      count: Number(s.total_chunk_count),
      received: Buffer.alloc(0),
      statusReads: 0,
    });
    if (s.source === 'PULL_FROM_URL') {
      const p = publishes.get(publish_id)!;
      p.pull = true;
      void pull(p, s.video_url!);
      return { publish_id };
    }
    return { publish_id, upload_url: `${base()}/upload/?upload_id=${publish_id}` };
  }

  async function put(req: Request, url: URL): Promise<Response> {
    const p = publishes.get(url.searchParams.get('upload_id') ?? '');
    if (!p) return json({ error: { code: 'invalid_upload_id', message: 'unknown upload' } }, 404);
    const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(req.headers.get('content-range') ?? '');
    const body = Buffer.from(await req.arrayBuffer());
    const [first, last, total] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [-1, -1, -1];
    const index = first / p.chunk;
    const lastIndex = p.count - 1;
    const end = index === lastIndex ? p.total - 1 : first + p.chunk - 1;
    if (
      !m ||
      total !== p.total ||
      last - first + 1 !== body.length ||
      !Number.isInteger(index) ||
      last !== end
    )
      return json(
        { error: { code: 'invalid_content_range', message: 'Content-Range does not match a chunk' } },
        400,
      );
    if (first !== p.received.length)
      return json(
        { error: { code: 'invalid_chunk_order', message: 'chunks must be uploaded in order' } },
        400,
      );
    chunks.push({ publish_id: p.publish_id, first, last });
    p.received = Buffer.concat([p.received, body]);
    if (p.received.length === p.total) {
      const pub = p.direct && p.post_info?.privacy_level === 'PUBLIC_TO_EVERYONE';
      p.done = {
        postId: pub ? String(7_300_000_000_000_000_000n + BigInt(publishes.size)) : null,
        sha256: createHash('sha256').update(p.received).digest('hex'),
      };
    }
    plans.onChunk?.(index);
    const hold = plans.holdChunk;
    if (hold && hold.index === index) {
      plans.holdChunk = null;
      await new Promise((r) => setTimeout(r, hold.holdMs));
    }
    return new Response(null, { status: p.done ? 201 : 206 });
  }

  function status(publishId: string) {
    const p = publishes.get(publishId);
    if (!p) return null;
    const early = (p as { failed?: string }).failed;
    if (!p.done && early) return { status: 'FAILED', fail_reason: early };
    if (!p.done && p.pull) return { status: 'PROCESSING_DOWNLOAD', downloaded_bytes: 0 };
    if (!p.done) return { status: 'PROCESSING_UPLOAD', uploaded_bytes: p.received.length };
    p.statusReads += 1;
    if (p.statusReads <= plans.processingReads)
      return { status: 'PROCESSING_DOWNLOAD', uploaded_bytes: p.total };
    if (plans.failNext && !('failed' in p)) {
      Object.assign(p, { failed: plans.failNext });
      plans.failNext = null;
    }
    const failed = (p as { failed?: string }).failed;
    if (failed) return { status: 'FAILED', fail_reason: failed, uploaded_bytes: p.total };
    if (!p.direct) return { status: 'SEND_TO_USER_INBOX', uploaded_bytes: p.total };
    return {
      status: 'PUBLISH_COMPLETE',
      publicaly_available_post_id: p.done.postId ? [p.done.postId] : [],
      uploaded_bytes: p.total,
    };
  }

  return { publishes, plans, chunks, pulled, check, init, put, status };
}
