import { photoThumbnailUrl, SCHEDULED_POST_PHOTO_LIMITS, type ScheduledPostPlatform } from '@pp/contract';
import { useEffect, useRef } from 'react';
import { useListingPhotos } from '../api/get-listing-photos';

/** How many photos a post starts with, the cover first: the platform's limit, at most four. */
const START_WITH = 4;

/**
 * The photos a post carries (issue 24: X up to 4 through its media upload, LinkedIn several, Instagram
 * and a Facebook Page a carousel), in the order the agent picks them: each chosen photo shows its
 * place. The first photos are chosen to start with, so a post never goes out as text alone by
 * default; past the platform's limit the others cannot be chosen, and the limit says why.
 */
export function PostPhotoPicker({
  listingId,
  platform,
  value,
  onChange,
}: {
  listingId: string;
  platform: ScheduledPostPlatform;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const photos = useListingPhotos(listingId).data ?? [];
  const limit = SCHEDULED_POST_PHOTO_LIMITS[platform];
  const started = useRef(false);
  useEffect(() => {
    if (started.current || photos.length === 0) return;
    started.current = true;
    onChange(photos.slice(0, Math.min(limit, START_WITH)).map((p) => p.photo_id));
  }, [photos, limit, onChange]);
  useEffect(() => {
    if (value.length > limit) onChange(value.slice(0, limit));
  }, [value, limit, onChange]);
  if (limit === 0 || photos.length === 0) return null;

  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        Photos{' '}
        <span className="font-normal text-slate-600">
          ({value.length} of at most {limit}, in the order chosen)
        </span>
      </legend>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {photos.map((p, i) => {
          const place = value.indexOf(p.photo_id);
          const full = place < 0 && value.length >= limit;
          return (
            <li key={p.photo_id}>
              <button
                type="button"
                aria-pressed={place >= 0}
                aria-label={place >= 0 ? `Photo ${i + 1}, chosen ${place + 1}` : `Photo ${i + 1}`}
                disabled={full}
                onClick={() => toggle(p.photo_id)}
                className={`relative block aspect-[4/3] w-full overflow-hidden rounded-md ring-2 ${
                  place >= 0 ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300'
                } disabled:cursor-not-allowed disabled:opacity-40`}
              >
                <img
                  src={photoThumbnailUrl(p.url)}
                  alt=""
                  className="size-full object-cover"
                  loading="lazy"
                />
                {place >= 0 && (
                  <span className="absolute top-1 left-1 grid size-6 place-items-center rounded-full bg-brand-700 text-xs font-semibold text-white">
                    {place + 1}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {value.length > 0 && (
        <button
          type="button"
          onClick={() => onChange([])}
          className="mt-2 text-sm font-medium text-brand-700 hover:underline"
        >
          Post without photos
        </button>
      )}
    </fieldset>
  );
}
