import {
  SOCIAL_MESSAGES,
  TIKTOK_MESSAGES,
  TIKTOK_PRIVACY_LEVELS,
  type TikTokPrivacyLevel,
  type TTikTokCreatorInfo,
} from '@pp/contract';
import type { ServicesContext } from '../../app-context';
import { badRequest } from '../../lib/errors';
import { type AccountAccess, accountAccessToken, markRevoked, ReconnectNeeded } from './account-access-token';
import { bodyOf, callPlatform, PlatformError, type ReadRefusal, retryAfterMs } from './platform-http';

/**
 * Calls to TikTok's open API as the creator. Every answer carries
 * `error: { code, message, log_id }` with code "ok" on success
 * (https://developers.tiktok.com/doc/tiktok-api-v2-error-handling); the refusals a publish job treats
 * apart are read from the code: rate_limit_exceeded (HTTP 429) waits, access_token_invalid and
 * scope_not_authorized (401) ask the member to reconnect, internal_error (5xx) is tried again.
 */

const UNAUTHORIZED = new Set(['access_token_invalid', 'scope_not_authorized', 'scope_permission_missed']);

/** TikTok's error code and message out of a refusal's body, or null when it has none. */
export function tiktokError(body: string): { code: string; message: string; logId: string } | null {
  try {
    const e = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown; log_id?: unknown } }).error;
    if (typeof e?.code !== 'string') return null;
    return { code: e.code, message: String(e.message ?? ''), logId: String(e.log_id ?? '') };
  } catch {
    return null;
  }
}

/**
 * The creator cannot post now (spam_risk_too_many_posts, spam_risk_user_banned_from_posting,
 * reached_active_user_cap): a refusal for good in our words, whatever the status, so the queue never
 * tries it again as if it were passing.
 */
export class TikTokCannotPostNow extends PlatformError {
  constructor(readonly code: string) {
    super(TIKTOK_MESSAGES.cannotPostNow[code] ?? code, 'rejected');
  }
}

export const readTikTokRefusal: ReadRefusal = ({ status, body, headers }, message, now) => {
  const e = tiktokError(body);
  if (e && Object.hasOwn(TIKTOK_MESSAGES.cannotPostNow, e.code)) return new TikTokCannotPostNow(e.code);
  if (status === 429 || e?.code === 'rate_limit_exceeded')
    return new PlatformError(message, 'rate_limited', retryAfterMs(headers.get('retry-after'), now));
  if (status === 401 || (e && UNAUTHORIZED.has(e.code))) return new PlatformError(message, 'unauthorized');
  // Anything else is read by its status: 5xx again, other 4xx final, the body (and so error.message,
  // spam_risk_too_many_posts' words…) kept in the message for the agent.
  return undefined;
};

/** One JSON POST to the open API (`path` like /v2/post/publish/creator_info/query/); answers `data`. */
export async function tiktokPost(
  ctx: ServicesContext,
  access: AccountAccess,
  path: string,
  body: unknown,
  what: string,
): Promise<Record<string, unknown>> {
  const res = await callPlatform(
    ctx,
    new URL(path, ctx.env.TIKTOK_API_BASE).toString(),
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${access.accessToken}`,
        'content-type': 'application/json; charset=UTF-8',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    `TikTok ${what}`,
    readTikTokRefusal,
  );
  const answer = await bodyOf(res);
  return (answer.data ?? {}) as Record<string, unknown>;
}

const isPrivacy = (v: unknown): v is TikTokPrivacyLevel =>
  (TIKTOK_PRIVACY_LEVELS as readonly unknown[]).includes(v);

/**
 * creator_info/query (https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info):
 * the privacy levels this creator may choose, the longest video they may post, and which
 * interactions they turned off. Read before every post, as TikTok's UX guidelines ask.
 */
export async function creatorInfo(ctx: ServicesContext, access: AccountAccess): Promise<TTikTokCreatorInfo> {
  const d = await tiktokPost(ctx, access, '/v2/post/publish/creator_info/query/', undefined, 'creator info');
  const options = Array.isArray(d.privacy_level_options) ? d.privacy_level_options.filter(isPrivacy) : [];
  return {
    username: String(d.creator_username ?? ''),
    nickname: String(d.creator_nickname ?? d.creator_username ?? ''),
    privacy_level_options: options,
    comment_disabled: d.comment_disabled === true,
    duet_disabled: d.duet_disabled === true,
    stitch_disabled: d.stitch_disabled === true,
    max_video_post_duration_sec: Number(d.max_video_post_duration_sec ?? 0),
    direct_post: ctx.env.TIKTOK_DIRECT_POST,
    photo_posts: ctx.env.TIKTOK_PULL_FROM_URL,
  };
}

/** The creator's options for the scheduling form; not connected (or revoked) asks to reconnect. */
export async function readCreatorInfo(ctx: ServicesContext, userId: string): Promise<TTikTokCreatorInfo> {
  try {
    return await creatorInfo(ctx, await accountAccessToken(ctx, userId, 'tiktok'));
  } catch (err) {
    // A refused token is a revoked grant: the card shows it and asks to reconnect.
    if (err instanceof PlatformError && err.kind === 'unauthorized') await markRevoked(ctx, userId, 'tiktok');
    if (err instanceof ReconnectNeeded || (err instanceof PlatformError && err.kind === 'unauthorized'))
      throw badRequest(SOCIAL_MESSAGES.reconnect);
    // Known when scheduling: refused now, in words, rather than queued to fail.
    if (err instanceof TikTokCannotPostNow) throw badRequest(err.message);
    throw err;
  }
}
