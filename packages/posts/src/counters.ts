import { PLATFORM_LIMITS } from '@pp/contract';
import twitter from 'twitter-text';

export type Count = { used: number; limit: number; remaining: number; valid: boolean };

/** X's own weighted length (twitter-text): CJK and emoji count 2, every URL counts 23. */
export const countTweet = (text: string): Count => {
  const parsed = twitter.parseTweet(text);
  const limit = PLATFORM_LIMITS.twitter.text;
  return {
    used: parsed.weightedLength,
    limit,
    remaining: limit - parsed.weightedLength,
    valid: parsed.valid,
  };
};

/** Characters as people count them (code points, so an emoji is one). */
export const countCharacters = (text: string): number => [...text].length;

const plainCount = (text: string, limit: number): Count => {
  const used = countCharacters(text);
  return { used, limit, remaining: limit - used, valid: used > 0 && used <= limit };
};

/** Live counters of the extension's editor, one per editable text. */
export const countLinkedIn = (text: string): Count => plainCount(text, PLATFORM_LIMITS.linkedin.text);
export const countMarketplaceTitle = (text: string): Count =>
  plainCount(text, PLATFORM_LIMITS.facebook_marketplace.title);
export const countMarketplaceDescription = (text: string): Count =>
  plainCount(text, PLATFORM_LIMITS.facebook_marketplace.description);

export { PLATFORM_LIMITS };
