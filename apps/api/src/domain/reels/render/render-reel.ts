import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { type ReelStyle, type ReelTrack, reelSizeSlug } from '@pp/contract';
import { buildSegmentArgs, type SlideSource, type VideoFormat } from './build-segment-args';
import { type DerivedOutput, deriveSize, type ExtraSize } from './derive-sizes';
import { trackPcm } from './music/library';
import { muxReel, writePoster } from './mux-reel';
import { reelLook } from './overlay-kit';
import { planTimeline, type TimelinePlan } from './plan-timeline';
import { type Framing, type PreparedCanvas, preparePhoto } from './prepare-photo';
import { ReelRenderError } from './reel-render-error';
import { captionBottom, renderCaptions, type TimedOverlay } from './render-captions';
import { renderEndCard } from './render-end-card';
import {
  type PlacedOverlay,
  renderAlteredLabel,
  renderHeadlineChip,
  renderInfoOverlay,
} from './render-overlays';
import { runFfmpeg } from './run-ffmpeg';
import { runPool } from './run-pool';
import { splitCaptions, timeCaptions } from './split-captions';

export { ReelRenderError } from './reel-render-error';

export interface ReelPhotoInput {
  path: string;
  /** Where the motion centres (0..1); found by libvips' attention strategy when left out. */
  focus?: { x: number; y: number };
  altered?: boolean;
  framing?: Framing;
}

export interface ReelRenderInput {
  photos: ReelPhotoInput[];
  durationSec: number;
  width?: number;
  height?: number;
  fps?: number;
  headline: string;
  price?: string;
  facts?: string;
  street?: string;
  city?: string;
  agent: { name: string; brokerage: string; phone?: string };
  link?: string;
  /** The unaltered originals of altered photos, on the end card (California B&P Code §10140.8). */
  originals?: { label: string; url: string };
  music: boolean;
  /** The bed when music is on; the first track when left out. */
  track?: ReelTrack;
  /** The look; classic when left out. */
  style?: ReelStyle;
  /** The agent's brand colour (#rrggbb) and logo file; the product's blue and no logo when left out. */
  brand?: { accent: string; logoPath?: string };
  /** Burned-in captions: this text (the post's) in short timed cues over the photos; none when left out. */
  captions?: string;
  /** Feed sizes cut from the 9:16 master after it is finished (derive-sizes.ts). */
  sizes?: ExtraSize[];
}

export interface RenderResult {
  durationSec: number;
  bytes: number;
  /** A JPEG still of the video at its size, in the work dir. */
  posterPath: string;
  width: number;
  height: number;
  /** One file per requested feed size, beside outputPath (`<name>-4x5.mp4`). */
  extras: DerivedOutput[];
}

export interface RenderOptions {
  workDir: string;
  outputPath: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** ffmpeg processes at once; defaults to the cores available, at most 2. */
  concurrency?: number;
}

const DEFAULT_ACCENT = '#1d4ed8';
const even = (n: number) => 2 * Math.round(n / 2);

// Share of the progress bar for each stage, by their measured cost.
const PREPARE_SHARE = 0.12;
const MUX_SHARE = 0.03;
// Each feed size re-encodes the whole video at up to 70% of the master's pixels.
const SIZE_SHARE = 0.25;

/**
 * Renders a listing reel: photos prepared with sharp, one ffmpeg per slide (run side by side,
 * each holding at most two pictures, so memory does not grow with the photo count), joined
 * without re-encoding, then audio and faststart. Throws ReelRenderError for bad input.
 */
export async function renderReel(input: ReelRenderInput, options: RenderOptions): Promise<RenderResult> {
  const format = {
    width: even(input.width ?? 1080),
    height: even(input.height ?? 1920),
    fps: input.fps ?? 30,
  };
  const count = input.photos.length;
  if (count < 1 || count > 20) throw new ReelRenderError('A reel needs 1 to 20 photos');
  if (!(input.durationSec > 0)) throw new ReelRenderError('The reel length must be positive');
  let plan: TimelinePlan;
  try {
    plan = planTimeline(count, input.durationSec, format.fps);
  } catch {
    throw new ReelRenderError('The reel is too short for that many photos');
  }
  // One controller for the whole render: the caller's abort, or the first failure, stops every
  // running ffmpeg at once instead of letting the others finish work that will be thrown away.
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) onAbort();
  const { signal } = controller;
  try {
    return await render(input, options, format, plan, signal);
  } catch (err) {
    controller.abort(err);
    throw options.signal?.aborted ? options.signal.reason : err;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function render(
  input: ReelRenderInput,
  options: RenderOptions,
  format: VideoFormat,
  plan: TimelinePlan,
  signal: AbortSignal,
): Promise<RenderResult> {
  const { workDir } = options;
  const count = input.photos.length;
  const concurrency = Math.max(1, options.concurrency ?? Math.min(2, availableParallelism()));
  let reported = 0;
  // The master's stages fill `scale` of the bar; the feed sizes the rest.
  const scale = 1 / (1 + SIZE_SHARE * (input.sizes?.length ?? 0));
  const report = (fraction: number) => {
    const f = Math.min(1, Math.max(reported, fraction * scale));
    if (f > reported) {
      reported = f;
      options.onProgress?.(f);
    }
  };

  // 1+2. Photos become canvases and overlays (sharp), slides become encoded segments (ffmpeg).
  // One queue in timeline order, `concurrency` tasks at a time: segment k needs slides k and k+1,
  // so encoding starts after two photos instead of after all of them, and at most a few raw
  // canvases exist before their segments are written.
  const look = reelLook(
    input.style ?? 'classic',
    input.brand?.accent ?? DEFAULT_ACCENT,
    input.brand?.logoPath,
  );
  const segmentPaths = plan.segments.map((_, k) => join(workDir, `segment-${k}.mp4`));
  const slides: Promise<SlideSource>[] = [];
  const overlayCache = new Map<string, Promise<PlacedOverlay | null>>();
  const once = (key: string, make: () => Promise<PlacedOverlay | null>) => {
    if (!overlayCache.has(key)) overlayCache.set(key, make());
    return overlayCache.get(key)!;
  };
  // Captions sit just above the facts block (which ends at the text box's bottom), so both read.
  let captions: Promise<TimedOverlay[]> | undefined;
  const captionsOnce = () => {
    captions ??= (async () => {
      if (!input.captions) return [];
      const info = await once('info', () =>
        renderInfoOverlay(format, input, look, join(workDir, 'info.png')),
      );
      const timed = timeCaptions(splitCaptions(input.captions), 0, plan.endCard.start / format.fps);
      const bottom = captionBottom(format, info);
      return renderCaptions(format, timed, bottom, (i) => join(workDir, `caption-${i}.png`));
    })();
    return captions;
  };
  const framesDone = new Array<number>(plan.segments.length).fill(0);
  let prepared = 0;
  const tasks: (() => Promise<void>)[] = [];
  const prepareSlide = (i: number) => async () => {
    const photo = input.photos[i]!;
    const first = i === 0;
    // Overlays are drawn once per reel and shared: the same info block on every photo, the chip
    // on the first, the label on each altered one.
    const [canvas, ...overlays] = await Promise.all([
      preparePhoto(photo, i, format, join(workDir, `photo-${i}.rgb`)),
      once('info', () => renderInfoOverlay(format, input, look, join(workDir, 'info.png'))),
      first
        ? once('chip', () => renderHeadlineChip(format, input.headline, look, join(workDir, 'chip.png')))
        : null,
      photo.altered ? once('altered', () => renderAlteredLabel(format, join(workDir, 'altered.png'))) : null,
    ]);
    report((PREPARE_SHARE * ++prepared) / (count + 1));
    return {
      canvas,
      plan: plan.photos[i]!,
      overlays: overlays.filter((o): o is PlacedOverlay => o !== null),
    };
  };
  const started = (i: number) => slides[i]!;
  let musicPath: string | undefined;
  const makeMusic = async () => {
    if (input.music) musicPath = await trackPcm(input.track ?? 'golden_hour');
  };
  const encodeSegment = (k: number) => async () => {
    const segment = plan.segments[k]!;
    const [current, next, timed] = await Promise.all([
      started(k),
      k + 1 < slides.length ? started(k + 1) : undefined,
      captionsOnce(),
    ]);
    const args = buildSegmentArgs(segment, current, next, plan.fadeFrames, format, segmentPaths[k]!, timed);
    await runFfmpeg(args, {
      signal,
      onProgress: ({ frame }) => {
        framesDone[k] = Math.min(frame, segment.to - segment.from);
        const done = framesDone.reduce((a, b) => a + b, 0);
        report(PREPARE_SHARE + ((1 - PREPARE_SHARE - MUX_SHARE) * done) / plan.totalFrames);
      },
    });
  };
  // A slide's preparation starts when its task runs; later tasks await it through `slides`.
  const deferred = (make: () => Promise<SlideSource>, index: number) => async () => {
    slides[index] = make();
    await slides[index];
  };
  for (let i = 0; i < count; i++) {
    tasks.push(deferred(prepareSlide(i), i));
    if (i === count - 1) {
      tasks.push(
        deferred(async () => {
          const endCanvas: PreparedCanvas = {
            path: join(workDir, 'end-card.rgb'),
            width: format.width,
            height: format.height,
            focus: { x: 0.5, y: 0.5 },
            framing: 'fill',
          };
          await renderEndCard(format, input, look, (await started(0)).canvas, endCanvas.path);
          report((PREPARE_SHARE * ++prepared) / (count + 1));
          return { canvas: endCanvas, plan: plan.endCard, overlays: [], still: true };
        }, count),
      );
    }
    if (i >= 1) tasks.push(encodeSegment(i - 1));
    // The music is plain JavaScript on this thread: queue it once an ffmpeg is running beside it.
    if (i === Math.min(1, count - 1)) tasks.push(makeMusic);
  }
  tasks.push(encodeSegment(count - 1), encodeSegment(count));
  await runPool(tasks, concurrency, signal, (task) => task());

  // 3. Join, audio, faststart.
  const durationSec = plan.totalFrames / format.fps;
  await muxReel({
    segmentPaths,
    durationSec,
    musicPath,
    workDir,
    outputPath: options.outputPath,
    signal,
    onProgress: (f) => report(1 - MUX_SHARE + MUX_SHARE * f),
  });
  // The poster: the first photo, fully in, with its headline and facts (a cover that says what it is).
  const posterPath = join(workDir, 'poster.jpg');
  await writePoster(options.outputPath, plan.segments[0]!.to / 2 / format.fps, posterPath, signal);
  report(1);
  // 4. Feed sizes, side by side (one ffmpeg per core), each cut from the finished master.
  const sizes = input.sizes ?? [];
  const sizeDone = sizes.map(() => 0);
  const extras = await runPool(sizes, concurrency, signal, (size, i) => {
    const outPath = options.outputPath.replace(/(\.mp4)?$/, `-${reelSizeSlug(size)}.mp4`);
    const onProgress = (f: number) => {
      sizeDone[i] = f;
      const done = sizeDone.reduce((a, b) => a + b, 0);
      reported = Math.max(reported, scale * (1 + SIZE_SHARE * done));
      options.onProgress?.(Math.min(1, reported));
    };
    return deriveSize(options.outputPath, format, size, outPath, { signal, durationSec, onProgress });
  });
  if (reported < 1) options.onProgress?.(1);
  const { size } = await stat(options.outputPath);
  return { durationSec, bytes: size, posterPath, width: format.width, height: format.height, extras };
}
