import { describe, expect, it } from 'vitest';
import { describePurchase } from './describe-purchase';

describe('describePurchase', () => {
  it('names credit packs with their count and plans with their cycle', () => {
    expect(describePurchase({ addon_name: 'promote_to_facebook_marketplace', quantity: 100 })).toBe(
      'Facebook Marketplace credits × 100',
    );
    expect(describePurchase({ addon_name: 'reel_generation', quantity: 1500 })).toBe(
      'Reel Generation credits × 1,500',
    );
    expect(describePurchase({ addon_name: 'post_to_linkedin_account' })).toBe('LinkedIn credits');
    expect(describePurchase({ addon_name: 'professional_monthly' })).toBe('Professional, monthly');
    expect(describePurchase({ addon_name: 'professional_yearly' })).toBe('Professional, yearly');
  });

  it('answers null for what we do not sell', () => {
    expect(describePurchase({ addon_name: null })).toBeNull();
    expect(describePurchase({ addon_name: 'mystery_box', quantity: 3 })).toBeNull();
  });
});
