import { refusedClaims } from '@pp/compliance';
import {
  ZComplianceFindingSchema,
  ZConnectedAccountsResponseSchema,
  ZScheduledPostResponseSchema,
  ZScheduledPostsResponseSchema,
} from '@pp/contract';
import { apiCall, errorMessage } from '../api-client';
import type { Handler } from '../handler-table';
import { syncReminders } from '../marketplace-reminders';
import { typedAnswer, typedApiCall } from '../typed-api-call';

const postPath = (id: string) => `/scheduled-posts/${encodeURIComponent(id)}`;

export const listAccounts: Handler<'accounts:list'> = async () => ({
  accounts: (await typedApiCall({ path: '/connected-accounts' }, ZConnectedAccountsResponseSchema)).data
    .accounts,
});

export const listPosts: Handler<'posts:list'> = async ({ listing_id }) => ({
  posts: (
    await typedApiCall(
      { path: `/scheduled-posts?listing_id=${encodeURIComponent(listing_id)}` },
      ZScheduledPostsResponseSchema,
    )
  ).data.posts,
});

/** A Marketplace reminder changed: its alarm follows at once (not at the next periodic sync). */
const followReminders = (platform: string) =>
  platform === 'facebook_marketplace' ? syncReminders().catch(() => undefined) : undefined;

/** A 422's blocking Fair Housing and advertising findings (the caption's words to change). */
function blockingFindings(body: unknown) {
  const parsed = ZComplianceFindingSchema.array().safeParse(
    (body as { findings?: unknown } | null)?.findings,
  );
  return parsed.success ? parsed.data.filter((f) => f.severity === 'block') : [];
}

export const createPost: Handler<'posts:create'> = async ({ post }) => {
  const result = await apiCall({ path: '/scheduled-posts', method: 'POST', body: post });
  // The claims and findings travel as data: an error crosses the message boundary as its sentence only.
  const claims = result.status === 422 ? refusedClaims(result.body) : [];
  const findings = result.status === 422 ? blockingFindings(result.body) : [];
  if (claims.length > 0 || findings.length > 0)
    return {
      refused: { message: errorMessage(result), claims, ...(findings.length > 0 ? { findings } : {}) },
    };
  const res = typedAnswer(result, ZScheduledPostResponseSchema);
  await followReminders(res.data.platform);
  return { post: res.data, message: res.message };
};

export const updatePost: Handler<'posts:update'> = async ({ id, change }) => {
  const res = await typedApiCall(
    { path: postPath(id), method: 'PATCH', body: change },
    ZScheduledPostResponseSchema,
  );
  await followReminders(res.data.platform);
  return { post: res.data };
};

export const cancelPost: Handler<'posts:cancel'> = async ({ id }) => {
  const res = await typedApiCall({ path: postPath(id), method: 'DELETE' }, ZScheduledPostResponseSchema);
  await followReminders(res.data.platform);
  return { post: res.data };
};
