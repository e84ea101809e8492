import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// A pretext of others ahead ordered after a class is named (pretext-claims.ts; 24 CFR §100.80(b)).
describe('pretext of unavailability for a class', () => {
  it.each([
    ['The guy in a turban comes at 5, so tell him someone already put a deposit down.', 'religion block'],
    ["He's Somali, I think. Let him know we're no longer accepting applications.", 'national_origin block'],
    ["She is white. Tell her there's another deposit down.", 'race block'],
    ['Woman in a headscarf at the door. Just say we have several offers already.', 'religion block'],
  ])('flags %s', (text, want) => {
    expect(found(text)).toContain(want);
  });

  it.each([
    "Tell her there's a deposit pending until it clears.",
    "The walls are white. Tell her there's a deposit pending.",
    "We've had several offers this week, so the owner is reviewing them Friday.",
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
