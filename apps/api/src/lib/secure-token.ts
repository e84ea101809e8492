import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as SHA-256 hashes, so a database leak does not leak live sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
