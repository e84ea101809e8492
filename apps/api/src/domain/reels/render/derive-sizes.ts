import type { ReelSize } from '@pp/contract';
import { ENCODER_ARGS } from './build-segment-args';
import { runFfmpeg } from './run-ffmpeg';
import { FEED_ASPECTS, type FeedSize, feedWindow } from './safe-zones';

export type ExtraSize = FeedSize;
export const isExtraSize = (s: ReelSize): s is ExtraSize => s in FEED_ASPECTS;

/**
 * The window of the 9:16 frame a feed size keeps (safe-zones.ts, beside the text box it must
 * hold): every text layer lies in `textBox`, so the chip, the facts, the captions and the end
 * card's words survive the cut whole with FEED_MARGIN to spare; what is lost is photo.
 */
export const cropWindow = (frame: { width: number; height: number }, size: ExtraSize) =>
  feedWindow(frame, size);

export interface DerivedOutput {
  size: ExtraSize;
  path: string;
  width: number;
  height: number;
}

/**
 * Cuts one feed size out of the finished master: decode, crop, encode (x264 as the segments), the
 * audio copied. Re-running the photo track at the new aspect would frame better but costs a whole
 * render per size; a crop costs one decode and one smaller encode (see bench:reel's figures).
 */
export async function deriveSize(
  masterPath: string,
  frame: { width: number; height: number },
  size: ExtraSize,
  outPath: string,
  run: { signal?: AbortSignal; durationSec: number; onProgress?: (f: number) => void },
): Promise<DerivedOutput> {
  const w = cropWindow(frame, size);
  await runFfmpeg(
    [
      ...['-i', masterPath, '-vf', `crop=${w.width}:${w.height}:${w.left}:${w.top}`],
      ...ENCODER_ARGS,
      ...['-c:a', 'copy', '-movflags', '+faststart', outPath],
    ],
    {
      signal: run.signal,
      onProgress: ({ outTimeSec }) => run.onProgress?.(Math.min(1, outTimeSec / run.durationSec)),
    },
  );
  return { size, path: outPath, width: w.width, height: w.height };
}
