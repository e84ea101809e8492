import { afterAll } from 'vitest';
import { POSTING_TEST_ENV } from './social';
import { startTikTokStandIn } from './social-stand-in/tiktok';
import { createTestApp } from './test-app';

/**
 * TikTok's settings for the tests: Direct Post approved, 2048-byte chunks (so a few-KB reel goes in
 * several) and status/fetch polled every 20 ms.
 */
export const TIKTOK_TEST_ENV: Record<string, string | undefined> = {
  TIKTOK_DIRECT_POST: 'true',
  TIKTOK_CHUNK_BYTES: '2048',
  TIKTOK_POLL_MS: '20',
};

/**
 * The TikTok stand-in (stopped after the file) and a test app pointed at it, posting on the
 * in-process queue; `env` changes or removes (undefined) any of the settings.
 */
export async function createTikTokTestApp(env: Record<string, string | undefined> = {}) {
  const tiktok = await startTikTokStandIn();
  afterAll(() => tiktok.stop());
  const made = await createTestApp({
    env: { ...tiktok.env, ...TIKTOK_TEST_ENV, ...POSTING_TEST_ENV, ...env },
  });
  return { ...made, tiktok };
}
