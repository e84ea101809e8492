import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSegmentArgs, type SlideSource } from './build-segment-args';
import { ZOOM_ROOM } from './prepare-photo';
import { runFfmpeg } from './run-ffmpeg';
import { readFrame } from './testing/inspect-video';

const FORMAT = { width: 180, height: 320, fps: 30 };
const FRAMES = 30;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pp-zoom-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The centre of the dark pixels of a frame (a dark square on white). */
function darkCentre(frame: { width: number; height: number; rgb: Buffer }) {
  let [sx, sy, n] = [0, 0, 0];
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++)
      if (frame.rgb[(y * frame.width + x) * 3]! < 80) [sx, sy, n] = [sx + x, sy + y, n + 1];
  return { x: sx / n, y: sy / n };
}

describe('a zoom', () => {
  for (const motion of ['zoom_in', 'zoom_out'] as const)
    it(`${motion} stays centred on the focus from its first frame to its last`, async () => {
      // A white canvas with the zoom's room, a dark square at its centre (the focus).
      const width = 2 * Math.round((FORMAT.width * ZOOM_ROOM) / 2);
      const height = 2 * Math.round((FORMAT.height * ZOOM_ROOM) / 2);
      const pixels = Buffer.alloc(width * height * 3, 255);
      for (let y = height / 2 - 10; y < height / 2 + 10; y++)
        pixels.fill(0, (y * width + width / 2 - 10) * 3, (y * width + width / 2 + 10) * 3);
      const path = join(dir, `${motion}.rgb`);
      await writeFile(path, pixels);
      const slide: SlideSource = {
        canvas: { path, width, height, focus: { x: 0.5, y: 0.5 }, framing: 'fill' },
        plan: { start: 0, length: FRAMES, motion },
        overlays: [],
      };
      const out = join(dir, `${motion}.mp4`);
      await runFfmpeg(buildSegmentArgs({ slide: 0, from: 0, to: FRAMES }, slide, undefined, 1, FORMAT, out));
      for (const t of [0, (FRAMES - 1) / FORMAT.fps]) {
        const centre = darkCentre(await readFrame(out, t));
        expect(Math.abs(centre.x - FORMAT.width / 2), `x at ${t} s`).toBeLessThan(2);
        expect(Math.abs(centre.y - FORMAT.height / 2), `y at ${t} s`).toBeLessThan(2);
      }
    });
});
