/**
 * The video's signed address asking for an attachment: the server answers with Content-Disposition
 * naming the file from the listing's street and the reel's day (1220-garcia-st-ne-2026-11-26.mp4).
 */
export function downloadUrl(videoUrl: string): string {
  return `${videoUrl}${videoUrl.includes('?') ? '&' : '?'}download=1`;
}

/** The fixed promotional text of the Twitter share. */
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

/** Share windows are 600x400 popups. */
export const SHARE_POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';

export function openSharePopup(target: ShareTarget, videoUrl: string) {
  window.open(shareUrl(target, videoUrl), `share-${target}`, SHARE_POPUP_FEATURES);
}

/** Absolute address of a reel video, for share links. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();
