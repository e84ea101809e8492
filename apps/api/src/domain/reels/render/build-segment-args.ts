import type { Motion, SegmentPlan, SlidePlan } from './plan-timeline';
import { type PreparedCanvas, ZOOM_ROOM } from './prepare-photo';
import type { TimedOverlay } from './render-captions';
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
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * How far a pan travels per second, as a share of the frame's width (either axis): slow enough to read
 * as a Ken Burns drift rather than a camera move, and never more than the canvas has room for.
 */
export const PAN_SPEED = 0.1;

/** Start and end offsets of a window of `size` sliding `travel` px across [0, canvas], centred on the focus. */
function span(canvas: number, size: number, focus: number, travel: number): [number, number] {
  const start = clamp(focus * canvas - size / 2 - travel / 2, 0, canvas - size - travel);
  return [Math.round(start), Math.round(start + travel)];
}

/** Filters that move the canvas over the slide's frames, from the slide's frame `first` on. */
function motionFilters(source: SlideSource, first: number, format: VideoFormat): string {
  const { width: W, height: H } = format;
  const { canvas, plan } = source;
  const p = `((n+${first})/${Math.max(1, plan.length - 1)})`;
  const seconds = plan.length / format.fps;
  const roomX = canvas.width - W;
  const roomY = canvas.height - H;
  // exact=1: without it crop rounds x and y to the chroma grid, so a slow pan moves in 2 px judders.
  const cropAt = (x: string, y: string, w = W, h = H) => `crop=w=${w}:h=${h}:x='${x}':y='${y}':exact=1`;
  const [fx0] = span(canvas.width, W, canvas.focus.x, 0);
  const [fy0] = span(canvas.height, H, canvas.focus.y, 0);
  let motion: Motion = plan.motion;
  // A fit canvas has only zoom room; a pan along an axis with no room to travel turns to the other.
  if (canvas.framing === 'fit') motion = motion === 'zoom_out' ? 'zoom_out' : 'zoom_in';
  const horizontal = motion === 'pan_right' || motion === 'pan_left';
  const vertical = motion === 'pan_up' || motion === 'pan_down';
  if ((horizontal && roomX < 0.1 * W && roomY > roomX) || (vertical && roomY < 0.1 * H && roomX > roomY)) {
    motion = { pan_right: 'pan_down', pan_left: 'pan_up', pan_up: 'pan_right', pan_down: 'pan_left' }[
      motion as 'pan_right' | 'pan_left' | 'pan_up' | 'pan_down'
    ] as Motion;
  }
  const moving = (a: number, b: number) => `${a}+${b - a}*${p}`;
  switch (motion) {
    case 'zoom_in':
    case 'zoom_out': {
      // Zoom inside a window of the zoom room around the focus: rescaling the whole pan canvas each
      // frame would cost several times more. The window is cut once (a static crop), then scaled.
      const zw = Math.min(canvas.width, 2 * Math.round((W * ZOOM_ROOM) / 2));
      const zh = Math.min(canvas.height, 2 * Math.round((H * ZOOM_ROOM) / 2));
      const [wx] = span(canvas.width, zw, canvas.focus.x, 0);
      const [wy] = span(canvas.height, zh, canvas.focus.y, 0);
      const margin = num(Math.min(zw / W, zh / H) - 1);
      const z = motion === 'zoom_in' ? `(1+${margin}*${p})` : `(1+${margin}*(1-${p}))`;
      const sw = `2*trunc(${W}*${z}/2)`;
      const sh = `2*trunc(${H}*${z}/2)`;
      const scale = `scale=w='${sw}':h='${sh}':eval=frame:flags=fast_bilinear`;
      // The centre from the same expression, not crop's in_w/in_h: those keep the first frame's size
      // while the scaled frames grow, so the window drifted to the top left and a zoom slid sideways.
      return `crop=${zw}:${zh}:${wx}:${wy},${scale},${cropAt(`(${sw}-${W})/2`, `(${sh}-${H})/2`)}`;
    }
    case 'pan_right':
    case 'pan_left': {
      const [a, b] = span(
        canvas.width,
        W,
        canvas.focus.x,
        Math.min(roomX, Math.round(PAN_SPEED * W * seconds)),
      );
      return motion === 'pan_right' ? cropAt(moving(a, b), String(fy0)) : cropAt(moving(b, a), String(fy0));
    }
    case 'pan_down':
    case 'pan_up': {
      const [a, b] = span(
        canvas.height,
        H,
        canvas.focus.y,
        Math.min(roomY, Math.round(PAN_SPEED * W * seconds)),
      );
      return motion === 'pan_down' ? cropAt(String(fx0), moving(a, b)) : cropAt(String(fx0), moving(b, a));
    }
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
  /** Caption phrases (reel time): drawn last, over the cross-fade, each only while it is due. */
  timed: TimedOverlay[] = [],
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
  const start = segment.from / format.fps;
  const end = segment.to / format.fps;
  timed
    .filter((o) => o.start < end && o.end > start)
    .forEach((o, i) => {
      const idx = inputCount++;
      inputs.push('-i', o.path);
      // Segment-local times: each segment's clock starts at 0. `between` is inclusive at both ends,
      // so the end stops half a frame early and two phrases never show on the same frame.
      const a = num(Math.max(0, o.start - start));
      const b = num(o.end - start - 0.5 / format.fps);
      const label = `c${i}`;
      filters.push(
        `[${out}][${idx}:v]overlay=x=${o.left}:y=${o.top}:eof_action=repeat:enable='between(t,${a},${b})'[${label}]`,
      );
      out = label;
    });
  return [
    // One filter thread: the renderer runs one ffmpeg per core, so slice threads only add buffers.
    ...['-filter_complex_threads', '1', ...inputs],
    ...['-filter_complex', filters.join(';'), '-map', `[${out}]`],
    ...['-frames:v', String(count), '-r', String(format.fps), ...ENCODER_ARGS, '-an', outPath],
  ];
}
