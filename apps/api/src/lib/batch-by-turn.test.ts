import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchByTurn } from './batch-by-turn';

/** A fetchMany that records each batch it is asked for and answers `key * 10` for even keys. */
function recordingFetch() {
  const batches: number[][] = [];
  const fetchMany = async (keys: number[]) => {
    batches.push([...keys]);
    return new Map(keys.filter((k) => k % 2 === 0).map((k) => [k, k * 10]));
  };
  return { batches, fetchMany };
}

describe('batchByTurn', () => {
  it('sends the lookups of one turn as one batch, each key once, and answers each its own value', async () => {
    const { batches, fetchMany } = recordingFetch();
    const load = batchByTurn(fetchMany);
    const answers = await Promise.all([load(2), load(4), load(2), load(6)]);
    expect(answers).toEqual([20, 40, 20, 60]);
    expect(batches).toEqual([[2, 4, 6]]);
    expect(load.stats).toEqual({ lookups: 4, batches: 1, keys: 3 });
  });

  it('answers undefined for a key the batch does not return', async () => {
    const { fetchMany } = recordingFetch();
    const load = batchByTurn(fetchMany);
    expect(await Promise.all([load(3), load(4)])).toEqual([undefined, 40]);
  });

  it('never adds a lookup to a batch that was already sent', async () => {
    const { batches, fetchMany } = recordingFetch();
    const load = batchByTurn(fetchMany);
    const first = load(2);
    await nextTurn();
    // The first batch has been sent (its answer may still be on its way): this one starts another.
    const second = load(2);
    expect(await Promise.all([first, second])).toEqual([20, 20]);
    expect(batches).toEqual([[2], [2]]);
  });

  it("rejects every waiter of a failed batch with the batch's error, and no other batch", async () => {
    let calls = 0;
    const load = batchByTurn(async (keys: number[]) => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, k]));
    });
    const failed = await Promise.allSettled([load(1), load(2)]);
    expect(failed.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'))).toEqual([
      'connection lost',
      'connection lost',
    ]);
    expect(await load(3)).toBe(3);
  });

  it('splits a turn of more than maxBatch keys into batches of at most maxBatch', async () => {
    const { batches, fetchMany } = recordingFetch();
    const load = batchByTurn(fetchMany, 3);
    const keys = [0, 2, 4, 6, 8, 10, 12];
    expect(await Promise.all(keys.map(load))).toEqual(keys.map((k) => k * 10));
    expect(batches).toEqual([[0, 2, 4], [6, 8, 10], [12]]);
  });

  it('rejects the waiters when fetchMany throws before returning a promise', async () => {
    const load = batchByTurn<number, number>(() => {
      throw new Error('bad statement');
    });
    await expect(load(1)).rejects.toThrow('bad statement');
  });
});
