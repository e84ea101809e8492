import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftsShown, markDraftsShown } from './drafts-shown';

/** Whether `promise` has settled after the microtasks queued so far. */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('draftsShown (the click save waits for the panel to paint the drafts)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits until the panel says it has shown that click’s drafts', async () => {
    vi.useFakeTimers();
    const shown = draftsShown(7, 1000);
    expect(await settled(shown)).toBe(false);
    markDraftsShown(7, 999); // an older click of the same tab
    markDraftsShown(8, 1000); // another tab
    expect(await settled(shown)).toBe(false);
    markDraftsShown(7, 1000);
    expect(await settled(shown)).toBe(true);
  });

  it('goes ahead after the wait when the panel never says so', async () => {
    vi.useFakeTimers();
    const shown = draftsShown(9, 2000, 1000);
    vi.advanceTimersByTime(999);
    expect(await settled(shown)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(shown)).toBe(true);
  });

  it('lets an earlier click of the same tab go ahead when the next click starts waiting', async () => {
    vi.useFakeTimers();
    const first = draftsShown(11, 3000);
    const second = draftsShown(11, 4000);
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(false);
    markDraftsShown(11, 4000);
    expect(await settled(second)).toBe(true);
  });
});
