import type { MediaStore } from './media-store';

/**
 * Every media key belongs to one user and starts `<folder>/<userId>/`: uploaded photos, their
 * resized copies, rendered reels and Open Graph cards. A new kind of media joins this list, or an
 * account's deletion leaves it behind (test/media-deletes.test.ts checks every folder).
 */
const USER_FOLDERS = ['photos', 'variants', 'reels', 'og'] as const;

/** Deletes at most this many objects at once: one account may hold thousands of photos. */
const AT_ONCE = 8;

/**
 * Deletes the objects (a missing one is not an error), a few at a time. One that fails does not stop
 * the others: all are tried, then the first failure is thrown.
 */
export async function deleteMedia(store: MediaStore, keys: Iterable<string>) {
  const running = new Set<Promise<void>>();
  let failure: { err: unknown } | undefined;
  for (const key of keys) {
    const done: Promise<void> = store
      .delete(key)
      .catch((err) => {
        failure ??= { err };
      })
      .finally(() => running.delete(done));
    running.add(done);
    if (running.size >= AT_ONCE) await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw failure.err;
}

/** Deletes every object whose key starts with `prefix`. */
export async function deleteMediaUnder(store: MediaStore, prefix: string) {
  // Listed first, then deleted: some stores page their listing and deleting under it skips keys.
  const keys: string[] = [];
  for await (const key of store.list(prefix)) keys.push(key);
  await deleteMedia(store, keys);
}

/** Every object of the user's, on any store: what an account's deletion must not leave behind. */
export async function deleteUserMedia(store: MediaStore, userId: string) {
  for (const folder of USER_FOLDERS) await deleteMediaUnder(store, `${folder}/${userId}/`);
}

/**
 * Removes media after the rows that named it are gone (committed): a store that fails then cannot
 * undo the delete the agent asked for, so the answer stays a success. One retry; what still fails
 * is logged with its user (the objects are unreachable without their rows, and every key starts
 * with the user's folder, so `deleteUserMedia` can sweep them later).
 */
export async function cleanUpAfterDelete(
  what: string,
  log: { warn(o: object, m: string): void },
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch {
    try {
      await work();
    } catch (err) {
      log.warn({ err }, `${what}: media left in the store`);
    }
  }
}
