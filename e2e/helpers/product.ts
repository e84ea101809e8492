import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type App, buildApp } from '../../apps/api/src/app';
import { loadEnv } from '../../apps/api/src/config/env';
import { startSmtpListener } from '../../apps/api/test/helpers/smtp-listener';
import { TestClock } from '../../apps/api/test/helpers/test-clock';
import { openTestDatabase } from '../../apps/api/test/helpers/test-database';
import { freePort } from './free-port';
import { makeAgentsReadyToPublish } from './public-output-ready';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = path.join(root, 'apps/web/dist');

/** `npm test` builds the web app before browser tests; a bare `vitest run e2e/...` builds it once here. */
export function ensureWebBuilt() {
  if (existsSync(path.join(WEB_DIST, 'index.html'))) return;
  execFileSync('flock', ['/tmp/web-build.lock', 'npm', 'run', 'build', '-w', '@pp/web'], {
    cwd: root,
    stdio: 'inherit',
  });
}

export interface StartProductOptions {
  /** Extra environment (e.g. GOOGLE_USERINFO_URL, STRIPE_API_BASE); wins over the defaults below; undefined drops a key. */
  env?: Record<string, string | undefined>;
  /**
   * Agents made in this product are ready to publish (the default): a brokerage and a California
   * licence on the profile, and the listing broker's permission recorded for each listing they save,
   * as a real agent sets once (issue 22). Tests of the public-output gate itself pass false.
   */
  agentsReadyToPublish?: boolean;
}

export type Smtp = Awaited<ReturnType<typeof startSmtpListener>>;

export interface Product {
  /** http://127.0.0.1:<port>: the web app and the API on one origin, as in production. */
  baseUrl: string;
  /** The real SMTP listener the app mails to: `smtp.waitFor(to, /subject/)`, `linkIn(mail, '/verify-email/')`. */
  smtp: Smtp;
  /** The Fastify instance (`app.ctx.db` to seed or inspect rows, `app.ctx.env`). */
  app: App;
  /** The server's clock: `clock.advance(ms)` crosses token expiries and trial ends without waiting. */
  clock: TestClock;
  close: () => Promise<void>;
}

/**
 * The real product: buildApp (API + the built web app from apps/web/dist) listening on a free port,
 * a fresh database (in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set), a temp DATA_DIR
 * and mail over real SMTP to a local listener.
 */
export async function startProduct(options: StartProductOptions = {}): Promise<Product> {
  ensureWebBuilt();
  const smtp = await startSmtpListener();
  // The port is chosen first: APP_URL must be known before the app is built (mail links use it).
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pp-e2e-'));
  // A private copy of the build: a rebuild of apps/web/dist during the run (hashed chunk names
  // change) must not break pages this run has already loaded.
  const webDist = path.join(dataDir, 'web');
  execFileSync('flock', ['/tmp/web-build.lock', 'cp', '-r', WEB_DIST, webDist]);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    SMTP_URL: smtp.url,
    RATE_LIMIT_SCALE: '1000',
    ...options.env,
  });
  const database = await openTestDatabase();
  const clock = new TestClock();
  const app = await buildApp(env, { database, now: clock.now });
  if (options.agentsReadyToPublish !== false) await makeAgentsReadyToPublish(app);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    smtp,
    app,
    clock,
    async close() {
      await app.close();
      await database.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
