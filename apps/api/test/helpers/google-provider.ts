import { OAuth2Server } from 'oauth2-mock-server';

export interface GoogleProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

/**
 * A local OpenID provider standing in for Google: it issues real access tokens, and its userinfo
 * endpoint answers with the profile bound to the presented token, or 401 for any other token.
 * Point the app's GOOGLE_USERINFO_URL at `userinfoUrl`.
 */
export async function startGoogleProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const profiles = new Map<string, GoogleProfile>();
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
  const issuerUrl = server.issuer.url ?? `http://127.0.0.1:${server.address().port}`;
  return {
    userinfoUrl: `${issuerUrl}/userinfo`,
    /** An access token, as Google Identity Services hands one to the browser, for this profile. */
    async tokenFor(profile: GoogleProfile): Promise<string> {
      const token = await server.issuer.buildToken({
        scopesOrTransform: (_header, payload) => {
          payload.sub = profile.sub;
          payload.scope = 'openid email profile';
        },
      });
      profiles.set(token, profile);
      return token;
    },
    stop: () => server.stop(),
  };
}
