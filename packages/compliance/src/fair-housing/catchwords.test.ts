import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const found = (text: string) => checkFairHousing(text).map((f) => `${f.category} ${f.severity}`);

// 24 CFR §109.20(b)(6) catch words: a warning when said of who may live there, nothing about a thing.
describe('old HUD catch words said of the residents (catchwords.ts)', () => {
  it.each([
    'Exclusive building for the right people.',
    'Select clientele only.',
    'Catering to a discriminating clientele.',
    'Looking for the right kind of tenants.',
    'Reserved for a select few.',
    'Private community for the chosen.',
    'An exclusive enclave on the bay.',
    'Restricted development, inquire for details.',
  ])('warns on %s', (text) => {
    expect(found(text)).toEqual(expect.arrayContaining(['race warn']));
    expect(found(text)).not.toContain('race block');
  });

  it.each([
    'Exclusive listing with our brokerage.',
    'Exclusive agent for the seller.',
    'Exclusive use of the rear garden.',
    'Restricted parking after 6 pm.',
    'Deed restricted subdivision with an HOA.',
    'Private community pool and gym.',
    'The right buyer will love the views.',
    'Select finishes and select appliances.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('keeps board approval a warning, as the corpus has it', () => {
    expect(found('Board approval required per co-op bylaws.')).toEqual(['race warn']);
  });
});
