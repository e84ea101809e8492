import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * A photo-like JPEG for tests and the benchmark: sky and lawn gradients, a house with windows and
 * fine grain, so the encoder sees the detail of a real photo (a flat colour would encode for free
 * and flatter the figures). `seed` varies the colours and layout; `orientation` writes that EXIF
 * orientation tag without changing the pixels, as a phone does when held sideways.
 */
export async function makeTestPhoto(opts: {
  width: number;
  height: number;
  seed: number;
  orientation?: number;
  path: string;
}): Promise<void> {
  const { width: w, height: h, seed } = opts;
  const hue = (seed * 47) % 360;
  const houseX = w * (0.2 + ((seed * 13) % 30) / 100);
  const houseW = w * 0.45;
  const roofY = h * 0.3;
  const wallY = h * 0.45;
  const groundY = h * 0.72;
  const windows = Array.from({ length: 4 }, (_, i) => {
    const x = houseX + houseW * (0.1 + i * 0.22);
    return `<rect x="${x}" y="${wallY + h * 0.06}" width="${houseW * 0.12}" height="${h * 0.1}" fill="#fdf6d8" stroke="#333" stroke-width="${w / 400}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,85%)"/></linearGradient>
      <linearGradient id="lawn" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a7d2c"/><stop offset="1" stop-color="#2f5a1b"/></linearGradient>
    </defs>
    <rect width="${w}" height="${groundY}" fill="url(#sky)"/>
    <rect y="${groundY}" width="${w}" height="${h - groundY}" fill="url(#lawn)"/>
    <circle cx="${w * 0.85}" cy="${h * 0.18}" r="${h * 0.07}" fill="#fff3c4"/>
    <polygon points="${houseX - houseW * 0.05},${wallY} ${houseX + houseW / 2},${roofY} ${houseX + houseW * 1.05},${wallY}" fill="hsl(${(hue + 180) % 360},35%,35%)"/>
    <rect x="${houseX}" y="${wallY}" width="${houseW}" height="${groundY - wallY}" fill="hsl(${(hue + 20) % 360},25%,80%)"/>
    <rect x="${houseX + houseW * 0.44}" y="${groundY - h * 0.14}" width="${houseW * 0.12}" height="${h * 0.14}" fill="#6b3e26"/>
    ${windows}
    <text x="${w * 0.05}" y="${h * 0.1}" font-family="Liberation Sans, DejaVu Sans" font-size="${h * 0.06}" font-weight="bold" fill="#fff">PHOTO ${seed}</text>
  </svg>`;
  const grain = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .png({ compressionLevel: 0 })
    .toBuffer();
  await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .withMetadata(opts.orientation ? { orientation: opts.orientation } : {})
    .toFile(opts.path);
}

/**
 * A fresh temporary folder (named from `prefix`) holding one test photo per seed, as photo-<seed>.jpg:
 * the render tests' material. The caller removes the folder.
 */
export async function makeTestPhotosDir(
  prefix: string,
  seeds: readonly number[],
  size: { width: number; height: number } = { width: 800, height: 600 },
): Promise<{ dir: string; photos: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const photos = await Promise.all(
    seeds.map(async (seed) => {
      const path = join(dir, `photo-${seed}.jpg`);
      await makeTestPhoto({ ...size, seed, path });
      return path;
    }),
  );
  return { dir, photos };
}
