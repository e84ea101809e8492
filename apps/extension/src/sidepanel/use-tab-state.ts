import { useEffect, useState } from 'react';
import { readTabState, type TabState, tabStateKey } from '../background/tab-state';

/** The listing, drafts answer and fill report of one tab, live from storage.session. */
export function useTabState(tabId: number | null) {
  const [state, setState] = useState<TabState | null | undefined>(undefined);
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

/** The listing tab this panel belongs to: `?tab=` when opened by the button, else the active tab. */
export async function resolveTabId(): Promise<number | null> {
  const fromQuery = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}
