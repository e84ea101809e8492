import { writeFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { ReelRenderError } from './reel-render-error';

/**
 * Never enlarge a photo's own pixels more than this to fill the frame: past 2x a listing photo goes
 * visibly soft, so a smaller one is shown whole over a blurred copy of itself instead.
 */
export const MAX_UPSCALE = 2;
/** Room to zoom: the canvas is this much larger than the frame along its short axis. */
export const ZOOM_ROOM = 1.08;
/** Room to pan: the most of the photo kept beside the frame along its long axis (of the frame's size). */
export const PAN_ROOM = 0.6;

export type Framing = 'fill' | 'fit';

export interface PreparedCanvas {
  path: string; // raw rgb24 pixels, width x height
  width: number;
  height: number;
  /** The photo's focus point in canvas coordinates (0..1), which the motion keeps in view. */
  focus: { x: number; y: number };
  framing: Framing;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const even = (n: number) => 2 * Math.round(n / 2);

/**
 * Where a photo's subject is when the agent did not say: libvips' attention strategy (skin tones,
 * saturated colour and edges) on a small copy, which JPEG decodes at 1/8 scale for next to nothing.
 */
async function attentionPoint(open: () => Sharp, w: number, h: number) {
  // A narrow window across a landscape photo (a flat one down a portrait one), so the strategy picks
  // where along the long axis to look; the window's centre is the focus.
  const landscape = w >= h;
  const [tw, th] = landscape ? [90, 160] : [160, 90];
  const { info } = await open()
    .resize(tw, th, { fit: 'cover', position: 'attention' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = Math.max(tw / w, th / h);
  const { cropOffsetLeft = 0, cropOffsetTop = 0 } = info as {
    cropOffsetLeft?: number;
    cropOffsetTop?: number;
  };
  const x = (tw / 2 - cropOffsetLeft) / (w * scale);
  const y = (th / 2 - cropOffsetTop) / (h * scale);
  // Pulled a third of the way back to the centre: the strategy's hottest spot is often a bright
  // window or a sign near the photo's edge, while listing photos are composed around their middle.
  const pull = (v: number) => 0.5 + 0.67 * (clamp(v, 0, 1) - 0.5);
  return landscape ? { x: pull(x), y: 0.5 } : { x: 0.5, y: pull(y) };
}

/**
 * Prepares one photo as the canvas its motion moves over, EXIF orientation applied, written as raw
 * RGB so ffmpeg reads it without decoding.
 *
 * `fill` (the default): the photo scaled once to just cover the frame plus ZOOM_ROOM, keeping up to
 * PAN_ROOM of extra width (or height) around the focus for the pan to travel across; the frame is
 * cropped out of it per video frame, which costs next to nothing. `fit`, and any photo that would
 * need more than MAX_UPSCALE to fill: the whole photo, sharp, over a blurred enlargement of itself.
 */
export async function preparePhoto(
  input: { path: string; focus?: { x: number; y: number }; framing?: Framing },
  index: number,
  frame: { width: number; height: number },
  outPath: string,
): Promise<PreparedCanvas> {
  try {
    const open = () => sharp(input.path, { autoOrient: true, failOn: 'error' });
    const meta = await open().metadata();
    const w = meta.autoOrient.width;
    const h = meta.autoOrient.height;
    const focus = input.focus
      ? { x: clamp(input.focus.x, 0, 1), y: clamp(input.focus.y, 0, 1) }
      : await attentionPoint(open, w, h);
    const zw = even(frame.width * ZOOM_ROOM);
    const zh = even(frame.height * ZOOM_ROOM);
    const coverScale = Math.max(zw / w, zh / h);
    const framing: Framing = input.framing === 'fit' || coverScale > MAX_UPSCALE * ZOOM_ROOM ? 'fit' : 'fill';
    const canvas =
      framing === 'fill'
        ? await fillCanvas(open, w, h, coverScale, { width: zw, height: zh }, frame, focus)
        : await fitCanvas(open, w, h, { width: zw, height: zh }, frame, focus);
    await writeFile(outPath, canvas.pixels);
    return { path: outPath, width: canvas.width, height: canvas.height, focus: canvas.focus, framing };
  } catch (err) {
    throw new ReelRenderError(`Photo ${index + 1} could not be read`, { cause: err });
  }
}

// sRGB, no alpha: what the raw canvas format (rgb24) expects.
const rgb = (img: Sharp) => img.toColourspace('srgb').flatten({ background: '#000' }).removeAlpha();

async function fillCanvas(
  open: () => Sharp,
  w: number,
  h: number,
  scale: number,
  zoomed: { width: number; height: number },
  frame: { width: number; height: number },
  focus: { x: number; y: number },
) {
  // The canvas: the zoom window plus pan room along whichever axis the photo has to spare.
  const width = Math.min(even(w * scale), even(zoomed.width + frame.width * PAN_ROOM));
  const height = Math.min(even(h * scale), even(zoomed.height + frame.height * PAN_ROOM));
  // One streaming pipeline (decode, crop, resize): libvips never holds the full photo twice.
  const region = regionAround(w, h, width / scale, height / scale, focus.x, focus.y);
  const pixels = await rgb(open().extract(region).resize(width, height, { fit: 'fill', kernel: 'mitchell' }))
    .raw()
    .toBuffer();
  return {
    pixels,
    width,
    height,
    focus: {
      x: clamp((focus.x * w - region.left) / region.width, 0, 1),
      y: clamp((focus.y * h - region.top) / region.height, 0, 1),
    },
  };
}

async function fitCanvas(
  open: () => Sharp,
  w: number,
  h: number,
  canvas: { width: number; height: number },
  frame: { width: number; height: number },
  focus: { x: number; y: number },
) {
  const { width: cw, height: ch } = canvas;
  const coverScale = Math.max(cw / w, ch / h);
  const bgRegion = regionAround(w, h, cw / coverScale, ch / coverScale, focus.x, focus.y);
  // Dimmed only a little: the backdrop should read as the photo's colours, not as a dark band.
  const background = await rgb(
    open()
      .extract(bgRegion)
      .resize(Math.ceil(cw / 8), Math.ceil(ch / 8), { fit: 'fill' })
      .blur(6)
      .modulate({ brightness: 0.78, saturation: 0.9 }),
  )
    .png({ compressionLevel: 0 })
    .toBuffer();
  // The whole photo, as large as fits with a margin, never past MAX_UPSCALE of its own pixels. The
  // margin is the frame's, not the canvas's: at the end of a zoom in one canvas pixel is one frame
  // pixel, and a photo sized to the (larger) canvas lost its edges there (seen on the contact sheets).
  const fitScale = Math.min((frame.width * 0.94) / w, (frame.height * 0.94) / h, MAX_UPSCALE);
  const fgW = Math.round(w * fitScale);
  const fgH = Math.round(h * fitScale);
  const foreground = await rgb(open().resize(fgW, fgH, { fit: 'fill', kernel: 'mitchell' }))
    .png({ compressionLevel: 0 })
    .toBuffer();
  const pixels = await sharp(background)
    .resize(cw, ch, { fit: 'fill' })
    .composite([{ input: foreground, left: Math.round((cw - fgW) / 2), top: fitTop(ch, fgH) }])
    .removeAlpha()
    .raw()
    .toBuffer();
  return { pixels, width: cw, height: ch, focus: { x: 0.5, y: 0.5 } };
}

/**
 * Where a fit photo's top goes: centred on FIT_CENTRE_Y of the height, above the price and facts
 * (which end at the safe zone's bottom, 65%), so the words sit on the backdrop rather than over the
 * one photo shown whole (seen on the contact sheets: centred, a landscape photo was half under
 * them); a photo too tall for that is centred.
 */
const FIT_CENTRE_Y = 0.3;
const fitTop = (height: number, photoHeight: number) =>
  Math.round(
    Math.max(Math.min(height * FIT_CENTRE_Y - photoHeight / 2, (height - photoHeight) / 2), height * 0.03),
  );

/** The largest-allowed region of the given size centred on the focus, kept inside the photo. */
function regionAround(w: number, h: number, rw: number, rh: number, fx: number, fy: number) {
  const width = Math.max(1, Math.min(w, Math.round(rw)));
  const height = Math.max(1, Math.min(h, Math.round(rh)));
  return {
    left: Math.round(clamp(fx * w - width / 2, 0, w - width)),
    top: Math.round(clamp(fy * h - height / 2, 0, h - height)),
    width,
    height,
  };
}
