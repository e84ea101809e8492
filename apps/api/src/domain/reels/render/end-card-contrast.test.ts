import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reelLook } from './overlay-kit';
import { renderEndCard } from './render-end-card';

const FRAME = { width: 360, height: 640 };
let dir: string;
let white: { path: string; width: number; height: number };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pp-end-card-'));
  // The worst photo behind Classic's card: a white wall.
  white = { path: join(dir, 'white.rgb'), ...FRAME };
  await writeFile(white.path, Buffer.alloc(FRAME.width * FRAME.height * 3, 255));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** WCAG 2 relative luminance of an sRGB colour (0-255 channels). */
const luminance = ([r, g, b]: number[]) => {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
};
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('the Classic end card over a bright photo', () => {
  it('keeps its words readable: white at least 4:1 and the small grey lines at least 3.5:1', async () => {
    const out = join(dir, 'card.rgb');
    const text = {
      agent: { name: 'Jane Realtor', brokerage: 'Sunset Realty Group', phone: '(555) 123-4567' },
      link: 'https://pp.example/p/1',
      street: '1234 Maple Avenue',
      city: 'Pasadena, CA',
    };
    const { content } = await renderEndCard(FRAME, text, reelLook('classic', '#0f766e'), white, out);
    const rgb = await readFile(out);
    // The background beside the words: a strip down the left edge, level with the card's lines.
    const sum = [0, 0, 0];
    let n = 0;
    for (let y = content.top; y < content.top + content.height; y++)
      for (let x = 0; x < Math.min(12, content.left); x++, n++)
        for (let c = 0; c < 3; c++) sum[c]! += rgb[(y * FRAME.width + x) * 3 + c]!;
    const background = sum.map((s) => s / n);
    expect(contrast([255, 255, 255], background)).toBeGreaterThanOrEqual(4);
    expect(contrast([0xf3, 0xf4, 0xf6], background)).toBeGreaterThanOrEqual(3.5);
  });
});
