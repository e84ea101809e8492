import { generateKeyPairSync } from 'node:crypto';
import { type TReaderRules, type TSignedReaderRules, ZReaderRulesSchema } from '@pp/contract';
import { readListingOnScreen } from '@pp/listing';
import { loadPage, RENAMED_KEY_PAGE, RENAMED_KEY_RULES } from '@pp/listing/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePrivateKey, signReaderRules } from '../../../api/src/domain/reader-rules/signing-key';
import { storedReaderRules } from '../common/reader-rules-store';
import { currentReaderRules, watchReaderRules } from '../content/reader-rules-cache';
import { TEST_READER_RULES_PRIVATE_KEY } from '../testing/reader-rules-test-key';
import { refreshReaderRules } from './reader-rules';

/**
 * Issue 25, without a rebuild: the service worker's refresh and the content script's read, with the
 * real reader on a happy-dom page, the API's own signing function and the key built into the
 * extension (its committed development key). Chrome's storage is an in-memory stand-in that tells
 * its listeners of changes, as chrome.storage.onChanged does between worker and page.
 */
const store = new Map<string, unknown>();
const listeners: Array<(changes: object, area: string) => void> = [];
(globalThis as unknown as { chrome: unknown }).chrome = {
  storage: {
    local: {
      get: async (key: string) => (store.has(key) ? { [key]: structuredClone(store.get(key)) } : {}),
      set: async (items: Record<string, unknown>) => {
        for (const [k, v] of Object.entries(items)) store.set(k, structuredClone(v));
        for (const l of listeners) l(items, 'local');
      },
    },
    onChanged: { addListener: (l: (changes: object, area: string) => void) => listeners.push(l) },
  },
};

const testKey = parsePrivateKey(TEST_READER_RULES_PRIVATE_KEY);
const published = (version: number, draft: object = RENAMED_KEY_RULES): TReaderRules =>
  ZReaderRulesSchema.parse({ ...draft, version, created_at: '2026-11-21T10:00:00.000Z' });
/** The API's answer to GET /api/v1/reader-rules. */
const serving =
  (signed: TSignedReaderRules | null): typeof fetch =>
  async () =>
    signed
      ? Response.json({ status: 'success', message: 'Reader rules fetched', data: signed })
      : Response.json({ status: 'error', message: 'none' }, { status: 404 });
const readPage = () => {
  const page = loadPage(RENAMED_KEY_PAGE.html, RENAMED_KEY_PAGE.url);
  return readListingOnScreen(page.document, RENAMED_KEY_PAGE.url, currentReaderRules()).listing;
};
/** Lets the content script's storage listener load what the worker kept. */
const settle = () => new Promise((r) => setTimeout(r, 10));

beforeAll(() => watchReaderRules());

describe('reader rules in the extension (issue 25)', () => {
  it('reads with the built-in rules while none is published', async () => {
    expect(await refreshReaderRules(serving(null))).toBe('none');
    expect(readPage()).toMatchObject({ beds: null, year_built: null, price: 325000 });
  });

  it('reads a field only the newly published rule set knows, with no rebuild', async () => {
    const rules = published(2);
    expect(await refreshReaderRules(serving({ rules, signature: signReaderRules(rules, testKey) }))).toBe(
      'updated',
    );
    await settle();
    expect(currentReaderRules()?.version).toBe(2);
    expect(readPage()).toMatchObject({ beds: 4, year_built: 1931, price: 325000 });
    // The same answer again changes nothing.
    expect(await refreshReaderRules(serving({ rules, signature: signReaderRules(rules, testKey) }))).toBe(
      'current',
    );
  });

  it('refuses a set signed by another key, or changed after signing, and keeps the last good one', async () => {
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const forged = published(3, { sources: {} });
    expect(
      await refreshReaderRules(serving({ rules: forged, signature: signReaderRules(forged, stranger) })),
    ).toBe('refused');
    const genuine = published(4, { sources: {} });
    const tampered = { ...genuine, sources: published(4).sources };
    expect(
      await refreshReaderRules(serving({ rules: tampered, signature: signReaderRules(genuine, testKey) })),
    ).toBe('refused');
    await settle();
    expect((await storedReaderRules())?.rules.version).toBe(2);
    expect(readPage()).toMatchObject({ beds: 4, year_built: 1931 });
  });

  it('keeps the last good set when the server is down or answers nonsense', async () => {
    expect(await refreshReaderRules(async () => Promise.reject(new Error('offline')))).toBe('unreachable');
    expect(
      await refreshReaderRules(async () => Response.json({ status: 'success', data: { rules: 1 } })),
    ).toBe('refused');
    expect((await storedReaderRules())?.rules.version).toBe(2);
  });
});
