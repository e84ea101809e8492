import { photoThumbnailUrl } from '@pp/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ReorderButtons } from '../../../components/ui/reorder-buttons';
import { notify } from '../../../components/ui/toast';
import {
  useListingPhotoStrip,
  useMarkPhotoAltered,
  useMoveListingPhoto,
  useUploadOriginal,
} from '../api/listing-photos';
import { panel } from './listing-sections';

/**
 * The listing's photos as the property page shows them, in order (the first is the cover), each
 * with its "Digitally altered" box, California AB 723's label (docs/PRODUCT.md §10), and buttons
 * that move it or make it the cover.
 */
export function ListingPhotos({ listingId }: { listingId: string }) {
  const photos = useListingPhotoStrip(listingId);
  const mark = useMarkPhotoAltered(listingId);
  const move = useMoveListingPhoto(listingId);
  const original = useUploadOriginal(listingId);
  const sendOriginal = (photoId: string, file: File | undefined) => {
    if (!file) return;
    original.mutate(
      { photoId, file },
      {
        onSuccess: () => notify.success('Original photo saved'),
        onError: (err) => notify.error(err.message),
      },
    );
  };
  const moveTo = (photoId: string, position: number, done: string) =>
    move.mutate(
      { photoId, position },
      { onSuccess: () => notify.success(done), onError: (err) => notify.error(err.message) },
    );
  // The box follows the click in the click's own render: the cache's optimistic update reaches the
  // strip a task later, and a controlled checkbox would meanwhile be put back by React.
  const [turning, setTurning] = useState<Record<string, boolean>>({});
  const settle = (photoId: string) => setTurning(({ [photoId]: _done, ...rest }) => rest);
  const toggle = (photoId: string, altered: boolean) => {
    setTurning((t) => ({ ...t, [photoId]: altered }));
    mark.mutate(
      { photoId, altered },
      {
        onSuccess: () => notify.success(altered ? 'Photo labelled digitally altered' : 'Label removed'),
        onError: (err) => notify.error(err.message),
        onSettled: () => settle(photoId),
      },
    );
  };
  return (
    <section aria-labelledby="photos-title" className={panel}>
      <h2 id="photos-title" className="text-lg font-semibold text-slate-900">
        Photos
      </h2>
      {photos.isPending ? (
        <p className="mt-2 text-sm text-slate-600">Loading photos…</p>
      ) : photos.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {photos.error.message}
        </p>
      ) : photos.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No photos yet. The extension adds the listing’s photos when you save the listing; photos you upload
          for a reel appear here too.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Shown on the property page in this order, the first as the cover. Mark a photo digitally altered
            (virtual staging, removed objects) and the page labels it; upload its unaltered original and the
            page links to it (California law since 2026).
          </p>
          {/* The items are positioned so their screen-reader text stays inside the scrolling strip. */}
          <ol aria-label="Listing photos" className="mt-3 flex snap-x gap-3 overflow-x-auto pb-2">
            {photos.data.map((p, i) => (
              <li key={p.photo_id} className="relative w-44 shrink-0 snap-start">
                <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-slate-100">
                  <img
                    src={photoThumbnailUrl(p.url)}
                    alt={`${i + 1} of ${photos.data.length}`}
                    width={p.width}
                    height={p.height}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                  {i === 0 ? (
                    <span className="absolute top-1.5 left-1.5 rounded bg-slate-900/75 px-1.5 py-0.5 text-xs font-semibold text-white">
                      Cover
                    </span>
                  ) : null}
                </div>
                <label className="mt-1.5 flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={turning[p.photo_id] ?? p.altered}
                    onChange={(e) => toggle(p.photo_id, e.target.checked)}
                    className="size-4 shrink-0 rounded border-slate-300 accent-brand-700"
                  />
                  <span>
                    Digitally altered<span className="sr-only"> (photo {i + 1})</span>
                  </span>
                </label>
                {p.altered ? (
                  // California B&P Code §10140.8: the unaltered original is kept beside an altered photo.
                  <div className="mt-1 text-xs text-slate-600">
                    {p.original ? (
                      <a
                        href={p.original.url}
                        target="_blank"
                        rel="noreferrer"
                        className="text-brand-700 underline"
                      >
                        Original kept<span className="sr-only"> (photo {i + 1})</span>
                      </a>
                    ) : (
                      <span className="text-amber-800">Original missing: needed to publish</span>
                    )}
                    <label className="ml-2 cursor-pointer font-semibold text-brand-700 hover:underline">
                      {p.original ? 'Replace' : 'Upload original'}
                      <span className="sr-only"> (photo {i + 1})</span>
                      <input
                        type="file"
                        accept="image/jpeg,image/png,image/webp"
                        className="sr-only"
                        onChange={(e) => sendOriginal(p.photo_id, e.target.files?.[0])}
                      />
                    </label>
                  </div>
                ) : null}
                <div className="mt-1 flex items-center gap-1">
                  <ReorderButtons
                    what={`photo ${i + 1}`}
                    index={i}
                    count={photos.data.length}
                    direction="row"
                    onMove={(to) => moveTo(p.photo_id, to, 'Photo moved')}
                  />
                  {i > 0 ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="ml-auto px-2 whitespace-nowrap text-brand-700"
                      onClick={() => moveTo(p.photo_id, 0, 'Cover photo changed')}
                    >
                      Make cover<span className="sr-only"> (photo {i + 1})</span>
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
