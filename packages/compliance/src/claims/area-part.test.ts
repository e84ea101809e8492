import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a lot's or a part's area is not the living area.
const now = new Date('2026-06-01T00:00:00Z');
const areas = (text: string, listing: keyof typeof LISTINGS) =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.field === 'living_area_sqft' || c.field === 'lot_size')
    .map((c) => `${c.field}:${c.verdict}:${text.slice(c.start, c.end)}`);

describe('French areas', () => {
  it('reads "de terrain" after an area as the lot, and "d\'un hectare" as one hectare', () => {
    // falling-spring: 1.27 acres (about 5,140 m²); birch-hollow: 0.46 acres.
    expect(areas('Un beau terrain: 5140 m² de terrain boisé.', 'falling-spring')).toEqual([
      'lot_size:ok:5140 m²',
    ]);
    expect(areas('Sur un terrain d’un hectare.', 'birch-hollow')).toEqual(['lot_size:block:d’un hectare']);
    expect(areas('Maison de 150 m² habitables.', 'birch-hollow')).toEqual(['living_area_sqft:block:150 m²']);
  });

  it('reads no living area in a French part of the home', () => {
    expect(areas('Une véranda de 40 m² et une cave de 20 m².', 'birch-hollow')).toEqual([]);
  });
});

describe('area of a part', () => {
  it('reads the lot named after adjectives as the lot', () => {
    expect(areas('A 2,518 sq ft beachfront lot.', 'ocean-front-walk')).toEqual(['lot_size:ok:2,518 sq ft']);
    expect(areas('A 3,518 sq ft beachfront lot.', 'ocean-front-walk')).toEqual([
      'lot_size:block:3,518 sq ft',
    ]);
  });

  it("reads a home's area after a lot as the home's", () => {
    expect(areas('A 6,534 sq ft corner lot with a 1,704 sq ft home.', 'lee-marie')).toEqual([
      'lot_size:ok:6,534 sq ft',
      'living_area_sqft:ok:1,704 sq ft',
    ]);
  });

  it('reads an area in parentheses after a lot as the same lot, as approximate as it', () => {
    expect(areas('Set on 1.27 acres (over 55,000 sq ft).', 'falling-spring')).toEqual([
      'lot_size:ok:1.27 acres',
      'lot_size:ok:55,000 sq ft',
    ]);
    expect(areas('The lot is 25x150 (3,750 sq ft).', 'cypress').map((s) => s.split(':')[1])).toEqual([
      'ok',
      'ok',
    ]);
    expect(areas('The lot is 25x150 (5,750 sq ft).', 'cypress')[1]).toBe('lot_size:block:5,750 sq ft');
    // A home's area restated in metres is still the home's.
    expect(areas('4,910 sq ft (456 m²) home.', 'ocean-front-walk')).toEqual([
      'living_area_sqft:block:4,910 sq ft',
      'living_area_sqft:block:456 m²',
    ]);
  });

  it('leaves a roof terrace in Spanish to the terrace', () => {
    expect(areas('Terraza en la azotea de 1,684 pies cuadrados.', 'e-9th')).toEqual([]);
  });
});

describe('a lot glossed in brackets, and a stressed acre', () => {
  // lee-marie: 1,704 sq ft on a 6,534 sq ft lot; falling-spring: 1.27 acres.
  it('reads an area in brackets after the lot as the lot', () => {
    expect(areas('Fenced lot (roughly 6,500 sq ft) with a patio.', 'lee-marie')).toEqual([
      'lot_size:ok:6,500 sq ft',
    ]);
    expect(areas('Corner lot (approx. 6,500 sf) with a patio.', 'lee-marie')).toEqual([
      'lot_size:ok:6,500 sf',
    ]);
    expect(areas('Corner lot (about 9,800 sq ft) with a patio.', 'lee-marie')).toEqual([
      'lot_size:block:9,800 sq ft',
    ]);
    // A bracket after the home is still the home's.
    expect(areas('Two-story home (about 1,700 sq ft) on a corner.', 'lee-marie')).toEqual([
      'living_area_sqft:ok:1,700 sq ft',
    ]);
  });

  it('reads "a full acre" and "two whole acres" as at least their amount', () => {
    expect(areas('Sits on a full acre with mature trees.', 'falling-spring')).toEqual([
      'lot_size:ok:a full acre',
    ]);
    expect(areas('Two whole acres with mature trees.', 'falling-spring')).toEqual([
      'lot_size:block:Two whole acres',
    ]);
  });
});

describe('land in Spanish and Portuguese words', () => {
  // birch-hollow: 0.46 acres; cypress: 3,920 sq ft (0.09 acres).
  it('reads "um quarto de acre", "un cuarto de acre", "meio acre" and "quase um acre"', () => {
    expect(areas('Terreno de meio acre com horta.', 'birch-hollow')).toEqual(['lot_size:ok:meio acre']);
    expect(areas('Terreno de um quarto de acre com horta.', 'birch-hollow')).toEqual([
      'lot_size:block:um quarto de acre',
    ]);
    expect(areas('Lote de un cuarto de acre.', 'cypress')).toEqual(['lot_size:block:un cuarto de acre']);
    expect(areas('Terreno de quase um acre.', 'birch-hollow')).toEqual(['lot_size:block:um acre']);
  });

  it('still reads a bedroom as a bedroom', () => {
    const beds = (text: string) =>
      readClaims(text, LISTINGS['birch-hollow'], { now })
        .filter((c) => c.field === 'beds')
        .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);
    expect(beds('Casa com um quarto de hóspedes e 3 quartos no total.')).not.toContain('block:3 quartos');
  });
});

describe('lived-in space after a part, and a zoned part', () => {
  it('reads "of living space" as the living area even after a part in the clause', () => {
    expect(areas('A barn and roughly 2,600 sq ft of finished living space.', 'ne-183rd')).toEqual([
      'living_area_sqft:block:2,600 sq ft',
    ]);
  });

  it('leaves an area "zoned for" a shop or an office to that part', () => {
    expect(areas('About 350 sq ft is zoned for a retail office.', 'ocean-front-walk')).toEqual([]);
    expect(areas('About 350 sq ft of living space.', 'ocean-front-walk')).toEqual([
      'living_area_sqft:block:350 sq ft',
    ]);
  });
});

describe('an area range', () => {
  it('agrees when the listed area lies inside the range, and checks a range that misses it', () => {
    // falling-spring: 3,100 sq ft.
    expect(areas('Roughly 2,950-3,150 sq ft inside.', 'falling-spring')).toEqual([
      'living_area_sqft:ok:3,150 sq ft',
    ]);
    expect(areas('Roughly 2,600 to 2,800 sq ft inside.', 'falling-spring')).toEqual([
      'living_area_sqft:block:2,800 sq ft',
    ]);
  });
});

describe('Portuguese contractions before the lot', () => {
  it('reads the area before "num terreno" as the home, the one after as the lot', () => {
    expect(areas('Casa de 158 m² num terreno de 607 m².', 'lee-marie')).toEqual([
      'living_area_sqft:ok:158 m²',
      'lot_size:ok:607 m²',
    ]);
    expect(areas('Um terreno de 900 m² numa rua calma.', 'lee-marie')).toEqual(['lot_size:block:900 m²']);
  });
});
