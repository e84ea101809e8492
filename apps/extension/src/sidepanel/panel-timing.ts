import { send } from '../common/messages';

/**
 * Timestamps of one click's way into the side panel (Date.now(), comparable with the click's own),
 * kept in storage.session so the benchmark reads them without reaching into the panel.
 */
export const timingKey = (tabId: number) => `pp.timing.${tabId}`;

export interface PanelTiming {
  clicked_at: number;
  /** Chrome starts loading the panel page. */
  panel_navigation_at: number;
  /** The drafts are painted (first paint, before the editor script has loaded). */
  drafts_visible_at: number | null;
  /** The full editor (React) has replaced the first paint and takes input. */
  editor_ready_at: number | null;
}

/** Runs `fn` once the browser has painted what is on screen now. */
export const afterPaint = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn, 0));

export async function recordTiming(tabId: number, clickedAt: number, patch: Partial<PanelTiming>) {
  const key = timingKey(tabId);
  const current = (await chrome.storage.session.get(key))[key] as PanelTiming | undefined;
  const base: PanelTiming =
    current?.clicked_at === clickedAt
      ? current
      : {
          clicked_at: clickedAt,
          panel_navigation_at: Math.round(performance.timeOrigin),
          drafts_visible_at: null,
          editor_ready_at: null,
        };
  const next = { ...base, ...patch };
  // When the editor is the first to show the drafts (the first paint found no state), it is also
  // when the drafts became visible.
  if (next.drafts_visible_at === null && next.editor_ready_at !== null)
    next.drafts_visible_at = next.editor_ready_at;
  await chrome.storage.session.set({ [key]: next });
}

/**
 * Tells the worker the drafts of this click are on screen: it holds the click's save (and the photo
 * downloads after it) back until then, off the click-to-drafts path (background/drafts-shown.ts).
 */
export const tellDraftsShown = (tabId: number, clickedAt: number) =>
  send('listing:drafts-shown', { tab_id: tabId, clicked_at: clickedAt }).catch(() => undefined);
