import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll } from 'vitest';
import { AI_STAND_IN_MODEL } from '../../src/config/env';

/**
 * A local stand-in for an OpenAI-compatible Chat Completions service, so the AI writer runs offline
 * through the real `openai` client (pointed here by AI_BASE_URL). It speaks the protocol as the
 * reference describes it:
 *   - POST /v1/chat/completions, https://platform.openai.com/docs/api-reference/chat/create
 *   - with `stream: true`, server-sent events of chat.completion.chunk objects
 *     (https://platform.openai.com/docs/api-reference/chat-streaming/streaming), each
 *     `data: {...chunk...}\n\n`, the last chunk with `finish_reason: "stop"`, then `data: [DONE]\n\n`;
 *   - without it, one chat.completion object;
 *   - errors as `{ error: { message, type, code } }` with their status (401 bad key, 404 unknown model).
 * Tests queue what the next calls answer: a text (normal, or with deliberately wrong facts), a 429 with
 * Retry-After, a 500, or a hang (no answer, for the client's timeout). With nothing queued it writes a
 * correct post from the facts JSON the prompt carries.
 */
export type StandInAnswer =
  | { text: string }
  | { status: 429; retryAfter: number }
  | { status: 500 }
  | { hang: true };

export interface StandInCall {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
}

const KEY = 'sk-stand-in-test-key';

/** A correct post from the prompt's facts: every number as the listing states it. */
export function postFromFacts(messages: StandInCall['messages']): string {
  const user = messages.findLast((m) => m.role === 'user' && m.content.includes('```json'));
  const json = user?.content.match(/```json\n([\s\S]*?)\n```/)?.[1] ?? '{}';
  const f = JSON.parse(json) as {
    bedrooms?: number;
    bathrooms_total?: number;
    price?: number;
    address?: { street?: string; city?: string };
  };
  return [
    `${f.bedrooms} bedrooms and ${f.bathrooms_total} bathrooms at ${f.address?.street}, ${f.address?.city}.`,
    `Listed at $${f.price?.toLocaleString('en-US')}. Book a visit this weekend.`,
  ].join(' ');
}

const chunk = (id: string, delta: object, finish: string | null) => ({
  id,
  object: 'chat.completion.chunk',
  created: Math.floor(Date.now() / 1000),
  model: AI_STAND_IN_MODEL,
  system_fingerprint: null,
  choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
});

function sendError(res: ServerResponse, status: number, message: string, type: string, code: string | null) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type, param: null, code } }));
}

function sendText(res: ServerResponse, call: StandInCall, text: string, n: number) {
  const id = `chatcmpl-standin-${n}`;
  if (!call.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: AI_STAND_IN_MODEL,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text, refusal: null },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: text.length, total_tokens: 100 + text.length },
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  event(chunk(id, { role: 'assistant', content: '' }, null));
  // Word by word, as a model streams tokens: the client must join the deltas itself.
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) event(chunk(id, { content: piece }, null));
  event(chunk(id, {}, 'stop'));
  res.end('data: [DONE]\n\n');
}

export async function startChatCompletionsStandIn() {
  const queue: StandInAnswer[] = [];
  const calls: StandInCall[] = [];
  const sockets = new Set<Socket>();

  const answer = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return sendError(res, 404, 'Unknown path', 'invalid_request_error', null);
    if (req.headers.authorization !== `Bearer ${KEY}`)
      return sendError(res, 401, 'Incorrect API key provided', 'invalid_request_error', 'invalid_api_key');
    const call = JSON.parse(raw) as StandInCall;
    calls.push(call);
    if (call.model !== AI_STAND_IN_MODEL)
      return sendError(
        res,
        404,
        `The model ${call.model} does not exist`,
        'invalid_request_error',
        'model_not_found',
      );
    const next = queue.shift() ?? { text: postFromFacts(call.messages) };
    if ('hang' in next) return; // Never answers: the client's timeout must end the call.
    if ('status' in next && next.status === 429) {
      res.setHeader('retry-after', String(next.retryAfter));
      return sendError(res, 429, 'Rate limit reached for requests', 'requests', 'rate_limit_exceeded');
    }
    if ('status' in next) return sendError(res, 500, 'The server had an error', 'server_error', null);
    sendText(res, call, next.text, calls.length);
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      raw += c;
    });
    req.on('end', () => answer(req, res, raw));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(async () => {
    // Hung calls hold their sockets open; the server closes only once they are gone.
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return {
    /** The environment that points the API's AI writer here. */
    env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: KEY, AI_MODEL: AI_STAND_IN_MODEL },
    calls,
    /** What the next calls answer, in order (then correct posts again). */
    queue: (...answers: StandInAnswer[]) => queue.push(...answers),
    /** Forgets what is queued and recorded, between tests. */
    reset: () => {
      queue.length = 0;
      calls.length = 0;
    },
  };
}
