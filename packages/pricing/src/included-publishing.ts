import { PHOTO_POST_FAIR_USE_PER_DAY } from '@pp/contract';

/**
 * What publishing costs beyond the credit counters (issue 27, "Credits"), in the words the pricing
 * page, the calculator and the dashboard show. The server's rule is `postCreditAddon` and
 * PHOTO_POST_FAIR_USE_PER_DAY in @pp/contract; these sentences say the same.
 */
export const REEL_PUBLISHING_NOTE =
  'A reel is paid once, with its reel credit: publishing it to Instagram, Facebook Pages, TikTok, YouTube Shorts, LinkedIn and X costs no further credit.';

/** The platforms are FAIR_USE_PLATFORMS in @pp/contract: Instagram, Facebook Pages and TikTok, one limit together. */
export const PHOTO_POSTS_NOTE = `Photo posts to Instagram, Facebook Pages and TikTok are included in plans and trials for now: counted in your usage, with a fair-use limit of ${PHOTO_POST_FAIR_USE_PER_DAY} a day, the three together.`;

export const SOCIAL_CREDIT_NOTE =
  'One credit per text or photo post; a reel posted as a video costs no credit.';

/** The short lines of a plan card and the pricing header. */
export const INCLUDED_PUBLISHING_FEATURES = [
  'Reels publish everywhere at no extra credit',
  `Instagram, Facebook Page & TikTok photo posts included (fair use ${PHOTO_POST_FAIR_USE_PER_DAY}/day)`,
] as const;
