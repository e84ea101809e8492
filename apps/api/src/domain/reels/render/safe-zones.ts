/**
 * The parts of a 9:16 frame that Instagram Reels, TikTok and YouTube Shorts draw their own interface
 * over, as fractions of the frame: text, chips and the end card's words stay out of them.
 *
 * Sources (no platform publishes one figure for organic videos, so these are the widest of what is
 * published, and the right-hand column is an industry convention):
 * - Top 14%, bottom 35%, sides 6%: Meta's guidance for Reels ads, as compiled with Google's vertical
 *   YouTube ad zone (288 px top, 672 px = 35% bottom on 1080x1920) in Shotstack's "Vertical video
 *   safe zones for TikTok, Reels, Stories, Shorts" (https://shotstack.io/learn/vertical-video-safe-zones/).
 * - Right 12%: the like/comment/share column, 120-180 px of 1080 on TikTok and about 120 px on Reels
 *   (https://socaptions.com/blog/tiktok-safe-zones-2026,
 *   https://blitzcutai.com/blog/best-caption-placement-short-form-video): TikTok publishes template
 *   files rather than numbers, so this is convention, not a primary source.
 */
export const REEL_SAFE_ZONE = { top: 0.14, bottom: 0.35, left: 0.06, right: 0.12 } as const;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The free rectangle of a frame, in pixels (rounded inwards). */
export function safeBox(frame: { width: number; height: number }): Box {
  const left = Math.ceil(frame.width * REEL_SAFE_ZONE.left);
  const top = Math.ceil(frame.height * REEL_SAFE_ZONE.top);
  const right = Math.floor(frame.width * (1 - REEL_SAFE_ZONE.right));
  const bottom = Math.floor(frame.height * (1 - REEL_SAFE_ZONE.bottom));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The widest text column centred on the frame that stays inside the safe box: centring on the
 * frame (not on the box, which the right column pushes left) keeps centred cards symmetric.
 */
export function centredColumn(frame: { width: number; height: number }): { left: number; width: number } {
  const side = Math.ceil(frame.width * Math.max(REEL_SAFE_ZONE.left, REEL_SAFE_ZONE.right));
  return { left: side, width: frame.width - 2 * side };
}

/** Whether a box lies wholly inside the safe box (tests and the overlay builders use it). */
export function insideSafeZone(box: Box, frame: { width: number; height: number }): boolean {
  const s = safeBox(frame);
  return (
    box.left >= s.left &&
    box.top >= s.top &&
    box.left + box.width <= s.left + s.width &&
    box.top + box.height <= s.top + s.height
  );
}
