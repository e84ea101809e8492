import { describe, expect, it } from 'vitest';
import type { JobDefinition, JobRun } from './job-queue';
import { jobTracker } from './job-tracker';

const run = (id: string, attempt: number): JobRun => ({
  id,
  attempt,
  lastAttempt: false,
  signal: new AbortController().signal,
  worker: 't',
});

function tracked(process: JobDefinition['process']) {
  let t = 1_000_000;
  const failed: string[] = [];
  const tracker = jobTracker(
    {
      name: 'q',
      attempts: 3,
      backoffMs: 500,
      concurrency: 1,
      process,
      async failed(id) {
        failed.push(id);
      },
    },
    () => t,
  );
  return { tracker, failed, tick: (ms: number) => (t += ms) };
}

describe('jobTracker (the in-process queue seen by the queues page)', () => {
  it('lists a job waiting, delayed until its time, active while it runs, and forgets it when done', async () => {
    let release!: () => void;
    const { tracker, tick } = tracked(() => new Promise<void>((r) => (release = r)));
    tracker.added('a');
    tracker.added('b', 1_000);
    tracker.added('a'); // the same job: still one
    expect(tracker.inspect(10).counts).toEqual({ waiting: 1, active: 0, failed: 0, delayed: 1 });
    const running = tracker.def.process(run('a', 1));
    expect(tracker.inspect(10).jobs.find((j) => j.id === 'a')?.state).toBe('active');
    tick(1_000);
    expect(tracker.inspect(10).jobs.find((j) => j.id === 'b')?.state).toBe('waiting');
    release();
    await running;
    expect(tracker.inspect(10).jobs.map((j) => j.id)).toEqual(['b']);
  });

  it('shows a failed try’s error while it waits for its retry, then the final failure', async () => {
    const { tracker, failed, tick } = tracked(async () => {
      throw new Error('ffmpeg exited 1');
    });
    tracker.added('r');
    await expect(tracker.def.process(run('r', 1))).rejects.toThrow();
    expect(tracker.inspect(10).jobs).toEqual([
      expect.objectContaining({ id: 'r', state: 'delayed', attempts: 1, error: 'ffmpeg exited 1' }),
    ]);
    tick(500);
    expect(tracker.inspect(10).jobs[0]?.state).toBe('waiting');
    await expect(tracker.def.process(run('r', 2))).rejects.toThrow();
    await tracker.def.failed('r', new Error('ffmpeg exited 1'));
    expect(failed).toEqual(['r']);
    const after = tracker.inspect(10);
    expect(after.counts).toEqual({ waiting: 0, active: 0, failed: 1, delayed: 0 });
    expect(after.jobs).toEqual([
      expect.objectContaining({ id: 'r', state: 'failed', attempts: 2, error: 'ffmpeg exited 1' }),
    ]);
  });

  it('counts every job but lists at most `limit` of each state', () => {
    const { tracker } = tracked(async () => undefined);
    for (let i = 0; i < 5; i++) tracker.added(`j${i}`);
    const seen = tracker.inspect(2);
    expect(seen.counts.waiting).toBe(5);
    expect(seen.jobs).toHaveLength(2);
  });
});
