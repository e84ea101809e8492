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
  /** Connection refused or reset (a killed process): the client retries elsewhere. */
  failed: number;
  hung: number;
  other: Record<string, number>;
}

/** Writes the API acknowledged (2xx with an id): each must survive every fault. */
export interface Acked {
  listings: string[];
  reels: string[];
  posts: Array<{ id: string; marker: string }>;
}

export const emptyTally = (): Tally => ({
  requests: 0,
  ok: 0,
  unavailable: 0,
  errors500: 0,
  failed: 0,
  hung: 0,
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

type Op = (agent: Agent) => { method: string; url: string; body?: unknown; ack?: (data: unknown) => void };

/**
 * A mixed, seeded workload against the live API processes in turn (sign-ins, reads, listing saves,
 * reels, scheduled posts due now, which the worker publishes to X), `concurrency` requests at a
 * time until stopped. Every answer is tallied; every acknowledged write is remembered.
 */
/** Writes per phase that start background work, so every phase settles in bounded time. */
const PER_PHASE = { reels: 2, posts: 6 };

export function startWorkload(cluster: Cluster, seed: number, tally: Tally, acked: Acked, concurrency = 3) {
  const next = random(seed);
  const started = { reels: 0, posts: 0 };
  const read: Op = () => ({ method: 'GET', url: '/api/v1/users/me' });
  let turn = 0;
  let running = true;
  const ops: Array<[number, Op]> = [
    [0.25, () => ({ method: 'GET', url: '/api/v1/users/me' })],
    [
      0.15,
      (a) => ({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email: a.account.email, password: a.account.password },
      }),
    ],
    [0.1, () => ({ method: 'GET', url: '/api/v1/listings' })],
    [
      0.2,
      () => ({
        method: 'POST',
        url: '/api/v1/listings',
        body: { listing: sampleListing({ source_id: String(7_000_000 + Math.floor(next() * 1e6)) }) },
        ack: (d) => acked.listings.push((d as { listing_id: string }).listing_id),
      }),
    ],
    [
      0.2,
      (a) => {
        if (started.posts++ >= PER_PHASE.posts) return read(a);
        const marker = `fault-${randomUUID().slice(0, 8)}`;
        return {
          method: 'POST',
          url: '/api/v1/scheduled-posts',
          body: { listing_id: a.listingId, platform: 'twitter', text: `Open house this weekend ${marker}` },
          ack: (d) => acked.posts.push({ id: (d as { id: string }).id, marker }),
        };
      },
    ],
    [
      0.1,
      (a) =>
        started.reels++ >= PER_PHASE.reels
          ? read(a)
          : {
              method: a.reel.method,
              url: a.reel.url,
              body: a.reel.payload,
              ack: (d) => acked.reels.push((d as { reel_id: string }).reel_id),
            },
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
    try {
      const res = await fetch(`${api.base}${op.url}`, {
        method: op.method,
        headers: {
          authorization: `Bearer ${agent.account.accessToken}`,
          ...(op.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: op.body === undefined ? undefined : JSON.stringify(op.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      if (res.status >= 200 && res.status < 300) {
        tally.ok++;
        if (op.ack) op.ack((JSON.parse(text) as { data: unknown }).data);
      } else if (res.status === 503) tally.unavailable++;
      else if (res.status >= 500) tally.errors500++;
      else tally.other[res.status] = (tally.other[res.status] ?? 0) + 1;
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
