import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a feature the home could have is no claim that it has it; "N and a half" in other languages.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.feature ?? ''}:${f.severity}`);

describe('room for a feature, in other languages', () => {
  it('reads "space for a pool" in Italian, Portuguese and Polish as a possibility', () => {
    expect(found("C'è spazio per una piscina nel cortile.")).toEqual([]);
    expect(found('Espaço para piscina no quintal.')).toEqual([]);
    expect(found('Duży ogród, miejsce na basen.')).toEqual([]);
  });

  it('still reads a pool the post says the home has', () => {
    expect(found('Giardino con piscina e spazio per un orto.')).toEqual(['description:pool:warn']);
    expect(found('Quintal com piscina.')).toEqual(['description:pool:warn']);
  });
});

describe('"and a half" after a bath count', () => {
  const marble = LISTINGS['marble-creek']; // 3 full and 1 half bath
  it('reads Italian, Portuguese and French halves as .5', () => {
    expect(found('4 camere, 3 bagni e mezzo.', marble)).toEqual([]);
    expect(found('4 quartos, 3 banheiros e meio.', marble)).toEqual([]);
    expect(found('4 camere, 2 bagni e mezzo.', marble)).toEqual(['baths_total::block']);
    expect(found('4 quartos, 4 banheiros e meio.', marble)).toEqual(['baths_total::block']);
  });

  it('ends on a half word before the bath word without running past the text', () => {
    expect(found('3 e meio banheiros', marble)).toEqual([]);
    expect(found('3 e', marble)).toEqual([]);
  });
});
