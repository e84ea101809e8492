/**
 * bench:reel's measured process (started by bench/reel.ts, which samples this process tree's memory
 * from outside): renders the reel as a worker does, then the feed sizes. Prints one JSON line per
 * phase on stdout, so the parent can attribute each memory sample to its phase.
 *
 * CPU is user+sys of this process (sharp's threads included) plus every ffmpeg child, read from
 * /proc/self/stat: its cutime/cstime fields hold the children this process has waited for, which
 * process.resourceUsage() does not report. Nothing else runs in this process (the photos, the music
 * cache and the memory sampling live in the parent), so none of it is counted.
 *
 *   node --import tsx bench/reel-render.ts <photo dir> <photo count> <seconds>
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveSize, type ExtraSize } from '../apps/api/src/domain/reels/render/derive-sizes';
import { renderReel } from '../apps/api/src/domain/reels/render/render-reel';
import { cpuSecondsOf } from './process-tree';

const [photoDir = '', count = '12', seconds = '30'] = process.argv.slice(2);
const SIZES: ExtraSize[] = ['4:5', '1:1'];
// An X draft as the drafts make it: captions on, as the heaviest job a worker runs (a cue overlay
// per phrase on top of the photos' overlays).
const POST =
  'Just listed in Pasadena! Sun-filled rooms, a chef’s kitchen and a garden made for summer nights. ' +
  'Four bedrooms, three baths, 2,450 sq ft. Open Sunday 1-4 pm. https://example.com/listing/1234 #JustListed';

/** user+sys of this process plus its waited-for children, in seconds. */
const cpuSeconds = () => cpuSecondsOf(process.pid);

const say = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

/** Runs `work` as one named phase: CPU (this process and its children) and wall time. */
async function phase<T>(name: string, work: () => Promise<T>) {
  say({ phase: name });
  const c0 = cpuSeconds();
  const t0 = performance.now();
  const value = await work();
  const c1 = cpuSeconds();
  const wall_sec = (performance.now() - t0) / 1000;
  const cpu = { self: c1.self - c0.self, children: c1.children - c0.children };
  say({ phase: `${name}:done`, wall_sec, cpu_node: cpu.self, cpu_ffmpeg: cpu.children });
  return value;
}

const photos = Array.from({ length: Number(count) }, (_, i) => ({
  path: join(photoDir, `photo-${i + 1}.jpg`),
  altered: i === 3,
}));
const workDir = mkdtempSync(join(tmpdir(), 'pp-bench-reel-'));
const outputPath = join(workDir, 'reel.mp4');
try {
  const result = await phase('master', () =>
    renderReel(
      {
        photos,
        durationSec: Number(seconds),
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
        captions: POST,
      },
      { workDir, outputPath },
    ),
  );
  say({ result: { durationSec: result.durationSec, bytes: result.bytes } });
  const frame = { width: result.width, height: result.height };
  const cut = (size: ExtraSize, tag: string) =>
    deriveSize(outputPath, frame, size, join(workDir, `reel-${tag}-${size.replace(':', 'x')}.mp4`), {
      durationSec: result.durationSec,
    });
  // Each size alone, for its CPU; then both side by side as renderReel runs them (one ffmpeg per
  // core), for the memory a job holds at that stage.
  for (const size of SIZES) await phase(`size ${size}`, () => cut(size, 'alone'));
  await phase('sizes together', () => Promise.all(SIZES.map((size) => cut(size, 'together'))));
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
// The exact peak of this process's own resident memory (the parent's 100 ms samples may miss a spike).
say({ node_hwm_kb: Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) });
