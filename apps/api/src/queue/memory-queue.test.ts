import { describe, expect, it, vi } from 'vitest';
import { type JobDefinition, type JobRun, PermanentJobError } from './job-queue';
import { createMemoryQueue } from './memory-queue';

const log = { error: () => undefined, warn: () => undefined };

/** A job definition whose runs and failures are recorded; `outcome` decides each run. */
function recorder(outcome: (run: JobRun) => Promise<void>, attempts = 3) {
  const runs: Array<[string, number, boolean]> = [];
  const failures: Array<[string, string]> = [];
  let settle!: () => void;
  const settled = new Promise<void>((r) => {
    settle = r;
  });
  const def: JobDefinition = {
    name: 'test',
    attempts,
    backoffMs: 1,
    concurrency: 1,
    async process(run) {
      runs.push([run.id, run.attempt, run.lastAttempt]);
      await outcome(run);
    },
    async failed(id, error) {
      failures.push([id, error.message]);
      settle();
    },
  };
  return { def, runs, failures, settled };
}

/** Runs job `id`, whose every run throws `error`, until it is reported failed; answers what was recorded. */
async function failingJob(id: string, error: Error) {
  const { def, runs, failures, settled } = recorder(async () => {
    throw error;
  });
  const queue = createMemoryQueue(def, log);
  queue.work('t');
  await queue.add(id);
  await settled;
  await queue.close();
  return { runs, failures };
}

describe('the in-process queue', () => {
  it('runs a job once however often it is added, and not before work() starts', async () => {
    let done!: () => void;
    const finished = new Promise<void>((r) => {
      done = r;
    });
    const { def, runs } = recorder(async () => done());
    const queue = createMemoryQueue(def, log);
    await queue.add('a');
    await queue.add('a');
    expect(runs).toEqual([]);
    queue.work('t');
    await finished;
    expect(runs).toEqual([['a', 1, false]]);
    await queue.close();
  });

  it('retries a failing job, then reports it failed once after its last try', async () => {
    const { runs, failures } = await failingJob('b', new Error('flaky'));
    expect(runs).toEqual([
      ['b', 1, false],
      ['b', 2, false],
      ['b', 3, true],
    ]);
    expect(failures).toEqual([['b', 'flaky']]);
  });

  it('fails a PermanentJobError at once, without retries', async () => {
    const { runs, failures } = await failingJob('c', new PermanentJobError('bad photo'));
    expect(runs).toEqual([['c', 1, false]]);
    expect(failures).toEqual([['c', 'bad photo']]);
  });

  it('runs a job that met an unreachable database again, without spending its only try', async () => {
    let calls = 0;
    const lost = new Error('Connection terminated unexpectedly');
    const { def, runs, failures } = recorder(async () => {
      calls++;
      if (calls === 1) throw lost;
    }, 1);
    const queue = createMemoryQueue(def, log);
    queue.work('t');
    await queue.add('e');
    // The second run waits UNAVAILABLE_DELAY_MS (3 s): a deadline of 5x that, for a loaded machine.
    await vi.waitFor(() => expect(runs).toHaveLength(2), { timeout: 15_000, interval: 50 });
    // Both runs were the first (and last) try; nothing was reported failed.
    expect(runs).toEqual([
      ['e', 1, true],
      ['e', 1, true],
    ]);
    expect(failures).toEqual([]);
    await queue.close();
  });

  it('aborts running jobs on close without reporting them failed', async () => {
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    const { def, failures } = recorder(
      (run) =>
        new Promise<void>((_resolve, reject) => {
          started();
          run.signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const queue = createMemoryQueue(def, log);
    queue.work('t');
    await queue.add('d');
    await running;
    await queue.close();
    expect(failures).toEqual([]);
  });

  it('keeps a delay longer than setTimeout can hold (a post scheduled months ahead)', async () => {
    const { def, runs } = recorder(async () => undefined);
    const queue = createMemoryQueue(def, log);
    queue.work('t');
    await queue.add('later', { delayMs: 90 * 86_400_000 });
    await queue.add('now', { delayMs: 5 });
    await vi.waitFor(() => expect(runs).not.toHaveLength(0), { timeout: 10_000, interval: 5 });
    // The far one has not run although the near one did (a 32-bit overflow would fire it at once).
    expect(runs.map((r) => r[0])).toEqual(['now']);
    await queue.close();
  });
});
