/**
 * Reel render cost (issues 11, 24): a 30 s reel of 12 photos of 4000x3000 at 1080x1920, 30 fps,
 * music and captions on, then its 4:5 and 1:1 feed sizes. Prints wall time / video length, CPU
 * seconds per video second and peak memory.
 *
 * The render runs in its own process (bench/reel-render.ts), started with the environment the worker
 * unit gives it (MALLOC_ARENA_MAX, read from deploy/systemd/property-promoter-worker@.service), and
 * this process only watches it: the test photos made here (sharp at 4000x3000 leaves this process
 * at ~580 MB) and the sampler's own work are not counted as the render's.
 *
 * Peak memory is the largest sum, over 100 ms samples, of the resident memory (VmRSS) of the render
 * process and all its live descendants (the ffmpeg children). It is an upper bound: pages of shared
 * libraries that two ffmpegs both map are counted twice (about 20 MB a pair). The render process's
 * own exact peak (VmHWM) is printed beside its sampled peak as a check on the sampling.
 * On a shared machine the wall figure moves with other load; the CPU figure does not.
 *
 * The budget's peak is measured apart, as production runs the job: the same reel queued through the
 * API and rendered by a worker process started with the worker unit's ExecStart (bench/reel-in-worker.ts,
 * which needs Redis and PostgreSQL). The render process's own peak is printed beside it.
 */

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { trackPcm } from '../apps/api/src/domain/reels/render/music/library';
import { makeTestPhoto } from '../apps/api/src/domain/reels/render/testing/make-test-photo';
import { rssKb, treeRssKb } from './process-tree';
import { reelInWorker, workerMemoryEnv } from './reel-in-worker';

const PHOTOS = 12;
const DURATION_SEC = 30;
// Issue 24: the filling, panning framing on a quiet 2-core machine.
const BUDGET = {
  wall_ratio: 0.35,
  cpu_per_video_sec: 0.6,
  peak_rss_mb: 600,
  cpu_per_video_sec_per_size: 0.4,
};

const photoDir = join(tmpdir(), 'pp-bench-reel-photos');
mkdirSync(photoDir, { recursive: true });
for (let i = 0; i < PHOTOS; i++) {
  const path = join(photoDir, `photo-${i + 1}.jpg`);
  if (!existsSync(path)) await makeTestPhoto({ width: 4000, height: 3000, seed: i + 1, path });
}
// The music bed is synthesised once per track and cached on disk: made before the clock starts, as
// it is for every reel after a server's first.
await trackPcm('golden_hour');

interface PhaseFigures {
  wall_sec: number;
  cpu_node: number;
  cpu_ffmpeg: number;
  peak_mb: number;
  peak_mb_node: number;
  peak_mb_ffmpeg: number;
}
const memEnv = workerMemoryEnv();
const load = loadavg()[0]!;
const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    new URL('./reel-render.ts', import.meta.url).pathname,
    photoDir,
    `${PHOTOS}`,
    `${DURATION_SEC}`,
  ],
  { env: { ...process.env, ...memEnv }, stdio: ['ignore', 'pipe', 'inherit'] },
);
const phases = new Map<string, PhaseFigures>();
let current: PhaseFigures | undefined;
let result: { durationSec: number; bytes: number } | undefined;
let nodeHwmKb = 0;
let nodeBeforeKb = 0;
const sampler = setInterval(() => {
  if (!current) return;
  const { self, children: ffmpegKb } = treeRssKb(child.pid!);
  current.peak_mb_node = Math.max(current.peak_mb_node, self / 1024);
  current.peak_mb_ffmpeg = Math.max(current.peak_mb_ffmpeg, ffmpegKb / 1024);
  current.peak_mb = Math.max(current.peak_mb, (self + ffmpegKb) / 1024);
}, 100);
for await (const line of createInterface({ input: child.stdout! })) {
  const msg = JSON.parse(line);
  if (typeof msg.phase === 'string' && !msg.phase.endsWith(':done')) {
    if (!nodeBeforeKb) nodeBeforeKb = rssKb(child.pid!);
    current = { wall_sec: 0, cpu_node: 0, cpu_ffmpeg: 0, peak_mb: 0, peak_mb_node: 0, peak_mb_ffmpeg: 0 };
    phases.set(msg.phase, current);
  } else if (typeof msg.phase === 'string') {
    Object.assign(current!, { wall_sec: msg.wall_sec, cpu_node: msg.cpu_node, cpu_ffmpeg: msg.cpu_ffmpeg });
    current = undefined;
  } else if (msg.result) result = msg.result;
  else if (msg.node_hwm_kb) nodeHwmKb = msg.node_hwm_kb;
}
clearInterval(sampler);
const code = await new Promise<number | null>((done) =>
  child.exitCode === null ? child.on('exit', done) : done(child.exitCode),
);
if (code !== 0 || !result) throw new Error(`the render process failed (exit ${code})`);

// The budget's figure: the same reel (with both extra sizes) as a job in a real worker process.
// As long as the render process's (its facts left out: the sample listing's differ, and the claim
// check would refuse them).
const POST_TEXT =
  'Just listed! Sun-filled rooms, a chef’s kitchen and a deck made for long summer nights with friends. ' +
  'Come and see it: open Sunday 1-4 pm, or call today to book a private showing of your next home.';
const photoFiles = Array.from({ length: PHOTOS }, (_, i) => join(photoDir, `photo-${i + 1}.jpg`));
const worker = await reelInWorker(photoFiles, DURATION_SEC, POST_TEXT);

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const master = phases.get('master')!;
const duration = result.durationSec;
const cpuSec = master.cpu_node + master.cpu_ffmpeg;
const sizes = Object.fromEntries(
  ['4:5', '1:1'].map((size) => {
    const p = phases.get(`size ${size}`)!;
    const cpu = p.cpu_node + p.cpu_ffmpeg;
    return [
      size,
      { cpu_sec: round(cpu), cpu_per_video_sec: round(cpu / duration, 3), wall_sec: round(p.wall_sec) },
    ];
  }),
);
const together = phases.get('sizes together')!;
const peakAll = Math.max(...[...phases.values()].map((p) => p.peak_mb));
const figures = {
  video: {
    photos: PHOTOS,
    source: '4000x3000 JPEG',
    size: '1080x1920',
    fps: 30,
    duration_sec: duration,
    bytes: result.bytes,
  },
  captions: true,
  render_env: memEnv,
  wall_sec: round(master.wall_sec),
  wall_ratio: round(master.wall_sec / duration, 3),
  cpu_sec: round(cpuSec),
  cpu_per_video_sec: round(cpuSec / duration, 3),
  cpu_sec_node: round(master.cpu_node),
  cpu_sec_ffmpeg: round(master.cpu_ffmpeg),
  peak_rss_mb: worker.peak_mb,
  worker_job: worker,
  render_process_peak_rss_mb: round(peakAll, 0),
  peak_rss_mb_master: round(master.peak_mb, 0),
  peak_rss_mb_master_node: round(master.peak_mb_node, 0),
  peak_rss_mb_master_ffmpeg: round(master.peak_mb_ffmpeg, 0),
  peak_rss_mb_sizes_together: round(together.peak_mb, 0),
  peak_rss_mb_sizes_together_ffmpeg: round(together.peak_mb_ffmpeg, 0),
  node_rss_mb_before_render: round(nodeBeforeKb / 1024, 0),
  node_hwm_mb: round(nodeHwmKb / 1024, 0),
  extra_sizes: sizes,
  budget: BUDGET,
  machine: { cores: availableParallelism(), load_avg_1m_at_start: round(load) },
};
const envText =
  Object.entries(memEnv)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ') || 'no memory settings';
console.info(
  `Reel render: ${PHOTOS} photos of 4000x3000 -> ${duration} s at 1080x1920, 30 fps, music and captions (${envText}, from the worker unit)`,
);
console.info(
  '| wall s | wall / video | CPU s (node + ffmpeg) | CPU s per video s | peak RSS MB master (node, ffmpeg) | peak RSS MB sizes | file MB | load at start |',
);
console.info('|---|---|---|---|---|---|---|---|');
console.info(
  `| ${figures.wall_sec} | ${figures.wall_ratio} (budget ${BUDGET.wall_ratio}) | ${figures.cpu_sec} (${figures.cpu_sec_node} + ${figures.cpu_sec_ffmpeg}) | ${figures.cpu_per_video_sec} (budget ${BUDGET.cpu_per_video_sec}) | ${figures.peak_rss_mb_master} (${figures.peak_rss_mb_master_node}, ${figures.peak_rss_mb_master_ffmpeg}) | ${figures.peak_rss_mb_sizes_together} | ${round(result.bytes / 1e6, 1)} | ${figures.machine.load_avg_1m_at_start} on ${figures.machine.cores} cores |`,
);
console.info(
  `The render alone (its own process): peak ${figures.render_process_peak_rss_mb} MB; ${figures.node_rss_mb_before_render} MB before, exact peak ${figures.node_hwm_mb} MB (VmHWM)`,
);
console.info(
  `In a worker (${worker.command}, BullMQ, PostgreSQL): ${worker.idle_mb} MB before its first job; the job (master, 4:5, 1:1) peaked at ${worker.peak_mb} MB (budget < ${BUDGET.peak_rss_mb}; worker ${worker.peak_mb_node}, ffmpeg ${worker.peak_mb_ffmpeg}), ${worker.cpu_sec} CPU s (${worker.cpu_sec_node} + ${worker.cpu_sec_ffmpeg}), ${worker.wall_sec} s wall`,
);
for (const [size, f] of Object.entries(sizes)) {
  console.info(
    `Feed size ${size} (cut from the master, alone): ${f.cpu_sec} CPU s, ${f.cpu_per_video_sec} CPU s per video s (budget ${BUDGET.cpu_per_video_sec_per_size}), ${f.wall_sec} s wall`,
  );
}
writeFileSync(new URL('./reel.json', import.meta.url), `${JSON.stringify(figures, null, 2)}\n`);
