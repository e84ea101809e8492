import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';
import { outcomeFor, warmUp } from '../testing/family-cases';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(c), §3602(k) in Haitian Creole (lang-fr.ts).
describe('Haitian Creole refusals (lang-fr.ts)', () => {
  it.each([
    ['Nou pa lwe bay moun ki gen timoun.', 'familial_status block'],
    ['Pa gen plas pou mizilman, mèsi.', 'religion block'],
    ['Pa gen kote pou fanm ansent nan apatman an.', 'familial_status block'],
    // An origin said by the country one comes from (moun ki soti …).
    ['Pa gen plas pou moun ki soti Dominikani.', 'national_origin block'],
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

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe('French refusals of an orientation, through the engine (vocabulary/lang-fr.ts)', () => {
  warmUp();

  it('French "pas de" before an orientation word blocks where it is protected', () => {
    expect(outcomeFor('Studio à Newark, NJ, pas de lesbiennes.', 'NJ')).toBe('block');
  });

  it.each([['Quartier animé avec des bars gays.']])('leaves %s alone', (text) => {
    expect(outcomeFor(text, 'NJ')).toBe('ok');
  });
});

// A home said not to suit a class is a limitation (42 U.S.C. §3604(c)).
describe('French "not suited to" (lang-fr.ts)', () => {
  it.each([
    ['Appartement non adapté aux enfants.', 'familial_status block'],
    ['Studio qui ne convient pas aux immigrés.', 'national_origin block'],
  ])('%s → %s', (text, finding) => {
    expect(found(text)).toContain(finding);
  });
  it('leaves a home suited to a use alone', () => {
    expect(found('Cuisine non adaptée au gaz, plaques à induction.')).toEqual([]);
  });
});
