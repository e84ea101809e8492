import { describe, expect, it } from 'vitest';
import { chunkRanges } from './tiktok-upload';

/** The media transfer guide's chunk plan: floor(total / chunk) chunks, the last taking the trailing bytes. */
describe('chunkRanges', () => {
  it('gives the remainder to the last chunk rather than a short extra one', () => {
    expect(chunkRanges(5000, 2048)).toEqual([
      [0, 2047],
      [2048, 4999],
    ]);
  });

  it('sends a video smaller than a chunk, or exactly one, as one piece', () => {
    expect(chunkRanges(1000, 2048)).toEqual([[0, 999]]);
    expect(chunkRanges(2048, 2048)).toEqual([[0, 2047]]);
  });

  it('covers every byte once, in order', () => {
    const ranges = chunkRanges(10 * 1024 * 1024 + 7, 5 * 1024 * 1024);
    expect(ranges).toHaveLength(2);
    expect(ranges[0]![0]).toBe(0);
    expect(ranges.at(-1)![1]).toBe(10 * 1024 * 1024 + 6);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1] + 1);
  });
});
