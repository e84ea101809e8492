import { describe, expect, it } from 'vitest';
import { parseRange } from './send-media';
import { mediaSigner } from './signed-url';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=0-0,5-9', { start: 0, end: 0 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=-0'])('finds %s of 1000 bytes unsatisfiable (416)', (header) => {
    expect(parseRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each(['bytes=5-4', 'bytes=-', 'items=0-9', 'bytes=abc', 'bytes=0-9x', ''])(
    'ignores %s (RFC 9110 §14.2: the whole file, 200)',
    (header) => {
      expect(parseRange(header, 1000)).toBeUndefined();
    },
  );
});

describe('mediaSigner', () => {
  const signer = mediaSigner('a-test-secret-of-more-than-32-characters');
  const now = new Date('2026-11-23T18:10:00Z');
  const parts = (query: string) =>
    Object.fromEntries(new URLSearchParams(query)) as { sig: string; exp: string };

  it('signs for one subject, stays the same within the hour, and expires', () => {
    const { sig, exp } = parts(signer.query('photo:1', now));
    expect(signer.query('photo:1', new Date('2026-11-23T18:50:00Z'))).toBe(`sig=${sig}&exp=${exp}`);
    expect(signer.check('photo:1', sig, exp, now)).toBe('ok');
    expect(signer.check('photo:2', sig, exp, now)).toBe('invalid');
    expect(signer.check('photo:1', sig, String(Number(exp) + 3600), now)).toBe('invalid');
    expect(signer.check('photo:1', undefined, exp, now)).toBe('invalid');
    expect(signer.check('photo:1', sig, exp, new Date(Number(exp) * 1000 + 1000))).toBe('expired');
    // Another secret's signature never passes.
    expect(mediaSigner('another-secret-of-more-than-32-characters').check('photo:1', sig, exp, now)).toBe(
      'invalid',
    );
  });
});
