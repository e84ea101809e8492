import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// Fit by culture or with a wink (coded-fit.ts; 42 U.S.C. §3604(c); HUD 1995 memo): warns.
describe('coded cultural fit', () => {
  it.each([
    'We want renters who are a cultural fit with the rest of the block.',
    'Owner is picky about culture fit for this street, nothing personal.',
    'Hoping for a family that fits in here, if you catch my drift.',
  ])('warns on %s', (text) => {
    expect(found(text)).toContain('race warn');
  });

  it.each([
    'A good fit for a home office or a nursery.',
    'Cultural events downtown every weekend, ten minutes by bus.',
    'Residents love the rooftop grill, if you know what I mean.',
    'The right fit for your budget in a great location.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
