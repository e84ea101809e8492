import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3617; 24 CFR §100.400(c)(1)-(2): threats over a buyer's or tenant's class.
describe('coercion over a buyer (coercion.ts)', () => {
  it.each([
    ['Neighbor to seller: if you sell to those Muslims, we will make your life miserable.', 'religion block'],
    [
      'HOA letter: reconsider the offer from the Mexican couple or the association will fine you monthly.',
      'national_origin block',
    ],
    [
      'Board note: think twice about renting to a family with kids, otherwise you will regret it.',
      'familial_status block',
    ],
    // A surname for national origin, a threat of delay (vocabulary/origin-surnames.ts).
    ['If you sell to the Patel family, expect the board to sit on every approval.', 'national_origin block'],
    [
      'Go with the Hernandez bid and the association will drag its feet on the transfer.',
      'national_origin block',
    ],
  ])('blocks %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'Reconsider the counteroffer or the buyer walks; the lender will not wait.',
    'If you sell to a cash buyer, we can close in ten days.',
    'Think twice about skipping the inspection, or you may regret it.',
    'Accept the Smith offer and expect the board to drag its feet.',
    'Accept the Garcia offer and expect the board to approve it within a week.',
    'HOA approval applies to every buyer and takes about 30 days.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe("coercion over a buyer's class, read through the engine (coercion.ts)", () => {
  warmUp();

  it.each<[string, string]>([
    [
      'The board said it will block the closing if the Muslim family signs.',
      'coercion-over-buyer/religion block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each(["The HOA will hold up the sale if the inspection report isn't in."])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
