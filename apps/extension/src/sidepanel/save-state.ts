import { type PublishPlatform, publishProblem, type TListing } from '@pp/contract';

/** Where the listing's save stands, as the panel tells it. */
export type SaveState =
  | { kind: 'saving' }
  | { kind: 'saved'; listingId: string }
  | { kind: 'failed'; message: string }
  | { kind: 'signed-out' };

/**
 * The save as the panel knows it: signed out first (nothing can be saved), then a save really in
 * flight (the worker's, started at the click, or a Try again), then its outcome.
 */
export function saveStateOf(args: {
  signedOut: boolean;
  retrying: boolean;
  listingId: string | null;
  error: string | null;
}): SaveState {
  if (args.signedOut) return { kind: 'signed-out' };
  if (args.retrying) return { kind: 'saving' };
  if (args.listingId) return { kind: 'saved', listingId: args.listingId };
  if (args.error) return { kind: 'failed', message: args.error };
  return { kind: 'saving' };
}

/** Why Publish is off for this platform (null when it is on), the save's state before the listing's. */
export function publishBlocker(
  save: SaveState,
  listing: TListing,
  platform: PublishPlatform,
  photoCount: number,
): string | null {
  const problem = publishProblem(listing, platform, photoCount);
  if (problem) return problem;
  switch (save.kind) {
    case 'saving':
      return 'Publishing opens once the listing is saved.';
    case 'signed-out':
      return 'Sign in to publish.';
    case 'failed':
      return 'The listing is not saved yet: use Try again above.';
    default:
      return null;
  }
}
