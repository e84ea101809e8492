/**
 * Plays a schedule of arrivals against the API processes (round robin, as a load balancer would)
 * and records every answer's latency, counted from the moment the request was due, not from when
 * it left: if the load generator itself falls behind, that shows as latency too, instead of being
 * hidden (coordinated omission).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Arrival, Judged, Seeded } from './capacity-model';

/** A request unanswered after this counts as an error (and is not waited for longer). */
const TIMEOUT_MS = 10_000;

export interface Sample {
  kind: string;
  judged: Judged;
  ms: number;
  status: number;
}

export const isOk = (s: Sample) => (s.status >= 200 && s.status < 300) || s.status === 303;

/** Sends one request; its status (0 for a network error or a timeout). */
async function send(base: string, agent: Seeded, arrival: Arrival, seq: number): Promise<number> {
  const call = arrival.kind.call(agent, seq);
  const headers: Record<string, string> = {};
  if (call.visitor)
    headers['x-forwarded-for'] = `10.${seq % 250}.${(seq >> 8) % 250}.${(seq >> 16) % 250 || 1}`;
  else headers.authorization = `Bearer ${agent.accessToken}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  try {
    const res = await fetch(`${base}${call.url}`, {
      method: call.method,
      headers,
      body: call.form
        ? new URLSearchParams(call.form).toString()
        : call.body === undefined
          ? undefined
          : JSON.stringify(call.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    if (res.status === 303 && !res.headers.get('location')?.includes('/thanks')) return 0;
    return res.status;
  } catch {
    return 0;
  }
}

let sequence = Date.now() % 1_000_000;

/** Runs the schedule to its end, then waits for the answers still due. */
export async function drive(arrivals: Arrival[], agents: Seeded[], bases: string[]): Promise<Sample[]> {
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  let turn = 0;
  for (const arrival of arrivals) {
    const wait = start + arrival.atMs - performance.now();
    if (wait > 1) await sleep(wait);
    const due = start + arrival.atMs;
    const base = bases[turn++ % bases.length] ?? '';
    const seq = sequence++;
    const p = send(base, agents[arrival.agent] as Seeded, arrival, seq).then((status) => {
      samples.push({
        kind: arrival.kind.name,
        judged: arrival.kind.judged,
        ms: performance.now() - due,
        status,
      });
      inFlight.delete(p);
    });
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  return samples;
}

/** The p-th percentile (0–100) of the values, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}
