import { PHOTO_POST_FAIR_USE_PER_DAY, type ScheduledPostPlatform, type TPhotoFairUse } from '@pp/contract';
import { usePhotoFairUse } from '../api/get-photo-fair-use';
import { useListingReels } from './reel-select';

/** Platforms where a reel is optional: without one the post carries text and photos. */
export const OPTIONAL_REEL_PLATFORMS: readonly ScheduledPostPlatform[] = [
  'linkedin',
  'twitter',
  'instagram',
  'facebook_page',
];

const field = 'mt-1 block w-full rounded-md border border-slate-300 p-2';

/** What this post costs, in the words of issue 27's pricing (the server's rule is postCreditAddon). */
export function postCostNote(
  platform: ScheduledPostPlatform,
  reelId: string,
  fairUse?: TPhotoFairUse,
): string | null {
  if (reelId) return 'Posted as a video. No credit is taken: the reel was paid for when it was made.';
  if (platform === 'linkedin' || platform === 'twitter') return 'Takes one credit of this platform.';
  if (!isMetaPhotoPlatform(platform)) return null;
  const included = `Photo posts to Instagram, Facebook Pages and TikTok are included in your plan (fair use: ${PHOTO_POST_FAIR_USE_PER_DAY} a day, the three together).`;
  return fairUse ? `${included} ${fairUse.used} of ${fairUse.limit} used in the last 24 hours.` : included;
}

const isMetaPhotoPlatform = (platform: ScheduledPostPlatform) =>
  platform === 'instagram' || platform === 'facebook_page';

/**
 * A reel of the listing posted instead of photos (X and LinkedIn as a video, Instagram and Facebook
 * Pages as a Reel), or none; with the post's cost said under it.
 */
export function ReelAsVideo({
  listingId,
  platform,
  value,
  onChange,
  error,
}: {
  listingId: string;
  platform: ScheduledPostPlatform;
  value: string;
  onChange: (reelId: string) => void;
  error?: string | undefined;
}) {
  const reels = useListingReels(listingId);
  const fairUse = usePhotoFairUse(isMetaPhotoPlatform(platform) && !value);
  const note = postCostNote(platform, value, fairUse.data);
  return (
    <div className="space-y-1">
      <label className="block text-sm font-medium text-slate-800">
        Reel (optional)
        <select name="reel_id" value={value} onChange={(e) => onChange(e.target.value)} className={field}>
          <option value="">None: post photos</option>
          {reels.map((r) => (
            <option key={r.reel_id} value={r.reel_id}>
              {r.address ?? 'Reel'} · {new Date(r.created_at).toLocaleDateString()}
            </option>
          ))}
        </select>
        {error && <span className="text-sm text-red-700">{error}</span>}
      </label>
      {note && (
        <p className="text-sm text-slate-600" data-testid="post-cost">
          {note}
        </p>
      )}
    </div>
  );
}
