import { describe, expect, it } from 'vitest';
import { loadEnv, reelRenderSize, runsJobsInApi } from '../src/config/env';
import { PRODUCTION_READY } from './helpers/production-env';

const productionReady = PRODUCTION_READY;

describe('loadEnv', () => {
  it('runs a fresh machine on embedded defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8080,
      APP_URL: 'http://localhost:8080',
      DATA_DIR: './data',
      RATE_LIMIT_SCALE: 1,
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.dataDir.endsWith('/data')).toBe(true);
  });

  it('starts in production when every production part is configured', () => {
    expect(() => loadEnv(productionReady)).not.toThrow();
  });

  it.each([
    ['DATABASE_URL', 'DATABASE_URL is required'],
    ['SMTP_URL', 'SMTP_URL is required'],
    ['STRIPE_SECRET_KEY', 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required'],
    ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required'],
    ['JWT_SECRET', 'JWT_SECRET must be set to a secret of your own'],
    ['APP_URL', 'APP_URL must be the public address'],
    ['TOKEN_ENCRYPTION_KEY', 'TOKEN_ENCRYPTION_KEY is required'],
    ['READER_RULES_PRIVATE_KEY', 'READER_RULES_PRIVATE_KEY is required'],
  ])('refuses production without %s (sandbox part or default secret)', (name, problem) => {
    const { [name as keyof typeof productionReady]: _dropped, ...rest } = productionReady;
    expect(() => loadEnv(rest)).toThrow(/Refusing to start in production/);
    expect(() => loadEnv(rest)).toThrow(problem);
  });

  it.each([
    [{ RATE_LIMIT_SCALE: '100' }, 'RATE_LIMIT_SCALE must not be changed'],
    [{ REEL_RENDER_SIZE: '180x320' }, 'REEL_RENDER_SIZE must stay 1080x1920'],
    [{ STRIPE_API_BASE: 'http://127.0.0.1:12111' }, 'STRIPE_API_BASE must be an https address'],
    [
      { GOOGLE_USERINFO_URL: 'http://127.0.0.1:4000/userinfo' },
      'GOOGLE_USERINFO_URL must be an https address',
    ],
    [
      { GOOGLE_TOKENINFO_URL: 'http://127.0.0.1:4000/tokeninfo' },
      'GOOGLE_TOKENINFO_URL must be an https address',
    ],
    [{ X_API_BASE: 'http://127.0.0.1:4100' }, 'X_API_BASE must be an https address'],
    [{ X_AUTH_BASE: 'http://127.0.0.1:4100' }, 'X_AUTH_BASE must be an https address'],
    [{ LINKEDIN_API_BASE: 'http://127.0.0.1:4200' }, 'LINKEDIN_API_BASE must be an https address'],
    [{ LINKEDIN_AUTH_BASE: 'http://127.0.0.1:4200' }, 'LINKEDIN_AUTH_BASE must be an https address'],
    [{ X_CLIENT_ID: 'x-app' }, 'X_CLIENT_SECRET is required'],
    [{ LINKEDIN_CLIENT_ID: 'li-app' }, 'LINKEDIN_CLIENT_SECRET is required'],
    [{ TOKEN_ENCRYPTION_KEY: 'too-short' }, 'TOKEN_ENCRYPTION_KEY must be 32 bytes'],
  ])('refuses production with the test switch %j', (extra, problem) => {
    expect(() => loadEnv({ ...productionReady, ...extra })).toThrow(problem);
  });

  it('runs queued jobs in the API without Redis, in workers with it, unless told otherwise', () => {
    expect(runsJobsInApi(loadEnv({}))).toBe(true);
    expect(runsJobsInApi(loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }))).toBe(false);
    expect(runsJobsInApi(loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379', RUN_JOBS_IN_API: 'true' }))).toBe(
      true,
    );
    expect(reelRenderSize(loadEnv({}))).toEqual({ width: 1080, height: 1920 });
  });

  it('lists every production problem at once', () => {
    let message = '';
    try {
      loadEnv({ NODE_ENV: 'production' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(7);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ REEL_RENDER_SIZE: '1080 by 1920' }, 'REEL_RENDER_SIZE must look like 1080x1920'],
    [{ QUEUE_PREFIX: 'pp:bad' }, 'QUEUE_PREFIX'],
    [{ QUEUE_LOCK_MS: '10' }, 'QUEUE_LOCK_MS'],
    [{ LINKEDIN_API_VERSION: '2026-10' }, 'LINKEDIN_API_VERSION must look like 202610'],
  ])('refuses an invalid value %j with its name', (source, name) => {
    expect(() => loadEnv(source)).toThrow(/Invalid environment/);
    expect(() => loadEnv(source)).toThrow(name);
  });
});
