import {
  SOCIAL_MESSAGES,
  SOCIAL_PLATFORMS,
  TIKTOK_MESSAGES,
  ZChoosePageRequestSchema,
  ZConnectCallbackRequestSchema,
  ZConnectedAccountResponseSchema,
  ZConnectedAccountsResponseSchema,
  ZConnectStartResponseSchema,
  ZFacebookPagesResponseSchema,
  ZInstagramLimitQuerySchema,
  ZInstagramLimitResponseSchema,
  ZMessageOnlySchema,
  ZTikTokCreatorInfoResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { finishConnect } from '../domain/social/finish-connect';
import { readInstagramLimit } from '../domain/social/instagram-client';
import { disconnectAccount, listConnectedAccounts } from '../domain/social/manage-connected-accounts';
import { choosePage, listFacebookPages } from '../domain/social/meta-pages';
import { startConnect } from '../domain/social/start-connect';
import { readCreatorInfo } from '../domain/social/tiktok-api';
import { ok } from '../lib/reply';
import { routeOptions } from '../lib/route-options';

const params = z.object({ platform: z.enum(SOCIAL_PLATFORMS) });

/**
 * LinkedIn, X and Meta (Facebook Login) accounts, connected with OAuth 2.0 + PKCE. The platform sends the browser back to
 * the web app's fixed redirect page (APP_URL/dashboard/oauth/<platform>/callback), which posts code and state
 * here with the user's bearer token: state and verifier are bound to that user.
 */
export default async function connectedAccountRoutes(fastify: FastifyInstance) {
  const { app, authed } = routeOptions(fastify, ['connected-accounts']);

  app.get(
    '/',
    authed({
      summary: "The user's connected accounts",
      response: { 200: ZConnectedAccountsResponseSchema },
    }),
    async (req) =>
      ok(SOCIAL_MESSAGES.accountsListed, { accounts: await listConnectedAccounts(app.ctx, req.userId) }),
  );

  app.post(
    '/:platform/connect',
    authed(
      {
        params,
        summary: 'Start connecting: the consent address to open',
        response: { 200: ZConnectStartResponseSchema },
      },
      'connect-account',
    ),
    async (req) =>
      ok(SOCIAL_MESSAGES.connectStarted, await startConnect(app.ctx, req.userId, req.params.platform)),
  );

  app.post(
    '/:platform/callback',
    authed({
      params,
      body: ZConnectCallbackRequestSchema,
      summary: 'Finish connecting with the code and state the platform sent back',
      response: { 200: ZConnectedAccountResponseSchema },
    }),
    async (req) =>
      ok(SOCIAL_MESSAGES.connected, await finishConnect(app.ctx, req.userId, req.params.platform, req.body)),
  );

  app.get(
    '/facebook/pages',
    authed({
      summary: 'The Facebook Pages the member manages, each with its linked Instagram professional account',
      response: { 200: ZFacebookPagesResponseSchema },
    }),
    async (req) => ok(SOCIAL_MESSAGES.pagesListed, { pages: await listFacebookPages(app.ctx, req.userId) }),
  );

  app.put(
    '/facebook/page',
    authed({
      body: ZChoosePageRequestSchema,
      summary: 'Choose the Facebook Page (and its Instagram account) to publish to',
      response: { 200: ZConnectedAccountResponseSchema },
    }),
    async (req) => ok(SOCIAL_MESSAGES.pageChosen, await choosePage(app.ctx, req.userId, req.body.page_id)),
  );

  app.get(
    '/facebook/instagram-limit',
    authed({
      summary: "Instagram's content publishing limit: API posts in the last 24 hours and the cap",
      querystring: ZInstagramLimitQuerySchema,
      response: { 200: ZInstagramLimitResponseSchema },
    }),
    async (req) =>
      ok(SOCIAL_MESSAGES.limitRead, await readInstagramLimit(app.ctx, req.userId, req.query.page_id)),
  );

  app.get(
    '/tiktok/creator-info',
    authed({
      summary: "TikTok's creator info: privacy levels offered, the longest video, interactions turned off",
      response: { 200: ZTikTokCreatorInfoResponseSchema },
    }),
    async (req) => ok(TIKTOK_MESSAGES.creatorInfoRead, await readCreatorInfo(app.ctx, req.userId)),
  );

  app.delete(
    '/:platform',
    authed({
      params,
      summary: 'Disconnect: revoke (X) and delete the tokens',
      response: { 200: ZMessageOnlySchema },
    }),
    async (req) => {
      await disconnectAccount(app.ctx, req.userId, req.params.platform, req.log);
      return ok(SOCIAL_MESSAGES.disconnected, null);
    },
  );
}
