import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// German, Italian, Polish and Russian posts (european-words.ts, comma-decimal.ts) at falling-spring:
// 4 bd, 3.5 ba, 3,100 sq ft, 1.27 acres, 1992, $695,000.
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string) =>
  checkClaims(text, LISTINGS['falling-spring'], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}:${f.claim}`,
  );

describe('German, Italian and Polish counts, years and lots', () => {
  it('reads their bedroom, year and acre words', () => {
    expect(keys('Dom z 6 sypialniami? Nie: 3 sypialnie, 2 łazienki.')).toEqual([
      'beds:block:3 sypialnie',
      'baths_total:block:2 łazienki',
    ]);
    expect(keys('Villa con 5 camere da letto, costruita nel 1998.')).toEqual([
      'beds:block:5 camere da letto',
      'year_built:block:1998',
    ]);
    expect(keys('Haus mit 3 Schlafzimmern und Garten, Baujahr 1992.')).toEqual([
      'beds:block:3 Schlafzimmern',
    ]);
  });

  it('reads a decimal comma as the decimal point in those languages', () => {
    expect(keys('Haus mit 4 Schlafzimmern und 3,5 Bädern, Grundstück 1,27 Acres.')).toEqual([]);
    expect(keys('Dom: 4 sypialnie, 3,5 łazienki, działka 2,17 akra.')).toEqual(['lot_size:block:2,17 akra']);
    expect(keys('Дом: 4 спальни, 3,5 ванные, участок 1,27 акра. Цена $695 000.')).toEqual([]);
    expect(keys('Дом: 4 спальни. Цена $659 000.')).toEqual(['price:block:$659 000']);
  });

  it('keeps an English list with commas the English way', () => {
    expect(keys('Rooms: 4,3,5 across three floors; 1,27 is the gate code.')).toEqual([]);
  });
});

describe('German, Italian, Polish and Russian status words', () => {
  it('reads a sale that is past or pending against a home for sale', () => {
    expect(keys('Reserviert! Haus mit 4 Schlafzimmern.')).toEqual(['status:block:Reserviert']);
    expect(keys('Sprzedany: dom z 4 sypialniami.')).toEqual(['status:block:Sprzedany']);
    expect(keys('Продаётся дом: 4 спальни.')).toEqual([]);
    expect(keys('In vendita: villa con 4 camere da letto.')).toEqual([]);
  });
});
