import { randomUUID } from 'node:crypto';
import { sampleListing } from '../helpers/sample-listing';
import type { Agent, Cluster } from './fault-cluster';

/** A request still unanswered after this counts as hung. */
export const REQUEST_TIMEOUT_MS = 12_000;

export interface Tally {
  requests: number;
  ok: number;
  /** 503 answers (a dependency away): counted apart, they are the designed answer. */
  unavailable: number;
  /** 500 answers: must stay 0. */
  errors500: number;
  /** Where they came from ("POST /p/:slug/leads": count), to find the route at fault. */
  where500: Record<string, number>;
  /** Connection refused or reset (a killed process): the client retries elsewhere. */
  failed: number;
  hung: number;
  /** The longest any answered request took (a latency or blackhole fault shows here). */
  slowestMs: number;
  other: Record<string, number>;
}

/** Writes the API acknowledged (2xx with an id, or a lead's 303): each must survive every fault. */
export interface Acked {
  listings: string[];
  reels: string[];
  posts: Array<{ id: string; marker: string }>;
  /** Immediate publishes (POST /api/v1/promotions): their ids. */
  promotions: string[];
  /** Leads sent from a property page and confirmed (303 to the thanks page): the name they carry. */
  leads: string[];
}

export const emptyAcked = (): Acked => ({ listings: [], reels: [], posts: [], promotions: [], leads: [] });

export const emptyTally = (): Tally => ({
  requests: 0,
  ok: 0,
  unavailable: 0,
  errors500: 0,
  where500: {},
  failed: 0,
  hung: 0,
  slowestMs: 0,
  other: {},
});

/** mulberry32: the workload's choices repeat for a seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Request {
  method: string;
  url: string;
  /** A JSON body. */
  body?: unknown;
  /** A form-encoded body (the property page's lead form). */
  form?: Record<string, string>;
  /** Sent as a visitor: no access token. */
  visitor?: boolean;
  /** Called for an acknowledged write with its answer's `data` (nothing for a redirect). */
  ack?: (data: unknown) => void;
}
type Op = (agent: Agent) => Request;

/** Writes per phase: those that start background work or spend credits stay bounded. */
const PER_PHASE = { reels: 2, posts: 6, promotions: 8, leads: 6 };

/**
 * A mixed, seeded workload against the live API processes in turn (sign-ins, reads, listing saves,
 * reels, scheduled posts due now, which the worker publishes to X, immediate publishes, property
 * page views and leads), `concurrency` requests at a time until stopped. Every answer is tallied;
 * every acknowledged write is remembered.
 */
export function startWorkload(cluster: Cluster, seed: number, tally: Tally, acked: Acked, concurrency = 3) {
  const next = random(seed);
  const started = { reels: 0, posts: 0, promotions: 0, leads: 0 };
  const read: Op = () => ({ method: 'GET', url: '/api/v1/users/me' });
  /** The op while the phase's budget of `kind` lasts, then a read. */
  const capped =
    (kind: keyof typeof started, op: Op): Op =>
    (a) =>
      started[kind]++ >= PER_PHASE[kind] ? read(a) : op(a);
  let turn = 0;
  let running = true;
  const ops: Array<[number, Op]> = [
    [0.15, read],
    [
      0.1,
      (a) => ({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email: a.account.email, password: a.account.password },
      }),
    ],
    [0.05, () => ({ method: 'GET', url: '/api/v1/listings' })],
    [
      0.15,
      () => ({
        method: 'POST',
        url: '/api/v1/listings',
        body: { listing: sampleListing({ source_id: String(7_000_000 + Math.floor(next() * 1e6)) }) },
        ack: (d) => acked.listings.push((d as { listing_id: string }).listing_id),
      }),
    ],
    [
      0.15,
      capped('posts', (a) => {
        const marker = `fault-${randomUUID().slice(0, 8)}`;
        return {
          method: 'POST',
          url: '/api/v1/scheduled-posts',
          body: { listing_id: a.listingId, platform: 'twitter', text: `Open house this weekend ${marker}` },
          ack: (d) => acked.posts.push({ id: (d as { id: string }).id, marker }),
        };
      }),
    ],
    [
      0.1,
      capped('reels', (a) => ({
        method: a.reel.method,
        url: a.reel.url,
        body: a.reel.payload,
        ack: (d) => acked.reels.push((d as { reel_id: string }).reel_id),
      })),
    ],
    [
      0.1,
      capped('promotions', (a) => ({
        method: 'POST',
        url: '/api/v1/promotions',
        body: { listing_id: a.listingId, platform: 'linkedin', text: 'Open house this weekend, come by.' },
        ack: (d) => acked.promotions.push((d as { promotion_id: string }).promotion_id),
      })),
    ],
    [0.12, (a) => ({ method: 'GET', url: a.pagePath, visitor: true })],
    [
      0.08,
      capped('leads', (a) => {
        const name = `Visitor ${randomUUID().slice(0, 8)}`;
        return {
          method: 'POST',
          url: `${a.pagePath}/leads`,
          visitor: true,
          form: { kind: 'showing', name, email: 'visitor@example.com', message: 'Saturday?', website: '' },
          ack: () => acked.leads.push(name),
        };
      }),
    ],
  ];
  const pick = (): Op => {
    let roll = next();
    for (const [weight, op] of ops) {
      roll -= weight;
      if (roll < 0) return op;
    }
    return ops[0]![1];
  };
  const one = async () => {
    const agent = cluster.agents[Math.floor(next() * cluster.agents.length)]!;
    const op = pick()(agent);
    const live = cluster.apis.filter((a) => a.child.exitCode === null && a.child.signalCode === null);
    const api = live[turn++ % Math.max(1, live.length)];
    tally.requests++;
    if (!api) return void tally.failed++;
    const sent = Date.now();
    try {
      const res = await fetch(`${api.base}${op.url}`, {
        method: op.method,
        headers: {
          ...(op.visitor ? {} : { authorization: `Bearer ${agent.account.accessToken}` }),
          ...(op.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(op.form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        body: op.form
          ? new URLSearchParams(op.form).toString()
          : op.body === undefined
            ? undefined
            : JSON.stringify(op.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      tally.slowestMs = Math.max(tally.slowestMs, Date.now() - sent);
      if (res.status >= 200 && res.status < 300) {
        tally.ok++;
        if (op.ack) op.ack((JSON.parse(text) as { data: unknown }).data);
      } else if (op.form && res.status === 303 && res.headers.get('location')?.includes('/thanks')) {
        // The lead form's post/redirect/get: the confirmation page means the lead was taken.
        tally.ok++;
        op.ack?.(undefined);
      } else if (res.status === 503) tally.unavailable++;
      else if (res.status >= 500) {
        tally.errors500++;
        const route = `${op.method} ${op.url.replace(/^\/p\/[^/]+/, '/p/:slug')}`;
        tally.where500[route] = (tally.where500[route] ?? 0) + 1;
      } else tally.other[res.status] = (tally.other[res.status] ?? 0) + 1;
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') tally.hung++;
      else tally.failed++;
    }
  };
  const lanes = Array.from({ length: concurrency }, async () => {
    while (running) await one();
  });
  return {
    async stop() {
      running = false;
      await Promise.all(lanes);
    },
  };
}
