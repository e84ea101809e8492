import { SOCIAL_MESSAGES } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { connectedAccounts } from '../src/db/schema';
import { listConnectedAccounts } from '../src/domain/social/manage-connected-accounts';
import { listFacebookPages } from '../src/domain/social/meta-pages';
import { createAccount } from './helpers/accounts';
import { choosePageRequest, createMetaTestApp, metaAgent } from './helpers/meta';
import { PRODUCTION_READY } from './helpers/production-env';
import { listingOf } from './helpers/sample-listing';
import { connectAccount, consent, schedulePost } from './helpers/social';

/** Connecting Facebook Login (issue 27): PKCE, the long-lived token, Pages and their Instagram accounts. */
const { app, db, clock, meta } = await createMetaTestApp();
const DAY = 86_400_000;

const rowOf = async (userId: string) =>
  (
    await db
      .select()
      .from(connectedAccounts)
      .where(and(eq(connectedAccounts.user_id, userId), eq(connectedAccounts.platform, 'facebook')))
  )[0]!;

describe('connecting Meta', () => {
  it("opens Facebook Login's dialog with PKCE, keeps a sealed long-lived token, lists the Pages", async () => {
    const agent = await createAccount(app, { trial: true });
    const { authorizeUrl } = await consent(app, agent, 'facebook');
    expect(authorizeUrl.pathname).toBe('/v21.0/dialog/oauth');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('scope')).toContain('instagram_content_publish');
    const exchanges = meta.oauth.exchangeCount();
    const account = await connectAccount(app, agent, 'facebook');
    // The code's two-hour token was traded for the 60-day one.
    expect(meta.oauth.exchangeCount()).toBe(exchanges + 1);
    expect(account).toMatchObject({
      platform: 'facebook',
      account_name: 'Jane Agent',
      health: 'connected',
      page: null,
    });
    expect(new Date(account.expires_at).getTime() - clock.now().getTime()).toBeGreaterThan(59 * DAY);
    const row = await rowOf(agent.userId);
    expect(row.access_token).not.toMatch(/^at-/);
    expect(meta.oauth.isLive(app.ctx.cipher.decrypt(row.access_token))).toBe(true);

    const pages = await app.inject({
      method: 'GET',
      url: '/api/v1/connected-accounts/facebook/pages',
      headers: agent.auth,
    });
    expect(pages.statusCode).toBe(200);
    expect(pages.json().data.pages).toEqual([
      { id: meta.pages[0]!.id, name: 'Jane Agent Realty', instagram: meta.pages[0]!.instagram },
      { id: meta.pages[1]!.id, name: 'Jane Personal Page', instagram: null },
    ]);
  });

  it('takes a Page whose Instagram account is personal for Page posts, and refuses Instagram clearly', async () => {
    const agent = await createAccount(app, { trial: true, name: 'Jason Lieberman' });
    await connectAccount(app, agent, 'facebook');
    const chosen = await app.inject(choosePageRequest(agent, meta.pages[1]!.id));
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.page).toEqual({
      id: meta.pages[1]!.id,
      name: 'Jane Personal Page',
      instagram: null,
    });
    // The Page token is sealed like the member's.
    const row = await rowOf(agent.userId);
    expect(app.ctx.cipher.decrypt(row.page_token!)).toBe(meta.pages[1]!.accessToken);
    const listing = await listingOf(app, agent);
    const res = await app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'instagram',
        text: 'Open house Sunday',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(SOCIAL_MESSAGES.instagramNotProfessional);
    expect(SOCIAL_MESSAGES.instagramNotProfessional).toMatch(/switch the account to Professional/);
    const limit = await app.inject({
      method: 'GET',
      url: '/api/v1/connected-accounts/facebook/instagram-limit',
      headers: agent.auth,
    });
    expect(limit.statusCode).toBe(400);
    expect(limit.body).toContain('no Instagram professional account');
  });

  it('refuses a Page the member does not manage', async () => {
    const agent = await createAccount(app, { trial: true });
    await connectAccount(app, agent, 'facebook');
    const res = await app.inject(choosePageRequest(agent, 'pg-someone-else'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SOCIAL_MESSAGES.pageNotManaged);
  });

  it('renews the long-lived token before it ends, then shows expiring, expired and revoked', async () => {
    const { agent } = await metaAgent(app, meta);
    const first = await rowOf(agent.userId);
    // The domain calls directly: the agent's own session would have ended over these months.
    const health = async () =>
      (await listConnectedAccounts(app.ctx, agent.userId)).find((a) => a.platform === 'facebook');
    clock.advance(50 * DAY);
    try {
      const exchanges = meta.oauth.exchangeCount();
      expect(await listFacebookPages(app.ctx, agent.userId)).toHaveLength(2);
      // Within two weeks of its end the token was exchanged again: a new token and a new end.
      expect(meta.oauth.exchangeCount()).toBe(exchanges + 1);
      const renewed = await rowOf(agent.userId);
      expect(renewed.access_token).not.toBe(first.access_token);
      expect(renewed.expires_at!.getTime()).toBeGreaterThan(first.expires_at!.getTime() + 49 * DAY);
      expect((await health())?.health).toBe('connected');

      clock.advance(55 * DAY);
      expect(await health()).toMatchObject({ health: 'expiring', needs_reconnect: true });
      clock.advance(10 * DAY);
      expect((await health())?.health).toBe('expired');
      // An ended Meta token cannot be exchanged: the member is asked to reconnect.
      const late = await listFacebookPages(app.ctx, agent.userId).catch((e: Error) => e);
      expect(late).toMatchObject({ statusCode: 400, message: SOCIAL_MESSAGES.reconnect });
    } finally {
      clock.reset();
    }
    // A grant the member removed on Facebook: the renewal is refused and the card says revoked.
    meta.oauth.revokeAll();
    // Past the renewed token's own renewal point (it ends 110 days from the real now).
    clock.advance(100 * DAY);
    try {
      await listFacebookPages(app.ctx, agent.userId).catch(() => undefined);
      expect((await health())?.health).toBe('revoked');
    } finally {
      clock.reset();
    }
  });
});

describe('production', () => {
  const productionReady = {
    ...PRODUCTION_READY,
    META_APP_ID: 'app',
    META_APP_SECRET: 'secret',
  };

  it('starts with Meta configured, and refuses the Graph stand-in or a local media address', () => {
    expect(() => loadEnv(productionReady)).not.toThrow();
    for (const [name, value] of Object.entries(meta.env).filter(([k]) => k.endsWith('_BASE')))
      expect(() => loadEnv({ ...productionReady, [name]: value })).toThrow(
        `${name} must be an https address`,
      );
    expect(() => loadEnv({ ...productionReady, PUBLIC_MEDIA_BASE: 'http://127.0.0.1:8080' })).toThrow(
      'PUBLIC_MEDIA_BASE must be an https address',
    );
    expect(() => loadEnv({ ...productionReady, META_APP_SECRET: undefined })).toThrow(
      'META_APP_SECRET is required',
    );
  });
});
