import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// Colour said by tone, without the "-skinned" words (skin-tone-words.ts; 42 U.S.C. §3604(c); 24 CFR §109.20).
describe('skin tone as a limit or a description', () => {
  it.each([
    'Roommate wanted for the garden unit, nobody that is too dark please.',
    'Great vibes only, no one darker than me lol',
    'Block party tonight, it is mostly pasty office people on this street.',
    'The regulars here are dark folks from across town.',
    'Los vecinos son gente bien güerita y educada.',
    'Es una cuadra de familias morenitas muy trabajadoras.',
  ])('flags %s', (text) => {
    expect(found(text).some((f) => f.startsWith('color '))).toBe(true);
  });

  it.each([
    'Nothing too dark on the walls, the owner prefers neutral paint.',
    'The back bedroom is not too dark thanks to the skylight.',
    'Only a light crowd at the taproom on weekdays.',
    'Pale maple cabinets that buyers love.',
    'Gente muy amable y una colonia tranquila.',
  ])('leaves alone %s', (text) => {
    expect(found(text).filter((f) => f.startsWith('color '))).toEqual([]);
  });
});
