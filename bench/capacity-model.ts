/**
 * The working day `npm run bench:capacity` drives (docs/CAPACITY.md says why each rate): what one
 * listing agent's clients ask of the API in an 8-hour day, per kind of request. The bench replays
 * N agents' days compressed into DAY seconds, as an open-loop Poisson stream (requests leave on
 * their schedule whether or not earlier ones are answered, as independent users do), so a slow
 * server shows as latency and backlog instead of quietly lowering the load.
 */
import { randomUUID } from 'node:crypto';
import { sampleListing } from '../apps/api/test/helpers/sample-listing';

/** How a kind is judged: reads p99 < 100 ms, writes p99 < 300 ms, renders apart (queued work). */
export type Judged = 'read' | 'write' | 'render';

export interface Seeded {
  userId: string;
  accessToken: string;
  listingId: string;
  /** The listing's public property page path (/p/<slug>). */
  pagePath: string;
  photoIds: string[];
}

export interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  form?: Record<string, string>;
  /** A property-page visitor: no token, an address of its own (X-Forwarded-For, TRUST_PROXY on). */
  visitor?: boolean;
}

export interface Kind {
  name: string;
  judged: Judged;
  /** Requests of this kind per agent per working day. */
  perDay: number;
  call: (agent: Seeded, seq: number) => Call;
}

const get = (url: string) => (): Call => ({ method: 'GET', url });

export const DAY: Kind[] = [
  // Dashboard reads: the web app and the extension side panel load these on every page open.
  { name: 'GET /users/me', judged: 'read', perDay: 20, call: get('/api/v1/users/me') },
  { name: 'GET /users/dashboard', judged: 'read', perDay: 4, call: get('/api/v1/users/dashboard') },
  { name: 'GET /listings', judged: 'read', perDay: 6, call: get('/api/v1/listings') },
  { name: 'GET /users/results', judged: 'read', perDay: 2, call: get('/api/v1/users/results') },
  { name: 'GET /scheduled-posts', judged: 'read', perDay: 3, call: get('/api/v1/scheduled-posts') },
  { name: 'GET /marketing/all-reels', judged: 'read', perDay: 2, call: get('/api/v1/marketing/all-reels') },
  // Property-page views: visitors arriving from the agent's posts.
  {
    name: 'GET /p/:slug',
    judged: 'read',
    perDay: 30,
    call: (a) => ({ method: 'GET', url: a.pagePath, visitor: true }),
  },
  // Conversions: the extension saves a listing it read (a new one, or one read again).
  {
    name: 'POST /listings',
    judged: 'write',
    perDay: 3,
    call: (_a, seq) => ({
      method: 'POST',
      url: '/api/v1/listings',
      body: { listing: sampleListing({ source_id: String(20_000_000 + seq) }) },
    }),
  },
  // Publishes made in the extension (Marketplace, LinkedIn): recorded, one credit each.
  {
    name: 'POST /promotions',
    judged: 'write',
    perDay: 4,
    call: (a) => ({
      method: 'POST',
      url: '/api/v1/promotions',
      body: { listing_id: a.listingId, platform: 'linkedin', text: 'Open house this weekend, come by.' },
    }),
  },
  // Scheduled posts, due now: the worker publishes them to X (its stand-in).
  {
    name: 'POST /scheduled-posts',
    judged: 'write',
    perDay: 3,
    call: (a) => ({
      method: 'POST',
      url: '/api/v1/scheduled-posts',
      body: {
        listing_id: a.listingId,
        platform: 'twitter',
        // Words only: a random hex marker once read as a year ('1950…') and the claim check refused it.
        text: 'Open house this weekend, all welcome.',
      },
    }),
  },
  // Leads from a property page's form (post/redirect/get: 303 to the thanks page).
  {
    name: 'POST /p/:slug/leads',
    judged: 'write',
    perDay: 0.5,
    call: (a) => ({
      method: 'POST',
      url: `${a.pagePath}/leads`,
      visitor: true,
      form: {
        kind: 'showing',
        name: `Visitor ${randomUUID().slice(0, 8)}`,
        email: 'visitor@example.com',
        message: 'Saturday?',
        website: '',
      },
    }),
  },
  // Reels: about one a week per agent; the request queues a render (measured apart).
  {
    name: 'POST /marketing/reels',
    judged: 'render',
    perDay: 0.2,
    call: (a) => ({
      method: 'POST',
      url: '/api/v1/marketing/reels',
      body: {
        listing_id: a.listingId,
        photos: a.photoIds.map((photo_id) => ({ photo_id })),
        duration_sec: 15,
        template: 'just_listed',
        music: false,
      },
    }),
  },
];

export const REQUESTS_PER_AGENT_DAY = DAY.reduce((n, k) => n + k.perDay, 0);

/** mulberry32: the same seed gives the same day. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Arrival {
  atMs: number;
  kind: Kind;
  agent: number;
}

/**
 * N agents' day squeezed into `dayMs`: each kind arrives as a Poisson stream of rate
 * N × perDay / dayMs (exponential gaps), for a random agent; sorted by time.
 */
export function schedule(agents: number, dayMs: number, seed: number): Arrival[] {
  const next = random(seed);
  const out: Arrival[] = [];
  for (const kind of DAY) {
    const meanGap = dayMs / (agents * kind.perDay);
    for (let t = -Math.log(1 - next()) * meanGap; t < dayMs; t += -Math.log(1 - next()) * meanGap)
      out.push({ atMs: t, kind, agent: Math.floor(next() * agents) });
  }
  return out.sort((a, b) => a.atMs - b.atMs);
}
