import { REEL_TRACKS } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { synthesizeTrack } from './synthesize';

const rmsDb = (pcm: Buffer) => {
  let sum = 0;
  for (let i = 0; i < pcm.length; i += 2) sum += (pcm.readInt16LE(i) / 32768) ** 2;
  return 10 * Math.log10(sum / (pcm.length / 2));
};

describe('synthesizeTrack', () => {
  it('makes four different tracks at a steady level', () => {
    expect(REEL_TRACKS.length).toBeGreaterThanOrEqual(4);
    const tracks = REEL_TRACKS.map((t) => synthesizeTrack(t, 3, 0.01));
    for (const pcm of tracks) {
      expect(pcm.length).toBe(3 * 44_100 * 4);
      expect(rmsDb(pcm)).toBeGreaterThan(-22);
      expect(rmsDb(pcm)).toBeLessThan(-14);
    }
    for (let a = 0; a < tracks.length; a++)
      for (let b = a + 1; b < tracks.length; b++) expect(tracks[a]!.equals(tracks[b]!)).toBe(false);
  });
});
