import { MESSAGES, REEL_LIMITS } from '@pp/contract';
import { ImagePlus } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUploadPhotos } from '../api/listing-photos';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,.heic';

/** Upload more photos to the listing: drop them here or pick files. The server checks each file's bytes. */
export function PhotoDropzone({
  listingId,
  onUploaded,
}: {
  listingId: string;
  onUploaded: (photoIds: string[]) => void;
}) {
  const id = useId();
  const upload = useUploadPhotos(listingId);
  const [over, setOver] = useState(false);
  const [tooMany, setTooMany] = useState(false);

  const send = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    setTooMany(files.length > REEL_LIMITS.photos);
    if (files.length > REEL_LIMITS.photos) return;
    upload.mutate(files, { onSuccess: (photos) => onUploaded(photos.map((p) => p.photo_id)) });
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    send(e.dataTransfer.files);
  };
  const error = tooMany
    ? `At most ${REEL_LIMITS.photos} photos at a time`
    : upload.error
      ? errorMessage(upload.error, MESSAGES.genericError)
      : null;

  return (
    <div>
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-[var(--radius-card)] border-2 border-dashed px-4 py-6 text-center transition-colors',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
          over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:bg-slate-100',
        )}
      >
        {upload.isPending ? (
          <Spinner className="size-6 text-brand-700" label="Uploading photos" />
        ) : (
          <ImagePlus className="size-6 text-brand-700" aria-hidden />
        )}
        <span className="text-sm font-semibold text-slate-800">
          {upload.isPending ? 'Uploading…' : 'Drop photos here or choose files'}
        </span>
        <span className="text-xs text-slate-500">JPEG, PNG, WebP or HEIC, up to 15 MB each</span>
        <input
          id={id}
          type="file"
          multiple
          accept={ACCEPT}
          aria-label="Upload photos"
          className="sr-only"
          onChange={(e) => {
            send(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
