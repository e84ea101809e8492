import type { ScheduledPostPlatform } from '@pp/contract';
import type { ServicesContext } from '../../app-context';
import { accountAccessToken } from './account-access-token';
import { findOnFacebookPage, publishToFacebookPage } from './facebook-page-client';
import { ensureInstagramQuota, findOnInstagram, publishToInstagram } from './instagram-client';
import { findOnLinkedIn, publishToLinkedIn } from './linkedin-client';
import { metaAccess } from './meta-pages';
import type { PostInput, Published } from './photo-bytes';
import { findOnTikTok, prepareTikTok, publishToTikTok } from './tiktok-client';
import { findOnX, publishToX } from './x-client';
import { findOnYouTube, publishToYouTube } from './youtube-client';

export type ApiPlatform = Exclude<ScheduledPostPlatform, 'facebook_marketplace'>;

/** One member's access to one platform, as the publish job uses it. */
export interface PlatformSession {
  /** Checks made before the credit is taken (Instagram's publishing limit, TikTok's creator info). */
  prepare(input: PostInput): Promise<void>;
  /** The post if an earlier try made it (the exactly-once lookup after a lost answer). */
  find(input: PostInput): Promise<Published | null>;
  publish(input: PostInput): Promise<Published>;
}

/** Which of the member's destinations a post goes to (Meta: the post's own Page, else the connection's). */
export interface PostTarget {
  pageId: string | null;
}

type Client<A> = {
  access: (ctx: ServicesContext, userId: string, target: PostTarget) => Promise<A>;
  prepare?: (ctx: ServicesContext, access: A, input: PostInput) => Promise<void>;
  find: (ctx: ServicesContext, access: A, input: PostInput) => Promise<Published | null>;
  publish: (ctx: ServicesContext, access: A, input: PostInput) => Promise<Published>;
};

const client = <A>(c: Client<A>) => c;

/** Each platform's client: how it gets access, looks a post up and publishes one. */
const CLIENTS = {
  linkedin: client({
    access: (ctx, userId) => accountAccessToken(ctx, userId, 'linkedin'),
    find: findOnLinkedIn,
    publish: publishToLinkedIn,
  }),
  twitter: client({
    access: (ctx, userId) => accountAccessToken(ctx, userId, 'twitter'),
    find: findOnX,
    publish: publishToX,
  }),
  instagram: client({
    access: (ctx, userId, target) => metaAccess(ctx, userId, target.pageId),
    prepare: (ctx, access) => ensureInstagramQuota(ctx, access),
    find: findOnInstagram,
    publish: publishToInstagram,
  }),
  facebook_page: client({
    access: (ctx, userId, target) => metaAccess(ctx, userId, target.pageId),
    find: findOnFacebookPage,
    publish: publishToFacebookPage,
  }),
  youtube: client({
    access: (ctx, userId) => accountAccessToken(ctx, userId, 'youtube'),
    find: findOnYouTube,
    publish: publishToYouTube,
  }),
  tiktok: client({
    access: (ctx, userId) => accountAccessToken(ctx, userId, 'tiktok'),
    prepare: prepareTikTok,
    find: findOnTikTok,
    publish: publishToTikTok,
  }),
};

export async function openPlatformSession(
  ctx: ServicesContext,
  userId: string,
  platform: ApiPlatform,
  target: PostTarget = { pageId: null },
): Promise<PlatformSession> {
  const c = CLIENTS[platform] as Client<unknown>;
  const access = await c.access(ctx, userId, target);
  return {
    prepare: async (input) => c.prepare?.(ctx, access, input),
    find: (input) => c.find(ctx, access, input),
    publish: (input) => c.publish(ctx, access, input),
  };
}
