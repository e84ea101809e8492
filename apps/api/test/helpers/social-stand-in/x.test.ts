import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s256 } from './http';
import { startXStandIn, X_TEST_CLIENT } from './x';

/** The stand-in must count a post as X does, or a test passes a post X refuses (or the reverse). */
describe('X stand-in: post length', () => {
  let x: Awaited<ReturnType<typeof startXStandIn>>;
  let token = '';

  beforeAll(async () => {
    x = await startXStandIn();
    const verifier = randomBytes(32).toString('base64url');
    const redirect = 'http://127.0.0.1:1/callback';
    const authorize = new URL(`${x.base}/i/oauth2/authorize`);
    for (const [k, v] of Object.entries({
      response_type: 'code',
      client_id: X_TEST_CLIENT.id,
      redirect_uri: redirect,
      code_challenge_method: 'S256',
      code_challenge: s256(verifier),
      state: 's',
      scope: 'tweet.write',
    }))
      authorize.searchParams.set(k, v);
    const back = await fetch(authorize, { redirect: 'manual' });
    const code = new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const answer = await fetch(`${x.base}/2/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${X_TEST_CLIENT.id}:${X_TEST_CLIENT.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirect,
        code_verifier: verifier,
      }),
    });
    token = ((await answer.json()) as { access_token: string }).access_token;
  });
  afterAll(() => x.stop());

  const post = (text: string) =>
    fetch(`${x.base}/2/tweets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });

  it('counts a link as 23 characters, as X does, and refuses a post over 280', async () => {
    const link = `https://example.com/p/${'a'.repeat(120)}`;
    const withLink = `${'b'.repeat(250)} ${link}`; // 371 raw characters, 274 as X counts
    expect(withLink.length).toBeGreaterThan(280);
    expect((await post(withLink)).status).toBe(201);
    expect((await post('c'.repeat(281))).status).toBe(400);
    expect((await post('d'.repeat(280))).status).toBe(201);
    expect(x.tweets.map((t) => t.text.length)).toEqual([withLink.length, 280]);
  });
});
