import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { canonicalJson, type TReaderRules } from '@pp/contract';
import type { Env } from '../../config/env';

const DEV_KEY_FILE = 'reader-rules-ed25519.pem';

/** A PKCS#8 private key as PEM, or its DER bytes as base64 (one line fits an environment variable). */
export const parsePrivateKey = (text: string): KeyObject => {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----BEGIN')
    ? createPrivateKey(trimmed)
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('READER_RULES_PRIVATE_KEY must be an Ed25519 key');
  return key;
};

/**
 * The key that signs published rule sets: READER_RULES_PRIVATE_KEY (required in production, see
 * productionProblems), otherwise a development key made once into DATA_DIR. A development key signs
 * nothing an installed extension trusts: the extension checks against the public key built into it.
 */
export const readerRulesKey = (
  env: Pick<Env, 'NODE_ENV' | 'READER_RULES_PRIVATE_KEY' | 'dataDir'>,
): KeyObject => {
  if (env.READER_RULES_PRIVATE_KEY) return parsePrivateKey(env.READER_RULES_PRIVATE_KEY);
  if (env.NODE_ENV === 'production') throw new Error('READER_RULES_PRIVATE_KEY is required in production');
  const file = path.join(env.dataDir, DEV_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(env.dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return parsePrivateKey(readFileSync(file, 'utf8'));
};

/** The raw 32-byte public key as base64: what the extension's build takes as READER_RULES_PUBLIC_KEY. */
export const publicKeyBase64 = (key: KeyObject): string => {
  const jwk = createPublicKey(key).export({ format: 'jwk' });
  return Buffer.from(String(jwk.x), 'base64url').toString('base64');
};

export const signReaderRules = (rules: TReaderRules, key: KeyObject): string =>
  sign(null, Buffer.from(canonicalJson(rules)), key).toString('base64');

/** Whether `signature` is the key's over these rules (the API's own check; the extension has its own). */
export const verifyReaderRules = (rules: TReaderRules, signature: string, publicKey: string): boolean => {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey, 'base64').toString('base64url') },
    format: 'jwk',
  });
  return verify(null, Buffer.from(canonicalJson(rules)), key, Buffer.from(signature, 'base64'));
};
