import { isFinalReelStatus, type TReel, ZReelResponseSchema } from '@pp/contract';
import { useEffect, useState } from 'react';
import { callApi } from '../ui/call-api';

/** How often the side panel asks how a render is going. */
const POLL_MS = 1500;

/**
 * The reel as it renders: polled (GET /marketing/reels/:id) until it succeeds or fails. The side
 * panel reaches the API through the worker's JSON messages, which cannot carry an event stream.
 */
export function useReelProgress(started: TReel | null): TReel | null {
  const [reel, setReel] = useState<TReel | null>(started);
  useEffect(() => {
    setReel(started);
    if (!started || isFinalReelStatus(started.status)) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = (
          await callApi(`/marketing/reels/${encodeURIComponent(started.reel_id)}`, ZReelResponseSchema)
        ).data;
        if (stopped) return;
        setReel(next);
        if (isFinalReelStatus(next.status)) return;
      } catch {
        // Asked again on the next tick: a render outlives a brief network hiccup.
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [started]);
  return reel;
}
