import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { createMediaStore } from '../src/media/create-media-store';
import { PRODUCTION_READY } from './helpers/production-env';
import { startS3StandIn } from './helpers/s3-stand-in';

/** Production with every other part real (as in env.test.ts), media on a real bucket. */
const productionReady = {
  ...PRODUCTION_READY,
  MEDIA_STORE: 's3',
  MEDIA_S3_BUCKET: 'pp-media-prod',
  MEDIA_S3_ENDPOINT: 'https://s3.eu-central-1.example-storage.com',
  MEDIA_S3_REGION: 'eu-central-1',
  MEDIA_S3_ACCESS_KEY_ID: 'AKIAPRODUCTIONKEY',
  MEDIA_S3_SECRET_ACCESS_KEY: 'production-secret',
};

describe('the media store’s configuration (issue 28)', () => {
  it('defaults to the local disk, and takes an S3-compatible bucket by MEDIA_STORE=s3', () => {
    expect(loadEnv({}).MEDIA_STORE).toBe('local');
    expect(loadEnv(productionReady)).toMatchObject({ MEDIA_STORE: 's3', MEDIA_S3_FORCE_PATH_STYLE: false });
    // No keys: the SDK's own credential chain (an instance role), allowed in production.
    const { MEDIA_S3_ACCESS_KEY_ID: _a, MEDIA_S3_SECRET_ACCESS_KEY: _s, ...roleOnly } = productionReady;
    expect(() => loadEnv(roleOnly)).not.toThrow();
  });

  it('refuses in production the test stand-in: its plain-http loopback endpoint, or its key', async () => {
    const s3 = await startS3StandIn();
    try {
      expect(() => loadEnv({ ...productionReady, ...s3.env })).toThrow(
        /MEDIA_S3_ENDPOINT must be an https address[\s\S]*MEDIA_S3_ACCESS_KEY_ID is the test stand-in key/,
      );
      // The same settings run the tests and development.
      expect(() => loadEnv({ ...s3.env, NODE_ENV: 'test' })).not.toThrow();
    } finally {
      await s3.close();
    }
  });

  it.each([
    [{ MEDIA_S3_BUCKET: undefined }, 'MEDIA_S3_BUCKET is required with MEDIA_STORE=s3'],
    [{ MEDIA_S3_SECRET_ACCESS_KEY: undefined }, 'are required together'],
  ])('refuses a half-set bucket in every environment: %o', (change, problem) => {
    expect(() => loadEnv({ ...productionReady, ...change })).toThrow(problem);
    const development = loadEnv({ ...productionReady, ...change, NODE_ENV: 'development' });
    expect(() => createMediaStore(development)).toThrow(problem);
  });
});
