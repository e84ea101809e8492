import { describe, expect, it } from 'vitest';
import { LINKEDIN_VIDEO_LIMITS, videoProblem, X_VIDEO_LIMITS } from './video-limits';

describe('videoProblem (issue 27: a reel X or LinkedIn would refuse, in words)', () => {
  const reel = { seconds: 30, bytes: 5_000_000, width: 1080, height: 1920 };

  it('takes a 30-second 9:16 reel on both', () => {
    expect(videoProblem(X_VIDEO_LIMITS, reel)).toBeNull();
    expect(videoProblem(LINKEDIN_VIDEO_LIMITS, reel)).toBeNull();
  });

  it("says X's length, size and aspect rules", () => {
    expect(videoProblem(X_VIDEO_LIMITS, { ...reel, seconds: 141 })).toContain('at most 140 seconds');
    expect(videoProblem(X_VIDEO_LIMITS, { ...reel, bytes: 600 * 1024 * 1024 })).toContain('at most 512 MB');
    expect(videoProblem(X_VIDEO_LIMITS, { ...reel, width: 500, height: 1600 })).toContain(
      'between 1:3 and 3:1',
    );
    expect(videoProblem(X_VIDEO_LIMITS, { ...reel, width: 600, height: 1800 })).toBeNull();
  });

  it("says LinkedIn's, and leaves unknown sizes to the check before upload", () => {
    expect(videoProblem(LINKEDIN_VIDEO_LIMITS, { ...reel, seconds: 2 })).toContain('at least 3 seconds');
    expect(videoProblem(LINKEDIN_VIDEO_LIMITS, { ...reel, bytes: 10_000 })).toContain('too small');
    expect(videoProblem(LINKEDIN_VIDEO_LIMITS, { seconds: 30, bytes: null })).toBeNull();
  });
});
