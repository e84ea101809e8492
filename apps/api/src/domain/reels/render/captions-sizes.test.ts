import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropWindow } from './derive-sizes';
import { type ReelRenderInput, renderReel } from './render-reel';
import { safeBox } from './safe-zones';
import { meanColour, meanDifference, probeVideo, readFrame } from './testing/inspect-video';
import { makeTestPhotosDir } from './testing/make-test-photo';

const run = promisify(execFile);
// Small 9:16 renders, big enough for the words to be judged by eye on the contact sheets.
const SIZE = { width: 360, height: 640, fps: 30 };
const DURATION = 5;
const TEXT = "Sun-filled rooms, a chef's kitchen and a garden for summer nights. Open Sunday 1-4 pm!";
const HOSTILE = `"Quotes" 'single' a:b c\\d 100% {x} [y] <b>&amp; é ü 日本 🏡🔑👨‍👩‍👧 ${'long '.repeat(90)}`;
const SHEETS = process.env.CONTACT_SHEETS_DIR ? resolve(process.env.CONTACT_SHEETS_DIR) : undefined;

let dir: string;
let photos: string[];

const input = (over: Partial<ReelRenderInput> = {}): ReelRenderInput => ({
  photos: photos.map((path) => ({ path })),
  durationSec: DURATION,
  ...SIZE,
  headline: 'Just listed',
  price: '$1,250,000',
  facts: '3 bd · 2 ba · 1,850 sq ft',
  street: '1234 Maple Avenue',
  city: 'Pasadena, CA',
  agent: { name: 'Jane Realtor', brokerage: 'Sunset Realty Group', phone: '(555) 123-4567' },
  link: 'https://example.com/listing/1234',
  music: false,
  ...over,
});

async function render(name: string, over: Partial<ReelRenderInput>) {
  const workDir = join(dir, `${name}-work`);
  await mkdir(workDir, { recursive: true });
  const outputPath = join(dir, `${name}.mp4`);
  return { outputPath, result: await renderReel(input(over), { workDir, outputPath }) };
}

/** One frame a second, side by side, for a person to look at. */
async function contactSheet(video: string, name: string, seconds = DURATION) {
  if (!SHEETS) return;
  await mkdir(SHEETS, { recursive: true });
  const vf = `fps=1,scale=360:-2,tile=${seconds}x1:padding=6:color=white`;
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-i',
    video,
    '-vf',
    vf,
    '-frames:v',
    '1',
    join(SHEETS, `${name}.png`),
  ]);
}

beforeAll(async () => {
  ({ dir, photos } = await makeTestPhotosDir('pp-reel-captions-', [4, 5]));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('crop windows of the feed sizes', () => {
  it.each([
    [1080, 1920],
    [360, 640],
  ])('keep the whole safe zone of a %ix%i master', (width, height) => {
    const frame = { width, height };
    const safe = safeBox(frame);
    for (const size of ['4:5', '1:1'] as const) {
      const w = cropWindow(frame, size);
      expect(w.width).toBe(width);
      expect(Math.abs(w.height - width / (size === '1:1' ? 1 : 0.8))).toBeLessThanOrEqual(2);
      expect(w.top).toBeLessThanOrEqual(safe.top);
      expect(w.top + w.height).toBeGreaterThanOrEqual(safe.top + safe.height);
      expect(w.top + w.height).toBeLessThanOrEqual(height);
    }
  });
});

describe('captions and feed sizes in a render', () => {
  it('burns captions in the band above the facts, nowhere outside the safe zone, and cuts 4:5 and 1:1', async () => {
    const [withCaptions, without] = await Promise.all([
      render('captions', { captions: TEXT, sizes: ['4:5', '1:1'] }),
      render('plain', {}),
    ]);
    const at = 0.7; // the first phrase, photo 1 alone on screen
    const [a, b] = await Promise.all([
      readFrame(withCaptions.outputPath, at),
      readFrame(without.outputPath, at),
    ]);
    const safe = safeBox(SIZE);
    // Rows that changed: all inside the safe zone, below its middle (the lower-middle band).
    const changedRows: number[] = [];
    for (let y = 0; y < SIZE.height; y++) {
      if (meanDifference(a, b, { x: 0, y, w: SIZE.width, h: 1 }) > 6) changedRows.push(y);
    }
    expect(changedRows.length).toBeGreaterThan(10);
    expect(Math.min(...changedRows)).toBeGreaterThanOrEqual(safe.top + safe.height / 2);
    expect(Math.max(...changedRows)).toBeLessThan(safe.top + safe.height);
    const outside = [
      { x: 0, y: 0, w: SIZE.width, h: safe.top },
      { x: 0, y: safe.top + safe.height, w: SIZE.width, h: SIZE.height - safe.top - safe.height },
      { x: 0, y: safe.top, w: safe.left, h: safe.height },
    ];
    for (const box of outside) expect(meanDifference(a, b, box)).toBeLessThan(1);
    // Luma contrast in the caption's rows: white words on the dark box.
    const row = changedRows[Math.floor(changedRows.length / 2)]!;
    const luma = [...Array(SIZE.width).keys()].map((x) => {
      const [r, g, bl] = meanColour(a, { x, y: row, w: 1, h: 1 });
      return 0.299 * r + 0.587 * g + 0.114 * bl;
    });
    expect(Math.max(...luma) - Math.min(...luma)).toBeGreaterThan(150);

    // The end card has no caption: the frames match there.
    const end = DURATION - 0.3;
    const [ea, eb] = await Promise.all([
      readFrame(withCaptions.outputPath, end),
      readFrame(without.outputPath, end),
    ]);
    expect(meanDifference(ea, eb, { x: 0, y: 0, w: SIZE.width, h: SIZE.height })).toBeLessThan(1.5);

    // Each feed size: its dimensions, its length, and the master's window (the chip and facts included).
    const extras = withCaptions.result.extras;
    expect(extras.map((e) => e.size)).toEqual(['4:5', '1:1']);
    for (const extra of extras) {
      const probe = await probeVideo(extra.path);
      const height = extra.size === '4:5' ? 450 : 360;
      expect(probe.video).toMatchObject({ codec: 'h264', width: 360, height });
      expect(probe.audio?.codec).toBe('aac');
      expect(Math.abs(probe.durationSec - DURATION)).toBeLessThanOrEqual(0.1);
      const w = cropWindow(SIZE, extra.size);
      const cut = await readFrame(extra.path, at);
      const master = { width: SIZE.width, rgb: a.rgb.subarray(w.top * SIZE.width * 3) };
      expect(meanDifference(cut, master, { x: 0, y: 0, w: 360, h: height })).toBeLessThan(4);
      await contactSheet(extra.path, `captions-${extra.size.replace(':', 'x')}`);
    }
    await contactSheet(withCaptions.outputPath, 'captions-9x16');
  }, 180_000);

  it('renders hostile caption text (quotes, colons, backslashes, %, markup, emoji, 500 chars) without error', async () => {
    const { outputPath } = await render('hostile', { captions: HOSTILE, durationSec: 4, style: 'bold' });
    expect((await probeVideo(outputPath)).video.height).toBe(SIZE.height);
    await contactSheet(outputPath, 'captions-hostile-9x16', 4);
  }, 120_000);
});
