import { and, eq, notInArray, sql } from 'drizzle-orm';
import { listingPermissions, listings, users } from '../../apps/api/src/db/schema';
import type { Product } from './product';

/**
 * What a real agent does once before a public output (issue 22): a brokerage on the profile and, for
 * another broker's listing, that broker's permission recorded. Tests of other features set both here
 * through the product's own database; `e2e/truthful-outputs.test.ts` drives the same steps in the UI.
 */
export async function setBrokerage(product: Product, userId: string, brokerage = 'Sunrise Realty') {
  await product.app.ctx.db.update(users).set({ brokerage_name: brokerage }).where(eq(users.id, userId));
}

/** Records the listing broker's permission for every listing of the user that has none yet. */
export async function grantListingPermissions(product: Product, userId: string) {
  const db = product.app.ctx.db;
  const granted = db.select({ id: listingPermissions.listing_id }).from(listingPermissions);
  const open = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.user_id, userId), notInArray(listings.id, granted)));
  if (open.length === 0) return;
  await db.insert(listingPermissions).values(
    open.map((l) => ({
      listing_id: l.id,
      user_id: userId,
      granted_by: 'The listing broker',
      method: 'email' as const,
      granted_on: '2026-01-05',
    })),
  );
}

/**
 * Triggers in this test database only: a new agent gets a brokerage and a California licence unless
 * given others, and each listing saved gets its broker's permission. The product's own gate is
 * unchanged; these stand for the steps an agent takes once, so tests of other features reach them.
 */
export async function makeAgentsReadyToPublish(app: Product['app']) {
  const statements = [
    `CREATE FUNCTION e2e_agent_ready() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
       IF NEW.brokerage_name = '' THEN NEW.brokerage_name := 'Sunrise Realty'; END IF;
       IF NEW.licenses = '[]'::jsonb THEN NEW.licenses := '[{"state":"CA","number":"01234567"}]'::jsonb; END IF;
       RETURN NEW; END $$`,
    'CREATE TRIGGER e2e_agent_ready BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION e2e_agent_ready()',
    `CREATE FUNCTION e2e_listing_permission() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
       INSERT INTO listing_permissions (listing_id, user_id, granted_by, method, granted_on)
       VALUES (NEW.id, NEW.user_id, 'The listing broker', 'email', '2026-01-05') ON CONFLICT DO NOTHING;
       RETURN NEW; END $$`,
    'CREATE TRIGGER e2e_listing_permission AFTER INSERT ON listings FOR EACH ROW EXECUTE FUNCTION e2e_listing_permission()',
  ];
  for (const statement of statements) await app.ctx.db.execute(sql.raw(statement));
}
