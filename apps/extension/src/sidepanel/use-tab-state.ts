import { useEffect, useState } from 'react';
import { readTabState, type TabState, tabStateKey } from '../background/tab-state';

/** The listing, drafts answer and fill report of one tab, live from storage.session. */
export function useTabState(tabId: number | null, initial?: TabState | null) {
  const [state, setState] = useState<TabState | null | undefined>(initial);
  useEffect(() => {
    if (tabId === null) {
      setState(null);
      return;
    }
    let alive = true;
    void readTabState(tabId).then((s) => alive && setState(s));
    const key = tabStateKey(tabId);
    const onChanged = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area === 'session' && key in changes)
        setState((changes[key]?.newValue as TabState | undefined) ?? null);
    };
    chrome.storage.onChanged.addListener(onChanged);
    return () => {
      alive = false;
      chrome.storage.onChanged.removeListener(onChanged);
    };
  }, [tabId]);
  return state;
}
