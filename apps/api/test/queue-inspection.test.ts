import { afterAll, describe, expect, it } from 'vitest';
import { createInspectableQueue, type InspectedJob } from '../src/queue/inspectable-queue';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './helpers/redis-prefix';

/** The queues page's view of BullMQ (issue 28): read from the real Redis, as every process shares it. */
const prefix = uniqueRedisPrefix();
const settings = { url: TEST_REDIS_URL, prefix, lockMs: 5_000, stalledIntervalMs: 5_000 };
const silent = { error: () => undefined, warn: () => undefined };

describe('createInspectableQueue on BullMQ', () => {
  const queue = createInspectableQueue(
    {
      name: 'inspect',
      attempts: 3,
      // Long enough that the failed try's job is still waiting for its retry when it is read.
      backoffMs: 60_000,
      concurrency: 1,
      async process(run) {
        if (run.id.startsWith('bad')) throw new Error('ffmpeg exited with code 1');
      },
      async failed() {},
    },
    settings,
    silent,
  );
  afterAll(() => queue.close());

  it('lists waiting and delayed jobs, and a failed try’s error while it waits for its retry', async () => {
    expect(queue.backend).toBe('bullmq');
    await queue.add('later', { delayMs: 3_600_000 });
    await queue.add('now');
    const before = await queue.inspect(10);
    expect(before.counts).toMatchObject({ waiting: 1, delayed: 1, active: 0 });
    expect(before.jobs).toContainEqual(expect.objectContaining({ id: 'now', state: 'waiting', error: null }));
    const later = before.jobs.find((j) => j.id === 'later');
    expect(later?.state).toBe('delayed');
    expect(later!.at!.getTime()).toBeGreaterThan(Date.now() + 3_500_000);

    await queue.add('bad-1');
    const worker = queue.work('test');
    let retrying: InspectedJob | undefined;
    // To a deadline, not a count of reads (each read is slower on a loaded machine).
    const deadline = Date.now() + 30_000;
    while (!retrying && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      retrying = (await queue.inspect(10)).jobs.find((j) => j.id === 'bad-1' && j.state === 'delayed');
    }
    await worker.close();
    expect(retrying).toMatchObject({ state: 'delayed', attempts: 1, error: 'ffmpeg exited with code 1' });
  });
});
