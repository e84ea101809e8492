import type { Motion, SegmentPlan, SlidePlan } from './plan-timeline';
import type { PreparedCanvas } from './prepare-photo';
import type { PlacedOverlay } from './render-overlays';

/** A slide as ffmpeg sees it: a still picture (raw RGB) with its motion and overlays. */
export interface SlideSource {
  canvas: PreparedCanvas;
  plan: SlidePlan;
  overlays: PlacedOverlay[];
  /** The end card does not move. */
  still?: boolean;
}

export interface VideoFormat {
  width: number;
  height: number;
  fps: number;
}

/**
 * x264 at `ultrafast` keeps the whole reel within about one CPU-second per video-second; photos
 * that move slowly compress well enough at CRF 23 (about 5 Mbit/s here, below what Reels and TikTok accept). Colour
 * is converted and tagged as BT.709 (what players assume for HD). One thread per ffmpeg: the
 * renderer runs one ffmpeg per core, which beats one ffmpeg with threads on two cores.
 */
export const ENCODER_ARGS = [
  ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '23', '-pix_fmt', 'yuv420p'],
  ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-threads', '1'],
].flat();

const num = (n: number) => Number(n.toFixed(6)).toString();

/** Filters that move the canvas over `count` frames from the slide's frame `first` on. */
function motionFilters(source: SlideSource, first: number, format: VideoFormat): string {
  const { width: W, height: H } = format;
  const { canvas, plan } = source;
  const p = `((n+${first})/${Math.max(1, plan.length - 1)})`;
  const fx = num(canvas.focus.x);
  const fy = num(canvas.focus.y);
  // Crop offsets centred on the focus point, kept inside the (possibly scaled) canvas.
  const cropAt = (x: string, y: string) => `crop=w=${W}:h=${H}:x='${x}':y='${y}'`;
  const focusX = `clip(${fx}*in_w-${W / 2},0,in_w-${W})`;
  const focusY = `clip(${fy}*in_h-${H / 2},0,in_h-${H})`;
  const margin = canvas.width / W - 1; // how much larger than the frame the canvas is
  const zoom = (z: string) =>
    `scale=w='2*trunc(${W}*${z}/2)':h='2*trunc(${H}*${z}/2)':eval=frame:flags=fast_bilinear,${cropAt(focusX, focusY)}`;
  const motion: Motion = plan.motion;
  switch (motion) {
    case 'zoom_in':
      return zoom(`(1+${num(margin)}*${p})`);
    case 'zoom_out':
      return zoom(`(${num(1 + margin)}-${num(margin)}*${p})`);
    case 'pan_right':
      // Cropping a still canvas costs next to nothing: pans are the cheap motions.
      return cropAt(`(in_w-${W})*${p}`, focusY);
    case 'pan_left':
      return cropAt(`(in_w-${W})*(1-${p})`, focusY);
    case 'pan_up':
      return cropAt(focusX, `(in_h-${H})*(1-${p})`);
    case 'pan_down':
      return cropAt(focusX, `(in_h-${H})*${p}`);
  }
}

/**
 * The ffmpeg arguments for one segment: slide k from `segment.from` (plus the start of slide k+1
 * when the segment ends in a cross-fade), encoded on its own so segments can run side by side and
 * be joined without re-encoding.
 */
export function buildSegmentArgs(
  segment: SegmentPlan,
  current: SlideSource,
  next: SlideSource | undefined,
  fadeFrames: number,
  format: VideoFormat,
  outPath: string,
): string[] {
  const inputs: string[] = [];
  const filters: string[] = [];
  let inputCount = 0;
  const count = segment.to - segment.from;

  const addSlide = (source: SlideSource, first: number, frames: number, label: string) => {
    const { canvas } = source;
    const base = inputCount++;
    inputs.push(
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-video_size', `${canvas.width}x${canvas.height}`],
      ...['-framerate', String(format.fps), '-i', canvas.path],
    );
    // Convert the still once, then repeat the converted frame: no per-frame decode or colour math.
    const chain = [
      'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
      `loop=loop=${frames - 1}:size=1:start=0`,
      `setpts=N/(${format.fps}*TB)`,
      source.still ? `crop=${format.width}:${format.height}` : motionFilters(source, first, format),
    ];
    let current = `s${label}`;
    filters.push(`[${base}:v]${chain.join(',')}[${current}]`);
    source.overlays.forEach((overlay, i) => {
      const idx = inputCount++;
      inputs.push('-i', overlay.path);
      const out = `s${label}o${i}`;
      filters.push(
        `[${current}][${idx}:v]overlay=x=${overlay.left}:y=${overlay.top}:eof_action=repeat[${out}]`,
      );
      current = out;
    });
    return current;
  };

  const a = addSlide(current, segment.from - current.plan.start, count, 'a');
  let out = a;
  if (next) {
    // The next slide fades in on top over the last fadeFrames frames. An alpha fade plus overlay
    // touches only those frames; ffmpeg's xfade cost three times as much per segment.
    const b = addSlide(next, 0, fadeFrames, 'b');
    const offset = (next.plan.start - segment.from) / format.fps;
    // Opacity 1/(n+1) .. n/(n+1) over the n fade frames; the next segment shows it fully.
    const fade = `fade=t=in:st=${num(offset - 1 / format.fps)}:d=${num((fadeFrames + 1) / format.fps)}:alpha=1`;
    filters.push(
      `[${b}]format=yuva420p,setpts=PTS+${num(offset)}/TB,${fade}[bf]`,
      `[${a}][bf]overlay=eof_action=pass[v]`,
    );
    out = 'v';
  }
  return [
    ...inputs,
    ...['-filter_complex', filters.join(';'), '-map', `[${out}]`],
    ...['-frames:v', String(count), '-r', String(format.fps), ...ENCODER_ARGS, '-an', outPath],
  ];
}
