import type { TListing } from '@pp/contract';
import { statusPolicy } from '@pp/posts';
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
