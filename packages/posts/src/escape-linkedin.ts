/**
 * Escapes text for the `commentary` of LinkedIn's Posts API, whose "little" text format reserves
 * \ | { } @ [ ] ( ) < > # * _ ~ (unescaped, LinkedIn cuts the post at the first one). URLs are left
 * whole so they still link, and #hashtags stay hashtags.
 */
const RESERVED = /[\\|{}@[\]()<>#*_~]/g;
const KEEP = /https?:\/\/[^\s]+|#[\p{L}\p{N}_]+/gu;

export const escapeLinkedInCommentary = (text: string): string => {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(KEEP)) {
    const at = match.index ?? 0;
    const kept = match[0];
    out += text.slice(last, at).replace(RESERVED, '\\$&');
    out += kept;
    last = at + kept.length;
  }
  return out + text.slice(last).replace(RESERVED, '\\$&');
};
