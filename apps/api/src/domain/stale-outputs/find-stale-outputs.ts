import {
  STALE_COUNT_CAP,
  STALE_LIST_LIMIT,
  type StaleAction,
  type TListingFacts,
  type TStaleOutput,
  type TStaleOutputs,
} from '@pp/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** One stale output with what its action needs (the platform's post id, the text it stated). */
export interface StaleRow {
  output: TStaleOutput;
  externalId: string | null;
  content: Record<string, unknown>;
  attribution: Record<string, unknown>;
  permission: Record<string, unknown> | null;
}

interface RawRow {
  id: string;
  listing_id: string;
  kind: TStaleOutput['kind'];
  platform: string;
  output_id: string;
  created_at: Date | string;
  stated: TListingFacts;
  cur_price: string | number | null;
  cur_status: TListingFacts['status'];
  street: string | null;
  city: string | null;
  external_id: string | null;
  content: Record<string, unknown>;
  attribution: Record<string, unknown>;
  permission: Record<string, unknown> | null;
  total: string | number;
}

/** The one action the output's platform allows (see STALE_ACTIONS in the contract for the sources). */
export function actionFor(platform: string, externalId: string | null): StaleAction {
  if (platform === 'facebook_marketplace') return 'marketplace_reminder';
  if (platform === 'linkedin' && externalId) return 'update';
  if (platform === 'twitter' && externalId) return 'delete_and_follow_up';
  return 'follow_up_reminder';
}

/**
 * The user's stale outputs, newest first (NAR SoP 12-8: advertising must be kept current). An
 * output (an audit_events row of a post, scheduled post or reel) is stale when the price or status
 * it states differs from the listing's current ones. What it states is its own facts, or the facts
 * its latest follow-up brought it to; an output that was deleted and followed up is gone (the
 * follow-up is an output of its own), and the audit row of an in-place update (`content.updates`)
 * is a record of the change, not another output.
 *
 * Property pages (kind 'property_page') are never stale: the page renders the listing's stored data
 * on every request, so it always states the current facts.
 *
 * The cost is bounded for the dashboard: at most `limit` rows are answered and the count stops at
 * STALE_COUNT_CAP. Listings deleted since keep their trail, but their outputs cannot be checked
 * against current facts, so they are not listed.
 */
export async function findStaleOutputs(
  db: DbOrTx,
  userId: string,
  listingId?: string,
  opts: { auditEventId?: string; limit?: number } = {},
): Promise<{ rows: StaleRow[]; total: number }> {
  const limit = opts.limit ?? STALE_LIST_LIMIT;
  const byListing = listingId ? sql`AND a.listing_id = ${listingId}` : sql``;
  const byEvent = opts.auditEventId ? sql`AND a.id = ${opts.auditEventId}` : sql``;
  // node-postgres and PGlite both answer { rows }.
  const result = (await db.execute(sql`
    WITH stale AS (
      SELECT a.id, a.listing_id, a.kind, a.platform, a.output_id, a.created_at, a.content,
             a.attribution, a.permission,
             coalesce(f.facts, a.facts) AS stated,
             l.data->>'price' AS cur_price, l.data->>'status' AS cur_status,
             l.data->'address'->>'street' AS street, l.data->'address'->>'city' AS city,
             coalesce(a.content->>'external_id', sp.external_id) AS external_id
      FROM audit_events a
      JOIN listings l ON l.id = a.listing_id AND l.user_id = a.user_id
      LEFT JOIN LATERAL (
        SELECT facts, action FROM output_followups
        WHERE audit_event_id = a.id
        ORDER BY created_at DESC, id DESC
        LIMIT 1
      ) f ON true
      LEFT JOIN scheduled_posts sp ON a.kind = 'scheduled_post' AND sp.id::text = a.output_id
      WHERE a.user_id = ${userId} ${byListing} ${byEvent}
        AND a.kind IN ('post', 'scheduled_post', 'reel')
        AND a.content->>'updates' IS NULL
        AND f.action IS DISTINCT FROM 'deleted_and_followed_up'
        AND ((coalesce(f.facts, a.facts)->>'price')::numeric IS DISTINCT FROM (l.data->>'price')::numeric
          OR coalesce(f.facts, a.facts)->>'status' IS DISTINCT FROM l.data->>'status')
    )
    SELECT s.*, (SELECT count(*) FROM (SELECT 1 FROM stale LIMIT ${STALE_COUNT_CAP}) c) AS total
    FROM stale s
    ORDER BY s.created_at DESC, s.id DESC
    LIMIT ${limit}
  `)) as unknown as { rows: RawRow[] };
  const rows = result.rows.map((r) => {
    const externalId = r.external_id ?? null;
    return {
      output: {
        audit_event_id: r.id,
        listing_id: r.listing_id,
        address: [r.street, r.city].filter(Boolean).join(', '),
        kind: r.kind,
        platform: r.platform,
        output_id: r.output_id,
        stated: { price: r.stated.price ?? null, status: r.stated.status ?? null },
        current: { price: r.cur_price === null ? null : Number(r.cur_price), status: r.cur_status ?? null },
        action: actionFor(r.platform, externalId),
        created_at: new Date(r.created_at).toISOString(),
      },
      externalId,
      content: r.content,
      attribution: r.attribution,
      permission: r.permission,
    };
  });
  return { rows, total: Number(result.rows[0]?.total ?? 0) };
}

/** The answer of the two list routes. */
export async function listStaleOutputs(
  db: DbOrTx,
  userId: string,
  listingId?: string,
): Promise<TStaleOutputs> {
  const { rows, total } = await findStaleOutputs(db, userId, listingId);
  return { outputs: rows.map((r) => r.output), total };
}
