import { zlibSync } from 'fflate';

/**
 * The toolbar icon, drawn at build time so the repository holds no binary: a blue rounded square
 * (accent #1D4ED8) with a white house. Chrome wants PNG for action icons, so this writes one.
 */
const BLUE = [0x1d, 0x4e, 0xd8];
const WHITE = [0xff, 0xff, 0xff];

function coverage(size: number, x: number, y: number): { bg: number; house: number } {
  // Work in a 0..1 square; sample 4x4 per pixel for smooth edges.
  let bg = 0;
  let house = 0;
  const n = 4;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const u = (x + (i + 0.5) / n) / size;
      const v = (y + (j + 0.5) / n) / size;
      const r = 0.22;
      const cx = Math.min(Math.max(u, r), 1 - r);
      const cy = Math.min(Math.max(v, r), 1 - r);
      const inBg = (u - cx) ** 2 + (v - cy) ** 2 <= r * r;
      if (!inBg) continue;
      bg++;
      const roof = v >= 0.2 && v <= 0.5 && Math.abs(u - 0.5) <= (v - 0.2) * 1.17;
      const body = u >= 0.27 && u <= 0.73 && v >= 0.48 && v <= 0.8;
      const door = u >= 0.44 && u <= 0.56 && v >= 0.62 && v <= 0.8;
      if ((roof || body) && !door) house++;
    }
  }
  return { bg: bg / (n * n), house: house / (n * n) };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

export function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export function drawIconPng(size: number): Uint8Array {
  const raw = new Uint8Array(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    for (let x = 0; x < size; x++) {
      const { bg, house } = coverage(size, x, y);
      const p = row + 1 + x * 4;
      const mix = bg > 0 ? house / bg : 0;
      for (let c = 0; c < 3; c++) raw[p + c] = Math.round((BLUE[c] ?? 0) * (1 - mix) + (WHITE[c] ?? 0) * mix);
      raw[p + 3] = Math.round(bg * 255);
    }
  }
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, size);
  hv.setUint32(4, size);
  header.set([8, 6, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    png.set(p, offset);
    offset += p.length;
  }
  return png;
}
