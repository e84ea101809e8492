import { type TSignedReaderRules, ZSignedReaderRulesSchema } from '@pp/contract';

/** The last reader rule set whose signature checked (issue 25), kept across restarts. */
const KEY = 'pp.readerRules';

/**
 * What the content script reads pages with: the last good published set, or null for the rules built
 * into the reader. Only the service worker writes it, and only after the signature checked; a stored
 * value that no longer parses (an older extension's shape) counts as none.
 */
export async function storedReaderRules(): Promise<TSignedReaderRules | null> {
  try {
    const parsed = ZSignedReaderRulesSchema.safeParse((await chrome.storage.local.get(KEY))[KEY]);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function storeReaderRules(signed: TSignedReaderRules): Promise<void> {
  await chrome.storage.local.set({ [KEY]: signed });
}
