import type { Env } from './config/env';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';

/**
 * What domain functions need from the outside world. Passed explicitly (not imported) so tests
 * can give a real database with a controllable clock.
 */
export interface AppContext {
  db: Db;
  env: Env;
  mailer: Mailer;
  now: () => Date;
}
