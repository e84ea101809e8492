/**
 * A branded property page for bench:web to measure: an agent registered through the API, a saved
 * listing and four photo-like 2000x1333 JPEGs uploaded for it as the agent's browser would, then every
 * resized variant requested once (they are made on first request, as after a real upload the first
 * visitor would; the bench measures the visits after that).
 */
import sharp from 'sharp';
import { sampleListing } from '../apps/api/test/helpers/sample-listing';

const PHOTO = { width: 2000, height: 1333 };

/** A photo-like image: sky and ground gradients with grain, so it compresses like a real photo. */
async function photoLike(seed: number): Promise<Buffer> {
  const { width, height } = PHOTO;
  const px = Buffer.alloc(width * height * 3);
  let r = seed * 7919;
  const noise = () => {
    r = (r * 1103515245 + 12345) & 0x7fffffff;
    return (r % 41) - 20;
  };
  for (let y = 0; y < height; y++) {
    const sky = y < height * 0.55;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const t = y / height;
      const base = sky
        ? [110 + 80 * t + seed * 9, 150 + 60 * t, 210 - 20 * t]
        : [90 + 40 * Math.sin(x / 60 + seed), 120 + 30 * Math.cos(y / 45), 70 + 20 * t];
      for (let c = 0; c < 3; c++) px[i + c] = Math.max(0, Math.min(255, (base[c] ?? 0) + noise()));
    }
  }
  return sharp(px, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function call(base: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Seeds the page on the running server at `base` and answers its path with a post's `src`. */
// The agent is the sample listing's own agent (same name and brokerage), so the page passes the public
// output gate (issue 22) without a listing broker's permission: the bench measures the page, not the gate.
export async function seedPropertyPage(base: string): Promise<string> {
  const tag = `${process.pid}${Date.now()}`;
  const email = `bench${tag}@example.com`;
  const password = 'Str0ng!Pass';
  await call(base, '/api/v1/auth/register', {
    method: 'POST',
    json: {
      username: `bench${tag}`,
      name: 'Jason Lieberman',
      email,
      phoneNumber: '+1 415 555 0142',
      password,
    },
  });
  const login = await call(base, '/api/v1/auth/login', { method: 'POST', json: { email, password } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const auth = { authorization: `Bearer ${token}` };
  await call(base, '/api/v1/users/update-profile', {
    method: 'POST',
    headers: auth,
    json: {
      name: 'Jason Lieberman',
      username: `bench${tag}`,
      branding: {
        brokerage_name: 'Albuquerque House Hunting',
        accent_color: '#0f766e',
        license_number: 'DRE 02112233',
      },
    },
  });
  const saved = await call(base, '/api/v1/listings', {
    method: 'POST',
    headers: auth,
    json: { listing: sampleListing({ source_id: `bench-${tag}` }) },
  });
  const detail = ((await saved.json()) as { data: { listing_id: string; page: { url: string } } }).data;
  const form = new FormData();
  form.append('listing_id', detail.listing_id);
  for (let i = 0; i < 4; i++)
    form.append(
      'photos',
      new Blob([new Uint8Array(await photoLike(i))], { type: 'image/jpeg' }),
      `photo-${i}.jpg`,
    );
  await call(base, '/api/v1/media/photos', { method: 'POST', headers: auth, body: form });
  const path = new URL(detail.page.url).pathname;
  const html = await (await call(base, path)).text();
  const variants = new Set([...html.matchAll(/\/p\/[^"\s,]+\/photos\/[^"\s,]+/g)].map((m) => m[0]));
  for (const v of variants) await call(base, v);
  return `${path}?src=fb`;
}
