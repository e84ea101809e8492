import type { TListing } from '@pp/contract';
import { statusPolicy } from '@pp/posts';
import type { PhotoUploadState } from '../../background/listing-photos';
import type { SaveState } from '../save-state';

/** A failed save says so, with the reason and Try again; a save in flight says that, and only then. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  if (state.kind === 'saving')
    return (
      <p className="hint" role="status" data-testid="save-status">
        Saving the listing…
      </p>
    );
  if (state.kind !== 'failed') return null;
  return (
    <div className="alert alert-error" role="alert" data-testid="save-status">
      The listing was not saved. {state.message}{' '}
      <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** What the page's status rules out (an off-market page gets no post at all). */
export function StatusWarning({ listing }: { listing: TListing }) {
  const { warning } = statusPolicy(listing);
  if (!warning) return null;
  return (
    <p className="alert alert-info" role="note" data-testid="status-warning">
      {warning}
    </p>
  );
}

const photos = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);

/**
 * The listing's photos going to the property page after the save: a quiet line, since the save and
 * the drafts do not wait for them; a failure says why (the page then shows no photos yet).
 */
export function PhotoUploadNotice({ upload }: { upload: PhotoUploadState | null }) {
  if (!upload) return null;
  const text =
    upload.state === 'uploading'
      ? 'Adding the listing’s photos to your property page…'
      : upload.state === 'failed'
        ? `The photos were not added to your property page. ${upload.message}`
        : upload.failed > 0
          ? `${photos(upload.failed)} could not be downloaded for your property page${upload.uploaded > 0 ? `; ${photos(upload.uploaded)} added` : ''}.`
          : upload.uploaded > 0
            ? `${photos(upload.uploaded)} added to your property page.`
            : null;
  if (!text) return null;
  return (
    <p className="hint" role="status" data-testid="photo-upload">
      {text}
    </p>
  );
}
