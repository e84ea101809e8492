import type { TListing, TListingDetail } from '@pp/contract';
import sharp from 'sharp';
import { sampleListing } from '../../apps/api/test/helpers/sample-listing';
import { createUserViaApi, type E2eAccount } from './accounts';
import type { Product } from './product';

/** The agent and listing behind a seeded property page; everything optional has a plain default. */
export interface PageSeed {
  name: string;
  email?: string;
  brokerage: string;
  accent?: string;
  team?: string;
  licenses?: { state: string; number: string }[];
  listing?: Partial<TListing>;
  /** How many listing photos to upload (landscape, with one portrait among them). */
  photos?: number;
  agentPhoto?: boolean;
  logo?: boolean;
}

async function api(product: Product, account: E2eAccount, method: string, url: string, body?: unknown) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${product.baseUrl}/api/v1${url}`, {
    method,
    headers:
      body === undefined || isForm ? account.auth : { ...account.auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; message?: string };
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${json.message}`);
  return json.data;
}

/** A house-like JPEG (sky, lawn, a house with windows), coloured by `seed`, so pages look real. */
export async function housePhoto(seed: number, width = 1536, height = 1024) {
  const hues = [28, 200, 140, 8, 45, 260];
  const h = hues[seed % hues.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 200" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="hsl(${205 + seed * 3} 70% 62%)"/><stop offset="1" stop-color="hsl(200 60% 88%)"/></linearGradient></defs>
<rect width="300" height="200" fill="url(#s)"/><circle cx="${40 + seed * 30}" cy="36" r="14" fill="#fff7d6" opacity=".8"/>
<rect y="140" width="300" height="60" fill="hsl(${100 + seed * 4} 40% 42%)"/>
<polygon points="70,80 150,30 230,80" fill="hsl(${h} 35% 32%)"/><rect x="82" y="80" width="136" height="75" fill="hsl(${h} 30% 86%)"/>
<rect x="98" y="96" width="26" height="22" fill="#5b7fa6"/><rect x="176" y="96" width="26" height="22" fill="#5b7fa6"/>
<rect x="138" y="110" width="24" height="45" fill="hsl(${h} 45% 30%)"/><rect x="0" y="150" width="60" height="8" fill="#e7e2d6"/>
<ellipse cx="40" cy="140" rx="26" ry="20" fill="hsl(120 35% 30%)"/><ellipse cx="262" cy="136" rx="30" ry="24" fill="hsl(110 35% 28%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const form = (fields: Record<string, string>, files: { name: string; jpeg: Buffer; field: string }[]) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files)
    data.append(f.field, new Blob([new Uint8Array(f.jpeg)], { type: 'image/jpeg' }), f.name);
  return data;
};

/**
 * An agent with a published property page, seeded through the real API: profile (brokerage, accent,
 * team, licences), the listing, its photos, the agent's photo and logo, and the listing broker's
 * permission when the listing is not the agent's own. Returns the page's path.
 */
export async function seedPropertyPage(product: Product, seed: PageSeed) {
  const account = await createUserViaApi(product, {
    name: seed.name,
    ...(seed.email ? { email: seed.email } : {}),
    trial: true,
    verify: true,
  });
  await api(product, account, 'POST', '/users/update-profile', {
    name: seed.name,
    username: account.username,
    branding: {
      brokerage_name: seed.brokerage,
      accent_color: seed.accent ?? '#1d4ed8',
      license_number: '',
      phone_number: '(505) 555-0142',
    },
    licenses: seed.licenses ?? [],
    team_name: seed.team ?? '',
  });
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const detail = (await api(product, account, 'POST', '/listings', {
    listing: sampleListing({ source_id: `page-${tag}`, ...seed.listing }),
  })) as TListingDetail;
  const count = seed.photos ?? 6;
  if (count > 0) {
    const files = await Promise.all(
      Array.from({ length: count }, async (_, i) => ({
        name: `p${i}.jpg`,
        field: 'photos',
        // The third photo is portrait: the strip shows each photo whole at its height.
        jpeg: i === 2 ? await housePhoto(i, 768, 1024) : await housePhoto(i),
      })),
    );
    await api(product, account, 'POST', '/media/photos', form({ listing_id: detail.listing_id }, files));
  }
  for (const [wanted, url] of [
    [seed.agentPhoto, '/users/profile-photo/upload'],
    [seed.logo, '/users/logo/upload'],
  ] as const) {
    if (!wanted) continue;
    const jpeg =
      url === '/users/logo/upload'
        ? await sharp(
            Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="288" height="96"><rect width="288" height="96" fill="#fff"/><rect x="8" y="16" width="64" height="64" rx="12" fill="${seed.accent ?? '#1d4ed8'}"/><text x="88" y="62" font-family="sans-serif" font-size="34" font-weight="700" fill="#0f172a">REALTY</text></svg>`,
            ),
          )
            .jpeg()
            .toBuffer()
        : await sharp({ create: { width: 256, height: 256, channels: 3, background: '#c7a27c' } })
            .composite([
              {
                input: Buffer.from(
                  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#dbe4ee"/><circle cx="128" cy="100" r="52" fill="#c99a74"/><path d="M28 256c8-64 52-96 100-96s92 32 100 96z" fill="#1e3a5f"/></svg>',
                ),
              },
            ])
            .jpeg()
            .toBuffer();
    await api(product, account, 'POST', url, form({}, [{ name: 'image.jpg', field: 'file', jpeg }]));
  }
  const claim = (await api(product, account, 'GET', `/listings/${detail.listing_id}/claim`)) as {
    is_mine: boolean | null;
    is_mine_default: boolean;
  };
  if (!(claim.is_mine ?? claim.is_mine_default))
    await api(product, account, 'POST', `/listings/${detail.listing_id}/permission`, {
      granted_by: 'Jason Lieberman (Albuquerque House Hunting)',
      method: 'email',
      granted_on: '2026-01-05',
    });
  return { account, detail, path: new URL(detail.page.url).pathname };
}
