import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Russian, German, Italian and Polish feature words (features-european.ts) and Russian pet terms
// (features-rental.ts). maple-grove names no pool, basement or gym; e-9th welcomes pets and has a fireplace.
const now = new Date('2026-01-05T00:00:00Z');
const features = (text: string, key: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[key], { now }).map((f) => `${f.feature}:${f.severity}`);

describe('European feature words', () => {
  it('reads a pool, basement or gym the listing does not name', () => {
    expect(features('Дом с бассейном и тренажёрный зал в подвале.', 'maple-grove')).toEqual([
      'pool:warn',
      'gym:warn',
      'basement:warn',
    ]);
    expect(features('Haus mit Schwimmbad, Kamin im Wohnzimmer.', 'maple-grove')).toEqual([
      'pool:warn',
      'fireplace:warn',
    ]);
    expect(features('Dom z basenem i siłownią.', 'maple-grove')).toEqual(['pool:warn', 'gym:warn']);
  });

  it('keeps what the listing names clean, and reads Russian pet terms', () => {
    expect(features('Квартира с камином, животные разрешены.', 'e-9th')).toEqual([]);
    expect(features('Квартира без животных.', 'e-9th')).toEqual(['pets:block']);
    expect(features('Appartamento con caminetto.', 'e-9th')).toEqual([]);
  });
});
