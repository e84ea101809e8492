import { platformRefusedMessage, postCreditAddon, type ScheduledPostPlatform } from '@pp/contract';
import type { PlatformError } from '../social/platform-http';

const NAMES: Partial<Record<ScheduledPostPlatform, string>> = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  instagram: 'Instagram',
  facebook_page: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/**
 * The platform's own reason from a refusal's body (X: RFC 7807 detail/title or errors[].message;
 * LinkedIn: message; Meta: error.message), short, or null when it gave none we can read.
 */
export function refusalWords(err: PlatformError): string | null {
  const body = /HTTP \d{3} (.*)$/s.exec(err.message)?.[1] ?? '';
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
  const nested = (parsed.error ?? (parsed.errors as unknown[] | undefined)?.[0]) as
    | Record<string, unknown>
    | undefined;
  const words = parsed.detail ?? parsed.message ?? nested?.message ?? nested?.detail ?? parsed.title;
  return typeof words === 'string' && words.trim() ? words.trim().slice(0, 200) : null;
}

/** What the agent reads when the platform refused the post for good. */
export const refusedMessage = (
  post: { platform: ScheduledPostPlatform; reel_id: string | null },
  err: PlatformError,
) =>
  platformRefusedMessage(
    NAMES[post.platform] ?? post.platform,
    refusalWords(err),
    postCreditAddon(post.platform, post) !== null,
  );
