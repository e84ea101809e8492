/**
 * Frame arithmetic of a reel: every photo is a slide, the end card is the last slide, and each
 * slide cross-fades into the next. The video is cut into one segment per slide so each piece is
 * rendered by its own bounded ffmpeg run and the pieces join without re-encoding: segment k holds
 * photo k after its fade-in has finished, up to the end of its fade into slide k+1.
 * All figures are whole frames so the joined video has exactly round(duration * fps) frames.
 */
export type Motion = 'zoom_in' | 'pan_right' | 'pan_up' | 'zoom_out' | 'pan_left' | 'pan_down';

export interface SlidePlan {
  start: number; // first global frame on screen (its fade-in starts here)
  length: number; // frames on screen, fades included
  motion: Motion;
}

export interface SegmentPlan {
  slide: number; // the slide this segment mostly shows (photos 0..n-1, end card n)
  from: number; // first global frame (inclusive)
  to: number; // last global frame (exclusive)
}

export interface TimelinePlan {
  totalFrames: number;
  fadeFrames: number;
  photos: SlidePlan[];
  endCard: SlidePlan;
  segments: SegmentPlan[];
}

// Two zooms in six: a zoom rescales every frame, a pan is only a moving crop (nearly free), so this
// mix keeps the variety while holding the CPU budget. A pan opens the reel (the eye reads a sideways
// drift across a landscape photo as the natural Ken Burns move), and a wide canvas turns the vertical
// pans sideways, so landscape photos alternate right, zoom, left, right, zoom, left.
const MOTIONS: Motion[] = ['pan_right', 'zoom_in', 'pan_left', 'pan_up', 'zoom_out', 'pan_down'];
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function planTimeline(photoCount: number, durationSec: number, fps: number): TimelinePlan {
  const totalFrames = Math.round(durationSec * fps);
  // The end card stays long enough to read a phone number, but never eats a short reel.
  const endSec = clamp(durationSec * 0.12, Math.min(2.5, durationSec * 0.25), 4);
  const endFrames = Math.round(endSec * fps);
  const photoSlotSec = (durationSec - endSec) / photoCount;
  const fadeFrames = Math.max(1, Math.round(Math.min(0.5, photoSlotSec / 3) * fps));
  // Slides overlap by one fade at each of the photoCount joins.
  const photoFrames = totalFrames - endFrames + photoCount * fadeFrames;
  const base = Math.floor(photoFrames / photoCount);
  const extra = photoFrames % photoCount;

  const photos: SlidePlan[] = [];
  let start = 0;
  for (let i = 0; i < photoCount; i++) {
    const length = base + (i < extra ? 1 : 0);
    if (length < 2 * fadeFrames + 1) throw new RangeError('reel too short for its photo count');
    photos.push({ start, length, motion: MOTIONS[i % MOTIONS.length]! });
    start += length - fadeFrames;
  }
  const endCard: SlidePlan = { start, length: totalFrames - start, motion: 'zoom_in' };
  if (endCard.length <= fadeFrames) throw new RangeError('reel too short for its end card');

  const slides = [...photos, endCard];
  const segments: SegmentPlan[] = slides.map((slide, k) => {
    const next = slides[k + 1];
    return {
      slide: k,
      from: k === 0 ? 0 : slide.start + fadeFrames,
      to: next ? next.start + fadeFrames : totalFrames,
    };
  });
  return { totalFrames, fadeFrames, photos, endCard, segments };
}
