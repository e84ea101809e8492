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
  /** The sign-in (refresh-token family) behind the token. */
  sessionId: string;
}

/** User ids and family ids are UUIDs; anything else in `sub` or `sid` is not a token we issued. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tokens already verified, so a client's requests within its token's 15 minutes cost one map
 * lookup instead of an HMAC each: the same bytes under the same secret verify the same way, and
 * the expiry is checked again on every use. Bounded; cleared when full.
 */
const verified = new Map<string, { secret: string; expiresAt: number; claims: AccessClaims }>();
const MAX_VERIFIED = 20_000;

/**
 * The claims of a valid access token, or null. The algorithm is pinned so `alg: none` and RS/HS
 * confusion fail; a token must expire (`exp`) and name a user and a sign-in by their UUIDs.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  const hit = verified.get(token);
  if (hit && hit.secret === secret) return now.getTime() < hit.expiresAt ? hit.claims : null;
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { sub, sid } = payload;
    if (payload.typ !== 'access' || typeof sub !== 'string' || typeof sid !== 'string') return null;
    if (!UUID.test(sub) || !UUID.test(sid)) return null;
    const claims = { userId: sub, sessionId: sid };
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(token, { secret, expiresAt: (payload.exp as number) * 1000, claims });
    return claims;
  } catch {
    return null;
  }
}
