/** Visible text of an element, whitespace collapsed and lower-cased, for label comparisons. */
export const normText = (text: string | null | undefined) =>
  (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

export const ownText = (el: Element) => normText(el.textContent);

/** Resolves after `ms`, using the element's own window (happy-dom in tests, the page in Chrome). */
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls `find` until it returns something or the time is up. */
export async function waitFor<T>(
  find: () => T | null | undefined,
  timeoutMs = 1500,
  stepMs = 25,
): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() >= deadline) return null;
    await sleep(stepMs);
  }
}
