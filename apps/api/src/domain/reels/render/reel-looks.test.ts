import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { REEL_STYLES, type ReelStyle, reelSizeSlug } from '@pp/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planTimeline } from './plan-timeline';
import { type ReelRenderInput, type RenderResult, renderReel } from './render-reel';
import { meanColour, meanDifference, readFrame } from './testing/inspect-video';
import { makeTestPhotosDir } from './testing/make-test-photo';

const run = promisify(execFile);
// Small 9:16 renders (a second or two each on a shared 2-core machine), big enough to judge by eye.
const SIZE = { width: 360, height: 640, fps: 30 };
const DURATION = 6;
/** Where the contact sheets go: one frame a second of each look, side by side, to be looked at. */
const SHEETS = resolve(
  process.env.CONTACT_SHEETS_DIR ??
    join(import.meta.dirname, '../../../../../../test-results/contact-sheets/reels'),
);

let dir: string;
let photos: string[];
let bright: string;
const rendered = new Map<string, { path: string; result: RenderResult }>();

const input = (over: Partial<ReelRenderInput> = {}): ReelRenderInput => ({
  photos: photos.map((path) => ({ path })),
  durationSec: DURATION,
  ...SIZE,
  headline: 'Just listed',
  price: '$1,250,000',
  facts: '3 bd · 2 ba · 1,850 sq ft',
  street: '1234 Maple Avenue',
  city: 'Pasadena, CA',
  agent: { name: 'Jane Realtor', brokerage: 'Sunset Realty Group · DRE #01234567', phone: '(555) 123-4567' },
  link: 'https://example.com/listing/1234',
  music: false,
  brand: { accent: '#0f766e' },
  ...over,
});

async function render(name: string, over: Partial<ReelRenderInput>) {
  const workDir = join(dir, `${name}-work`);
  await mkdir(workDir, { recursive: true });
  const path = join(dir, `${name}.mp4`);
  const result = await renderReel(input(over), { workDir, outputPath: path });
  rendered.set(name, { path, result });
  return { path, result };
}

/** Mean luma (BT.601) of the top and the bottom fifth of the frame at `t`. */
async function bandLuma(path: string, t: number) {
  const frame = await readFrame(path, t);
  const h = Math.round(frame.height / 5);
  const luma = (y: number) => {
    const [r, g, b] = meanColour(frame, { x: 0, y, w: frame.width, h });
    return 0.299 * r + 0.587 * g + 0.114 * b;
  };
  return { top: luma(0), bottom: luma(frame.height - h) };
}

beforeAll(async () => {
  ({ dir, photos } = await makeTestPhotosDir('pp-reel-looks-', [4, 5, 6], { width: 1200, height: 900 }));
  await mkdir(SHEETS, { recursive: true });
  // A bright, evenly lit landscape photo (a white kitchen): any dark band in the frame is ours.
  bright = join(dir, 'bright.jpg');
  await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#e8e2d6',
      noise: { type: 'gaussian', mean: 215, sigma: 18 },
    },
  })
    .jpeg()
    .toFile(bright);
  // One render per look with its feed sizes, each with a logo-less brand colour; the contact sheets
  // are made of these.
  for (const style of REEL_STYLES) await render(style, { style, sizes: ['4:5', '1:1'] });
}, 180_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('reel looks and framing', () => {
  it('writes a contact sheet of each look and size (one frame a second)', async () => {
    for (const style of REEL_STYLES) {
      const { path, result } = rendered.get(style)!;
      const videos = [
        { slug: '9x16', path, width: SIZE.width, height: SIZE.height },
        ...result.extras.map((e) => ({ slug: reelSizeSlug(e.size), ...e })),
      ];
      expect(videos.map((v) => v.slug)).toEqual(['9x16', '4x5', '1x1']);
      for (const video of videos) {
        const out = join(SHEETS, `${style}-${video.slug}.png`);
        await run('ffmpeg', [
          ...['-v', 'error', '-y', '-i', video.path],
          ...['-vf', `fps=1,tile=${DURATION}x1:padding=8:color=white`, '-frames:v', '1', out],
        ]);
        const meta = await sharp(out).metadata();
        expect(meta.width).toBe(DURATION * video.width + (DURATION - 1) * 8);
        expect(meta.height).toBe(video.height);
      }
    }
  });

  it('fills the frame: no near-black band at the bottom, on the photos or the end card', async () => {
    const { path } = await render('bright', {
      photos: [{ path: bright }, { path: bright }],
      style: 'classic',
    });
    for (const t of [0.5, 1.5, 2.5, 3.5]) expect((await bandLuma(path, t)).bottom).toBeGreaterThan(110);
    // The end card is the brand colour over the photo: its bottom as light as its top, far from black.
    const card = await bandLuma(path, 5.5);
    expect(card.bottom).toBeGreaterThan(80);
    expect(card.bottom).toBeGreaterThan(card.top * 0.9);
  });

  it('pans: the photo moves between one moment and the next, under still overlays', async () => {
    const { path } = rendered.get('classic')!;
    const plan = planTimeline(3, DURATION, SIZE.fps);
    const first = plan.segments[0]!;
    const [a, b] = await Promise.all([readFrame(path, 0.2), readFrame(path, (first.to - 4) / SIZE.fps)]);
    // The middle of the frame, between the chip and the facts block.
    const box = { x: 20, y: 170, w: 300, h: 120 };
    expect(meanDifference(a, b, box)).toBeGreaterThan(6);
  });

  it('each look draws a different frame, photo and end card alike', async () => {
    const frames = (t: number) => Promise.all(REEL_STYLES.map((s) => readFrame(rendered.get(s)!.path, t)));
    const whole = { x: 0, y: 0, w: SIZE.width, h: SIZE.height };
    for (const t of [1, DURATION - 0.3]) {
      const [classic, bold, minimal] = await frames(t);
      expect(meanDifference(classic!, bold!, whole)).toBeGreaterThan(3);
      expect(meanDifference(classic!, minimal!, whole)).toBeGreaterThan(3);
      expect(meanDifference(bold!, minimal!, whole)).toBeGreaterThan(3);
    }
  });

  it('uses the brand colour: the bold end card is mostly the accent', async () => {
    const frame = await readFrame(rendered.get('bold')!.path, DURATION - 0.2);
    const [r, g, b] = meanColour(frame, { x: 0, y: SIZE.height - 60, w: SIZE.width, h: 60 });
    // #0f766e: teal, green and blue well above red.
    expect(g).toBeGreaterThan(r + 40);
    expect(b).toBeGreaterThan(r + 30);
  });

  it('writes a poster JPEG of the video size', async () => {
    for (const style of REEL_STYLES as readonly ReelStyle[]) {
      const meta = await sharp(rendered.get(style)!.result.posterPath).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: SIZE.width, height: SIZE.height });
    }
  });
});
