import type { ServicesContext } from '../../app-context';
import { photoSubject } from '../media/photo-out';
import { reelSubject } from '../reels/reel-out';

/**
 * Meta fetches the media of a post itself ("We cURL media used in publishing attempts, so the media
 * must be hosted on a publicly accessible server":
 * https://developers.facebook.com/docs/instagram-platform/content-publishing/). It gets a signed
 * address of the API's public origin that works for an hour (Meta fetches while it processes the
 * container, within minutes) and then stops, so a link leaked from a platform's logs shows nothing.
 */
const PLATFORM_URL_TTL_SEC = 60 * 60;

const publicUrl = (ctx: Pick<ServicesContext, 'env' | 'signer' | 'now'>, path: string, subject: string) =>
  new URL(
    `${path}?${ctx.signer.expiring(subject, ctx.now(), PLATFORM_URL_TTL_SEC)}`,
    ctx.env.PUBLIC_MEDIA_BASE ?? ctx.env.APP_URL,
  ).toString();

/** The reel's MP4 (the same route as the web app's player, /api/v1/media/reels/:id/video). */
export const publicReelUrl = (ctx: Pick<ServicesContext, 'env' | 'signer' | 'now'>, reelId: string) =>
  publicUrl(ctx, `/api/v1/media/reels/${reelId}/video`, reelSubject(reelId));

/** An uploaded photo's original (the route of photoOut's address). */
export const publicPhotoUrl = (ctx: Pick<ServicesContext, 'env' | 'signer' | 'now'>, photoId: string) =>
  publicUrl(ctx, `/api/v1/media/photos/${photoId}`, photoSubject(photoId));
