import { SOCIAL_MESSAGES, type TConnectedAccount, type TFacebookPage } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext, ServicesContext } from '../../app-context';
import { connectedAccounts } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { PermanentJobError } from '../../queue/job-queue';
import { accountAccessToken, ReconnectNeeded } from './account-access-token';
import { connectedAccountOut } from './connected-account-out';
import { exchangeToken } from './exchange-token';
import { graph } from './meta-graph';
import type { OAuthPlatform } from './platform-config';
import { PlatformError } from './platform-http';

/**
 * The Facebook Pages a member manages and the Instagram professional account linked to each
 * (Instagram API with Facebook Login publishes through the Page's instagram_business_account).
 */

/**
 * A short-lived User token exchanged for a long-lived one (about 60 days):
 * https://developers.facebook.com/docs/facebook-login/guides/access-long-lived
 */
export const exchangeLongLived = (
  ctx: Pick<ServicesContext, 'env' | 'now'>,
  cfg: OAuthPlatform,
  token: string,
) => exchangeToken(ctx, cfg, { grant_type: 'fb_exchange_token', fb_exchange_token: token });

interface ManagedPage extends TFacebookPage {
  /** The Page token /me/accounts hands out; from a long-lived User token it does not expire. */
  accessToken: string;
}

/** The member's User token, a refused or ended grant turned into the reconnect message. */
async function userToken(ctx: ServicesContext, userId: string): Promise<string> {
  try {
    return (await accountAccessToken(ctx, userId, 'facebook')).accessToken;
  } catch (err) {
    if (err instanceof ReconnectNeeded) throw badRequest(SOCIAL_MESSAGES.reconnect);
    throw err;
  }
}

/** GET /{page-id}?fields=instagram_business_account: null for a Page without a professional account. */
async function instagramOf(ctx: ServicesContext, token: string, pageId: string) {
  const page = await graph(
    ctx,
    token,
    `${encodeURIComponent(pageId)}?fields=instagram_business_account{id,username}`,
    {},
    'Meta Page Instagram account',
  );
  const ig = page.instagram_business_account as { id?: string; username?: string } | undefined;
  return ig?.id ? { id: ig.id, username: ig.username ?? ig.id } : null;
}

/** GET /me/accounts: the Pages the member can publish to, each with its linked Instagram account. */
async function managedPages(ctx: ServicesContext, userId: string): Promise<ManagedPage[]> {
  const token = await userToken(ctx, userId);
  try {
    const body = await graph(
      ctx,
      token,
      'me/accounts?fields=id,name,access_token&limit=100',
      {},
      'Meta Pages',
    );
    const pages = (body.data ?? []) as Array<{ id: string; name?: string; access_token?: string }>;
    return await Promise.all(
      pages.map(async (p) => ({
        id: p.id,
        name: p.name ?? p.id,
        accessToken: p.access_token ?? '',
        instagram: await instagramOf(ctx, token, p.id),
      })),
    );
  } catch (err) {
    if (err instanceof PlatformError && err.kind === 'unauthorized')
      throw badRequest(SOCIAL_MESSAGES.reconnect);
    throw err;
  }
}

/** One Page the member manages now, with its token; null when it is not one of theirs. */
export async function managedPage(ctx: ServicesContext, userId: string, pageId: string) {
  return (await managedPages(ctx, userId)).find((p) => p.id === pageId && p.accessToken) ?? null;
}

export async function listFacebookPages(ctx: ServicesContext, userId: string): Promise<TFacebookPage[]> {
  return (await managedPages(ctx, userId)).map(({ accessToken: _token, ...page }) => page);
}

/**
 * Chooses the Page to publish to: its token sealed like the member's, its Instagram account kept
 * beside it. A Page the member does not manage is refused; a Page without an Instagram professional
 * account is accepted (Page posts work) and its card says what to change for Instagram.
 */
export async function choosePage(
  ctx: AppContext,
  userId: string,
  pageId: string,
): Promise<TConnectedAccount> {
  const page = await managedPage(ctx, userId, pageId);
  if (!page) throw badRequest(SOCIAL_MESSAGES.pageNotManaged);
  const now = ctx.now();
  const [row] = await ctx.db
    .update(connectedAccounts)
    .set({
      page_id: page.id,
      page_name: page.name,
      page_token: ctx.cipher.encrypt(page.accessToken),
      ig_user_id: page.instagram?.id ?? null,
      ig_username: page.instagram?.username ?? null,
      updated_at: now,
    })
    .where(and(eq(connectedAccounts.user_id, userId), eq(connectedAccounts.platform, 'facebook')))
    .returning();
  if (!row) throw badRequest(SOCIAL_MESSAGES.notConnected);
  return connectedAccountOut(row, now);
}

/** What a Meta publish needs: the member's User token (Instagram), the Page and its token. */
export interface MetaAccess {
  userToken: string;
  pageId: string;
  pageToken: string;
  /** The Instagram professional account, or null when the Page has none linked. */
  igUserId: string | null;
}

/**
 * The member's Meta access for publishing; a missing Page choice is final for the post. A post's own
 * Page (`pageId`, when it is not the connection's) takes its token from /me/accounts at publish time;
 * a Page the member no longer manages ends the post in words.
 */
export async function metaAccess(
  ctx: ServicesContext,
  userId: string,
  pageId?: string | null,
): Promise<MetaAccess> {
  const { accessToken } = await accountAccessToken(ctx, userId, 'facebook');
  const [row] = await ctx.db
    .select()
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.user_id, userId), eq(connectedAccounts.platform, 'facebook')));
  if (pageId && pageId !== row?.page_id) {
    const page = await managedPage(ctx, userId, pageId);
    if (!page) throw new PermanentJobError(SOCIAL_MESSAGES.pageNotManaged);
    return {
      userToken: accessToken,
      pageId: page.id,
      pageToken: page.accessToken,
      igUserId: page.instagram?.id ?? null,
    };
  }
  if (!row?.page_id || !row.page_token) throw new ReconnectNeeded('no Facebook Page chosen');
  return {
    userToken: accessToken,
    pageId: row.page_id,
    pageToken: ctx.cipher.decrypt(row.page_token),
    igUserId: row.ig_user_id,
  };
}
