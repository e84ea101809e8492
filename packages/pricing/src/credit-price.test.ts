import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  priceFor,
  progressBarMax,
  progressMarkPercent,
  progressPercent,
  purchaseError,
  quoteCredits,
  savingsHint,
  tierOf,
  tierRows,
} from './credit-price';
import {
  CREDIT_CATALOGUE,
  CREDIT_TYPES,
  creditType,
  MAXIMUM_PURCHASE,
  MINIMUM_PURCHASE,
} from './credit-types';

describe('priceFor: every tier boundary of PRODUCT.md §9, in integer cents', () => {
  it.each([
    [1, 25],
    [10, 250],
    [100, 2500],
    [101, 2020],
    [500, 10000],
    [501, 7515],
    [1000, 15000],
  ])('Facebook Marketplace × %i = %i cents', (qty, cents) => {
    expect(priceFor('promote_to_facebook_marketplace', qty)).toBe(cents);
  });

  for (const type of ['post_to_twitter_account', 'post_to_linkedin_account'] as const) {
    it.each([
      [1, 100],
      [10, 1000],
      [11, 990],
      [20, 1800],
      [21, 1575],
      [50, 3750],
      [51, 3060],
      [1000, 60000],
    ])(`${type} × %i = %i cents`, (qty, cents) => {
      expect(priceFor(type, qty)).toBe(cents);
    });
  }

  it.each([
    [1, 200],
    [5, 1000],
    [6, 1080],
    [15, 2700],
    [16, 2400],
    [30, 4500],
    [31, 3720],
  ])('reel_generation × %i = %i cents', (qty, cents) => {
    expect(priceFor('reel_generation', qty)).toBe(cents);
  });

  it('refuses quantities that are not positive integers', () => {
    expect(() => priceFor('reel_generation', 0)).toThrow(RangeError);
    expect(() => priceFor('reel_generation', 2.5)).toThrow(RangeError);
    expect(() => priceFor('reel_generation', Number.NaN)).toThrow(RangeError);
  });
});

describe('tierOf', () => {
  it('moves to the next band exactly one past each maximum', () => {
    for (const type of CREDIT_TYPES) {
      const tiers = CREDIT_CATALOGUE[type].tiers;
      tiers.forEach((t, i) => {
        expect(tierOf(type, t.min).index).toBe(i);
        if (t.max !== null) {
          expect(tierOf(type, t.max).index).toBe(i);
          expect(tierOf(type, t.max + 1).index).toBe(i + 1);
        }
      });
    }
  });

  it('has contiguous tiers starting at 1 with falling prices and an open top', () => {
    for (const type of CREDIT_TYPES) {
      const tiers = CREDIT_CATALOGUE[type].tiers;
      expect(tiers[0]?.min).toBe(1);
      expect(tiers.at(-1)?.max).toBeNull();
      for (let i = 1; i < tiers.length; i++) {
        expect(tiers[i]?.min).toBe((tiers[i - 1]?.max ?? 0) + 1);
        expect(tiers[i]?.priceCents).toBeLessThan(tiers[i - 1]?.priceCents ?? 0);
      }
    }
  });
});

describe('quoteCredits', () => {
  it('gives the discount object against the base price', () => {
    const q = quoteCredits('promote_to_facebook_marketplace', 200);
    expect(q).toMatchObject({ unitCents: 20, totalCents: 4000, originalCents: 5000, savingsCents: 1000 });
    expect(q.hasDiscount).toBe(true);
    expect(q.discountPercentage).toBe(20);
  });

  it('has no discount in the base tier', () => {
    const q = quoteCredits('post_to_twitter_account', 10);
    expect(q.hasDiscount).toBe(false);
    expect(q.savingsCents).toBe(0);
    expect(q.discountPercentage).toBe(0);
  });
});

describe('clampQuantity (PRODUCT.md §5)', () => {
  it.each([
    ['', 10],
    ['   ', 10],
    ['abc', 10],
    [null, 10],
    [undefined, 10],
    [Number.NaN, 10],
    ['3', 10],
    [0, 10],
    [-50, 10],
    ['10', 10],
    ['11', 11],
    ['250', 250],
    [12.9, 12],
    ['42abc', 42],
    [Number.POSITIVE_INFINITY, 10],
    [MAXIMUM_PURCHASE + 5, MAXIMUM_PURCHASE],
  ])('%j → %i', (input, expected) => {
    expect(clampQuantity(input as string | number | null | undefined, MINIMUM_PURCHASE)).toBe(expected);
  });
});

describe('purchaseError', () => {
  it('accepts the minimum and above', () => {
    expect(purchaseError('reel_generation', 10)).toBeNull();
    expect(purchaseError('post_to_linkedin_account', 999)).toBeNull();
  });
  it("says 'Minimum purchase is 10 credits.' below the minimum or for a non-number", () => {
    expect(purchaseError('reel_generation', 9)).toBe('Minimum purchase is 10 credits.');
    expect(purchaseError('reel_generation', '20')).toBe('Minimum purchase is 10 credits.');
    expect(purchaseError('reel_generation', 10.5)).toBe('Minimum purchase is 10 credits.');
  });
  it("says 'Invalid purchase details.' for an unknown type or an absurd quantity", () => {
    expect(purchaseError('promote_to_twitter', 20)).toBe('Invalid purchase details.');
    expect(purchaseError('reel_generation', MAXIMUM_PURCHASE + 1)).toBe('Invalid purchase details.');
  });
});

describe('savingsHint', () => {
  it('counts the credits to the next tier', () => {
    expect(savingsHint('promote_to_facebook_marketplace', 10).text).toBe(
      'Add 91 more credits to unlock $0.20 per credit.',
    );
    expect(savingsHint('promote_to_facebook_marketplace', 500).text).toBe(
      'Add 1 more credit to unlock $0.15 per credit.',
    );
    expect(savingsHint('post_to_twitter_account', 10)).toMatchObject({
      creditsToNextTier: 1,
      nextUnitCents: 90,
    });
    expect(savingsHint('reel_generation', 15).creditsToNextTier).toBe(1);
  });
  it('gives the per-credit saving at the top tier', () => {
    expect(savingsHint('promote_to_facebook_marketplace', 501).text).toBe(
      "You're at the best rate: saving $0.10 per credit.",
    );
    expect(savingsHint('post_to_linkedin_account', 51).text).toBe(
      "You're at the best rate: saving $0.40 per credit.",
    );
    expect(savingsHint('reel_generation', 31)).toMatchObject({
      creditsToNextTier: null,
      savingPerCreditCents: 80,
    });
  });
});

describe('progressPercent and tierRows', () => {
  it('maps 0–1000 onto 0–100 and stays full beyond', () => {
    // Marketplace marks 0, 100, 500, 1000 at 0, 33⅓, 66⅔, 100 %.
    expect(progressPercent('promote_to_facebook_marketplace', 50)).toBeCloseTo(100 / 6);
    expect(progressPercent('promote_to_facebook_marketplace', 500)).toBeCloseTo(200 / 3);
    expect(progressPercent('promote_to_facebook_marketplace', 5000)).toBe(100);
    // Twitter marks 0, 10, 20, 50, 100: 20 credits sit on the third mark, half way.
    expect(progressPercent('post_to_twitter_account', 20)).toBe(50);
    expect(progressPercent('post_to_twitter_account', 35)).toBeCloseTo(62.5);
    expect(progressPercent('reel_generation', 0)).toBe(0);
    expect(progressPercent('reel_generation', 15)).toBe(50);
    expect(progressBarMax('reel_generation')).toBe(50);
  });

  it('every type: marks rise, start at 0, mark each tier start, and sit at least a fifth of the bar apart', () => {
    for (const type of CREDIT_TYPES) {
      const marks = creditType(type).progressLabels;
      expect(marks[0]).toBe(0);
      for (let i = 1; i < marks.length; i++) expect(marks[i]!).toBeGreaterThan(marks[i - 1]!);
      for (const tier of creditType(type).tiers.slice(1)) expect(marks).toContain(tier.min - 1);
      for (let i = 1; i < marks.length; i++)
        expect(progressMarkPercent(type, i) - progressMarkPercent(type, i - 1)).toBeGreaterThanOrEqual(20);
    }
  });
  it('lists tier labels, prices and savings', () => {
    expect(tierRows('promote_to_facebook_marketplace')).toEqual([
      { label: '1-100 credits', priceCents: 25, savingsPercent: 0 },
      { label: '101-500 credits', priceCents: 20, savingsPercent: 20 },
      { label: '501+ credits', priceCents: 15, savingsPercent: 40 },
    ]);
  });
});
