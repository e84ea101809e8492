import type { TClaimFinding, TScheduledPost } from '@pp/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPost } from './scheduled-posts';

/**
 * posts:create (issue 26): the agent's override travels to the API as sent, and a 422 for claims
 * the listing contradicts comes back as data the panel lists, not as a bare sentence.
 */
const API = 'http://localhost:8080/api/v1';
const sender = {} as chrome.runtime.MessageSender;
const beds: TClaimFinding = {
  claim: '3 bedrooms',
  field: 'beds',
  feature: null,
  listed: 4,
  index: 4,
  severity: 'block',
  reason: 'The listing has 4 bedrooms.',
};
const post: TScheduledPost = {
  id: 'p1',
  listing_id: 'l1',
  platform: 'linkedin',
  text: 'Now 3 bedrooms',
  photo_ids: [],
  publish_at: '2031-01-15T14:30:00.000Z',
  time_zone: 'UTC',
  publish_at_local: 'Wed, Jan 15, 2031, 2:30 PM UTC',
  link_in_reply: false,
  status: 'scheduled',
  external_url: null,
  error: null,
  published_at: null,
  created_at: '2030-12-01T00:00:00.000Z',
};
const memory = (data: Record<string, unknown>) => ({
  get: async (key: string) => (key in data ? { [key]: data[key] } : {}),
  set: async (items: Record<string, unknown>) => void Object.assign(data, items),
  remove: async (key: string) => void delete data[key],
});

function api(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) !== `${API}/scheduled-posts` || init.method !== 'POST')
        throw new Error(`unexpected request ${init.method} ${String(input)}`);
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

beforeEach(() => {
  vi.stubGlobal('chrome', {
    storage: { local: memory({}), session: memory({ 'pp.accessToken': 'access-token' }) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const request = {
  listing_id: 'l1',
  platform: 'linkedin' as const,
  text: 'Now 3 bedrooms',
  override_claims: [{ field: 'beds' as const, claim: '3 bedrooms' }],
};

describe('posts:create', () => {
  it('sends the override as the agent confirmed it and answers the post', async () => {
    const sent = api(201, { status: 'success', message: 'Post scheduled', data: post });
    expect(await createPost({ post: request }, sender)).toEqual({ post, message: 'Post scheduled' });
    expect(sent).toEqual([
      expect.objectContaining({ override_claims: [{ field: 'beds', claim: '3 bedrooms' }] }),
    ]);
  });

  it("answers a claims refusal with the claims, and throws any other refusal's sentence", async () => {
    const message = 'This post states facts the listing contradicts.';
    api(422, { status: 'error', message, findings: [], claims: [beds] });
    expect(await createPost({ post: request }, sender)).toEqual({ refused: { message, claims: [beds] } });
    api(400, { status: 'error', message: 'Choose a time in the future' });
    await expect(createPost({ post: request }, sender)).rejects.toThrow('Choose a time in the future');
  });

  it('answers a Fair Housing refusal with its blocking findings, without the warnings (issue 27)', async () => {
    const message = 'This post contains wording that must be changed before it can be published.';
    const block = {
      category: 'familial_status' as const,
      severity: 'block' as const,
      phrase: 'no kids',
      reason: 'Excluding families with children is illegal.',
      suggestion: 'Describe the home instead.',
      index: 10,
    };
    const warn = { ...block, severity: 'warn' as const, phrase: 'quiet' };
    api(422, { status: 'error', message, findings: [block, warn] });
    expect(await createPost({ post: request }, sender)).toEqual({
      refused: { message, claims: [], findings: [block] },
    });
  });
});
