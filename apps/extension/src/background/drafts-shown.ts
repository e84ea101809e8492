/**
 * The click's save waits for its drafts to be on screen (issue 25's click-to-drafts budget). The save
 * (POST /listings) and the photo downloads and uploads that follow it are not needed for the first
 * drafts, yet started at the click they ran beside the panel's first paint on the same CPUs, with the
 * network and the browser process busy for them. The panel says when it has shown a click's drafts;
 * a panel that never says so (closed, or opened without drafts) holds the save back for a second at most.
 */
export const DRAFTS_SHOWN_WAIT_MS = 1000;

const waiting = new Map<number, { clickedAt: number; go: () => void }>();

/** Resolves once the panel of `tabId` has shown the drafts of the click at `clickedAt`, or after the wait. */
export function draftsShown(tabId: number, clickedAt: number, waitMs = DRAFTS_SHOWN_WAIT_MS): Promise<void> {
  // An earlier click of the same tab, still waiting, saves now: its panel is showing this click instead.
  waiting.get(tabId)?.go();
  return new Promise((resolve) => {
    const go = () => {
      clearTimeout(timer);
      if (waiting.get(tabId)?.go === go) waiting.delete(tabId);
      resolve();
    };
    const timer = setTimeout(go, waitMs);
    waiting.set(tabId, { clickedAt, go });
  });
}

/** The panel of `tabId` has painted the drafts of the click at `clickedAt`. */
export function markDraftsShown(tabId: number, clickedAt: number): void {
  const entry = waiting.get(tabId);
  if (entry?.clickedAt === clickedAt) entry.go();
}
