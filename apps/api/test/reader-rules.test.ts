import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canonicalJson, ZReaderRulesResponseSchema } from '@pp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { publishReaderRules } from '../src/domain/reader-rules/publish-reader-rules';
import {
  parsePrivateKey,
  publicKeyBase64,
  readerRulesKey,
  verifyReaderRules,
} from '../src/domain/reader-rules/signing-key';
import { PRODUCTION_READY } from './helpers/production-env';
import { createTestApp } from './helpers/test-app';

/**
 * Reader rules (issue 25): the publish command's function validates, stamps, signs and stores a
 * version; GET /api/v1/reader-rules serves the latest with a signature the public key checks;
 * production refuses to start without its own signing key.
 */
const { app, db, clock } = await createTestApp();
const { privateKey } = generateKeyPairSync('ed25519');
const publicKey = publicKeyBase64(privateKey);
const get = () => app.inject({ method: 'GET', url: '/api/v1/reader-rules' });
const draft = (year: string) => ({
  note: `year as "${year}"`,
  sources: {
    redfin: { labels: { year_built: [year] } },
    zillow: {
      text: { fields: [{ field: 'year_built', labels: [year], pattern: '(\\d{4})', transform: 'year' }] },
    },
  },
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-reader-rules-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('GET /api/v1/reader-rules', () => {
  it('answers 404 before any rule set is published (the extension keeps its built-in rules)', async () => {
    expect((await get()).statusCode).toBe(404);
  });

  it('serves the latest published version, signed over its canonical JSON', async () => {
    await publishReaderRules(db, draft('Constructed'), privateKey, clock.now());
    const at = clock.now();
    const second = await publishReaderRules(db, draft('Erected'), privateKey, at);
    expect(second.rules.version).toBe(3);
    const res = await get();
    expect(res.statusCode).toBe(200);
    const { data } = ZReaderRulesResponseSchema.parse(res.json());
    expect(data.rules).toMatchObject({ version: 3, note: 'year as "Erected"' });
    expect(data.rules.created_at).toBe(at.toISOString());
    expect(verifyReaderRules(data.rules, data.signature, publicKey)).toBe(true);
    // JSONB gave the keys back in its own order: the signature is over the canonical text, not the row.
    expect(canonicalJson(data.rules)).toBe(canonicalJson(second.rules));
  });

  it('refuses a signature over other rules or by another key', async () => {
    const { data } = ZReaderRulesResponseSchema.parse((await get()).json());
    const tampered = { ...data.rules, note: 'changed on the way' };
    expect(verifyReaderRules(tampered, data.signature, publicKey)).toBe(false);
    const other = publicKeyBase64(generateKeyPairSync('ed25519').privateKey);
    expect(verifyReaderRules(data.rules, data.signature, other)).toBe(false);
  });

  it('refuses to publish a draft that is not a valid rule set, and serves the previous one', async () => {
    const bad = {
      sources: { zillow: { text: { fields: [{ field: 'beds', labels: ['x'], transform: 'eval' }] } } },
    };
    await expect(publishReaderRules(db, bad, privateKey, clock.now())).rejects.toThrow();
    const { data } = ZReaderRulesResponseSchema.parse((await get()).json());
    expect(data.rules.version).toBe(3);
  });
});

describe('the signing key', () => {
  it('is READER_RULES_PRIVATE_KEY as PEM or base64 DER, and must be Ed25519', () => {
    const pem = String(privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const der = privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
    expect(publicKeyBase64(parsePrivateKey(pem))).toBe(publicKey);
    expect(publicKeyBase64(parsePrivateKey(der))).toBe(publicKey);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(() => parsePrivateKey(String(rsa.export({ type: 'pkcs8', format: 'pem' })))).toThrow(/Ed25519/);
  });

  it('is made once into DATA_DIR in development, readable by its owner only', () => {
    const env = { NODE_ENV: 'development' as const, READER_RULES_PRIVATE_KEY: undefined, dataDir };
    const first = publicKeyBase64(readerRulesKey(env));
    expect(publicKeyBase64(readerRulesKey(env))).toBe(first);
    expect(statSync(path.join(dataDir, 'reader-rules-ed25519.pem')).mode & 0o777).toBe(0o600);
    expect(() => readerRulesKey({ ...env, NODE_ENV: 'production' })).toThrow(/required in production/);
  });

  it('must be set for production to start', () => {
    const production = {
      ...PRODUCTION_READY,
      READER_RULES_PRIVATE_KEY: undefined,
    };
    expect(() => loadEnv(production)).toThrow('READER_RULES_PRIVATE_KEY is required');
    const key = privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
    expect(() => loadEnv({ ...production, READER_RULES_PRIVATE_KEY: key })).not.toThrow();
  });
});
