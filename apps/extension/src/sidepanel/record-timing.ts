import { useEffect } from 'react';

export const timingKey = (tabId: number) => `pp.timing.${tabId}`;

export interface DraftsTiming {
  clicked_at: number;
  drafts_visible_at: number;
}

/**
 * Notes when the drafts of a click were first on screen (after the browser painted them), so the
 * benchmark can read click → drafts from storage without reaching into the side panel.
 */
export function useRecordDraftsTiming(tabId: number | null, clickedAt: number | undefined, visible: boolean) {
  useEffect(() => {
    if (tabId === null || clickedAt === undefined || !visible) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        const timing: DraftsTiming = { clicked_at: clickedAt, drafts_visible_at: Date.now() };
        void chrome.storage.session.set({ [timingKey(tabId)]: timing });
      }, 0),
    );
  }, [tabId, clickedAt, visible]);
}
