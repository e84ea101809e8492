import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { type Env, keyBytes } from '../config/env';

export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

/**
 * AES-256-GCM for the platform tokens at rest: `v1.<iv>.<tag>.<ciphertext>` in base64url. A fresh
 * 12-byte IV per value; the tag makes a tampered value fail to open instead of decrypting to junk.
 * Without TOKEN_ENCRYPTION_KEY (development and tests only: production refuses to start) the key
 * is a hash of a fixed dev-only phrase, so nobody mistakes it for a secret.
 */
export function tokenCipher(env: Pick<Env, 'TOKEN_ENCRYPTION_KEY'>): TokenCipher {
  const key = env.TOKEN_ENCRYPTION_KEY
    ? keyBytes(env.TOKEN_ENCRYPTION_KEY)!
    : createHash('sha256').update('pp-dev-only-token-key-never-in-production').digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
