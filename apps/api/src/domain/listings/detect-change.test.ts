import { describe, expect, it } from 'vitest';
import { detectChange } from './detect-change';

describe('detectChange', () => {
  it('names each follow-up the agent may post', () => {
    const forSale = { price: 500_000, status: 'for_sale' as const };
    expect(detectChange(forSale, { ...forSale, price: 480_000 })).toBe('price_reduced');
    expect(detectChange(forSale, { ...forSale, price: 520_000 })).toBe('price_increased');
    expect(detectChange(forSale, { ...forSale, status: 'pending' })).toBe('pending');
    expect(detectChange(forSale, { price: 505_000, status: 'sold' })).toBe('sold');
    expect(detectChange({ ...forSale, status: 'pending' }, forSale)).toBe('back_on_market');
    expect(detectChange({ ...forSale, status: 'off_market' }, forSale)).toBe('back_on_market');
  });

  it('says nothing when neither price nor status moved, or a value went missing', () => {
    const forSale = { price: 500_000, status: 'for_sale' as const };
    expect(detectChange(forSale, forSale)).toBeNull();
    expect(detectChange(forSale, { price: null, status: 'for_sale' })).toBeNull();
    expect(detectChange(forSale, { price: 500_000, status: null })).toBeNull();
  });
});
