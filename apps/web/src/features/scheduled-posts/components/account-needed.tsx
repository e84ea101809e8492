import type { ScheduledPostPlatform } from '@pp/contract';
import { Link } from 'react-router';

/** The account each platform's post goes through, as the Connected accounts card names it. */
const ACCOUNT_NAMES: Record<ScheduledPostPlatform, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  instagram: 'Facebook (for Instagram)',
  facebook_page: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  facebook_marketplace: 'Facebook',
};

/** Where the connection is made: the profile's Connected accounts card, scrolled to. */
export const CONNECT_ACCOUNTS_PATH = '/dashboard/profile#connected-accounts';

/**
 * Publishing needs the platform's connected account (issue 24): without it the form says so and links
 * to connecting one, instead of a refusal after "Publish now".
 */
export function AccountNeeded({
  platform,
  need,
}: {
  platform: ScheduledPostPlatform;
  need: 'missing' | 'reconnect';
}) {
  const name = ACCOUNT_NAMES[platform];
  return (
    <p
      id="schedule-account-needed"
      role="note"
      className="rounded-md bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="account-needed"
    >
      {need === 'missing'
        ? `Publishing to ${name} needs your ${name} account connected. `
        : `Your ${name} connection expired. `}
      <Link to={CONNECT_ACCOUNTS_PATH} className="font-medium text-brand-700 underline">
        {need === 'missing' ? `Connect your ${name} account` : `Reconnect ${name}`}
      </Link>
    </p>
  );
}
