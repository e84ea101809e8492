import { ACCESS_TOKEN_TTL_SECONDS } from '@pp/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';

/**
 * Whether the sign-in (refresh-token family) behind an access token is still live, so a password
 * change, a reset or a detected token reuse ends the access tokens of the families it revokes
 * too, not only their refresh tokens. Asked on every authenticated request, so the answer is
 * cached: in Redis when REDIS_URL is set (every replica sees a revocation at once), else in this
 * process. A revocation is written over the cached answer, never the other way round, so a check
 * racing a revocation cannot put "live" back.
 */
export interface SessionGuard {
  /** True when the family exists, belongs to the user and is not revoked. */
  isActive(familyId: string, userId: string): Promise<boolean>;
  /** Call after a revocation commits. */
  revoked(familyIds: readonly string[]): Promise<void>;
}

const REVOKED = '-';
/** How long a "live" answer is trusted; a revocation replaces it at once anyway. */
const LIVE_TTL_MS = 60_000;
/** A revoked family's access tokens lapse within this, so its mark need not outlive it. */
const REVOKED_TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;
const MAX_LOCAL_ENTRIES = 50_000;

async function ownerOfLiveFamily(db: Db, familyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: refreshTokens.user_id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)))
    .limit(1);
  return row?.userId;
}

/** `now` is the app's clock: the one access tokens expire by, so a revoked mark lasts as long as they do. */
export function createSessionGuard(db: Db, now: () => Date, redis?: Redis, keyPrefix = 'pp:'): SessionGuard {
  return redis ? redisGuard(db, redis, `${keyPrefix}sess:`) : localGuard(db, now);
}

function localGuard(db: Db, now: () => Date): SessionGuard {
  const cache = new Map<string, { value: string; until: number }>();
  const put = (familyId: string, value: string, ttl: number) => {
    if (cache.size >= MAX_LOCAL_ENTRIES) cache.clear();
    cache.set(familyId, { value, until: now().getTime() + ttl });
  };
  return {
    async isActive(familyId, userId) {
      const hit = cache.get(familyId);
      if (hit && hit.until > now().getTime()) return hit.value === userId;
      const owner = await ownerOfLiveFamily(db, familyId);
      if (!owner) return false;
      // A revocation that landed while the database answered wins.
      if (cache.get(familyId)?.value !== REVOKED) put(familyId, owner, LIVE_TTL_MS);
      return owner === userId;
    },
    async revoked(familyIds) {
      for (const id of familyIds) put(id, REVOKED, REVOKED_TTL_MS);
    },
  };
}

function redisGuard(db: Db, redis: Redis, prefix: string): SessionGuard {
  return {
    async isActive(familyId, userId) {
      const key = prefix + familyId;
      const cached = await redis.get(key);
      if (cached !== null) return cached === userId;
      const owner = await ownerOfLiveFamily(db, familyId);
      if (!owner) return false;
      // NX: never overwrite a revocation written meanwhile.
      await redis.set(key, owner, 'PX', LIVE_TTL_MS, 'NX');
      return owner === userId;
    },
    async revoked(familyIds) {
      if (familyIds.length === 0) return;
      const batch = redis.multi();
      for (const id of familyIds) batch.set(prefix + id, REVOKED, 'PX', REVOKED_TTL_MS);
      await batch.exec();
    },
  };
}
