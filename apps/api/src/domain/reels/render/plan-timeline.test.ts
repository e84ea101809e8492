import { describe, expect, it } from 'vitest';
import { planTimeline } from './plan-timeline';

describe('planTimeline', () => {
  it.each([
    [12, 30],
    [1, 15],
    [20, 15],
    [7, 60],
    [3, 6],
  ])('%i photos in %i s: segments tile the video exactly and every fade fits', (photos, seconds) => {
    const plan = planTimeline(photos, seconds, 30);
    expect(plan.totalFrames).toBe(seconds * 30);
    expect(plan.segments).toHaveLength(photos + 1);
    expect(plan.segments[0]!.from).toBe(0);
    expect(plan.segments.at(-1)!.to).toBe(plan.totalFrames);
    for (let k = 1; k < plan.segments.length; k++) {
      expect(plan.segments[k]!.from).toBe(plan.segments[k - 1]!.to);
    }
    // Each photo has frames of its own between its fade-in and fade-out.
    for (const slide of plan.photos) expect(slide.length).toBeGreaterThan(2 * plan.fadeFrames);
    expect(plan.endCard.start + plan.endCard.length).toBe(plan.totalFrames);
    // Product lengths (15 s and up) keep the end card at least 2.5 s: time to read a phone number.
    if (seconds >= 15) expect(plan.endCard.length).toBeGreaterThanOrEqual(2.5 * 30);
  });

  it('refuses more photos than the length can show', () => {
    expect(() => planTimeline(20, 1, 30)).toThrow(RangeError);
  });
});
