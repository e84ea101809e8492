import type { Redis } from 'ioredis';
import type { Env } from './config/env';
import type { Db } from './db/client';
import type { SessionGuard } from './domain/auth/session-guard';
import type { Readiness } from './lib/readiness';
import type { TokenCipher } from './lib/token-cipher';
import type { Mailer } from './mail/mailer';
import type { MediaStore } from './media/media-store';
import type { MediaSigner } from './media/signed-url';
import type { ChangeFeed } from './queue/change-feed';
import type { InspectableQueue } from './queue/inspectable-queue';

/**
 * What background jobs need: the API process and `npm run worker` both build it (see services.ts).
 */
export interface ServicesContext {
  db: Db;
  env: Env;
  now: () => Date;
  /** Uploaded photos and rendered videos. */
  media: MediaStore;
  /** Signs and checks the short-lived media addresses. */
  signer: MediaSigner;
  /** "Row changed" notices from jobs to the processes streaming them. */
  feed: ChangeFeed;
  /** Seals the connected accounts' platform tokens at rest. */
  cipher: TokenCipher;
}

/**
 * What domain functions need from the outside world. Passed explicitly (not imported) so tests
 * can give a real database with a controllable clock.
 */
export interface AppContext extends ServicesContext {
  mailer: Mailer;
  /** Queues of background jobs. */
  jobs: { reels: InspectableQueue; posts: InspectableQueue; cards: InspectableQueue };
  /** Whether an access token's sign-in is still live (cached; shared through Redis when set). */
  sessions: SessionGuard;
  /** The API's Redis connection (REDIS_URL), shared by rate limits, login throttling and the session guard. */
  redis?: Redis;
  /** `/readyz`'s cached answer, turned to 503 for good when the process starts shutting down. */
  readiness: Readiness;
}
