import type { TReel } from '@pp/contract';
import { useFinishedReels } from '../api/get-finished-reels';

const field = 'mt-1 block w-full rounded-md border border-slate-300 p-2';

/** The listing's finished reels (a YouTube Short's or TikTok video's reel). */
export function useListingReels(listingId: string): TReel[] {
  return (useFinishedReels().data ?? []).filter((r) => r.listing_id === listingId && r.status === 'success');
}

/** A choice of one of the listing's finished reels, with the field's error. */
export function ReelSelect({
  reels,
  value,
  onChange,
  error,
}: {
  reels: TReel[];
  value: string;
  onChange: (reelId: string) => void;
  error?: string | undefined;
}) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      Reel
      <select name="reel_id" value={value} onChange={(e) => onChange(e.target.value)} className={field}>
        <option value="">Choose a finished reel</option>
        {reels.map((r) => (
          <option key={r.reel_id} value={r.reel_id}>
            {r.address ?? 'Reel'} · {new Date(r.created_at).toLocaleDateString()}
          </option>
        ))}
      </select>
      {error && <span className="text-sm text-red-700">{error}</span>}
    </label>
  );
}
