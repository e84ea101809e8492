import type { ReelSize } from '@pp/contract';
import { ENCODER_ARGS } from './build-segment-args';
import { runFfmpeg } from './run-ffmpeg';
import { safeBox } from './safe-zones';

/** Width:height of each feed size the 9:16 master is cut down to. */
const ASPECTS: Record<Exclude<ReelSize, '9:16'>, number> = { '4:5': 4 / 5, '1:1': 1 };
export type ExtraSize = keyof typeof ASPECTS;
export const isExtraSize = (s: ReelSize): s is ExtraSize => s !== '9:16';

const even = (n: number) => 2 * Math.round(n / 2);

/**
 * The window of the 9:16 frame a feed size keeps: the full width, as tall as the aspect allows,
 * centred on the safe zone and clamped to the frame. Every text layer lies in the safe zone (its
 * height, 51% of a 9:16 frame, is less than a square's 56%), so the chip, the facts, the captions
 * and the end card's words survive the cut whole; what is lost is photo above and below them.
 */
export function cropWindow(frame: { width: number; height: number }, size: ExtraSize) {
  const width = frame.width;
  const height = Math.min(frame.height, even(frame.width / ASPECTS[size]));
  const safe = safeBox(frame);
  const centre = safe.top + safe.height / 2;
  const top = even(Math.min(frame.height - height, Math.max(0, centre - height / 2)));
  return { left: 0, top: Math.min(top, frame.height - height), width, height };
}

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
