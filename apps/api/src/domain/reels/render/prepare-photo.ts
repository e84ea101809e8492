import { writeFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { ReelRenderError } from './reel-render-error';

/** Never enlarge a photo's own pixels more than this: past it the picture goes soft. */
export const MAX_UPSCALE = 1.15;

export interface PreparedCanvas {
  path: string; // raw rgb24 pixels, width x height
  width: number;
  height: number;
  /** The photo's focus point in canvas coordinates (0..1), which the motion keeps in view. */
  focus: { x: number; y: number };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Prepares one photo as the canvas its motion moves over: EXIF orientation applied, cover-cropped
 * around the focus point to the canvas's shape (no bars), at most MAX_UPSCALE of the photo's own
 * pixels. A photo too small to cover the canvas at that limit sits sharp and centred on a blurred,
 * dimmed enlargement of itself, so the frame is still full without a soft blown-up picture.
 * Written as raw RGB so ffmpeg reads it without decoding.
 */
export async function preparePhoto(
  input: { path: string; focus?: { x: number; y: number } },
  index: number,
  canvas: { width: number; height: number },
  outPath: string,
): Promise<PreparedCanvas> {
  const fx = clamp(input.focus?.x ?? 0.5, 0, 1);
  const fy = clamp(input.focus?.y ?? 0.5, 0, 1);
  const { width: cw, height: ch } = canvas;
  try {
    const open = () => sharp(input.path, { autoOrient: true, failOn: 'error' });
    const meta = await open().metadata();
    const w = meta.autoOrient.width;
    const h = meta.autoOrient.height;
    // sRGB, no alpha: what the raw canvas format (rgb24) expects.
    const rgb = (img: Sharp) => img.toColourspace('srgb').flatten({ background: '#000' }).removeAlpha();
    const coverScale = Math.max(cw / w, ch / h);

    let pixels: Buffer;
    let focus = { x: fx, y: fy };
    if (coverScale <= MAX_UPSCALE) {
      // One streaming pipeline (decode, crop, resize): libvips never holds the full photo twice.
      const region = regionAround(w, h, cw / coverScale, ch / coverScale, fx, fy);
      pixels = await rgb(open().extract(region).resize(cw, ch, { fit: 'fill', kernel: 'mitchell' }))
        .raw()
        .toBuffer();
      focus = {
        x: clamp((fx * w - region.left) / region.width, 0, 1),
        y: clamp((fy * h - region.top) / region.height, 0, 1),
      };
    } else {
      const bgRegion = regionAround(w, h, cw / coverScale, ch / coverScale, fx, fy);
      const background = await rgb(
        open()
          .extract(bgRegion)
          .resize(Math.ceil(cw / 4), Math.ceil(ch / 4), { fit: 'fill' })
          .blur(12)
          .modulate({ brightness: 0.55 }),
      )
        .png({ compressionLevel: 0 })
        .toBuffer();
      const fgRegion = regionAround(
        w,
        h,
        Math.min(w, cw / MAX_UPSCALE),
        Math.min(h, ch / MAX_UPSCALE),
        fx,
        fy,
      );
      const fgW = Math.min(cw, Math.round(fgRegion.width * MAX_UPSCALE));
      const fgH = Math.min(ch, Math.round(fgRegion.height * MAX_UPSCALE));
      const foreground = await rgb(
        open().extract(fgRegion).resize(fgW, fgH, { fit: 'fill', kernel: 'mitchell' }),
      )
        .png({ compressionLevel: 0 })
        .toBuffer();
      pixels = await sharp(background)
        .resize(cw, ch, { fit: 'fill' })
        .composite([{ input: foreground, left: Math.round((cw - fgW) / 2), top: Math.round((ch - fgH) / 2) }])
        .removeAlpha()
        .raw()
        .toBuffer();
      focus = { x: 0.5, y: 0.5 };
    }
    await writeFile(outPath, pixels);
    return { path: outPath, width: cw, height: ch, focus };
  } catch (err) {
    throw new ReelRenderError(`Photo ${index + 1} could not be read`, { cause: err });
  }
}

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
