import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REEL_SIZES, REEL_STYLES, type ReelSize } from '@pp/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropWindow } from './derive-sizes';
import { reelLook } from './overlay-kit';
import { captionBottom, renderCaptions } from './render-captions';
import { renderEndCard } from './render-end-card';
import { renderAlteredLabel, renderHeadlineChip, renderInfoOverlay } from './render-overlays';
import { type Box, insideSafeZone } from './safe-zones';

/**
 * Issue 24: in every look and every output size, the words and panels keep at least 6% of that
 * output's frame from each edge and never overlap one another. Read from the layout code's boxes
 * (what each layer builder answers), mapped into each size's crop window: no pixels involved.
 */

const FRAME = { width: 1080, height: 1920 };
/** The figure, written here rather than imported, so loosening the code's constant fails. */
const MARGIN = 0.06;
let dir: string;
let background: { path: string; width: number; height: number };
let logoPath: string;

// The longest words the layouts meet in practice (the safe-zone test's worst case).
const text = {
  headline: 'Price reduced',
  price: '$12,450,000',
  facts: '6 bd · 7 ba · 8,200 sq ft · 1.2 acres',
  street: '12345 Extraordinarily Long Boulevard Name',
  city: 'Rancho Palos Verdes, CA',
};
const card = {
  agent: {
    name: 'Alexandra Montgomery-Whitfield',
    brokerage: 'Sunset Realty Group · DRE #01234567 · Listing courtesy of Big Brokerage Inc',
    phone: '(555) 123-4567',
  },
  link: 'https://example.com/p/12345-extraordinarily-long-boulevard',
  originals: { label: 'Original of the altered photo', url: 'https://example.com/p/x#photo-1' },
  street: text.street,
  city: text.city,
};
// A two-line cue with wide capitals: the tallest caption the splitter makes.
const CUE = { lines: ['WELCOME TO THIS MODERN RETREAT', 'WITH VIEWS OF THE WHOLE VALLEY'], start: 0, end: 2 };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pp-feed-layout-'));
  background = { path: join(dir, 'bg.rgb'), width: 90, height: 160 };
  const pixels = await sharp({ create: { width: 90, height: 160, channels: 3, background: '#667788' } })
    .raw()
    .toBuffer();
  await writeFile(background.path, pixels);
  logoPath = join(dir, 'logo.png');
  await sharp({ create: { width: 600, height: 200, channels: 4, background: '#aa3355' } })
    .png()
    .toFile(logoPath);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The window of the master each size shows (the whole frame for 9:16). */
const windowOf = (size: ReelSize): Box =>
  size === '9:16' ? { left: 0, top: 0, ...FRAME } : cropWindow(FRAME, size);

/** The least distance from the box to each edge of the window, as shares of the window's width/height. */
function margins(box: Box, w: Box) {
  return {
    left: (box.left - w.left) / w.width,
    right: (w.left + w.width - box.left - box.width) / w.width,
    top: (box.top - w.top) / w.height,
    bottom: (w.top + w.height - box.top - box.height) / w.height,
  };
}

const overlap = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

async function layout(style: (typeof REEL_STYLES)[number]) {
  const look = reelLook(style, '#0f766e', logoPath);
  const at = (name: string) => join(dir, `${style}-${name}`);
  const chip = await renderHeadlineChip(FRAME, text.headline, look, at('chip.png'));
  const label = await renderAlteredLabel(FRAME, at('label.png'));
  const info = await renderInfoOverlay(FRAME, text, look, at('info.png'));
  const [caption] = await renderCaptions(FRAME, [CUE], captionBottom(FRAME, info), () => at('cue.png'));
  const end = await renderEndCard(FRAME, card, look, background, at('end.rgb'));
  if (!info?.content || !caption || !end.logo) throw new Error('a layer was not drawn');
  return {
    photo: { chip, label, caption, facts: info.content } as Record<string, Box>,
    endCard: { logo: end.logo, words: end.words } as Record<string, Box>,
  };
}

describe.each(REEL_STYLES)('%s layout', (style) => {
  let boxes: Awaited<ReturnType<typeof layout>>;
  beforeAll(async () => {
    boxes = await layout(style);
  });

  it.each(REEL_SIZES)('%s: every box keeps 6 per cent of the frame from each edge', (size) => {
    const w = windowOf(size);
    for (const [name, box] of Object.entries({ ...boxes.photo, ...boxes.endCard })) {
      const m = margins(box, w);
      for (const [edge, share] of Object.entries(m)) {
        expect(share, `${name} ${edge} in ${size}`).toBeGreaterThanOrEqual(MARGIN);
      }
      if (size === '9:16') expect(insideSafeZone(box, FRAME), name).toBe(true);
    }
  });

  it('no two boxes on the same screen overlap', () => {
    for (const screen of [boxes.photo, boxes.endCard]) {
      const list = Object.entries(screen);
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          expect(overlap(list[i]![1], list[j]![1]), `${list[i]![0]} and ${list[j]![0]}`).toBe(false);
        }
      }
    }
  });
});
