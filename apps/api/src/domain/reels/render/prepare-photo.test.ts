import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAN_ROOM, preparePhoto, ZOOM_ROOM } from './prepare-photo';

const FRAME = { width: 360, height: 640 };
let dir: string;

const photo = async (name: string, width: number, height: number, background = '#7799bb') => {
  const path = join(dir, name);
  await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toFile(path);
  return path;
};

/** First and last pixel of the test photo's own colour (#7799bb) along one row or column of a canvas. */
function ownSpan(rgb: Buffer, c: { width: number; height: number }, axis: 'across' | 'down', at: number) {
  const n = axis === 'across' ? c.width : c.height;
  const own = [...Array(n).keys()].filter((k) => {
    const i = ((axis === 'across' ? at * c.width + k : k * c.width + at) * 3) as number;
    return (
      Math.abs(rgb[i]! - 0x77) < 8 && Math.abs(rgb[i + 1]! - 0x99) < 8 && Math.abs(rgb[i + 2]! - 0xbb) < 8
    );
  });
  return { first: own[0] ?? Number.NaN, last: own.at(-1) ?? Number.NaN };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pp-prepare-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('preparePhoto', () => {
  it('fills: a landscape photo becomes a frame-tall canvas with room to pan sideways', async () => {
    const canvas = await preparePhoto(
      { path: await photo('wide.jpg', 1600, 1200) },
      0,
      FRAME,
      join(dir, 'a.rgb'),
    );
    expect(canvas.framing).toBe('fill');
    expect(canvas.height).toBeGreaterThanOrEqual(FRAME.height * ZOOM_ROOM - 2);
    expect(canvas.width).toBeGreaterThan(FRAME.width * 1.3);
    expect(canvas.width).toBeLessThanOrEqual(Math.round(FRAME.width * (ZOOM_ROOM + PAN_ROOM)) + 2);
  });

  it('fits a photo the agent asked to fit, and any photo that would need more than 2x to fill', async () => {
    const wide = await photo('wide2.jpg', 1600, 1200);
    const asked = await preparePhoto({ path: wide, framing: 'fit' }, 0, FRAME, join(dir, 'b.rgb'));
    expect(asked.framing).toBe('fit');
    // Whole, even at the end of a zoom in (1 canvas pixel to 1 frame pixel): the photo's own colour
    // spans at most 94% of the frame's width, centred across; and it sits above the price and facts
    // (which end at 65% of the frame): its middle in the upper third.
    const rgb = await readFile(asked.path);
    const down = ownSpan(rgb, asked, 'down', Math.round(asked.width / 2));
    const across = ownSpan(rgb, asked, 'across', Math.round((down.first + down.last) / 2));
    expect(across.last - across.first + 1).toBeLessThanOrEqual(Math.ceil(FRAME.width * 0.94));
    expect(across.last - across.first + 1).toBeGreaterThan(FRAME.width * 0.8);
    expect(Math.abs(across.first - (asked.width - 1 - across.last))).toBeLessThanOrEqual(2);
    const middle = (down.first + down.last) / 2 / asked.height;
    expect(middle).toBeGreaterThan(0.25);
    expect(middle).toBeLessThan(0.35);
    // 300 px tall would need 640 * 1.08 / 300 = 2.3x to fill: shown whole instead.
    const small = await preparePhoto(
      { path: await photo('small.jpg', 400, 300) },
      0,
      FRAME,
      join(dir, 'c.rgb'),
    );
    expect(small.framing).toBe('fit');
    // 340 px tall needs 2.03x of the zoomed frame, under 2x of the frame itself: it fills.
    const enough = await preparePhoto(
      { path: await photo('enough.jpg', 460, 340) },
      0,
      FRAME,
      join(dir, 'd.rgb'),
    );
    expect(enough.framing).toBe('fill');
  });

  it('centres on the subject when no focus is given (attention), on the given focus otherwise', async () => {
    // A plain photo with a detailed (noisy) subject near its right edge.
    const path = join(dir, 'subject.jpg');
    const subject = await sharp({
      create: {
        width: 300,
        height: 600,
        channels: 3,
        background: '#cc2222',
        noise: { type: 'gaussian', mean: 120, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#a0a8b0' } })
      .composite([{ input: subject, left: 2000, top: 300 }])
      .jpeg()
      .toFile(path);
    const found = await preparePhoto({ path }, 0, FRAME, join(dir, 'e.rgb'));
    const given = await preparePhoto({ path, focus: { x: 0, y: 0.5 } }, 0, FRAME, join(dir, 'f.rgb'));
    // The canvas cut around the attention point holds the subject's detail; the one at the left edge is plain.
    const detail = async (c: typeof found) => {
      const { channels } = await sharp(await readFile(c.path), {
        raw: { width: c.width, height: c.height, channels: 3 },
      }).stats();
      return channels[1]!.stdev;
    };
    expect(await detail(found)).toBeGreaterThan(10);
    expect(await detail(given)).toBeLessThan(5);
    expect(given.focus.x).toBeLessThan(0.2);
  });
});
