import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a year built written as a decade, a two-digit year or after "from"/"circa" is read.
const now = new Date('2026-06-01T00:00:00Z');
const okeefe = LISTINGS.okeefe; // built 1983
const years = (text: string, listing = okeefe) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'year_built')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('year built', () => {
  it('takes a decade as right when the listed year falls inside it, in every spelling', () => {
    for (const text of [
      'Built in the 80s.',
      "Built in the '80s.",
      'Built in the 1980s.',
      'Built in the eighties.',
    ])
      expect(years(text).map((y) => y.split(':')[0])).toEqual(['ok']);
    for (const text of [
      'Built in the 90s.',
      "Built in the '70s.",
      'Built in the 1990s.',
      'Built in the sixties.',
    ])
      expect(years(text).map((y) => y.split(':')[0])).toEqual(['block']);
  });

  it('narrows a decade with early, mid and late, and a century with the same words', () => {
    expect(years('Built in the early 80s.')).toEqual(['ok:80s']);
    expect(years('Built in the late 80s.')).toEqual(['block:80s']);
    expect(years('Built in the 1900s.')).toEqual(['ok:1900s']);
    expect(years('Built in the 2000s.', LISTINGS['lee-marie'])).toEqual(['block:2000s']);
    expect(years('An early 1900s farmhouse.')).toEqual(['block:1900s']);
  });

  it('reads "a 70s ranch", "built \'83", "from 1948" after a home, "circa" and "a 2009 build"', () => {
    expect(years('A 70s ranch.')).toEqual(['block:70s']);
    expect(years('Mid-90s construction.')).toEqual(['block:90s']);
    expect(years('Loved the 80s music scene.')).toEqual([]);
    expect(years("Built '83, move-in ready.")).toEqual(['ok:83']);
    expect(years('Custom build from 2009.')).toEqual(['block:2009']);
    expect(years('A townhome from 1983.')).toEqual(['ok:1983']);
    expect(years('Circa 1983.')).toEqual(['ok:1983']);
    expect(years('A 2009 build.')).toEqual(['block:2009']);
    expect(years('Built 2009.')).toEqual(['block:2009']);
    expect(years('Construida en 2009.')).toEqual(['block:2009']);
    expect(years('Año de construcción: 1983.')).toEqual(['ok:1983']);
  });

  it("reads no year in a style, a renovation, a span of time, an area or an owner's years", () => {
    for (const text of [
      'Mid-century modern vibes.',
      'Kitchen updated in the 90s.',
      'Prices have doubled since the 90s.',
      'Updated from 2015 to 2018.',
      'Built-ins from 2019.',
      'Circa 1800 sq ft of living space.',
      '80s vibes in the den.',
    ])
      expect(years(text)).toEqual([]);
  });

  it('reads a year or decade before a home noun past a place name or a describing word', () => {
    expect(years('this 1983 Menlo Park townhouse')).toEqual(['ok:1983']);
    expect(years('this 1925 Menlo 2-flat')).toEqual(['block:1925']);
    expect(years('Early 1980s custom build')).toEqual(['ok:1980s']);
    expect(years('Late 1990s brick colonial')).toEqual(['block:1990s']);
    expect(years('Menlo Park beachfront from 2015')).toEqual(['block:2015']);
  });

  it('allows five years either side of "circa"', () => {
    expect(years('Circa 1980 townhouse')).toEqual(['ok:1980']);
    expect(years('Built ca 1987.')).toEqual(['ok:1987']);
    expect(years('Circa 1975 townhouse')).toEqual(['block:1975']);
  });

  it('reads a year in brackets after a home noun (issue 26)', () => {
    const years = (text: string, key: keyof typeof LISTINGS) =>
      readClaims(text, LISTINGS[key], { now: new Date('2026-06-01T00:00:00Z') })
        .filter((c) => c.field === 'year_built')
        .map((c) => c.verdict);
    expect(years('Brand new build (2019) in Venice', 'ocean-front-walk')).toEqual(['block']);
    expect(years('Prewar co-op (1923) in the Village', 'e-9th')).toEqual(['ok']);
    expect(years('Village home (2019 photos)', 'e-9th')).toEqual([]);
  });

  it('reads a year before the number of stories or levels of the home', () => {
    expect(years('a 1993 two-story')).toEqual(['block:1993']);
    expect(years('a 1983 two-story')).toEqual(['ok:1983']);
    expect(years('1993 single-level')).toEqual(['block:1993']);
  });

  it('reads "yb" as year built, as listing sheets shorten it', () => {
    expect(years('yb 1993, 2 bed')).toEqual(['block:1993']);
    expect(years('YB: 1983')).toEqual(['ok:1983']);
    expect(years('yb loves this 1993 photo')).toEqual([]);
  });
});

describe('a year built in Spanish and Portuguese', () => {
  it('reads "los años 80" and "anos 80" after a built word or a home noun as the decade', () => {
    expect(years('Townhouse construido en los años 80.')).toEqual(['ok:80']);
    expect(years('Sobrado dos anos 80 com garagem.')).toEqual(['ok:80']);
    expect(years('Casa dos anos 60 com quintal.')).toEqual(['block:60']);
  });

  it('reads "casa de 1983" and "edifício de 1983" as the year it dates from', () => {
    expect(years('Edifício de 1983, três andares.')).toEqual(['ok:1983']);
    expect(years('Condominio de 1997 con alberca.')).toEqual(['block:1997']);
  });

  it('reads no year where none is built: an age, an area or a plain count', () => {
    expect(years('Hace 40 años que la familia vive aquí.')).toEqual([]);
    expect(years('Casa de 1984 m² en total.')).toEqual([]);
    expect(years('Los años 80 fueron buenos para el barrio.')).toEqual([]);
  });
});

describe("a decade before a builder's name at an address", () => {
  it('reads "a late-70s Eichler at 12 Elm" as the home\'s decade', () => {
    expect(years('Meet a late-70s Pulte at 165 Okeefe St.')).toEqual(['block:70s']);
    expect(years('Meet an early-80s Pulte at 165 Okeefe St.')).toEqual(['ok:80s']);
  });

  it('reads none for a named thing that is not placed at an address', () => {
    expect(years('Parked out front: a mid-80s Porsche in mint shape.')).toEqual([]);
    expect(years('The 80s Mixtape at Fifth Street Tavern tonight!')).toEqual([]);
  });
});

describe('a decade before an age word and a home noun', () => {
  const e9th = LISTINGS['e-9th']; // built 1923
  it('reads "a 1940s prewar gem" as the year built', () => {
    expect(years('A 1940s prewar beauty near the park.', e9th)).toEqual(['block:1940s']);
    expect(years('A 1920s prewar gem near the park.', e9th)).toEqual(['ok:1920s']);
  });

  it('reads no year in a decade of something else', () => {
    expect(years('Music from the 1940s fills the prewar lobby.', e9th)).toEqual([]);
  });
});
