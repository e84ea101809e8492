import { describe, expect, it } from 'vitest';
import { reelDownloadName } from './reel-download-name';

const day = new Date('2026-11-26T18:30:00Z');

describe('a downloaded reel’s file name', () => {
  it('is the street and the day it was made', () => {
    expect(reelDownloadName('1220 Garcia St NE', day)).toBe('1220-garcia-st-ne-2026-11-26.mp4');
  });

  it('is safe ASCII whatever the address holds', () => {
    expect(reelDownloadName('Calle Ñandú 5, "Apt" 3/B', day)).toBe('calle-nandu-5-apt-3-b-2026-11-26.mp4');
    expect(reelDownloadName('東京 1-2', day)).toBe('1-2-2026-11-26.mp4');
  });

  it('says reel when the listing has no street', () => {
    expect(reelDownloadName(null, day)).toBe('reel-2026-11-26.mp4');
    expect(reelDownloadName('***', day)).toBe('reel-2026-11-26.mp4');
  });

  it('carries a feed size after the day, the 9:16 master none', () => {
    expect(reelDownloadName('1220 Garcia St NE', day, '4:5')).toBe('1220-garcia-st-ne-2026-11-26-4x5.mp4');
    expect(reelDownloadName(null, day, '1:1')).toBe('reel-2026-11-26-1x1.mp4');
    expect(reelDownloadName('1220 Garcia St NE', day, '9:16')).toBe('1220-garcia-st-ne-2026-11-26.mp4');
  });
});
