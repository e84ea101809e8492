import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: sheet shorthand and other languages' words for the features a post claims.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing]!, { now }).map((f) => `${f.feature ?? f.field}:${f.severity}`);

describe('sheet shorthand', () => {
  it('reads "N-car gar" and "att./det. gar" as a garage, and "Gar" in a name as none', () => {
    expect(found('3/2, att. 2-car gar, fenced yard.', 'sparrow-hawk')).toEqual(['garage:warn']);
    expect(found('3/2 on Gar Creek Rd, fenced yard.', 'sparrow-hawk')).toEqual([]);
  });

  it("dates a new roof by an apostrophe's year", () => {
    expect(found("3/2, new roof '18, big yard.", 'maple-grove')).toEqual(['new_roof:block']);
    expect(found("3/2, new roof '22, big yard.", 'maple-grove')).toEqual([]);
  });

  it('reads a deposit in short form and other languages, a rent beside it still the price', () => {
    expect(found('1BR, dep only $900!', 'dean-keeton')).toEqual(['deposit:block']);
    expect(found('Kaution $900, Miete $1,150.', 'dean-keeton')).toEqual(['deposit:block']);
    expect(found('Cauzione $1,500.', 'dean-keeton')).toEqual([]);
  });

  it('reads "vacant & ready" and other languages\' vacancy against tenants in place', () => {
    expect(found('2BR condo, vacant & ready.', 'w-81st')).toEqual(['occupancy:block']);
    expect(found('Wohnung sofort bezugsfrei.', 'w-81st')).toEqual(['occupancy:block']);
  });

  it('leaves a feature after a brand joined by a hyphen ("Sub-Zero") and "a 2016 build" asserted', () => {
    expect(found('Viking range, Sub-Zero, heated pool out back.', 'lee-marie')).toEqual(['pool:warn']);
    expect(found('A 2016 build with a newer roof.', 'lee-marie')).toEqual(['new_roof:warn']);
    expect(found('Zero-lot-line, no pool.', 'lee-marie')).toEqual([]);
  });
});

describe('laundry: in the unit or the building', () => {
  it('reads "W/D in unit" as in-unit and Italian/Spanish shared laundry as the building\'s', () => {
    expect(found('2BR, W/D in unit.', 'w-81st')).toEqual(['laundry:block']);
    expect(found('2 camere, lavanderia comune.', 'w-81st')).toEqual([]);
    expect(found('2 recámaras, lavandería compartida.', 'larkspur')).toEqual(['laundry:block']);
  });
});

describe('pets in European languages', () => {
  it('reads allowed and denied pets in Polish, German, Italian and French', () => {
    expect(found('Zwierzęta nie są dozwolone.', 'e-9th')).toEqual(['pets:block']);
    expect(found('Keine Haustiere, bitte.', 'e-9th')).toEqual(['pets:block']);
    expect(found('Animaux acceptés.', 'e-9th')).toEqual([]);
    expect(found('Animali ammessi.', 'dean-keeton')).toEqual(['pets:warn']);
  });
});

describe('Japanese and Korean words', () => {
  it('reads pets, bedrooms, a townhouse and a lake view', () => {
    expect(found('ペット相談可。', 'dean-keeton')).toEqual(['pets:warn']);
    expect(found('반려동물 불가.', 'e-9th')).toEqual(['pets:block']);
    expect(found('2ベッドルーム、バス1。', 'dean-keeton')).toEqual(['beds:block']);
    expect(found('타운하우스, 침실 2개.', 'w-81st')).toEqual(['property_type:block']);
    expect(found('コンドミニアム、2ベッドルーム。', 'w-81st')).toEqual([]);
    expect(found('바다 전망.', 'ne-183rd')).toEqual(['water_view:warn']);
  });

  it('reads no feature denied after its noun', () => {
    expect(found('プールなし。', 'dean-keeton')).toEqual([]);
    expect(found('차고 없음.', 'dean-keeton')).toEqual([]);
    expect(found('プール付き。', 'dean-keeton')).toEqual(['pool:warn']);
  });
});
