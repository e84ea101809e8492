import { useEffect } from 'react';
import { afterPaint, recordTiming, tellDraftsShown } from './panel-timing';

/** Notes when the editor of a click is on screen and usable (see panel-timing.ts). */
export function useRecordEditorTiming(tabId: number | null, clickedAt: number | undefined, ready: boolean) {
  useEffect(() => {
    if (tabId === null || clickedAt === undefined || !ready) return;
    afterPaint(() => {
      const now = Date.now();
      // Also when the editor is the first to show this click's drafts (the first paint found none).
      void tellDraftsShown(tabId, clickedAt);
      void recordTiming(tabId, clickedAt, { editor_ready_at: now });
    });
  }, [tabId, clickedAt, ready]);
}
