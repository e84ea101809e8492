import { describe, expect, it } from 'vitest';
import { initialPurchaseCard, paygoRequest, viewPurchaseCard } from './purchase-card-state';

describe('dashboard purchase card (PRODUCT.md §2, §5, §9)', () => {
  it('starts at 10 Facebook Marketplace credits, valid, priced by the tier', () => {
    expect(initialPurchaseCard).toEqual({ type: 'promote_to_facebook_marketplace', api_calls: '10' });
    const view = viewPurchaseCard(initialPurchaseCard);
    expect(view).toMatchObject({ isValidPurchase: true, quantity: 10, totalCents: 250, unitCents: 25 });
    expect(view.pricing.promote_to_facebook_marketplace).toBe(0.25);
    expect(view.pricing.reel_generation).toBe(0.55);
  });

  it('flags below-minimum, fractional and empty quantities with the spec message and the 0.55 defaults', () => {
    for (const api_calls of ['9', '10.5', '', 'abc']) {
      const view = viewPurchaseCard({ type: 'post_to_linkedin_account', api_calls });
      expect(view.isValidPurchase).toBe(false);
      expect(view.error).toBe('Minimum purchase is 10 credits.');
      expect(view.pricing.post_to_linkedin_account).toBe(0.55);
      expect(paygoRequest({ type: 'post_to_linkedin_account', api_calls })).toBeNull();
    }
  });

  it('builds the checkout body with the tier total', () => {
    expect(paygoRequest({ type: 'post_to_linkedin_account', api_calls: '25' })).toEqual({
      package_type: 'paygo',
      package_details: {
        package_name: 'paygo_credits',
        package_price: 18.75,
        api_calls_buy: 25,
        type_of_api_call: 'post_to_linkedin_account',
      },
    });
  });
});
