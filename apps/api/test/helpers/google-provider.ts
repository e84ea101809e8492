import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';

export interface GoogleProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

/** The client id the test app is configured with (GOOGLE_CLIENT_ID). */
export const TEST_GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

/**
 * A local stand-in for Google's OAuth endpoints. It issues real access tokens; its userinfo endpoint
 * answers with the profile bound to the presented token, and its tokeninfo endpoint (Google's
 * https://oauth2.googleapis.com/tokeninfo protocol: access_token in the query or a form body, 400 for
 * a token it does not know) names the client each token was issued to. Point the app's
 * GOOGLE_USERINFO_URL and GOOGLE_TOKENINFO_URL at `userinfoUrl` and `tokeninfoUrl`.
 */
export async function startGoogleProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const profiles = new Map<string, GoogleProfile>();
  const audiences = new Map<string, string>();
  /** A subject tokeninfo reports instead of the profile's (a provider answering inconsistently). */
  const tokeninfoSubjects = new Map<string, string>();
  server.service.on('beforeUserinfo', (response, req) => {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const profile = profiles.get(token);
    if (!profile) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token', error_description: 'Invalid Credentials' };
      return;
    }
    response.body = { ...profile, given_name: profile.name?.split(' ')[0] };
  });

  const tokeninfo = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const token =
        url.searchParams.get('access_token') ?? new URLSearchParams(body).get('access_token') ?? '';
      const profile = profiles.get(token);
      res.setHeader('content-type', 'application/json; charset=UTF-8');
      if (url.pathname !== '/tokeninfo' || !profile) {
        res.statusCode = 400;
        res.end(JSON.stringify({ error_description: 'Invalid Value' }));
        return;
      }
      const audience = audiences.get(token) ?? TEST_GOOGLE_CLIENT_ID;
      res.end(
        JSON.stringify({
          azp: audience,
          aud: audience,
          sub: tokeninfoSubjects.get(token) ?? profile.sub,
          scope:
            'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
          exp: String(Math.floor(Date.now() / 1000) + 3599),
          expires_in: '3599',
          email: profile.email,
          email_verified: String(profile.email_verified),
          access_type: 'online',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => tokeninfo.listen(0, '127.0.0.1', resolve));
  const tokeninfoPort = (tokeninfo.address() as AddressInfo).port;

  const issuerUrl = server.issuer.url ?? `http://127.0.0.1:${server.address().port}`;
  const userinfoUrl = `${issuerUrl}/userinfo`;
  const tokeninfoUrl = `http://127.0.0.1:${tokeninfoPort}/tokeninfo`;
  return {
    userinfoUrl,
    tokeninfoUrl,
    /** The environment that points the app at this provider, with the client id it issues tokens to. */
    env: {
      GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
      GOOGLE_USERINFO_URL: userinfoUrl,
      GOOGLE_TOKENINFO_URL: tokeninfoUrl,
    },
    /**
     * An access token, as Google Identity Services hands one to the browser, for this profile;
     * `audience` is the client it was issued to (another site's, to test token substitution).
     */
    async tokenFor(
      profile: GoogleProfile,
      audience = TEST_GOOGLE_CLIENT_ID,
      tokeninfoSubject?: string,
    ): Promise<string> {
      const token = await server.issuer.buildToken({
        scopesOrTransform: (_header, payload) => {
          payload.sub = profile.sub;
          payload.scope = 'openid email profile';
        },
      });
      profiles.set(token, profile);
      audiences.set(token, audience);
      if (tokeninfoSubject) tokeninfoSubjects.set(token, tokeninfoSubject);
      return token;
    },
    stop: async () => {
      await new Promise((resolve) => tokeninfo.close(resolve));
      await server.stop();
    },
  };
}
