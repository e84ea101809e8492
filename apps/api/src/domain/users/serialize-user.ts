import { API_PREFIX, type TCurrentUser } from '@pp/contract';
import type { UserRow } from '../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The columns the current-user record is made of (no password hash, tokens or processor ids). */
export const CURRENT_USER_COLUMNS = [
  'id',
  'full_name',
  'email',
  'username',
  'phone_number',
  'role',
  'promote_to_facebook_marketplace',
  'promote_to_linkedin',
  'promote_to_twitter',
  'reel_generation',
  'has_used_trial',
  'is_subscribed',
  'subscription_end_date',
  'trial_end',
  'subscription_id',
  'cancel_at_period_end',
  'package_name',
  'email_verified_at',
  'is_google_account',
  'brokerage_name',
  'accent_color',
  'license_number',
  'licenses',
  'team_name',
  'default_language',
  'created_at',
] as const satisfies readonly (keyof UserRow)[];
export type CurrentUserRow = Pick<UserRow, (typeof CURRENT_USER_COLUMNS)[number]>;

/** The current-user record of PRODUCT.md §3, from a users row. */
export function serializeUser(u: CurrentUserRow, hasPhoto: boolean, hasLogo = false): TCurrentUser {
  return {
    _id: u.id,
    full_name: u.full_name,
    email: u.email,
    username: u.username,
    phone_number: u.phone_number,
    role: u.role,
    profile_picture_url: hasPhoto ? `${API_PREFIX}/users/profile-photo` : null,
    addons: {
      promote_to_facebook_marketplace: u.promote_to_facebook_marketplace,
      promote_to_linkedin: u.promote_to_linkedin,
      promote_to_twitter: u.promote_to_twitter,
      reel_generation: u.reel_generation,
    },
    has_used_trial: u.has_used_trial,
    is_subscribed: u.is_subscribed,
    subscription_end_date: iso(u.subscription_end_date),
    trial_end: iso(u.trial_end),
    subscription_id: u.subscription_id,
    cancel_at_period_end: u.cancel_at_period_end,
    package_name: u.package_name,
    email_verified: u.email_verified_at !== null,
    is_google_account: u.is_google_account,
    brokerage_name: u.brokerage_name,
    accent_color: u.accent_color,
    license_number: u.license_number,
    licenses: u.licenses.map(({ state, number }) => ({ state, number })),
    team_name: u.team_name,
    default_language: u.default_language,
    logo_url: hasLogo ? `${API_PREFIX}/users/logo` : null,
    created_at: u.created_at.toISOString(),
  };
}
