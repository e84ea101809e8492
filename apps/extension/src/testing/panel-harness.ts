import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { HandlerTable } from '../background/handler-table';
import { apiRequest } from '../background/handlers/api-request';
import {
  facebookPages,
  instagramLimit,
  mediaPhotos,
  photoFairUse,
  tiktokInfo,
} from '../background/handlers/post-options';
import {
  cancelPost,
  createPost,
  listAccounts,
  listPosts,
  updatePost,
} from '../background/handlers/scheduled-posts';
import type { Envelope, MessageType } from '../common/messages';

/**
 * The side panel's component tests (issue 27): the panel's messages go to the service worker's real
 * handlers, and only the network (the API's HTTP answers, by "METHOD /path" without /api/v1) is
 * stood in for. Call in beforeEach; vi.unstubAllGlobals() in afterEach undoes it.
 */
type Answer = { status?: number; json: unknown };
export type Reply = Answer | ((body: unknown) => Answer);

export const ok = (data: unknown, message = 'OK') => ({ json: { status: 'success', message, data } });

const memory = (data: Record<string, unknown>) => ({
  get: async (key: string) => (key in data ? { [key]: data[key] } : {}),
  set: async (items: Record<string, unknown>) => void Object.assign(data, items),
  remove: async (key: string) => void delete data[key],
});

const handlers: Partial<HandlerTable> = {
  'api:request': apiRequest,
  'accounts:list': listAccounts,
  'accounts:tiktok-info': tiktokInfo,
  'accounts:facebook-pages': facebookPages,
  'accounts:instagram-limit': instagramLimit,
  'posts:photo-fair-use': photoFairUse,
  'listing:media-photos': mediaPhotos,
  'posts:create': createPost,
  'posts:list': listPosts,
  'posts:update': updatePost,
  'posts:cancel': cancelPost,
};

export function stubPanel() {
  const routes = new Map<string, Reply>();
  const calls: Array<{ key: string; body: unknown; query: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const key = `${init.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body, query: url.search });
      const reply = routes.get(key);
      if (!reply) throw new Error(`unexpected request ${key}`);
      const r = typeof reply === 'function' ? reply(body) : reply;
      return new Response(JSON.stringify(r.json), {
        status: r.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.stubGlobal('chrome', {
    storage: { local: memory({}), session: memory({ 'pp.accessToken': 'access-token' }) },
    runtime: {
      id: 'ext',
      sendMessage: async ({ type, payload }: Envelope) => {
        const handler = handlers[type] as ((p: unknown, s: unknown) => unknown) | undefined;
        if (!handler) throw new Error(`no handler for ${type as MessageType}`);
        try {
          return { ok: true, value: await handler(payload, { id: 'ext' }) };
        } catch (e) {
          return { ok: false, error: (e as Error).message };
        }
      },
    },
  });
  return { routes, calls };
}

/**
 * stubPanel before each test of the file, and after each the rendered panel unmounted and the stubs
 * undone. Read `routes` and `calls` inside a test: they are the current test's.
 */
export function stubPanelPerTest() {
  const harness = {} as ReturnType<typeof stubPanel>;
  beforeEach(() => {
    Object.assign(harness, stubPanel());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return harness;
}
