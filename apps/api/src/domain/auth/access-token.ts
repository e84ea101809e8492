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

export async function signAccessToken(secret: string, userId: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await key(secret));
}

/** The user id of a valid access token, or null. The algorithm is pinned so `alg: none` and RS/HS confusion fail. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    return payload.typ === 'access' && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
