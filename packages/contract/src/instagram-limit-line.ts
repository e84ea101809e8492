import type { TInstagramLimit } from './meta-accounts';
import { SOCIAL_MESSAGES } from './social';

/**
 * Instagram's publishing limit (content_publishing_limit) as the agent reads it before posting, in the
 * web app's post form and the side panel: the count used in the rolling 24 hours, or that it is reached.
 */
export const instagramLimitLine = (limit: TInstagramLimit) =>
  limit.reached
    ? SOCIAL_MESSAGES.instagramLimitReached(limit.quota_usage, limit.quota_total)
    : `Instagram: ${limit.quota_usage} of ${limit.quota_total} API posts used in the last 24 hours.`;
