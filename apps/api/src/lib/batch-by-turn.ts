/** Counts since the loader was made: what the benchmark reports as lookups per query. */
export interface BatchStats {
  /** Lookups asked for. */
  lookups: number;
  /** Calls of fetchMany (queries). */
  batches: number;
  /** Keys sent, over all batches (a key asked twice in a turn is sent once). */
  keys: number;
}

export type BatchLoader<K, V> = ((key: K) => Promise<V | undefined>) & { readonly stats: BatchStats };

/**
 * Coalesces the lookups asked for in one turn of the event loop into one call of `fetchMany`.
 *
 * Why: under load the server reads many requests in one turn (the poll phase hands it every socket
 * that became readable), and a lookup per request would cost each its own database round trip: a
 * socket write, a PostgreSQL backend woken, a result parsed. On GET /users/me that round trip was
 * most of the request's CPU (see docs/ARCHITECTURE.md, "The hot path"). Batched, the requests of one
 * turn share one query and one write.
 *
 * The batch is sent in the check phase of the same turn (`setImmediate`), so a lookup never waits
 * for a timer. A lookup only ever joins a batch that has not been sent yet, so it reads what was
 * committed before it was asked, as its own query would. Keys asked for twice in a turn are read
 * once. An error of the batch's query is every waiter's error; a key the query does not return
 * resolves to `undefined`.
 */
export function batchByTurn<K, V>(
  fetchMany: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 100,
): BatchLoader<K, V> {
  const stats: BatchStats = { lookups: 0, batches: 0, keys: 0 };
  type Waiter = { resolve: (value: V | undefined) => void; reject: (err: unknown) => void };
  let pending: Map<K, Waiter[]> | undefined;

  const send = async (keys: K[], waiters: Map<K, Waiter[]>) => {
    stats.batches += 1;
    stats.keys += keys.length;
    try {
      const found = await fetchMany(keys);
      for (const key of keys) for (const w of waiters.get(key) ?? []) w.resolve(found.get(key));
    } catch (err) {
      for (const key of keys) for (const w of waiters.get(key) ?? []) w.reject(err);
    }
  };

  const flush = () => {
    const batch = pending;
    pending = undefined;
    if (!batch) return;
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += maxBatch) void send(keys.slice(i, i + maxBatch), batch);
  };

  const load = (key: K) =>
    new Promise<V | undefined>((resolve, reject) => {
      stats.lookups += 1;
      if (!pending) {
        pending = new Map();
        setImmediate(flush);
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
  return Object.assign(load, { stats });
}
