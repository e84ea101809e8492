/**
 * The videos X and LinkedIn take (issue 27: reels as video there), checked before any upload so a
 * reel they would refuse is refused here, with the platform's rule in words.
 */

export interface VideoLimits {
  /** The platform's name in the rule's words. */
  name: string;
  minSeconds: number;
  maxSeconds: number;
  maxBytes: number;
  minBytes: number;
  /** Width / height, inclusive. */
  minAspect: number;
  maxAspect: number;
  /** The aspect rule as the platform words it. */
  aspectWords: string;
}

/**
 * X (media best practices, https://developer.x.com/en/docs/twitter-api/v1/media/upload-media/uploading-media/media-best-practices):
 * 0.5 to 140 seconds for most accounts, at most 512 MB, an aspect ratio between 1:3 and 3:1.
 */
export const X_VIDEO_LIMITS: VideoLimits = {
  name: 'X',
  minSeconds: 0.5,
  maxSeconds: 140,
  minBytes: 1,
  maxBytes: 512 * 1024 * 1024,
  minAspect: 1 / 3,
  maxAspect: 3,
  aspectWords: 'between 1:3 and 3:1',
};

/**
 * LinkedIn's Videos API
 * (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/videos-api):
 * 3 seconds to 30 minutes, 75 KB to 500 MB; the aspect ratio between 1:2.4 and 2.4:1.
 */
export const LINKEDIN_VIDEO_LIMITS: VideoLimits = {
  name: 'LinkedIn',
  minSeconds: 3,
  maxSeconds: 30 * 60,
  minBytes: 75 * 1024,
  maxBytes: 500 * 1024 * 1024,
  minAspect: 1 / 2.4,
  maxAspect: 2.4,
  aspectWords: 'between 1:2.4 and 2.4:1',
};

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The video's problem on this platform in words, or null when it takes the video. */
export function videoProblem(
  limits: VideoLimits,
  /** Bytes, width and height may be unknown (a reel from before they were recorded): not checked then. */
  video: { seconds: number; bytes?: number | null; width?: number | null; height?: number | null },
): string | null {
  if (video.seconds > limits.maxSeconds)
    return `This reel is ${video.seconds} seconds long; ${limits.name} takes videos of at most ${limits.maxSeconds} seconds. Make a shorter reel.`;
  if (video.seconds < limits.minSeconds)
    return `This reel is ${video.seconds} seconds long; ${limits.name} takes videos of at least ${limits.minSeconds} seconds.`;
  if (video.bytes != null && video.bytes > limits.maxBytes)
    return `This reel is ${mb(video.bytes)}; ${limits.name} takes videos of at most ${mb(limits.maxBytes)}.`;
  if (video.bytes != null && video.bytes < limits.minBytes)
    return `This reel's file is too small for ${limits.name} (at least ${Math.ceil(limits.minBytes / 1024)} KB).`;
  if (video.width && video.height) {
    const aspect = video.width / video.height;
    if (aspect < limits.minAspect - 1e-9 || aspect > limits.maxAspect + 1e-9)
      return `This reel is ${video.width}x${video.height}; ${limits.name} takes an aspect ratio ${limits.aspectWords}.`;
  }
  return null;
}
