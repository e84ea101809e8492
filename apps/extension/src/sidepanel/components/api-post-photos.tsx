import { photoThumbnailUrl, type TMediaPhoto } from '@pp/contract';
import { useEffect, useRef, useState } from 'react';
import { send } from '../../common/messages';
import { ArrowDownIcon, ArrowUpIcon } from '../../ui/icons';
import { useApiMediaUrl } from '../../ui/links';
import {
  type ApiPhotoPlatform,
  apiPhotoLimit,
  fitPhotoIds,
  movePhotoId,
  startingPhotoIds,
  togglePhotoId,
} from '../api-post-photos';

/** The listing's photos upload after it is saved: look again a few times while there are none. */
const RETRY_MS = 3000;
const RETRIES = 10;

/**
 * The photos an X or LinkedIn post carries (issue 24), from the listing's uploaded photos: the first
 * four chosen to start with, each chosen photo showing its place, moved earlier or later, held to
 * the platform's limit (X 4, LinkedIn 9).
 */
export function ApiPostPhotos({
  listingId,
  platform,
  value,
  onChange,
}: {
  listingId: string;
  platform: ApiPhotoPlatform;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const [photos, setPhotos] = useState<TMediaPhoto[] | null>(null);
  const started = useRef(false);
  const change = useRef(onChange);
  change.current = onChange;
  const limit = apiPhotoLimit(platform);
  const mediaUrl = useApiMediaUrl();

  useEffect(() => {
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const load = () =>
      send('listing:media-photos', { listing_id: listingId }).then(
        (a) => {
          if (!live) return;
          setPhotos(a.photos);
          if (a.photos.length > 0 && !started.current) {
            started.current = true;
            change.current(startingPhotoIds(a.photos, platform));
          } else if (a.photos.length === 0 && ++tries < RETRIES) timer = setTimeout(load, RETRY_MS);
        },
        () => live && setPhotos([]),
      );
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [listingId, platform]);

  if (photos === null) return null;
  if (photos.length === 0) return <p className="hint">The listing's photos are still uploading.</p>;
  const fitted = fitPhotoIds(value, platform);
  const numberOf = (id: string) => photos.findIndex((p) => p.photo_id === id) + 1;
  return (
    <fieldset className="rp-photos api-photos" aria-label="Photos of the post">
      <legend>
        Photos{' '}
        <span className="hint">
          {fitted.length} of at most {limit}, in this order
        </span>
      </legend>
      {photos.map((p, i) => {
        const place = fitted.indexOf(p.photo_id);
        const full = place < 0 && fitted.length >= limit;
        return (
          <button
            key={p.photo_id}
            type="button"
            className={`rp-photo api-photo${place >= 0 ? ' on' : ''}`}
            aria-pressed={place >= 0}
            aria-label={place >= 0 ? `Photo ${i + 1}, goes ${place + 1}` : `Photo ${i + 1}`}
            disabled={full}
            onClick={() => onChange(togglePhotoId(fitted, p.photo_id, limit))}
          >
            <img src={mediaUrl(photoThumbnailUrl(p.url)) ?? undefined} alt="" width={72} height={54} />
            {place >= 0 && <span className="api-photo-place">{place + 1}</span>}
          </button>
        );
      })}
      {fitted.length > 1 && (
        <ol className="api-photo-order" aria-label="Order of the chosen photos">
          {fitted.map((id, at) => (
            <li key={id}>
              <span className="api-photo-order-n">{at + 1}</span>
              Photo {numberOf(id)}
              <button
                type="button"
                aria-label={`Move photo ${numberOf(id)} earlier`}
                disabled={at === 0}
                onClick={() => onChange(movePhotoId(fitted, id, -1))}
              >
                <ArrowUpIcon />
              </button>
              <button
                type="button"
                aria-label={`Move photo ${numberOf(id)} later`}
                disabled={at === fitted.length - 1}
                onClick={() => onChange(movePhotoId(fitted, id, 1))}
              >
                <ArrowDownIcon />
              </button>
            </li>
          ))}
        </ol>
      )}
      {fitted.length === 0 && <p className="hint">The post goes out as text alone.</p>}
    </fieldset>
  );
}
