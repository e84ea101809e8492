export const PRODUCT_NAME = 'Property Promoter';
export const API_PREFIX = '/api/v1';

/** The four add-on counters held on every user (PRODUCT.md §1, decisions.md). */
export const ADDON_KEYS = [
  'promote_to_facebook_marketplace',
  'promote_to_linkedin',
  'promote_to_twitter',
  'reel_generation',
] as const;
export type AddonKey = (typeof ADDON_KEYS)[number];

export const LISTING_SOURCES = ['zillow', 'realtor', 'trulia', 'redfin'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];
/** How the dashboard names each source (PRODUCT.md §3 Dashboard response keys). */
export const SOURCE_LABELS: Record<ListingSource, string> = {
  zillow: 'Zillow',
  realtor: 'Realtor',
  trulia: 'Trulia',
  redfin: 'Redfin',
};

export const PUBLISH_PLATFORMS = ['facebook_marketplace', 'linkedin', 'twitter'] as const;
export type PublishPlatform = (typeof PUBLISH_PLATFORMS)[number];
/** Which counter a publish to each platform takes its credit from. */
export const PLATFORM_ADDON: Record<PublishPlatform, AddonKey> = {
  facebook_marketplace: 'promote_to_facebook_marketplace',
  linkedin: 'promote_to_linkedin',
  twitter: 'promote_to_twitter',
};

export const TRIAL_DAYS = 7;
/** Trial credits (decisions.md): 2 Marketplace, 1 LinkedIn, 1 X, 1 reel = 5. */
export const TRIAL_CREDITS: Record<AddonKey, number> = {
  promote_to_facebook_marketplace: 2,
  promote_to_linkedin: 1,
  promote_to_twitter: 1,
  reel_generation: 1,
};
/** The trial's credits added up: the one number the pricing card, sign-up and the FAQ all show. */
export const TRIAL_CREDIT_TOTAL = Object.values(TRIAL_CREDITS).reduce((a, b) => a + b, 0);
/** "2 Facebook Marketplace, 1 LinkedIn, 1 X and 1 video reel", read from TRIAL_CREDITS. */
export const TRIAL_CREDIT_BREAKDOWN = `${TRIAL_CREDITS.promote_to_facebook_marketplace} Facebook Marketplace, ${TRIAL_CREDITS.promote_to_linkedin} LinkedIn, ${TRIAL_CREDITS.promote_to_twitter} X and ${TRIAL_CREDITS.reel_generation} video reel`;

export const DAY_MS = 86_400_000;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MIN_PASSWORD_LENGTH = 8;
export const TRANSACTIONS_PAGE_SIZE = 5;
export const USAGE_WINDOW_DAYS = 7;
export const TOAST_DURATION_MS = 3000;
export const NAV_SCROLL_THRESHOLD_PX = 10;
export const HERO_ROTATION_MS = 2000;
export const DEFAULT_PLAN_LABEL = 'Free Plan';

/** Browser storage keys of the web session (PRODUCT.md §3). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refresh_token',
  userId: 'userId',
  email: 'email',
  username: 'username',
  isLogin: 'isLogin',
  isLoggedIn: 'isLoggedIn',
  google: 'google',
} as const;

/** Requests to these paths never carry the bearer token (PRODUCT.md §7). */
export const UNAUTHENTICATED_PATH_PARTS = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/contact-us',
] as const;
