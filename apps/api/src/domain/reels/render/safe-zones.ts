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

/** Width:height of each feed size the 9:16 master is cut down to (derive-sizes.ts). */
export const FEED_ASPECTS = { '4:5': 4 / 5, '1:1': 1 } as const;
export type FeedSize = keyof typeof FEED_ASPECTS;

/**
 * The least room, as a share of a feed frame's width and height, between any words or panels and
 * that frame's edges: a square cut that kept every word but set it 4% from the edge read cramped.
 */
export const FEED_MARGIN = 0.06;

const even = (n: number) => 2 * Math.round(n / 2);

/**
 * The window of the 9:16 frame a feed size keeps: the full width, as tall as the aspect allows,
 * centred on the safe zone and clamped to the frame.
 */
export function feedWindow(frame: { width: number; height: number }, size: FeedSize): Box {
  const width = frame.width;
  const height = Math.min(frame.height, even(frame.width / FEED_ASPECTS[size]));
  const safe = safeBox(frame);
  const centre = safe.top + safe.height / 2;
  const top = even(Math.min(frame.height - height, Math.max(0, centre - height / 2)));
  return { left: 0, top: Math.min(top, frame.height - height), width, height };
}

/**
 * Where every word and panel of the reel is placed: the safe box, narrowed so that each feed cut
 * (4:5, 1:1) still keeps FEED_MARGIN of its own frame on every side. On 1080x1920 that takes 15 px
 * off the safe box's top and bottom (the square's 6% inset) and nothing off its sides.
 */
export function textBox(frame: { width: number; height: number }): Box {
  const s = safeBox(frame);
  let left = s.left;
  let top = s.top;
  let right = s.left + s.width;
  let bottom = s.top + s.height;
  for (const size of Object.keys(FEED_ASPECTS) as FeedSize[]) {
    const w = feedWindow(frame, size);
    left = Math.max(left, Math.ceil(w.left + w.width * FEED_MARGIN));
    right = Math.min(right, Math.floor(w.left + w.width * (1 - FEED_MARGIN)));
    top = Math.max(top, Math.ceil(w.top + w.height * FEED_MARGIN));
    bottom = Math.min(bottom, Math.floor(w.top + w.height * (1 - FEED_MARGIN)));
  }
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
