/**
 * Reel render cost (issue 11): a 30 s reel of 12 photos of 4000x3000 at 1080x1920, 30 fps, music
 * on. Prints wall time / video length, CPU seconds per video second and peak memory.
 *
 * CPU is user+sys of this process (sharp's threads included) plus every ffmpeg child, read from
 * /proc/self/stat: its cutime/cstime fields hold the children this process has waited for, which
 * process.resourceUsage() does not report. Peak memory is the largest sum of resident memory of
 * this process and its live children, sampled every 100 ms. On a shared machine the wall figure
 * moves with other load; the CPU figure does not.
 */

import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveSize, type ExtraSize } from '../apps/api/src/domain/reels/render/derive-sizes';
import { trackPcm } from '../apps/api/src/domain/reels/render/music/library';
import { renderReel } from '../apps/api/src/domain/reels/render/render-reel';
import { makeTestPhoto } from '../apps/api/src/domain/reels/render/testing/make-test-photo';

const PHOTOS = 12;
const DURATION_SEC = 30;
// Issue 24: the filling, panning framing on a quiet 2-core machine.
const BUDGET = {
  wall_ratio: 0.35,
  cpu_per_video_sec: 0.6,
  peak_rss_mb: 600,
  cpu_per_video_sec_per_size: 0.4,
};

const ticksPerSec = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** user+sys of this process and of its waited-for children, in seconds. */
function cpuSeconds(): { self: number; children: number } {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the ")" that closes the command name; utime is field 14 overall.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return { self: (utime! + stime!) / ticksPerSec, children: (cutime! + cstime!) / ticksPerSec };
}

function rssKb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0; // the process ended between listing and reading
  }
}

/** This process and all its descendants, found through /proc/<pid>/task/<tid>/children. */
function processTree(root: number): number[] {
  const pids = [root];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const tid of readdirSync(`/proc/${pids[i]}/task`)) {
        const kids = readFileSync(`/proc/${pids[i]}/task/${tid}/children`, 'utf8').trim();
        if (kids) pids.push(...kids.split(' ').map(Number));
      }
    } catch {
      // gone already
    }
  }
  return pids;
}

const photoDir = join(tmpdir(), 'pp-bench-reel-photos');
mkdirSync(photoDir, { recursive: true });
const photos = [];
for (let i = 0; i < PHOTOS; i++) {
  const path = join(photoDir, `photo-${i + 1}.jpg`);
  if (!existsSync(path)) await makeTestPhoto({ width: 4000, height: 3000, seed: i + 1, path });
  photos.push({ path, altered: i === 3 });
}

// The music bed is synthesised once per track and cached on disk: made before the clock starts, as
// it is for every reel after a server's first.
await trackPcm('golden_hour');

const workDir = mkdtempSync(join(tmpdir(), 'pp-bench-reel-'));
const outputPath = join(workDir, 'reel.mp4');
let peakKb = 0;
let peakSelfKb = 0;
let peakChildrenKb = 0;
const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
const sampler = setInterval(() => {
  // VmRSS is cheap to read; smaps_rollup (for PSS) walks page tables and cost seconds of CPU here.
  const [self, ...children] = processTree(process.pid).map(rssKb);
  const childrenKb = children.reduce((sum, kb) => sum + kb, 0);
  peakSelfKb = Math.max(peakSelfKb, self!);
  peakChildrenKb = Math.max(peakChildrenKb, childrenKb);
  peakKb = Math.max(peakKb, self! + childrenKb);
}, 100);
const load = loadavg()[0]!;
const cpu0 = cpuSeconds();
const t0 = performance.now();
const result = await renderReel(
  {
    photos,
    durationSec: DURATION_SEC,
    headline: 'Just listed',
    price: '$1,250,000',
    facts: '4 bd · 3 ba · 2,450 sq ft',
    street: '1234 Maple Avenue',
    city: 'Pasadena, CA',
    agent: { name: 'Jane Realtor', brokerage: 'Sunset Realty Group', phone: '(555) 123-4567' },
    link: 'https://example.com/listing/1234-maple-avenue',
    music: true,
    track: 'golden_hour',
    style: 'classic',
    brand: { accent: '#1d4ed8' },
  },
  { workDir, outputPath },
);
const wallSec = (performance.now() - t0) / 1000;
const cpu1 = cpuSeconds();
const cpuSelf = cpu1.self - cpu0.self;
const cpuChildren = cpu1.children - cpu0.children;
const cpuSec = cpuSelf + cpuChildren;
clearInterval(sampler);

// Each feed size on its own (issue 24), cut from the master as the job does: its CPU alone.
const sizes: Record<string, { cpu_sec: number; cpu_per_video_sec: number; wall_sec: number }> = {};
for (const size of ['4:5', '1:1'] as ExtraSize[]) {
  const c0 = cpuSeconds();
  const s0 = performance.now();
  const out = join(workDir, `reel-${size.replace(':', 'x')}.mp4`);
  await deriveSize(outputPath, { width: 1080, height: 1920 }, size, out, { durationSec: result.durationSec });
  const c1 = cpuSeconds();
  const cpu = c1.self - c0.self + c1.children - c0.children;
  sizes[size] = {
    cpu_sec: Math.round(cpu * 100) / 100,
    cpu_per_video_sec: Math.round((cpu / result.durationSec) * 1000) / 1000,
    wall_sec: Math.round(performance.now() - s0) / 1000,
  };
}
rmSync(workDir, { recursive: true, force: true });

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const figures = {
  video: {
    photos: PHOTOS,
    source: '4000x3000 JPEG',
    size: '1080x1920',
    fps: 30,
    duration_sec: result.durationSec,
    bytes: result.bytes,
  },
  wall_sec: round(wallSec),
  wall_ratio: round(wallSec / result.durationSec, 3),
  cpu_sec: round(cpuSec),
  cpu_per_video_sec: round(cpuSec / result.durationSec, 3),
  cpu_sec_node: round(cpuSelf),
  cpu_sec_ffmpeg: round(cpuChildren),
  peak_rss_mb: round(peakKb / 1024, 0),
  node_rss_mb_before_render: round(rssBeforeMb, 0),
  peak_rss_mb_node: round(peakSelfKb / 1024, 0),
  peak_rss_mb_ffmpeg: round(peakChildrenKb / 1024, 0),
  extra_sizes: sizes,
  budget: BUDGET,
  machine: { cores: availableParallelism(), load_avg_1m_at_start: round(load) },
};
console.info(`Reel render: ${PHOTOS} photos of 4000x3000 -> ${result.durationSec} s at 1080x1920, 30 fps`);
console.info(
  '| wall s | wall / video | CPU s (node + ffmpeg) | CPU s per video s | peak RSS MB (node, ffmpeg) | file MB | load at start |',
);
console.info('|---|---|---|---|---|---|---|');
console.info(
  `| ${figures.wall_sec} | ${figures.wall_ratio} (budget ${BUDGET.wall_ratio}) | ${figures.cpu_sec} (${figures.cpu_sec_node} + ${figures.cpu_sec_ffmpeg}) | ${figures.cpu_per_video_sec} (budget ${BUDGET.cpu_per_video_sec}) | ${figures.peak_rss_mb} (${figures.peak_rss_mb_node}, ${figures.peak_rss_mb_ffmpeg}) (budget ${BUDGET.peak_rss_mb}) | ${round(result.bytes / 1e6, 1)} | ${figures.machine.load_avg_1m_at_start} on ${figures.machine.cores} cores |`,
);
for (const [size, f] of Object.entries(sizes)) {
  console.info(
    `Feed size ${size} (cut from the master): ${f.cpu_sec} CPU s, ${f.cpu_per_video_sec} CPU s per video s (budget ${BUDGET.cpu_per_video_sec_per_size}), ${f.wall_sec} s wall`,
  );
}
writeFileSync(new URL('./reel.json', import.meta.url), `${JSON.stringify(figures, null, 2)}\n`);
