import { describe, expect, it } from 'vitest';
import { describeChange, formatAddress, formatPrice } from './format-listing';

describe('format-listing', () => {
  it('formats prices, rentals per month, and a missing price', () => {
    expect(formatPrice(224_900)).toBe('$224,900');
    expect(formatPrice(2_350, 'for_rent')).toBe('$2,350/mo');
    expect(formatPrice(null)).toBe('—');
  });

  it('splits the address in two lines', () => {
    expect(formatAddress({ street: '9 Oak Lane', city: 'Boise', state: 'ID', postal_code: '83702' })).toEqual(
      {
        line1: '9 Oak Lane',
        line2: 'Boise, ID 83702',
      },
    );
  });

  it('describes price and status changes', () => {
    const at = '2026-11-20T10:00:00.000Z';
    expect(
      describeChange({
        kind: 'price_reduced',
        from_price: 500_000,
        to_price: 480_000,
        from_status: 'for_sale',
        to_status: 'for_sale',
        created_at: at,
      }),
    ).toBe('Price reduced: $500,000 → $480,000');
    expect(
      describeChange({
        kind: 'back_on_market',
        from_price: 1,
        to_price: 1,
        from_status: 'pending',
        to_status: 'for_sale',
        created_at: at,
      }),
    ).toBe('Back on the market: Pending → For sale');
  });
});
