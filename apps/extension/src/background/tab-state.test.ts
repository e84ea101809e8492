import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patchClickState, patchTabState, readTabState, type TabState, writeTabState } from './tab-state';

/** storage.session as Chrome's is: each call answers after a turn of the event loop. */
const memory = (data: Record<string, unknown>) => ({
  get: async (key: string) => {
    await new Promise((r) => setTimeout(r, 1));
    return key in data ? { [key]: structuredClone(data[key]) } : {};
  },
  set: async (items: Record<string, unknown>) => {
    await new Promise((r) => setTimeout(r, 1));
    Object.assign(data, structuredClone(items));
  },
});

beforeEach(() => {
  vi.stubGlobal('chrome', { storage: { session: memory({}) } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const state = {
  listing: {},
  drafts: null,
  detail: null,
  error: null,
  clicked_at: 1,
  saved_at: null,
} as unknown as TabState;

describe("a tab's state", () => {
  it('keeps every one of patches made at once (the save and the checks of one click)', async () => {
    await writeTabState(3, { ...state, checks: null });
    await Promise.all([
      patchTabState(3, { saved_at: 99 }),
      patchClickState(3, 1, { checks: [] }),
      patchClickState(3, 1, { photo_upload: { state: 'uploading' } }),
    ]);
    expect(await readTabState(3)).toMatchObject({
      saved_at: 99,
      checks: [],
      photo_upload: { state: 'uploading' },
    });
  });

  it("leaves a later click's state alone, and one failed patch does not stop the next", async () => {
    await writeTabState(4, { ...state, clicked_at: 2 });
    await patchClickState(4, 1, { saved_at: 5 });
    expect((await readTabState(4))?.saved_at).toBeNull();
    const failing = vi.fn(async () => {
      throw new Error('quota');
    });
    const store = chrome.storage.session as unknown as { set: typeof failing };
    const set = store.set;
    store.set = failing;
    await expect(patchTabState(4, { saved_at: 6 })).rejects.toThrow('quota');
    store.set = set;
    await patchTabState(4, { saved_at: 7 });
    expect((await readTabState(4))?.saved_at).toBe(7);
  });
});
