import type { TReaderRules } from '@pp/contract';
import { storedReaderRules } from '../common/reader-rules-store';

let current: TReaderRules | null = null;
let watching = false;

/**
 * The page's copy of the last good reader rules (issue 25), loaded when the content script starts and
 * replaced whenever the service worker keeps a newer set: the click reads with it synchronously, since
 * waiting on storage in the click would spend the user gesture the side panel needs.
 */
export function watchReaderRules(): void {
  // Outside an extension (the page features' unit tests) there is no store: the built-in rules serve.
  if (watching || typeof chrome === 'undefined' || !chrome.storage) return;
  watching = true;
  const load = () =>
    void storedReaderRules().then((signed) => {
      current = signed?.rules ?? null;
    });
  load();
  chrome.storage.onChanged.addListener((_changes, area) => {
    if (area === 'local') load();
  });
}

/** The published rules to read with, or null for the reader's built-in ones. */
export const currentReaderRules = (): TReaderRules | null => current;
