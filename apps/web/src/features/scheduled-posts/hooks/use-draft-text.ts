import type { ScheduledPostPlatform, TDrafts } from '@pp/contract';
import { useEffect, useState } from 'react';

/**
 * The draft a platform starts from: the same drafts the extension makes (issue 24). Instagram, a
 * Facebook Page and a YouTube description take the LinkedIn draft, the long form with hashtags.
 */
export const draftFor = (drafts: TDrafts, platform: ScheduledPostPlatform): string =>
  platform === 'twitter'
    ? drafts.twitter.text
    : platform === 'facebook_marketplace'
      ? drafts.facebook_marketplace.description
      : drafts.linkedin.text;

/**
 * The post's text, prefilled with the platform's draft until the agent types: switching platform
 * before that shows the new platform's draft; once edited, the agent's words are never replaced.
 */
export function useDraftText(drafts: TDrafts | undefined, platform: ScheduledPostPlatform) {
  const [text, setText] = useState('');
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    if (drafts && !edited) setText(draftFor(drafts, platform));
  }, [drafts, platform, edited]);
  return {
    text,
    /** The agent's own typing. */
    edit: (next: string) => {
      setEdited(true);
      setText(next);
    },
    /** After a post went out: the next one starts from the draft again. */
    reset: () => {
      setEdited(false);
      setText(drafts ? draftFor(drafts, platform) : '');
    },
  };
}
