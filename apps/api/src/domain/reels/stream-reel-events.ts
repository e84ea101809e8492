import type { ServerResponse } from 'node:http';
import { isFinalReelStatus, REEL_EVENT, type TReel } from '@pp/contract';
import type { ServicesContext } from '../../app-context';
import { findOwnReel } from './find-reels';
import { reelOut, reelTopic } from './reel-out';

/** A comment line keeps proxies from closing an idle stream; the row is re-read with it. */
const HEARTBEAT_MS = 15_000;

/**
 * Streams a reel's changes as Server-Sent Events (`event: reel`, data = the reel) until it is
 * rendered or failed, or deleted, or the client goes away. Every change notice re-reads the row;
 * an answer equal to the last one is not sent again.
 */
export async function streamReelEvents(
  ctx: Pick<ServicesContext, 'db' | 'feed' | 'signer' | 'now'>,
  userId: string,
  first: TReel,
  res: ServerResponse,
  closed: AbortSignal,
): Promise<void> {
  let last = '';
  const send = (reel: TReel) => {
    const json = JSON.stringify(reel);
    if (json === last) return;
    last = json;
    res.write(`event: ${REEL_EVENT}\ndata: ${json}\n\n`);
  };
  send(first);
  if (isFinalReelStatus(first.status)) return void res.end();

  let done = false;
  let reading: Promise<void> | null = null;
  let again = false;
  let unsubscribe: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    clearInterval(heartbeat);
    void unsubscribe?.();
    res.end();
  };
  const refresh = async (): Promise<void> => {
    const found = await findOwnReel(ctx.db, userId, first.reel_id).catch(() => 'error' as const);
    if (done || found === 'error') return;
    if (!found) return finish();
    const reel = reelOut(found.row, found.address, ctx.signer, ctx.now());
    send(reel);
    if (isFinalReelStatus(reel.status)) finish();
  };
  // One read at a time; notices arriving meanwhile are folded into one more read.
  const changed = () => {
    if (done) return;
    if (reading) {
      again = true;
      return;
    }
    reading = refresh().finally(() => {
      reading = null;
      if (again) {
        again = false;
        changed();
      }
    });
  };
  closed.addEventListener('abort', finish, { once: true });
  unsubscribe = await ctx.feed.subscribe(reelTopic(first.reel_id), changed);
  heartbeat = setInterval(() => {
    res.write(': ping\n\n');
    changed();
  }, HEARTBEAT_MS);
  // A change between the first read and the subscription would otherwise be missed.
  changed();
  if (closed.aborted) finish();
}
