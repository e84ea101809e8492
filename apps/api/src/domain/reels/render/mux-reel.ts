import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fadeOutFilter, pcmInput } from './music/library';
import { MUSIC_SAMPLE_RATE } from './music/synthesize';
import { runFfmpeg } from './run-ffmpeg';

/**
 * Joins the encoded segments without re-encoding them, adds the audio (the cached music bed cut to
 * length and faded out, or a silent AAC track: platforms reject a video with no audio stream) and
 * moves the index to the front (`+faststart`) so browsers start playing before the whole file has
 * arrived.
 */
export async function muxReel(opts: {
  segmentPaths: string[];
  durationSec: number;
  /** Raw PCM of a track (music/library trackPcm), or undefined for a silent track. */
  musicPath?: string;
  workDir: string;
  outputPath: string;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<void> {
  const list = join(opts.workDir, 'segments.txt');
  // The concat demuxer's list format: one `file '<path>'` line each, quotes escaped as '\''.
  await writeFile(list, opts.segmentPaths.map((p) => `file '${p.replace(/'/g, "'\\''")}'\n`).join(''));
  const audio = opts.musicPath
    ? [...pcmInput(opts.musicPath), '-af', fadeOutFilter(opts.durationSec)]
    : ['-f', 'lavfi', '-i', `anullsrc=r=${MUSIC_SAMPLE_RATE}:cl=stereo`];
  const audioInput = audio.slice(0, audio.indexOf('-i') + 2);
  const audioFilter = audio.slice(audio.indexOf('-i') + 2);
  await runFfmpeg(
    [
      ...['-f', 'concat', '-safe', '0', '-i', list, ...audioInput],
      ...['-map', '0:v:0', '-map', '1:a:0', ...audioFilter, '-c:v', 'copy', '-c:a', 'aac', '-b:a', '128k'],
      ...['-t', String(opts.durationSec), '-movflags', '+faststart', opts.outputPath],
    ],
    {
      signal: opts.signal,
      onProgress: ({ outTimeSec }) => opts.onProgress(Math.min(1, outTimeSec / opts.durationSec)),
    },
  );
}

/**
 * The poster: one frame of the finished video as a JPEG of the video's size (what Instagram and
 * TikTok offer as a cover, and what a <video poster> shows before playing). Read from the encoded
 * file rather than drawn again so it is exactly what plays.
 */
export async function writePoster(videoPath: string, atSec: number, outPath: string, signal?: AbortSignal) {
  await runFfmpeg(
    ['-ss', atSec.toFixed(3), '-i', videoPath, '-frames:v', '1', '-q:v', '3', '-update', '1', outPath],
    { signal },
  );
}
