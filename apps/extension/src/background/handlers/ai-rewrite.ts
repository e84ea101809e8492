import { type TRewriteEvent, ZRewriteEventSchema } from '@pp/contract';
import { apiFailureMessage } from '../../common/api-failure';
import {
  REWRITE_PORT,
  type RewritePortMessage,
  type RewritePortRequest,
  splitLines,
} from '../../common/rewrite-port';
import { apiStream } from '../api-client';

/**
 * The side panel's "Rewrite": the service worker holds the session, so it calls the API and relays each
 * checked variant over the panel's port as soon as its line arrives. Closing the panel closes the port,
 * which aborts the request (and the server stops calling the model).
 */
export function acceptRewritePort(port: chrome.runtime.Port) {
  if (port.name !== REWRITE_PORT || port.sender?.id !== chrome.runtime.id) return;
  const abort = new AbortController();
  port.onDisconnect.addListener(() => abort.abort());
  const post = (m: RewritePortMessage) => {
    if (!abort.signal.aborted) port.postMessage(m);
  };
  port.onMessage.addListener((request: RewritePortRequest) => {
    relay(request, post, abort.signal).catch(() =>
      post({ type: 'failed', message: 'The rewrite stopped before it finished. Your draft is unchanged.' }),
    );
  });
}

async function relay(
  request: RewritePortRequest,
  post: (m: RewritePortMessage) => void,
  signal: AbortSignal,
) {
  const { listing_id, ...body } = request;
  const res = await apiStream(`/listings/${encodeURIComponent(listing_id)}/rewrite`, body, signal);
  if (!res.ok || !res.body) {
    const answer = (await res.json().catch(() => null)) as { message?: unknown } | null;
    // The AI writer's 503s carry a sentence for the agent (provider busy, timed out, down): show it.
    const message =
      res.status === 503 && typeof answer?.message === 'string'
        ? answer.message
        : apiFailureMessage(res.status, answer);
    post({ type: 'failed', message });
    return;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const split = splitLines(rest + value);
    rest = split.rest;
    // Only lines of the contract's shape are passed on: the panel never renders anything else.
    for (const line of split.lines) {
      const event = ZRewriteEventSchema.safeParse(line);
      if (event.success) post(event.data as TRewriteEvent);
    }
  }
}
