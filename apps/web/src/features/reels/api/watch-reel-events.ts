import { REEL_EVENT, type TReel, ZReelSchema } from '@pp/contract';
import { fetchWithSession } from '../../../lib/api-client';

/** One `event:`/`data:` block of a text/event-stream, or null for comments and keep-alives. */
export function parseServerEvent(block: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/**
 * GET /marketing/reels/:id/events read with fetch streaming: EventSource cannot send the bearer
 * token, and the app keeps tokens out of URLs. Calls `onReel` for every `reel` event and resolves
 * when the server closes the stream (after success or failure); rejects if it cannot be read.
 */
export async function watchReelEvents(
  reelId: string,
  onReel: (reel: TReel) => void,
  signal: AbortSignal,
): Promise<void> {
  const res = await fetchWithSession(`/marketing/reels/${encodeURIComponent(reelId)}/events`, { signal });
  if (!res.ok || !res.body || !res.headers.get('content-type')?.includes('text/event-stream')) {
    throw new Error(`Reel events answered ${res.status}`);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const message = parseServerEvent(block);
      if (message?.event !== REEL_EVENT) continue;
      const parsed = ZReelSchema.safeParse(JSON.parse(message.data));
      if (parsed.success) onReel(parsed.data);
    }
  }
}
