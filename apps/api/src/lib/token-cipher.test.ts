import { describe, expect, it } from 'vitest';
import { tokenCipher } from './token-cipher';

describe('tokenCipher', () => {
  const cipher = tokenCipher({ TOKEN_ENCRYPTION_KEY: 'b'.repeat(64) });

  it('opens what it sealed, never storing the plain token, with a new IV each time', () => {
    const a = cipher.encrypt('access-token-123');
    const b = cipher.encrypt('access-token-123');
    expect(a).not.toContain('access-token-123');
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a)).toBe('access-token-123');
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const sealed = cipher.encrypt('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other!').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => tokenCipher({}).decrypt(sealed)).toThrow();
  });
});
