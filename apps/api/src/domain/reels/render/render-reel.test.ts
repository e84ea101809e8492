import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planTimeline } from './plan-timeline';
import { labelTop } from './render-overlays';
import { ReelRenderError, type ReelRenderInput, renderReel } from './render-reel';
import {
  meanColour,
  meanDifference,
  meanVolumeDb,
  probeVideo,
  readFrame,
  topLevelBoxes,
} from './testing/inspect-video';
import { makeTestPhotosDir } from './testing/make-test-photo';

// Real ffmpeg and sharp at a small 9:16 size so each render takes a second or two.
const SIZE = { width: 270, height: 480, fps: 30 };
const u = SIZE.width / 1080; // the overlays are laid out on a 1080-wide frame

let dir: string;
let photos: string[];

const baseInput = (over: Partial<ReelRenderInput> = {}): ReelRenderInput => ({
  photos: photos.map((path) => ({ path })),
  durationSec: 6,
  ...SIZE,
  headline: 'Just listed',
  price: '$1,250,000',
  facts: '3 bd · 2 ba · 1,850 sq ft',
  street: '1234 Maple Avenue',
  city: 'Pasadena, CA',
  agent: { name: 'Jane Realtor', brokerage: 'Sunset Realty Group', phone: '(555) 123-4567' },
  link: 'https://example.com/listing/1234',
  music: true,
  ...over,
});

async function render(
  name: string,
  input: ReelRenderInput,
  extra: { signal?: AbortSignal; onProgress?: (f: number) => void } = {},
) {
  const workDir = join(dir, `${name}-work`);
  await mkdir(workDir, { recursive: true });
  const outputPath = join(dir, `${name}.mp4`);
  const result = await renderReel(input, { workDir, outputPath, ...extra });
  return { outputPath, result };
}

beforeAll(async () => {
  ({ dir, photos } = await makeTestPhotosDir('pp-reel-test-', [1, 2, 3]));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('renderReel', () => {
  it('renders a 9:16 H.264/AAC reel of the exact length, index first, with music and the altered label', async () => {
    const progress: number[] = [];
    const input = baseInput({ photos: photos.map((path, i) => ({ path, altered: i === 1 })) });
    const { outputPath, result } = await render('labelled', input, { onProgress: (f) => progress.push(f) });

    const probe = await probeVideo(outputPath);
    expect(Math.abs(probe.durationSec - 6)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(probe.video.durationSec - 6)).toBeLessThanOrEqual(0.1);
    expect(probe.video).toMatchObject({ codec: 'h264', pixFmt: 'yuv420p', width: 270, height: 480 });
    expect(probe.video.width * 16).toBe(probe.video.height * 9);
    expect(probe.audio?.codec).toBe('aac');
    expect(Math.abs((probe.audio?.durationSec ?? 0) - 6)).toBeLessThanOrEqual(0.1);
    expect(result.durationSec).toBe(6);

    const boxes = await topLevelBoxes(outputPath);
    expect(boxes).toContain('mdat');
    expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat')); // +faststart

    expect(await meanVolumeDb(outputPath)).toBeGreaterThan(-40); // the music bed is audible

    expect(progress.length).toBeGreaterThan(3);
    expect(progress.at(-1)).toBe(1);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]!);

    // The same reel with no photo marked altered: the label's area differs only where it is shown.
    const plain = await render('plain', baseInput({ music: false }));
    const plainProbe = await probeVideo(plain.outputPath);
    expect(plainProbe.audio?.codec).toBe('aac'); // silent, but present
    expect(Math.abs((plainProbe.audio?.durationSec ?? 0) - 6)).toBeLessThanOrEqual(0.1);
    expect(await meanVolumeDb(plain.outputPath)).toBeLessThan(-80);

    const plan = planTimeline(3, 6, SIZE.fps);
    const altered = plan.segments[1]!; // photo 2 on screen alone
    const at = (altered.from + altered.to) / 2 / SIZE.fps;
    // Inside the label's pill, which starts 72 units from the left edge at labelTop.
    const labelBox = {
      x: Math.round(80 * u),
      y: labelTop(SIZE) + Math.round(8 * u),
      w: Math.round(300 * u),
      h: Math.round(48 * u),
    };
    const photoBox = {
      x: Math.round(300 * u),
      y: Math.round(700 * u),
      w: Math.round(400 * u),
      h: Math.round(300 * u),
    };
    const [withLabel, withoutLabel] = await Promise.all([
      readFrame(outputPath, at),
      readFrame(plain.outputPath, at),
    ]);
    expect(meanDifference(withLabel, withoutLabel, labelBox)).toBeGreaterThan(25);
    expect(meanDifference(withLabel, withoutLabel, photoBox)).toBeLessThan(4);

    // Photo 1 is not altered: no label while it is on screen.
    const first = plan.segments[0]!;
    const atFirst = first.to / 2 / SIZE.fps;
    const [a, b] = await Promise.all([readFrame(outputPath, atFirst), readFrame(plain.outputPath, atFirst)]);
    expect(meanDifference(a, b, labelBox)).toBeLessThan(4);
  }, 120_000);

  it('shows a photo upright when its EXIF orientation says it was taken sideways', async () => {
    // Upright: red top half, blue bottom half. Stored turned a quarter left with orientation 6
    // ("turn right to view"), the way a phone held sideways writes it.
    const upright = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#d00000' } })
      .composite([
        {
          input: { create: { width: 600, height: 400, channels: 3, background: '#0000d0' } },
          top: 400,
          left: 0,
        },
      ])
      .png()
      .toBuffer();
    const sideways = join(dir, 'sideways.jpg');
    await sharp(upright).rotate(-90).jpeg().withMetadata({ orientation: 6 }).toFile(sideways);
    const stored = await sharp(sideways).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([800, 600, 6]);

    const { outputPath } = await render(
      'exif',
      baseInput({ photos: [{ path: sideways }], durationSec: 3, music: false }),
    );
    const frame = await readFrame(outputPath, 1);
    const top = meanColour(frame, { x: 100, y: 5, w: 70, h: 12 });
    const bottom = meanColour(frame, { x: 100, y: 455, w: 70, h: 12 });
    expect(top[0]).toBeGreaterThan(top[2] + 40); // red above
    expect(bottom[2]).toBeGreaterThan(bottom[0] + 40); // blue below
  }, 60_000);

  it('refuses a file that is not a photo with a message fit for the agent, and writes no video', async () => {
    const bad = join(dir, 'bad.jpg');
    await writeFile(bad, 'this is not an image');
    const outputPath = join(dir, 'bad.mp4');
    const workDir = join(dir, 'bad-work');
    await mkdir(workDir);
    const attempt = renderReel(baseInput({ photos: [{ path: photos[0]! }, { path: bad }] }), {
      workDir,
      outputPath,
    });
    await expect(attempt).rejects.toBeInstanceOf(ReelRenderError);
    await expect(attempt).rejects.toThrow('Photo 2 could not be read');
    expect(existsSync(outputPath)).toBe(false);
  }, 60_000);

  it('stops when aborted and rejects with the abort reason', async () => {
    const controller = new AbortController();
    const outputPath = join(dir, 'aborted.mp4');
    const workDir = join(dir, 'aborted-work');
    await mkdir(workDir);
    const reason = new Error('cancelled by test');
    const attempt = renderReel(baseInput({ durationSec: 12 }), {
      workDir,
      outputPath,
      signal: controller.signal,
      onProgress: (f) => {
        if (f > 0.2) controller.abort(reason);
      },
    });
    await expect(attempt).rejects.toBe(reason);
    expect(existsSync(outputPath)).toBe(false);
  }, 60_000);
});
