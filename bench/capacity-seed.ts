/**
 * The agents of `npm run bench:capacity`, made before the clock starts through an in-process API
 * on the bench's database (closed before the measured processes start): each signed up (the
 * domain function, as the API's sign-up runs it), with a brokerage, credits, a connected X
 * account (through the X stand-in's consent page), a listing with the broker's permission and two
 * photos, and its public property page.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/config/env';
import type { Database } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { registerUser } from '../apps/api/src/domain/auth/register-user';
import { issueSession } from '../apps/api/src/domain/auth/session-tokens';
import { addCredits } from '../apps/api/src/domain/credits/change-credits';
import { connectX, SPENT_ADDONS } from '../apps/api/test/faults/fault-cluster';
import type { TestAccount } from '../apps/api/test/helpers/accounts';
import { reelMaterial } from '../apps/api/test/helpers/reels';
import type { Seeded } from './capacity-model';

/** Agents seeded at once: sign-up hashes a password (argon2), the heaviest part. */
const AT_ONCE = 4;

export async function seedAgents(
  env: Record<string, string>,
  database: Database,
  count: number,
): Promise<Seeded[]> {
  const app = await buildApp(loadEnv({ ...env, RUN_JOBS_IN_API: 'false' }), { database });
  await app.ready();
  const seedOne = async (n: number): Promise<Seeded> => {
    const tag = `${n}${Date.now().toString(36)}`;
    const user = await registerUser(app.ctx, {
      username: `cap${tag}`,
      name: 'Jason Lieberman',
      email: `cap${tag}@example.com`,
      phoneNumber: '+1 (555) 010-2000',
      password: 'Capacity!Pass1',
    });
    await database.db.update(users).set({ brokerage_name: 'Sunrise Realty' }).where(eq(users.id, user.id));
    const session = await issueSession(app.ctx, user);
    for (const addon of SPENT_ADDONS)
      await addCredits(database.db, user.id, addon, 1000, 'grant', `capacity-${addon}`, app.ctx.now());
    const account = {
      userId: user.id,
      email: user.email,
      username: user.username,
      password: '',
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
      auth: { authorization: `Bearer ${session.access_token}` },
    } satisfies TestAccount;
    // A trial, as the fault suite's agents have: reels and scheduled posts need a plan.
    const trial = await app.inject({
      method: 'POST',
      url: '/api/v1/users/trial/start',
      headers: account.auth,
    });
    if (trial.statusCode !== 200) throw new Error(`trial failed: ${trial.body}`);
    await connectX(app, account);
    const material = await reelMaterial(app, account, 2);
    return {
      userId: user.id,
      accessToken: session.access_token,
      listingId: material.listing.listing_id,
      pagePath: new URL(material.listing.page.url).pathname,
      photoIds: material.photos.map((p) => p.photo_id),
    };
  };
  const agents: Seeded[] = [];
  try {
    for (let n = 0; n < count; n += AT_ONCE)
      agents.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(AT_ONCE, count - n) }, (_, i) => seedOne(n + i)),
        )),
      );
  } finally {
    await app.close();
  }
  return agents;
}
