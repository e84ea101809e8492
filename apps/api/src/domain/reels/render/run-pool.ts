/**
 * Maps items through an async function with at most `limit` running at once, answering results
 * in input order. Stops starting new work once the signal aborts or any item has failed.
 */
export async function runPool<T, R>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal | undefined,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      signal?.throwIfAborted();
      const i = next++;
      try {
        results[i] = await fn(items[i]!, i);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const workers = Array.from({ length: Math.min(limit, items.length) }, worker);
  const settled = await Promise.allSettled(workers);
  const rejection = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (rejection) throw rejection.reason;
  return results;
}
