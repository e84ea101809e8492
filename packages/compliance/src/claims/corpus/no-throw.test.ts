import { describe, expect, it } from 'vitest';
import { checkClaims } from '../check-claims';
import { CLAIM_CORPUS } from './index';
import { LISTINGS, type ListingKey } from './listings';

// Issue 26: the checker runs on every keystroke and on the server: a half-typed post ("Baths:") must
// never throw. Every ninth prefix of every corpus post, bare and with a dangling label mark, over
// every listing in turn.
describe('claim checker on half-typed posts', () => {
  it('never throws', () => {
    const keys = Object.keys(LISTINGS) as ListingKey[];
    let n = 0;
    const thrown: string[] = [];
    for (const [, text] of CLAIM_CORPUS)
      for (let cut = 1; cut <= text.length; cut += 9)
        for (const s of [text.slice(0, cut), `${text.slice(0, cut)}:`, `${text.slice(0, cut)} /`]) {
          try {
            checkClaims(s, LISTINGS[keys[n++ % keys.length]!]);
          } catch (e) {
            thrown.push(`${JSON.stringify(s)}: ${(e as Error).message}`);
          }
        }
    expect(n).toBeGreaterThan(5_000);
    expect(thrown.slice(0, 5)).toEqual([]);
  }, 60_000);
});
