import { setTimeout as sleep } from 'node:timers/promises';
import { SOCIAL_MESSAGES } from '@pp/contract';
import type { ServicesContext } from '../../app-context';
import { badRequest } from '../../lib/errors';
import { PermanentJobError } from '../../queue/job-queue';
import { ReconnectNeeded } from './account-access-token';
import { graph, idOf } from './meta-graph';
import { type MetaAccess, metaAccess } from './meta-pages';
import { type PostInput, type Published, sameText } from './photo-bytes';
import { PlatformError } from './platform-http';
import { publicPhotoUrl, publicReelUrl } from './public-media-url';

/**
 * Instagram content publishing with Facebook Login
 * (https://developers.facebook.com/docs/instagram-platform/content-publishing/): a container per
 * media (POST /{ig-user-id}/media), its status read until FINISHED, then POST
 * /{ig-user-id}/media_publish. Every call carries the member's User token.
 */

/** Instagram's rolling 24-hour cap is used up: the post waits (a throttle), it does not fail. */
export class PublishLimitReached extends PlatformError {
  constructor(used: number, total: number) {
    super(SOCIAL_MESSAGES.instagramLimitReached(used, total), 'rate_limited', 60 * 60_000);
    this.name = 'PublishLimitReached';
  }
}

const igUser = (access: MetaAccess) => {
  if (!access.igUserId) throw new PermanentJobError(SOCIAL_MESSAGES.instagramNotProfessional);
  return encodeURIComponent(access.igUserId);
};

/** GET /{ig-user-id}/content_publishing_limit: posts published through the API in the last 24 hours. */
export async function instagramLimit(ctx: ServicesContext, access: MetaAccess) {
  const body = await graph(
    ctx,
    access.userToken,
    `${igUser(access)}/content_publishing_limit?fields=quota_usage,config`,
    {},
    'Instagram publishing limit',
  );
  const row = ((body.data ?? []) as Array<{ quota_usage?: number; config?: { quota_total?: number } }>)[0];
  const used = row?.quota_usage ?? 0;
  // Meta documents 100 API-published posts per 24 hours; the answer's own total wins when given.
  const total = row?.config?.quota_total ?? 100;
  return { quota_usage: used, quota_total: total, reached: used >= total };
}

const container = async (ctx: ServicesContext, access: MetaAccess, fields: Record<string, unknown>) =>
  idOf(
    await graph(ctx, access.userToken, `${igUser(access)}/media`, { json: fields }, 'Instagram container'),
    'Instagram container',
  );

/**
 * Reads the container's status_code until FINISHED: the first wait META_POLL_MS, each next one
 * doubled up to a minute (Meta suggests reading about once a minute for up to five), at most
 * META_POLL_TRIES reads. ERROR or EXPIRED is final (the credit goes back); still IN_PROGRESS after
 * the last read is a failed try, and the next try looks for the post before making another.
 */
async function waitUntilFinished(ctx: ServicesContext, access: MetaAccess, id: string) {
  let wait = ctx.env.META_POLL_MS;
  for (let read = 0; read < ctx.env.META_POLL_TRIES; read++) {
    await sleep(wait);
    wait = Math.min(wait * 2, 60_000);
    const body = await graph(
      ctx,
      access.userToken,
      `${encodeURIComponent(id)}?fields=status_code`,
      {},
      'Instagram container status',
    );
    const status = String(body.status_code ?? '');
    if (status === 'FINISHED') return;
    if (status === 'ERROR' || status === 'EXPIRED')
      throw new PermanentJobError(SOCIAL_MESSAGES.instagramProcessingFailed(status));
  }
  throw new PlatformError('Instagram container status: still processing', 'server');
}

/** The post's containers: one REELS container, one IMAGE, or children then a CAROUSEL container. */
async function makeContainer(ctx: ServicesContext, access: MetaAccess, post: PostInput) {
  if (post.reel)
    return container(ctx, access, {
      media_type: 'REELS',
      video_url: publicReelUrl(ctx, post.reel.id),
      caption: post.text,
    });
  if (post.photos.length === 0) throw new PermanentJobError(SOCIAL_MESSAGES.instagramNeedsMedia);
  if (post.photos.length === 1)
    return container(ctx, access, { image_url: publicPhotoUrl(ctx, post.photos[0]!.id), caption: post.text });
  // One after the other, so the carousel keeps the photos in the post's order.
  const children: string[] = [];
  for (const photo of post.photos)
    children.push(
      await container(ctx, access, { image_url: publicPhotoUrl(ctx, photo.id), is_carousel_item: true }),
    );
  return container(ctx, access, { media_type: 'CAROUSEL', children: children.join(','), caption: post.text });
}

const permalinkOf = async (ctx: ServicesContext, access: MetaAccess, mediaId: string) => {
  const body = await graph(
    ctx,
    access.userToken,
    `${encodeURIComponent(mediaId)}?fields=permalink`,
    {},
    'Instagram permalink',
  );
  return typeof body.permalink === 'string' ? body.permalink : `https://www.instagram.com/`;
};

/** Read before a credit is taken or a container made: a full quota makes the post wait. */
export async function ensureInstagramQuota(ctx: ServicesContext, access: MetaAccess) {
  const limit = await instagramLimit(ctx, access);
  if (limit.reached) throw new PublishLimitReached(limit.quota_usage, limit.quota_total);
}

/** Container, its status until FINISHED, then publish (the quota was read by ensureInstagramQuota). */
export async function publishToInstagram(
  ctx: ServicesContext,
  access: MetaAccess,
  post: PostInput,
): Promise<Published> {
  const creation = await makeContainer(ctx, access, post);
  await waitUntilFinished(ctx, access, creation);
  const media = idOf(
    await graph(
      ctx,
      access.userToken,
      `${igUser(access)}/media_publish`,
      { json: { creation_id: creation } },
      'Instagram publish',
    ),
    'Instagram publish',
  );
  return { id: media, url: await permalinkOf(ctx, access, media) };
}

/** The account's recent post with this caption, if an earlier try published before its answer was lost. */
export async function findOnInstagram(
  ctx: ServicesContext,
  access: MetaAccess,
  post: PostInput,
): Promise<Published | null> {
  const body = await graph(
    ctx,
    access.userToken,
    `${igUser(access)}/media?fields=id,caption,permalink&limit=20`,
    {},
    'Instagram lookup',
  );
  const media = (body.data ?? []) as Array<{ id: string; caption?: string; permalink?: string }>;
  const hit = media.find((m) => sameText(m.caption ?? '', post.text));
  return hit ? { id: hit.id, url: hit.permalink ?? 'https://www.instagram.com/' } : null;
}

/**
 * The publishing limit for the connected accounts card and the scheduling forms: of the Instagram
 * account linked to `pageId` (a post's own Page) or to the connection's Page.
 */
export async function readInstagramLimit(ctx: ServicesContext, userId: string, pageId?: string) {
  let access: MetaAccess;
  try {
    access = await metaAccess(ctx, userId, pageId);
  } catch (err) {
    if (err instanceof ReconnectNeeded) throw badRequest(SOCIAL_MESSAGES.needsPage);
    if (err instanceof PermanentJobError) throw badRequest(err.message);
    throw err;
  }
  if (!access.igUserId) throw badRequest(SOCIAL_MESSAGES.instagramNotProfessional);
  return instagramLimit(ctx, access);
}
