import type { TListing } from '@pp/contract';
import { type FieldCheck, readListingOnScreen } from '@pp/listing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoader } from '../../../../../packages/listing/src/testing/page-loader';
import { stateChecks, unconfirmedReason } from '../../sidepanel/confirm-state';
import { FIXTURE_PAGES, readFixture } from '../../testing/fixture-pages';
import { markDraftsShown } from '../drafts-shown';
import { CHECKS_WAIT_MS } from '../held-checks';
import { readTabState } from '../tab-state';
import { listingChecks, promoteListing } from './listing-promote';

/**
 * Issue 25: a click read without its checks (they follow the drafts' first paint). Until the page's
 * checks are in, the tab's state holds Publish; when they never come, or the page no longer vouches
 * for its read, price, status and street are asked for.
 */
const load = pageLoader();
const TAB = 7;
const sender = { tab: { id: TAB } } as chrome.runtime.MessageSender;
let listing: TListing;

const memory = (data: Record<string, unknown>) => ({
  get: async (key: string) => (key in data ? { [key]: structuredClone(data[key]) } : {}),
  set: async (items: Record<string, unknown>) => void Object.assign(data, structuredClone(items)),
  remove: async (key: string) => void delete data[key],
});

beforeAll(() => {
  const page = FIXTURE_PAGES[0];
  if (!page) throw new Error('no fixture page');
  const read = readListingOnScreen(load(readFixture(page), page.url), page.url);
  if (!read.listing) throw new Error('the fixture gave no listing');
  listing = read.listing;
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('chrome', {
    storage: { local: memory({}), session: memory({}) },
    sidePanel: { setOptions: async () => undefined, open: async () => undefined },
  });
  // The save after the drafts: answered, so nothing else is under test.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const reason = async () => unconfirmedReason(stateChecks((await readTabState(TAB))?.checks), {});
const beds: FieldCheck = {
  field: 'beds',
  value: 3,
  layer: 'text',
  confidence: 0.4,
  disagreeing: [],
  critical: false,
};

describe('a click whose checks follow its drafts', () => {
  it('holds Publish until the page sends them, and answers the page once the drafts are shown', async () => {
    let answered = false;
    void Promise.resolve(promoteListing({ listing, clicked_at: 1000, checks: null }, sender)).then(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect((await readTabState(TAB))?.checks).toBeNull();
    expect(await reason()).toMatch(/^Checking the price, status and address/);
    expect(answered).toBe(false);
    markDraftsShown(TAB, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toBe(true);
    await listingChecks({ clicked_at: 1000, checks: [beds] }, sender);
    expect((await readTabState(TAB))?.checks).toEqual([beds]);
    expect(await reason()).toBeNull();
  });

  it('asks for price, status and street when the page could not vouch for its read', async () => {
    void promoteListing({ listing, clicked_at: 2000, checks: null }, sender);
    await vi.advanceTimersByTimeAsync(0);
    await listingChecks({ clicked_at: 2000, checks: null }, sender);
    expect(await reason()).toBe(
      'Confirm or correct the price, status and street address read from the page before publishing.',
    );
  });

  it('asks for them too when no checks come after the drafts, and leaves a later click alone', async () => {
    void promoteListing({ listing, clicked_at: 3000, checks: null }, sender);
    await vi.advanceTimersByTimeAsync(0);
    markDraftsShown(TAB, 3000);
    await vi.advanceTimersByTimeAsync(CHECKS_WAIT_MS - 100);
    expect(await reason()).toMatch(/^Checking/);
    await vi.advanceTimersByTimeAsync(200);
    expect(await reason()).toMatch(/price, status and street address/);
    // A checked click (checks sent with it) is published as its checks say; an older click's late
    // checks do not touch it.
    await promoteListing({ listing, clicked_at: 4000, checks: [beds] }, sender);
    await listingChecks({ clicked_at: 3000, checks: null }, sender);
    expect((await readTabState(TAB))?.checks).toEqual([beds]);
  });
});
