import { ACCESS_TOKEN_TTL_SECONDS } from '@pp/contract';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'property-promoter';
const AUDIENCE = 'property-promoter-api';

/**
 * The HMAC key, imported into WebCrypto once per secret: handing jose raw bytes makes it import
 * the key again on every call, which cost more than the verification itself.
 */
const keys = new Map<string, ReturnType<typeof crypto.subtle.importKey>>();
const key = (secret: string) => {
  let cached = keys.get(secret);
  if (!cached) {
    cached = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, cached);
  }
  return cached;
};

/** `sessionId` is the refresh-token family the token was issued for (claim `sid`). */
export async function signAccessToken(
  secret: string,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'access', sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await key(secret));
}

export interface AccessClaims {
  userId: string;
  /** The sign-in (refresh-token family) behind the token; '' for a token without one. */
  sessionId: string;
}

/** The claims of a valid access token, or null. The algorithm is pinned so `alg: none` and RS/HS confusion fail. */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
    return { userId: payload.sub, sessionId: typeof payload.sid === 'string' ? payload.sid : '' };
  } catch {
    return null;
  }
}
