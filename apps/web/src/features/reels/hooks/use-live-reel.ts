import { isFinalReelStatus, type TReel } from '@pp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { allReelsQueryKey } from '../api/get-all-reels';
import { getReel } from '../api/get-reel';
import { watchReelEvents } from '../api/watch-reel-events';

/** How often a reel is polled when its event stream cannot be read (a proxy that buffers, an old browser). */
export const REEL_POLL_MS = 2000;

/** Puts a newer copy of a reel into the Contents list. */
function useUpdateReel() {
  const queryClient = useQueryClient();
  return (next: TReel) =>
    queryClient.setQueryData<TReel[]>(allReelsQueryKey, (list) =>
      list?.map((r) => (r.reel_id === next.reel_id ? next : r)),
    );
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Keeps a queued or rendering reel's card live: the server's event stream first; if that fails or
 * ends before the reel is done, the reel is polled until it succeeds or fails.
 */
export function useLiveReel(reel: TReel) {
  const update = useUpdateReel();
  const live = !isFinalReelStatus(reel.status);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one watcher per reel while it is live
  useEffect(() => {
    if (!live) return;
    const abort = new AbortController();
    const { signal } = abort;
    let last = reel;
    const seen = (next: TReel) => {
      last = next;
      update(next);
    };
    void (async () => {
      try {
        await watchReelEvents(reel.reel_id, seen, signal);
      } catch {
        // Falls through to polling.
      }
      while (!signal.aborted && !isFinalReelStatus(last.status)) {
        try {
          seen(await getReel(reel.reel_id, signal));
        } catch (error) {
          // A deleted reel stops; any other failed poll is retried on the next tick.
          if (error instanceof ApiError && error.status === 404) return;
        }
        if (!isFinalReelStatus(last.status)) await wait(REEL_POLL_MS, signal);
      }
    })();
    return () => abort.abort();
  }, [reel.reel_id, live]);
}
