import type { TCurrentUser } from '@pp/contract';

/**
 * A signed-in user as GET /users/me answers: a verified password account with no plan, no trial
 * running and no credits. Tests override the fields they are about.
 */
export function currentUser(over: Partial<TCurrentUser> = {}): TCurrentUser {
  return {
    _id: 'u1',
    full_name: 'Jane Realtor',
    email: 'jane@example.com',
    username: 'janer',
    phone_number: '',
    role: 'user',
    profile_picture_url: null,
    addons: {
      promote_to_facebook_marketplace: 0,
      promote_to_linkedin: 0,
      promote_to_twitter: 0,
      reel_generation: 0,
    },
    has_used_trial: true,
    is_subscribed: false,
    subscription_end_date: null,
    trial_end: null,
    subscription_id: null,
    cancel_at_period_end: false,
    package_name: null,
    email_verified: true,
    is_google_account: false,
    brokerage_name: '',
    accent_color: '',
    license_number: '',
    licenses: [],
    team_name: '',
    default_language: 'en',
    logo_url: null,
    created_at: new Date().toISOString(),
    ...over,
  };
}
