import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { logMixin, withLogContext } from '../src/observability/log-context';
import { createBullmqQueue } from '../src/queue/bullmq-queue';
import type { JobDefinition, JobQueue } from '../src/queue/job-queue';
import { createMemoryQueue } from '../src/queue/memory-queue';
import { registrationBody } from './helpers/accounts';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './helpers/redis-prefix';
import { openTestDatabase } from './helpers/test-database';

type Line = Record<string, unknown>;

describe('request ids on every line', async () => {
  const lines: string[] = [];
  const database = await openTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: `/tmp/pp-test-${process.pid}`,
    RATE_LIMIT_SCALE: '100',
  });
  const app: App = await buildApp(env, { database, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();

  it("carries the request's id on lines of loggers that know nothing of the request (the mailer's)", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registrationBody(),
    });
    expect(res.statusCode).toBe(201);
    await app.ctx.mailer.idle();
    await app.close();
    await database.close();
    const reqId = res.headers['x-request-id'];
    expect(typeof reqId).toBe('string');
    const mine = lines.filter((l) => l.includes(`"reqId":"${reqId}"`));
    const messages = mine.map((l) => (JSON.parse(l) as Line).msg);
    // The mail goes out after the answer, from app.log: the id still follows it.
    expect(messages).toContain('mail written to outbox');
    expect(messages).toContain('request completed');
    // A line of the request's own logger names its id once (no duplicate key from the mixin).
    for (const line of mine) expect(line.split('"reqId":').length).toBe(2);
  });
});

/** A queue whose one job writes a line through a logger of its own (as domain code would). */
async function jobLines(make: (def: JobDefinition) => JobQueue) {
  const lines: Line[] = [];
  const log = pino({ mixin: logMixin }, { write: (l: string) => void lines.push(JSON.parse(l) as Line) });
  let done!: () => void;
  const ran = new Promise<void>((resolve) => {
    done = resolve;
  });
  const queue = make({
    name: 'reels',
    attempts: 1,
    backoffMs: 1,
    concurrency: 1,
    async process() {
      log.info('rendering');
      done();
    },
    async failed() {},
  });
  const worker = queue.work('log-test');
  const jobId = `job-${Date.now()}`;
  // Queued inside a request; run outside it (another tick, or another process for BullMQ).
  await withLogContext({ reqId: 'req-of-the-queuing-request' }, () => queue.add(jobId));
  await ran;
  await worker.close();
  await queue.close();
  return { lines, jobId };
}

describe('job ids on every line of a job', () => {
  const silent = { error: () => undefined, warn: () => undefined };
  const prefix = uniqueRedisPrefix();

  it('in the in-process queue', async () => {
    const { lines, jobId } = await jobLines((def) => createMemoryQueue(def, silent));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'rendering',
      jobId,
      queue: 'reels',
      reqId: 'req-of-the-queuing-request',
    });
  });

  it('through Redis (BullMQ): the request id travels in the job data', async () => {
    const settings = {
      url: TEST_REDIS_URL,
      prefix,
      lockMs: 5_000,
      stalledIntervalMs: 5_000,
    };
    const { lines, jobId } = await jobLines((def) => createBullmqQueue(def, settings, silent));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'rendering',
      jobId,
      queue: 'reels',
      reqId: 'req-of-the-queuing-request',
    });
  });

  it('writes no job or request fields outside both', () => {
    const lines: Line[] = [];
    const log = pino({ mixin: logMixin }, { write: (l: string) => void lines.push(JSON.parse(l) as Line) });
    log.info('idle');
    expect(lines[0]).not.toHaveProperty('jobId');
    expect(lines[0]).not.toHaveProperty('reqId');
  });
});
