import { json, newId } from './http';

/**
 * The publishing half of the Meta stand-in: Instagram containers and Page posts/reels, with a record
 * of what each post carried (caption, the media URLs Meta fetched and in which order) for the tests.
 */

export const graphError = (message: string, code: number, status = 400, subcode?: number) =>
  json(
    { error: { message, type: 'OAuthException', code, error_subcode: subcode, fbtrace_id: newId(6) } },
    status,
  );

/** One fetch of a media URL, as Meta's cURL of it (status 200 proves the signed address worked). */
export interface Fetched {
  url: string;
  status: number;
  bytes: number;
}

export interface Container {
  id: string;
  igUserId: string;
  mediaType: 'IMAGE' | 'REELS' | 'CAROUSEL';
  caption: string | null;
  mediaUrl: string | null;
  children: string[];
  carouselItem: boolean;
  status: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
  /** The status it reaches after its IN_PROGRESS reads. */
  final: 'FINISHED' | 'ERROR' | 'EXPIRED';
  reads: number;
}

export interface IgMedia {
  id: string;
  igUserId: string;
  mediaType: Container['mediaType'];
  caption: string;
  /** The media URLs in the post's order (a carousel's children in order). */
  mediaUrls: string[];
}

export interface PagePost {
  id: string;
  pageId: string;
  message: string;
  /** The unpublished photos attached, in order, as the URLs Meta fetched. */
  photoUrls: string[];
}

export interface PageReel {
  id: string;
  pageId: string;
  /** The phases seen, in order: start, upload, finish. */
  phases: string[];
  bytes: number;
  description: string | null;
  state: string | null;
}

export function graphState() {
  return {
    fetched: [] as Fetched[],
    containers: new Map<string, Container>(),
    published: [] as IgMedia[],
    photos: new Map<string, { pageId: string; url: string; published: boolean }>(),
    posts: [] as PagePost[],
    reels: new Map<string, PageReel>(),
    /** content_publishing_limit's answer: posts so far in 24 hours and the cap. */
    quota: { usage: 0, total: 100 },
    /** Status reads a REELS container stays IN_PROGRESS before its final status. */
    processingReads: 2,
    /** The final status of the next REELS container (ERROR to test a failed processing). */
    nextReelStatus: 'FINISHED' as Container['final'],
  };
}
type State = ReturnType<typeof graphState>;

/** Meta cURLs the media when the container (or unpublished photo) is made. */
async function fetchMedia(state: State, url: string): Promise<Fetched> {
  const res = await fetch(url).catch(() => null);
  const bytes = res?.ok ? (await res.arrayBuffer()).byteLength : 0;
  const got = { url, status: res?.status ?? 0, bytes };
  state.fetched.push(got);
  return got;
}

type Body = Record<string, unknown>;

/**
 * Instagram content publishing (https://developers.facebook.com/docs/instagram-platform/content-publishing/):
 * POST /{ig-user-id}/media (image_url, or media_type=REELS with video_url, or is_carousel_item, or
 * media_type=CAROUSEL with children), GET /{container-id}?fields=status_code, POST
 * /{ig-user-id}/media_publish with creation_id, GET /{ig-user-id}/content_publishing_limit.
 */
export async function instagram(
  state: State,
  igUserId: string,
  action: string,
  method: string,
  body: Body,
  url: URL,
) {
  if (method === 'GET' && action === 'content_publishing_limit')
    return json({
      data: [
        { quota_usage: state.quota.usage, config: { quota_total: state.quota.total, quota_duration: 86400 } },
      ],
    });
  if (method === 'GET' && action === 'media')
    return json({
      data: state.published
        .filter((m) => m.igUserId === igUserId)
        .reverse()
        .slice(0, Number(url.searchParams.get('limit') ?? 25))
        .map((m) => ({ id: m.id, caption: m.caption, permalink: `https://www.instagram.com/p/${m.id}/` })),
    });
  if (method === 'POST' && action === 'media') {
    const caption = typeof body.caption === 'string' ? body.caption : null;
    const base = {
      id: newId(8),
      igUserId,
      caption,
      children: [],
      reads: 0,
      carouselItem: false,
      final: 'FINISHED' as const,
    };
    let made: Container;
    if (body.media_type === 'CAROUSEL') {
      const children = String(body.children ?? '')
        .split(',')
        .filter(Boolean);
      const ok = children.length >= 2 && children.length <= 10;
      if (!ok || children.some((c) => state.containers.get(c)?.carouselItem !== true))
        return graphError('Invalid carousel children', 100);
      made = { ...base, mediaType: 'CAROUSEL', mediaUrl: null, children, status: 'FINISHED' };
    } else if (body.media_type === 'REELS') {
      if (typeof body.video_url !== 'string') return graphError('video_url is required', 100);
      const got = await fetchMedia(state, body.video_url);
      const status = got.status === 200 ? state.nextReelStatus : 'ERROR';
      state.nextReelStatus = 'FINISHED';
      made = {
        ...base,
        mediaType: 'REELS',
        mediaUrl: body.video_url,
        final: status,
        status: state.processingReads > 0 ? 'IN_PROGRESS' : status,
      };
    } else {
      if (typeof body.image_url !== 'string') return graphError('image_url is required', 100);
      const got = await fetchMedia(state, body.image_url);
      made = {
        ...base,
        mediaType: 'IMAGE',
        mediaUrl: body.image_url,
        carouselItem: body.is_carousel_item === true || body.is_carousel_item === 'true',
        status: got.status === 200 ? 'FINISHED' : 'ERROR',
      };
    }
    state.containers.set(made.id, made);
    return json({ id: made.id });
  }
  if (method === 'POST' && action === 'media_publish') {
    const c = state.containers.get(String(body.creation_id ?? ''));
    if (!c || c.igUserId !== igUserId || c.carouselItem) return graphError('Invalid creation_id', 100);
    if (c.status !== 'FINISHED')
      return graphError('The media is not ready for publishing', 9007, 400, 2207027);
    if (state.quota.usage >= state.quota.total)
      return graphError('Application request limit reached', 9, 400, 2207042);
    c.status = 'PUBLISHED';
    state.quota.usage += 1;
    const mediaUrls =
      c.mediaType === 'CAROUSEL'
        ? c.children.map((id) => state.containers.get(id)!.mediaUrl!)
        : [c.mediaUrl!];
    const media = { id: newId(8), igUserId, mediaType: c.mediaType, caption: c.caption ?? '', mediaUrls };
    state.published.push(media);
    return json({ id: media.id });
  }
  return undefined;
}

/** GET /{container-id}?fields=status_code: IN_PROGRESS for `processingReads` reads, then its final status. */
export function containerStatus(state: State, id: string) {
  const c = state.containers.get(id);
  if (!c) return undefined;
  c.reads += 1;
  if (c.status === 'IN_PROGRESS' && c.reads >= state.processingReads) c.status = c.final;
  return json({ status_code: c.status, id: c.id });
}

/**
 * Page posts (https://developers.facebook.com/docs/pages-api/posts): POST /{page-id}/photos with
 * url and published=false, then POST /{page-id}/feed with message and attached_media; Page reels
 * (https://developers.facebook.com/docs/video-api/guides/reels-publishing): POST
 * /{page-id}/video_reels upload_phase=start answers video_id and upload_url; the bytes go to
 * rupload (see `upload`); upload_phase=finish with video_id, video_state=PUBLISHED, description.
 */
export async function page(
  state: State,
  pageId: string,
  action: string,
  method: string,
  body: Body,
  uploadBase: string,
) {
  if (method === 'POST' && action === 'photos') {
    if (typeof body.url !== 'string') return graphError('url is required', 100);
    await fetchMedia(state, body.url);
    const id = newId(8);
    state.photos.set(id, {
      pageId,
      url: body.url,
      published: body.published !== false && body.published !== 'false',
    });
    return json({ id });
  }
  if (method === 'POST' && action === 'feed') {
    const attached = (body.attached_media ?? []) as Array<{ media_fbid?: string }>;
    const photos = attached.map((a) => state.photos.get(a.media_fbid ?? ''));
    if (photos.some((p) => !p || p.pageId !== pageId || p.published))
      return graphError('Invalid attached_media', 100);
    if (typeof body.message !== 'string' && photos.length === 0)
      return graphError('message is required', 100);
    const post = {
      id: `${pageId}_${newId(6)}`,
      pageId,
      message: String(body.message ?? ''),
      photoUrls: photos.map((p) => p!.url),
    };
    state.posts.push(post);
    return json({ id: post.id });
  }
  if (method === 'GET' && action === 'feed')
    return json({
      data: state.posts
        .filter((p) => p.pageId === pageId)
        .reverse()
        .map((p) => ({ id: p.id, message: p.message })),
    });
  if (method === 'GET' && action === 'video_reels')
    return json({
      data: [...state.reels.values()]
        .filter((r) => r.pageId === pageId && r.state)
        .map((r) => ({ id: r.id, description: r.description })),
    });
  if (method === 'POST' && action === 'video_reels') {
    if (body.upload_phase === 'start') {
      const id = newId(8);
      state.reels.set(id, { id, pageId, phases: ['start'], bytes: 0, description: null, state: null });
      return json({ video_id: id, upload_url: `${uploadBase}/video-upload/v21.0/${id}` });
    }
    const reel = state.reels.get(String(body.video_id ?? ''));
    if (body.upload_phase !== 'finish' || !reel || reel.pageId !== pageId)
      return graphError('Invalid upload phase', 100);
    if (!reel.phases.includes('upload')) return graphError('The video was not uploaded', 6000);
    reel.phases.push('finish');
    reel.state = String(body.video_state ?? '');
    reel.description = typeof body.description === 'string' ? body.description : null;
    return json({ success: true });
  }
  return undefined;
}

/** rupload: `Authorization: OAuth <page token>`, `offset` and `file_size` headers, the file as the body. */
export async function upload(
  state: State,
  req: Request,
  videoId: string,
  pageOfToken: (t: string) => string | undefined,
) {
  const reel = state.reels.get(videoId);
  const token = req.headers.get('authorization')?.replace(/^OAuth /, '') ?? '';
  if (!reel || pageOfToken(token) !== reel.pageId)
    return json({ debug_info: { message: 'Unauthorized' } }, 401);
  const bytes = (await req.arrayBuffer()).byteLength;
  if (req.headers.get('offset') !== '0' || Number(req.headers.get('file_size')) !== bytes)
    return json({ debug_info: { message: 'offset or file_size wrong' } }, 400);
  reel.bytes = bytes;
  reel.phases.push('upload');
  return json({ success: true });
}
