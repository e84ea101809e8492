import { AI_WRITER_MESSAGES, MESSAGES } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { createAccount } from './helpers/accounts';
import { startChatCompletionsStandIn } from './helpers/chat-completions-stand-in';
import { PRODUCTION_READY } from './helpers/production-env';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

/**
 * The AI writer's configuration (issue 26): off without AI_BASE_URL, AI_API_KEY and AI_MODEL (templates
 * only, and clients are told), rate-limited per user when on, and the test stand-in refused in production.
 */
const model = await startChatCompletionsStandIn();
const REWRITE = { platform: 'twitter', tone: 'professional', language: 'en' };

describe('without AI_BASE_URL, AI_API_KEY and AI_MODEL', () => {
  it('tells clients Rewrite is not offered, answers 404 with a sentence, and the drafts still come', async () => {
    const { app } = await createTestApp();
    const agent = await createAccount(app);
    const listing = await listingOf(app, agent);
    expect(listing.drafts.twitter.text.length).toBeGreaterThan(0);
    const status = await app.inject({ method: 'GET', url: '/api/v1/ai-writer', headers: agent.auth });
    expect(status.json().data).toMatchObject({ available: false });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/listings/${listing.listing_id}/rewrite`,
      headers: agent.auth,
      payload: REWRITE,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: AI_WRITER_MESSAGES.notConfigured });
    expect(model.calls).toEqual([]);
  });
});

describe('the per-user rate limit of rewrites', () => {
  it('answers 429 with Retry-After past the limit (30 an hour, scaled to 3 here), without calling the model', async () => {
    const { app } = await createTestApp({
      env: { ...model.env, AI_MAX_RETRIES: '0', RATE_LIMIT_SCALE: '0.1' },
    });
    const agent = await createAccount(app);
    const listing = await listingOf(app, agent);
    const rewrite = () =>
      app.inject({
        method: 'POST',
        url: `/api/v1/listings/${listing.listing_id}/rewrite`,
        headers: agent.auth,
        payload: REWRITE,
      });
    for (let i = 0; i < 3; i++) expect((await rewrite()).statusCode).toBe(200);
    const calls = model.calls.length;
    const limited = await rewrite();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(model.calls.length).toBe(calls);
  });
});

describe('production and the AI writer', () => {
  const productionReady = PRODUCTION_READY;
  const start = (ai: Record<string, string>) => () => loadEnv({ ...productionReady, ...ai });

  it('refuses the test stand-in', () => {
    expect(start(model.env)).toThrow(/Refusing to start in production/);
    expect(start(model.env)).toThrow('AI_MODEL names the test stand-in');
  });

  it('refuses a half-set configuration and a key sent in plain http across a network', () => {
    expect(start({ AI_BASE_URL: 'https://api.openai.com/v1', AI_MODEL: 'gpt-4o-mini' })).toThrow(
      'AI_BASE_URL, AI_API_KEY and AI_MODEL are required together',
    );
    expect(start({ AI_BASE_URL: 'http://models.internal/v1', AI_API_KEY: 'k', AI_MODEL: 'm' })).toThrow(
      'AI_BASE_URL must be an https address',
    );
  });

  it('starts with a hosted https service, a local model on this machine, or none', () => {
    expect(
      start({ AI_BASE_URL: 'https://api.openai.com/v1', AI_API_KEY: 'sk-x', AI_MODEL: 'gpt-4o-mini' }),
    ).not.toThrow();
    expect(
      start({ AI_BASE_URL: 'http://localhost:11434/v1', AI_API_KEY: 'ollama', AI_MODEL: 'llama3.2' }),
    ).not.toThrow();
    expect(start({})).not.toThrow();
  });
});
