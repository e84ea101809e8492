import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REEL_STYLES } from '@pp/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reelLook } from './overlay-kit';
import { renderEndCard } from './render-end-card';
import { renderAlteredLabel, renderHeadlineChip, renderInfoOverlay } from './render-overlays';
import { insideSafeZone, REEL_SAFE_ZONE, safeBox } from './safe-zones';

const FRAME = { width: 1080, height: 1920 };
let dir: string;
let background: { path: string; width: number; height: number };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pp-safe-'));
  background = { path: join(dir, 'bg.rgb'), width: 200, height: 356 };
  const pixels = await sharp({ create: { width: 200, height: 356, channels: 3, background: '#88aacc' } })
    .raw()
    .toBuffer();
  await writeFile(background.path, pixels);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const text = {
  headline: 'Price reduced',
  price: '$12,450,000',
  facts: '6 bd · 7 ba · 8,200 sq ft · 1.2 acres',
  street: '12345 Extraordinarily Long Boulevard Name',
  city: 'Rancho Palos Verdes, CA',
};

describe('safe zones', () => {
  it('are the published margins: top 14%, bottom 35%, right 12%', () => {
    expect(REEL_SAFE_ZONE).toMatchObject({ top: 0.14, bottom: 0.35, right: 0.12 });
    expect(safeBox(FRAME)).toEqual({ left: 65, top: 269, width: 950 - 65, height: 1248 - 269 });
  });

  it.each(REEL_STYLES)(
    '%s: the chip, the altered label, the facts and the end card stay inside',
    async (style) => {
      const look = reelLook(style, '#7c3aed');
      const chip = await renderHeadlineChip(FRAME, text.headline, look, join(dir, `${style}-chip.png`));
      const label = await renderAlteredLabel(FRAME, join(dir, `${style}-label.png`));
      const info = await renderInfoOverlay(FRAME, text, look, join(dir, `${style}-info.png`));
      for (const o of [chip, label]) expect(insideSafeZone(o, FRAME)).toBe(true);
      expect(info?.content && insideSafeZone(info.content, FRAME)).toBe(true);
      expect(label.top).toBeGreaterThanOrEqual(chip.top + chip.height); // its own row
      const card = await renderEndCard(
        FRAME,
        {
          agent: {
            name: 'Alexandra Montgomery-Whitfield',
            brokerage: 'Sunset Realty Group · DRE #01234567 · Listing courtesy of Big Brokerage Inc',
            phone: '(555) 123-4567',
          },
          link: 'https://example.com/p/12345-extraordinarily-long-boulevard',
          originals: { label: 'Original of the altered photo', url: 'https://example.com/p/x#photo-1' },
          street: text.street,
          city: text.city,
        },
        look,
        background,
        join(dir, `${style}-end.rgb`),
      );
      expect(insideSafeZone(card.content, FRAME)).toBe(true);
    },
  );
});
