import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: features named in French posts, checked as the English ones.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing: keyof typeof LISTINGS) =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.field === 'description')
    .map((c) => `${c.feature}:${c.verdict}:${text.slice(c.start, c.end)}`);

describe('French features', () => {
  it('reads French features against the description', () => {
    // e-9th: fireplace, doormen; birch-hollow: no basement, no pool named.
    expect(features('Cheminée au salon et portier.', 'e-9th')).toEqual([
      'fireplace:ok:Cheminée',
      'doorman:ok:portier',
    ]);
    expect(features('Grand sous-sol fini et piscine creusée.', 'birch-hollow')).toEqual([
      'basement:warn:sous-sol fini',
      'pool:warn:piscine creusée',
    ]);
  });

  it('reads no French feature denied or in another word', () => {
    expect(
      features('Sans piscine, mais un grand jardin.', 'e-9th').filter((f) => f.startsWith('pool')),
    ).toEqual([]);
    expect(features('Le foyer est lumineux.', 'birch-hollow')).toEqual([]);
  });
});
