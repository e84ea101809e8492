import { REEL_SIZE_LABELS, REEL_SIZES, type ReelSize } from '@pp/contract';

/**
 * The output sizes: 9:16 is always made (Reels, TikTok, Shorts; the feed sizes are cut from it),
 * 4:5 and 1:1 are ticked for feeds. `value` keeps them in REEL_SIZES order.
 */
export function SizeOptions({
  value,
  onChange,
}: {
  value: ReelSize[];
  onChange: (next: ReelSize[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">Sizes</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {REEL_SIZES.map((size) => (
          <label key={size} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              disabled={size === '9:16'}
              checked={size === '9:16' || value.includes(size)}
              onChange={(e) =>
                onChange(
                  REEL_SIZES.filter(
                    (s) => s !== '9:16' && (s === size ? e.target.checked : value.includes(s)),
                  ),
                )
              }
            />
            {REEL_SIZE_LABELS[size]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
