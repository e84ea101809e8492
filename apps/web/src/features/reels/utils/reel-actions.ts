/** Spec §2: downloads are named reel-{platform}-{timestamp}.mp4 (timestamp = ms at download). */
export const reelFileName = (platform: string, timestamp = Date.now()) => `reel-${platform}-${timestamp}.mp4`;

/** The fixed promotional text of the Twitter share (spec §2). */
export const TWITTER_SHARE_TEXT =
  'Check out this property reel created with Property Promoter! #RealEstate #PropertyReels';

export type ShareTarget = 'twitter' | 'facebook' | 'linkedin';

export function shareUrl(target: ShareTarget, videoUrl: string): string {
  const u = encodeURIComponent(videoUrl);
  switch (target) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(TWITTER_SHARE_TEXT)}&url=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

/** Share popups are 600x400 (spec §9). */
export const SHARE_POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';

export function openSharePopup(target: ShareTarget, videoUrl: string) {
  window.open(shareUrl(target, videoUrl), `share-${target}`, SHARE_POPUP_FEATURES);
}

/** Saves the video under the spec's file name (same-origin, so the download attribute applies). */
export function downloadReel(videoUrl: string, platform: string) {
  const a = document.createElement('a');
  a.href = videoUrl;
  a.download = reelFileName(platform);
  document.body.append(a);
  a.click();
  a.remove();
}

/** Absolute address of a reel video, for share links. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();
