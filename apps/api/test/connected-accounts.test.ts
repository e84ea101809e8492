import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectedAccounts, oauthStates } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { callbackRequest, connectAccount, consent, startSocialStandIns } from './helpers/social';
import { createTestApp } from './helpers/test-app';

const stands = await startSocialStandIns();
const { app, db, clock } = await createTestApp({ env: stands.env });

const accounts = async (auth: { authorization: string }) =>
  (await app.inject({ method: 'GET', url: '/api/v1/connected-accounts', headers: auth })).json().data
    .accounts;

describe('connecting X and LinkedIn', () => {
  it('asks X for the scopes with a PKCE S256 challenge and the configured redirect, and stores the tokens sealed', async () => {
    const agent = await createAccount(app);
    const { authorizeUrl, redirect } = await consent(app, agent, 'twitter');
    expect(authorizeUrl.searchParams.get('scope')).toBe(
      'tweet.read tweet.write users.read media.write offline.access',
    );
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(redirect.origin + redirect.pathname).toBe(
      'http://localhost:8080/dashboard/oauth/twitter/callback',
    );

    const account = await connectAccount(app, agent, 'twitter');
    expect(account).toMatchObject({
      platform: 'twitter',
      account_name: '@janeagent',
      expires_at: null,
      needs_reconnect: false,
    });
    const [row] = await db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.user_id, agent.userId));
    expect(row!.access_token).toMatch(/^v1\./);
    expect(row!.access_token).not.toContain('at-');
    expect(row!.refresh_token).toMatch(/^v1\./);
  });

  it('connects LinkedIn with openid profile w_member_social and warns a week before the 60 days end', async () => {
    const agent = await createAccount(app);
    const { authorizeUrl } = await consent(app, agent, 'linkedin');
    expect(authorizeUrl.searchParams.get('scope')).toBe('openid profile w_member_social');
    const account = await connectAccount(app, agent, 'linkedin');
    expect(account.account_name).toBe('Jane Agent');
    const days = (Date.parse(account.expires_at) - clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    expect(account.needs_reconnect).toBe(false);
    // Five days before the end (the bearer session would not survive moving the clock 55 days).
    await db
      .update(connectedAccounts)
      .set({ expires_at: new Date(clock.now().getTime() + 5 * 86_400_000) })
      .where(eq(connectedAccounts.user_id, agent.userId));
    expect((await accounts(agent.auth))[0].needs_reconnect).toBe(true);
  });

  it('uses a state once, for its own user only, and not after ten minutes', async () => {
    const owner = await createAccount(app);
    const intruder = await createAccount(app);
    const first = await consent(app, owner, 'twitter');
    const stolen = await app.inject(callbackRequest(intruder, 'twitter', first));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toMatch(/expired or was already used/);
    expect(await accounts(intruder.auth)).toEqual([]);
    // Refused for the intruder, the state still works for its owner, once.
    expect((await app.inject(callbackRequest(owner, 'twitter', first))).statusCode).toBe(200);
    expect((await app.inject(callbackRequest(owner, 'twitter', first))).statusCode).toBe(400);

    const late = await consent(app, owner, 'linkedin');
    clock.advance(11 * 60_000);
    try {
      expect((await app.inject(callbackRequest(owner, 'linkedin', late))).statusCode).toBe(400);
    } finally {
      clock.reset();
    }
    // Only the expired state is left, and the next start clears it.
    expect(await db.select().from(oauthStates).where(eq(oauthStates.user_id, owner.userId))).toHaveLength(1);
    clock.advance(11 * 60_000);
    try {
      await consent(app, owner, 'linkedin');
    } finally {
      clock.reset();
    }
    expect(await db.select().from(oauthStates).where(eq(oauthStates.user_id, owner.userId))).toHaveLength(1);
  });

  it('answers a refused code with 400 and keeps nothing (the state is spent)', async () => {
    const agent = await createAccount(app);
    const { state } = await consent(app, agent, 'linkedin');
    const res = await app.inject(callbackRequest(agent, 'linkedin', { code: 'code-forged', state }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/refused the connection/);
    expect(await accounts(agent.auth)).toEqual([]);
  });

  it('disconnecting X revokes its tokens at X and deletes them; LinkedIn only deletes', async () => {
    const agent = await createAccount(app);
    await connectAccount(app, agent, 'twitter');
    await connectAccount(app, agent, 'linkedin');
    const rows = await db.select().from(connectedAccounts).where(eq(connectedAccounts.user_id, agent.userId));
    const x = rows.find((r) => r.platform === 'twitter')!;
    const plainAccess = app.ctx.cipher.decrypt(x.access_token);
    const plainRefresh = app.ctx.cipher.decrypt(x.refresh_token!);
    expect(stands.x.oauth.isLive(plainAccess)).toBe(true);

    const res = await app.inject({
      method: 'DELETE',
      url: '/api/v1/connected-accounts/twitter',
      headers: agent.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(stands.x.oauth.isLive(plainAccess)).toBe(false);
    expect(stands.x.oauth.isLive(plainRefresh)).toBe(false);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/v1/connected-accounts/linkedin',
          headers: agent.auth,
        })
      ).statusCode,
    ).toBe(200);
    expect(await accounts(agent.auth)).toEqual([]);
    const again = await app.inject({
      method: 'DELETE',
      url: '/api/v1/connected-accounts/twitter',
      headers: agent.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an unknown platform and needs sign-in', async () => {
    const agent = await createAccount(app);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/connected-accounts/myspace/connect',
          headers: agent.auth,
        })
      ).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/v1/connected-accounts' })).statusCode).toBe(401);
  });
});
