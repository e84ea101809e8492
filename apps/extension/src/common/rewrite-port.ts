import type { TRewriteEvent, TRewriteRequest } from '@pp/contract';

/**
 * The AI writer's stream from the service worker to the side panel (issue 26). Runtime messages answer
 * once, so the typed MessageMap cannot carry a stream: the panel opens a port by this name, sends one
 * request, and receives each NDJSON line of the API as it arrives. `failed` is a refusal before any
 * line (not configured, rate limit, provider down): the panel shows it and keeps the agent's draft.
 */
export const REWRITE_PORT = 'ai:rewrite';

export type RewritePortRequest = TRewriteRequest & { listing_id: string };
export type RewritePortMessage = TRewriteEvent | { type: 'failed'; message: string };

/** Splits NDJSON as it arrives: every complete line is parsed, the unfinished rest is kept for the next chunk. */
export function splitLines(buffer: string): { lines: unknown[]; rest: string } {
  const parts = buffer.split('\n');
  const rest = parts.pop() ?? '';
  return { lines: parts.filter((l) => l.trim()).map((l) => JSON.parse(l) as unknown), rest };
}
