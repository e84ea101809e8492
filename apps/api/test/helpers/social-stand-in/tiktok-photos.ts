import { createHash } from 'node:crypto';
import { newId } from './http';

interface PhotoInitBody {
  post_info?: {
    title?: unknown;
    description?: unknown;
    privacy_level?: unknown;
    disable_comment?: unknown;
    auto_add_music?: unknown;
    brand_content_toggle?: unknown;
    brand_organic_toggle?: unknown;
  };
  source_info?: { source?: unknown; photo_cover_index?: unknown; photo_images?: unknown };
  post_mode?: unknown;
  media_type?: unknown;
}

/** One photo TikTok pulled: the address, our server's answer, its type and SHA-256. */
export interface PulledPhoto {
  url: string;
  status: number;
  mime: string;
  sha256: string | null;
}

/** One content/init of a photo post: what it carried and what TikTok fetched. */
export interface TikTokPhotoPost {
  publish_id: string;
  creator: string;
  direct: boolean;
  post_info: NonNullable<PhotoInitBody['post_info']>;
  cover: number;
  urls: string[];
  /** Filled as the photos are fetched, in order. */
  pulled: PulledPhoto[];
  statusReads: number;
  failed?: string;
  postId?: string | null;
}

const TAKES = ['image/jpeg', 'image/webp'];
const isBool = (v: unknown) => v === undefined || typeof v === 'boolean';

/**
 * The photo half of the stand-in, from https://developers.tiktok.com/doc/content-posting-api-reference-photo-post:
 * POST /v2/post/publish/content/init/ with media_type PHOTO, post_mode DIRECT_POST or MEDIA_UPLOAD,
 * post_info (title at most 90 runes, description at most 4,000; privacy_level from the creator's
 * options for a direct post; booleans), and source_info PULL_FROM_URL (the only source photos
 * take: https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide) with 1 to 35
 * photo_images and a photo_cover_index among them. Addresses outside `verifiedPrefixes` (when set)
 * are refused url_ownership_unverified. Each accepted post fetches every photo: status/fetch answers
 * PROCESSING_DOWNLOAD until all arrived, then PUBLISH_COMPLETE (direct; a public post gets an id) or
 * SEND_TO_USER_INBOX, or FAILED: photo_pull_failed when our server refused an address,
 * file_format_check_failed for a type other than JPEG or WEBP, or `failNext`.
 */
export function tiktokPhotos() {
  const posts = new Map<string, TikTokPhotoPost>();
  const plans = {
    /** Only addresses starting with one of these are taken; null takes every address. */
    verifiedPrefixes: null as string[] | null,
    /** The next photo post ends FAILED with this fail_reason once fetched. */
    failNext: null as string | null,
    processingReads: 1,
  };

  /** A refusal's error code and message for a malformed or unverified init; null when it is taken. */
  function check(body: PhotoInitBody, offered: string[]): { code: string; message: string } | null {
    const bad = (message: string) => ({ code: 'invalid_params', message });
    if (body.media_type !== 'PHOTO') return bad('media_type must be PHOTO');
    if (body.post_mode !== 'DIRECT_POST' && body.post_mode !== 'MEDIA_UPLOAD')
      return bad('post_mode must be DIRECT_POST or MEDIA_UPLOAD');
    const s = body.source_info;
    if (s?.source !== 'PULL_FROM_URL') return bad('photos take source PULL_FROM_URL only');
    const urls = s.photo_images;
    if (!Array.isArray(urls) || urls.length < 1 || urls.length > 35) return bad('photo_images: 1 to 35 URLs');
    if (!urls.every((u) => typeof u === 'string' && /^https?:\/\//.test(u)))
      return bad('photo_images must be URLs');
    const cover = s.photo_cover_index;
    if (!Number.isInteger(cover) || (cover as number) < 0 || (cover as number) >= urls.length)
      return bad('photo_cover_index out of range');
    const p = body.post_info;
    if (!p) return bad('post_info is required');
    if (p.title !== undefined && (typeof p.title !== 'string' || p.title.length > 90))
      return bad('title: at most 90 characters');
    if (p.description !== undefined && (typeof p.description !== 'string' || p.description.length > 4000))
      return bad('description: at most 4000 characters');
    for (const k of [
      'disable_comment',
      'auto_add_music',
      'brand_content_toggle',
      'brand_organic_toggle',
    ] as const)
      if (!isBool(p[k])) return bad(`post_info.${k} must be a boolean`);
    if (body.post_mode === 'DIRECT_POST') {
      if (typeof p.privacy_level !== 'string' || !offered.includes(p.privacy_level))
        return bad('privacy_level_option_mismatch');
      if (p.brand_content_toggle === true && p.privacy_level === 'SELF_ONLY')
        return bad('branded content visibility cannot be set to private (SELF_ONLY)');
    }
    const verified = plans.verifiedPrefixes;
    if (verified && !(urls as string[]).every((u) => verified.some((v) => u.startsWith(v))))
      return { code: 'url_ownership_unverified', message: 'The URL prefix or domain is not verified.' };
    return null;
  }

  /** TikTok fetches the photos itself, one after the other, as soon as the post is taken. */
  async function pullAll(post: TikTokPhotoPost) {
    for (const url of post.urls) {
      const res = await fetch(url).catch(() => null);
      const bytes = res?.ok ? Buffer.from(await res.arrayBuffer()) : null;
      const mime = (res?.headers.get('content-type') ?? '').split(';')[0]!.trim();
      post.pulled.push({
        url,
        status: res?.status ?? 0,
        mime,
        sha256: bytes ? createHash('sha256').update(bytes).digest('hex') : null,
      });
      if (!bytes) post.failed ??= 'photo_pull_failed';
      else if (!TAKES.includes(mime)) post.failed ??= 'file_format_check_failed';
    }
  }

  function init(creator: string, body: PhotoInitBody) {
    const publish_id = `p_pub_url~v2-1.${newId(8)}`;
    const post: TikTokPhotoPost = {
      publish_id,
      creator,
      direct: body.post_mode === 'DIRECT_POST',
      post_info: body.post_info!,
      cover: body.source_info!.photo_cover_index as number,
      urls: body.source_info!.photo_images as string[],
      pulled: [],
      statusReads: 0,
    };
    posts.set(publish_id, post);
    void pullAll(post);
    return { publish_id };
  }

  function status(publishId: string) {
    const p = posts.get(publishId);
    if (!p) return null;
    if (p.pulled.length < p.urls.length) return { status: 'PROCESSING_DOWNLOAD' };
    p.statusReads += 1;
    if (p.statusReads <= plans.processingReads) return { status: 'PROCESSING_DOWNLOAD' };
    if (plans.failNext && !p.failed && p.postId === undefined) {
      p.failed = plans.failNext;
      plans.failNext = null;
    }
    if (p.failed) return { status: 'FAILED', fail_reason: p.failed };
    if (!p.direct) return { status: 'SEND_TO_USER_INBOX' };
    p.postId ??=
      p.post_info.privacy_level === 'PUBLIC_TO_EVERYONE'
        ? String(7_400_000_000_000_000_000n + BigInt(posts.size))
        : null;
    return { status: 'PUBLISH_COMPLETE', publicaly_available_post_id: p.postId ? [p.postId] : [] };
  }

  return { posts, plans, check, init, status };
}
