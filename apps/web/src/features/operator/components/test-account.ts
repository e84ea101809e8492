import type { TOperatorAccount } from '@pp/contract';

/** One account as the API answers it, for the console's component tests. */
export const ID = '7d6b1c1e-2f4a-4a61-9d1e-0b7c4f1b2a10';
const credits = {
  promote_to_facebook_marketplace: 0,
  promote_to_linkedin: 20,
  promote_to_twitter: 0,
  reel_generation: 2,
};
export const account = (): TOperatorAccount => ({
  user: {
    id: ID,
    email: 'jane@example.com',
    full_name: 'Jane Agent',
    role: 'user',
    email_verified: false,
    plan: null,
    created_at: '2031-02-01T09:00:00.000Z',
    subscribed: false,
    subscription_end: null,
    cancel_at_period_end: false,
    trial_end: null,
    locked_at: null,
    lock_reason: '',
  },
  credits,
  ledger_balances: credits,
  ledger: [
    {
      id: 1,
      addon: 'promote_to_linkedin',
      delta: 25,
      reason: 'purchase',
      ref: 'cs_test_1',
      created_at: '2031-02-02T09:00:00.000Z',
    },
  ],
  transactions: [
    {
      id: 'a1e2b3c4-0000-4000-8000-000000000001',
      external_id: 'cs_test_1',
      amount_cents: 4900,
      currency: 'usd',
      status: 'paid',
      addon_name: 'promote_to_linkedin',
      payment_type: 'pay_as_you_go',
      created_at: '2031-02-02T09:00:00.000Z',
    },
  ],
  listings: [],
  reels: [],
  scheduled_posts: [],
  audit: [],
});
