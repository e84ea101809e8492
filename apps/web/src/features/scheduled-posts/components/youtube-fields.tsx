import { type TYouTubeVideo, YOUTUBE_PRIVACIES } from '@pp/contract';
import { ReelSelect, useListingReels } from './reel-select';

export interface YouTubeChoice extends TYouTubeVideo {
  reelId: string;
}

const PRIVACY_LABELS: Record<TYouTubeVideo['privacy'], string> = {
  public: 'Public',
  unlisted: 'Unlisted (anyone with the link)',
  private: 'Private (only you)',
};

const field = 'mt-1 block w-full rounded-md border border-slate-300 p-2';

/**
 * A Short is one of the listing's finished reels with a title and a privacy the agent picks; the
 * post's text is its description. "#Shorts" is added by the server when missing, so it is not asked.
 */
export function YouTubeFields({
  listingId,
  value,
  onChange,
  errors,
}: {
  listingId: string;
  value: YouTubeChoice;
  onChange: (next: YouTubeChoice) => void;
  errors: Record<string, string>;
}) {
  const reels = useListingReels(listingId);
  return (
    <fieldset className="space-y-3" aria-label="YouTube video">
      <ReelSelect
        reels={reels}
        value={value.reelId}
        onChange={(reelId) => onChange({ ...value, reelId })}
        error={errors.reel_id}
      />
      <label className="block text-sm font-medium text-slate-800">
        Title (up to 100 characters)
        <input
          name="youtube_title"
          value={value.title}
          maxLength={100}
          onChange={(e) => onChange({ ...value, title: e.target.value })}
          className={field}
        />
        {errors['youtube.title'] && <span className="text-sm text-red-700">{errors['youtube.title']}</span>}
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Who can watch
        <select
          name="youtube_privacy"
          value={value.privacy}
          onChange={(e) => onChange({ ...value, privacy: e.target.value as TYouTubeVideo['privacy'] })}
          className={field}
        >
          {YOUTUBE_PRIVACIES.map((p) => (
            <option key={p} value={p}>
              {PRIVACY_LABELS[p]}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
