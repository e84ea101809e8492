import { escapeLinkedInCommentary } from '@pp/posts';
import type { ServicesContext } from '../../app-context';
import type { AccountAccess } from './account-access-token';
import { memberApi, PlatformError } from './platform-http';

/**
 * Changing a post already on the platform, for an output that went stale (NAR SoP 12-8).
 */

const linkedin = memberApi({
  name: 'LinkedIn',
  base: (env) => env.LINKEDIN_API_BASE,
  headers: (env) => ({ 'LinkedIn-Version': env.LINKEDIN_API_VERSION, 'X-Restli-Protocol-Version': '2.0.0' }),
});

const x = memberApi({ name: 'X', base: (env) => env.X_API_BASE });

/**
 * LinkedIn lets the author edit a post's commentary in place: Posts API, "Update Posts"
 * (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api):
 * `POST /rest/posts/{encoded post URN}` with `X-RestLi-Method: PARTIAL_UPDATE` and the body
 * `{ "patch": { "$set": { "commentary": … } } }`; it answers 204.
 */
export async function updateLinkedInCommentary(
  ctx: ServicesContext,
  access: AccountAccess,
  urn: string,
  text: string,
): Promise<void> {
  await linkedin(
    ctx,
    access,
    `/rest/posts/${encodeURIComponent(urn)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-RestLi-Method': 'PARTIAL_UPDATE' },
      body: JSON.stringify({ patch: { $set: { commentary: escapeLinkedInCommentary(text) } } }),
    },
    'post update',
  );
}

/**
 * X's API cannot edit a post: it is deleted with `DELETE /2/tweets/:id`
 * (https://docs.x.com/x-api/posts/delete-post, answers `{ data: { deleted: true } }`). A post
 * already gone (404) counts as deleted, so a retry after a lost answer does not fail.
 */
export async function deleteOnX(ctx: ServicesContext, access: AccountAccess, id: string): Promise<void> {
  try {
    await x(ctx, access, `/2/tweets/${encodeURIComponent(id)}`, { method: 'DELETE' }, 'post delete');
  } catch (err) {
    if (err instanceof PlatformError && err.kind === 'rejected' && / HTTP 404\b/.test(err.message)) return;
    throw err;
  }
}
