import { afterAll, describe, expect, it } from 'vitest';
import { startTracing } from '../src/observability/tracing-sdk';
import { createAccount } from './helpers/accounts';
import { freePort } from './helpers/free-port';
import { startOtlpListener } from './helpers/otlp-listener';
import { startWorker, stop } from './helpers/processes';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './helpers/redis-prefix';
import { createReelRequest, getReel, reelMaterial, waitFor } from './helpers/reels';
import { createTestApp } from './helpers/test-app';
import { openScratchPostgres } from './helpers/test-database';

/**
 * One trace from the API request to the worker's ffmpeg: the API in this process (its SDK started
 * here, as server.ts does), `npm run worker` as a process of its own with the same OTLP endpoint, a
 * local collector receiving both. The trace context crosses only through the BullMQ job's data.
 * The worker also serves its metrics page on METRICS_PORT.
 */
const TOKEN = 'metrics-token-of-the-trace-test-0123456789';
const collector = await startOtlpListener();
const tracing = startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint }, 'pp-api');
const database = await openScratchPostgres(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  'pp_reel_trace',
);
const shared = {
  REDIS_URL: TEST_REDIS_URL,
  QUEUE_PREFIX: uniqueRedisPrefix(),
  RUN_JOBS_IN_API: 'false',
  REEL_RENDER_SIZE: '180x320',
  OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
  METRICS_TOKEN: TOKEN,
};
const { app, env } = await createTestApp({ database, env: shared });
const metricsPort = await freePort();
const worker = startWorker({
  ...shared,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.url,
  DATA_DIR: env.DATA_DIR,
  METRICS_PORT: String(metricsPort),
  HOST: '127.0.0.1',
  // Spans leave the worker every 200 ms instead of every 5 s (the SDK reads this itself).
  OTEL_BSP_SCHEDULE_DELAY: '200',
});
afterAll(async () => {
  await stop(worker);
  await app.close();
  await tracing?.shutdown();
  await collector.close();
  await database.close();
});

describe('a reel traced from the request to ffmpeg', { timeout: 120_000 }, () => {
  it('keeps one trace id across the API request, the queue, the worker and its ffmpeg children', async () => {
    const account = await createAccount(app, { trial: true });
    const material = await reelMaterial(app, account, 2);
    const created = await app.inject(createReelRequest(account, material));
    expect(created.statusCode).toBe(201);
    const reelId = created.json().data.reel_id as string;
    await waitFor(
      () => getReel(app, account, reelId),
      (r) => r.status === 'success',
      90_000,
    );
    await tracing?.flush();
    const request = collector.spans.find(
      (s) => s.service === 'pp-api' && s.name === 'POST /api/v1/marketing/reels',
    );
    expect(request).toBeDefined();
    expect(request?.kind).toBe(2); // SERVER (OTLP's SpanKind numbering)
    const inTrace = () => collector.spans.filter((s) => s.traceId === request!.traceId);
    await waitFor(
      async () =>
        inTrace()
          .filter((s) => s.service === 'pp-worker')
          .map((s) => s.name),
      (names) => names.includes('reels process') && names.includes('reel render') && names.includes('ffmpeg'),
      20_000,
    );
    const spans = inTrace();
    const job = spans.find((s) => s.name === 'reels process')!;
    const render = spans.find((s) => s.name === 'reel render')!;
    // The worker's job span hangs under the request's span: the context came through the job's data.
    expect(job.parentSpanId).toBe(request!.spanId);
    expect(render.parentSpanId).toBe(job.spanId);
    const encoders = spans.filter((s) => s.name === 'ffmpeg');
    expect(encoders.length).toBeGreaterThan(0);
    for (const ffmpeg of encoders) expect(ffmpeg.service).toBe('pp-worker');
    expect(encoders.some((s) => s.parentSpanId === render.spanId)).toBe(true);
    // The exporter spoke OTLP/HTTP with JSON bodies.
    expect([...collector.contentTypes]).toEqual(['application/json']);
  });

  it("serves the worker's own metrics on METRICS_PORT, behind the token", async () => {
    const url = `http://127.0.0.1:${metricsPort}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const page = await res.text();
    const cpu = Number(/^pp_render_cpu_seconds_total (\S+)$/m.exec(page)?.[1]);
    expect(cpu).toBeGreaterThan(0);
    expect(page).toMatch(/^pp_job_duration_seconds_count\{queue="reels",outcome="done"\} 1$/m);
    expect(page).toMatch(/^pp_queue_jobs\{queue="reels",state="waiting"\} 0$/m);
    expect(page).toMatch(/^pp_redis_ready\{connection="queue:reels"\} 1$/m);
    expect(page).toMatch(/^pp_db_pool_connections\{state="max"\} \d+$/m);
    // The API's page, on PostgreSQL here, shows its pool and its own Redis connection.
    const api = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(api.body).toMatch(/^pp_db_pool_connections\{state="total"\} \d+$/m);
    expect(api.body).toMatch(/^pp_redis_ready\{connection="api"\} 1$/m);
    expect(api.body).toMatch(/^pp_redis_pending_commands\{connection="queue:reels"\} \d+$/m);
  });
});
