import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 24 CFR §100.70(c)(1); 42 U.S.C. §3602(k) (familial-steering.ts).
describe('families with children steered to another building', () => {
  it.each([
    'Honestly you and your children would be more comfortable in a different complex.',
    'Your little ones will be happier over at the Elm Street building across town.',
    'Families with kids are better off somewhere else.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('familial_status block');
  });

  it('blocks beside a description of older residents, which claims no HOPA housing', () => {
    expect(found('Mostly retirees here; your children would be better off across town.')).toContain(
      'familial_status block',
    );
    // Senior housing named as such keeps the HOPA check a warning (42 U.S.C. §3607(b)).
    expect(found('A 55+ community: your kids would be happier across town.')).not.toContain(
      'familial_status block',
    );
  });

  it.each([
    'Your kids will be happier with the big fenced yard.',
    'Your kids would be happier at the playground down the road than anywhere else.',
    'Families with kids welcome; the school bus stops next door.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
