import { describe, expect, it } from 'vitest';
import { checkFairHousing } from '../engine';

const found = (text: string) => checkFairHousing(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(c), §3602(k) in Haitian Creole (lang-fr.ts).
describe('Haitian Creole refusals (lang-fr.ts)', () => {
  it.each([
    ['Nou pa lwe bay moun ki gen timoun.', 'familial_status block'],
    ['Pa gen plas pou mizilman, mèsi.', 'religion block'],
    ['Pa gen kote pou fanm ansent nan apatman an.', 'familial_status block'],
  ])('blocks %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each(['Kay la toupre lekòl pou timoun.', 'Nou aksepte tout moun, timoun byenveni.'])(
    'leaves alone %s',
    (text) => {
      expect(found(text)).toEqual([]);
    },
  );
});
