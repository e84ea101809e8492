import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from './run-ffmpeg';
import { MUSIC_SAMPLE_RATE, synthesizeMusic } from './synthesize-music';

/**
 * Joins the encoded segments without re-encoding them, adds the audio (the music bed, or a silent
 * AAC track: platforms reject a video with no audio stream) and moves the index to the front
 * (`+faststart`) so browsers start playing before the whole file has arrived.
 */
/** Synthesises the music bed for this length into the work dir; answers its path. */
export async function writeMusic(workDir: string, durationSec: number): Promise<string> {
  const path = join(workDir, 'music.pcm');
  await writeFile(path, synthesizeMusic(durationSec));
  return path;
}

export async function muxReel(opts: {
  segmentPaths: string[];
  durationSec: number;
  /** Raw PCM from writeMusic, or undefined for a silent track. */
  musicPath?: string;
  workDir: string;
  outputPath: string;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<void> {
  const list = join(opts.workDir, 'segments.txt');
  // The concat demuxer's list format: one `file '<path>'` line each, quotes escaped as '\''.
  await writeFile(list, opts.segmentPaths.map((p) => `file '${p.replace(/'/g, "'\\''")}'\n`).join(''));
  let audioInput: string[];
  if (opts.musicPath) {
    audioInput = ['-f', 's16le', '-ar', String(MUSIC_SAMPLE_RATE), '-ac', '2', '-i', opts.musicPath];
  } else {
    audioInput = ['-f', 'lavfi', '-i', `anullsrc=r=${MUSIC_SAMPLE_RATE}:cl=stereo`];
  }
  await runFfmpeg(
    [
      ...['-f', 'concat', '-safe', '0', '-i', list, ...audioInput],
      ...['-map', '0:v:0', '-map', '1:a:0', '-c:v', 'copy', '-c:a', 'aac', '-b:a', '128k'],
      ...['-t', String(opts.durationSec), '-movflags', '+faststart', opts.outputPath],
    ],
    {
      signal: opts.signal,
      onProgress: ({ outTimeSec }) => opts.onProgress(Math.min(1, outTimeSec / opts.durationSec)),
    },
  );
}
