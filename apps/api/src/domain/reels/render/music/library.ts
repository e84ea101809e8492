import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REEL_TRACKS, type ReelTrack } from '@pp/contract';
import { runFfmpeg } from '../run-ffmpeg';
import { MUSIC_SAMPLE_RATE, synthesizeTrack } from './synthesize';

/**
 * Each track is synthesised once (on first use) to the longest reel's length and kept on disk;
 * a reel reads the first seconds of it. Bump VERSION when a track's sound changes, so stale
 * copies are not played.
 */
const VERSION = 1;
/** The longest reel (60 s) with room for rounding. */
export const LIBRARY_SEC = 61;
export const PREVIEW_SEC = 12;

export const musicCacheDir = () =>
  process.env.REEL_MUSIC_CACHE_DIR ?? join(tmpdir(), `pp-reel-music-v${VERSION}`);

export const isReelTrack = (v: string): v is ReelTrack => (REEL_TRACKS as readonly string[]).includes(v);

const pending = new Map<string, Promise<string>>();

/** Makes `path` once per process (and once per machine: an existing file is kept), atomically. */
function once(path: string, make: (tmp: string) => Promise<void>): Promise<string> {
  const known = pending.get(path);
  if (known) return known;
  const made = (async () => {
    if (existsSync(path)) return path;
    await mkdir(musicCacheDir(), { recursive: true });
    // A unique temporary name, renamed into place: another process making the same file at the
    // same time leaves one whole copy, never a half-written one.
    const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
    try {
      await make(tmp);
      await rename(tmp, path);
    } finally {
      await rm(tmp, { force: true });
    }
    return path;
  })();
  made.catch(() => pending.delete(path));
  pending.set(path, made);
  return made;
}

/** The track as raw s16le stereo PCM at MUSIC_SAMPLE_RATE, LIBRARY_SEC long (faded in, not out). */
export const trackPcm = (track: ReelTrack) =>
  once(join(musicCacheDir(), `${track}.pcm`), (tmp) => writeFile(tmp, synthesizeTrack(track, LIBRARY_SEC)));

/** Input arguments for ffmpeg reading trackPcm's file. */
export const pcmInput = (path: string) => [
  '-f',
  's16le',
  '-ar',
  String(MUSIC_SAMPLE_RATE),
  '-ac',
  '2',
  '-i',
  path,
];

/** The audio filter that ends a bed at `durationSec` with a 2 s fade-out. */
export const fadeOutFilter = (durationSec: number) =>
  `afade=t=out:st=${Math.max(0, durationSec - 2).toFixed(3)}:d=2`;

/** A PREVIEW_SEC AAC clip of the track (MP4 audio), for the side panel's play button. */
export const trackPreview = (track: ReelTrack) =>
  once(join(musicCacheDir(), `${track}-preview.m4a`), async (tmp) => {
    const pcm = await trackPcm(track);
    await runFfmpeg([
      ...pcmInput(pcm),
      ...['-t', String(PREVIEW_SEC), '-af', fadeOutFilter(PREVIEW_SEC)],
      ...['-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', '-f', 'mp4', tmp],
    ]);
  });
