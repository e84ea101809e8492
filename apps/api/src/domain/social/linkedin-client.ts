import { escapeLinkedInCommentary } from '@pp/posts';
import type { ServicesContext } from '../../app-context';
import type { AccountAccess } from './account-access';
import { linkedInVideoBytes, uploadLinkedInVideo } from './linkedin-video';
import { type PostInput, type Published, uploadEachPhoto } from './photo-bytes';
import { bodyOf, callPlatform, memberApi, postJson } from './platform-http';

/** Every /rest call names the API version (from LINKEDIN_API_VERSION) and Rest.li 2.0. */
const call = memberApi({
  name: 'LinkedIn',
  base: (env) => env.LINKEDIN_API_BASE,
  headers: (env) => ({ 'LinkedIn-Version': env.LINKEDIN_API_VERSION, 'X-Restli-Protocol-Version': '2.0.0' }),
});

const author = (access: AccountAccess) => `urn:li:person:${access.accountId}`;
const postUrl = (urn: string) => `https://www.linkedin.com/feed/update/${urn}/`;

/** initializeUpload names an upload URL and the image URN; the bytes go to that URL with a PUT. */
async function uploadImage(ctx: ServicesContext, access: AccountAccess, bytes: Buffer, mime: string) {
  const init = await bodyOf(
    await call(
      ctx,
      access,
      '/rest/images?action=initializeUpload',
      postJson({ initializeUploadRequest: { owner: author(access) } }),
      'image initializeUpload',
    ),
  );
  const value = init.value as { uploadUrl?: string; image?: string } | undefined;
  if (!value?.uploadUrl || !value.image) throw new Error('LinkedIn initializeUpload answered no upload URL');
  await callPlatform(
    ctx,
    value.uploadUrl,
    {
      method: 'PUT',
      headers: { authorization: `Bearer ${access.accessToken}`, 'content-type': mime },
      body: new Uint8Array(bytes),
    },
    'LinkedIn image upload',
  );
  return value.image;
}

export async function publishToLinkedIn(
  ctx: ServicesContext,
  access: AccountAccess,
  post: PostInput,
): Promise<Published> {
  // A reel goes as the post's one video (photos are not sent with it); else up to 9 images.
  const video = post.reel
    ? await uploadLinkedInVideo(ctx, access, call, author(access), await linkedInVideoBytes(ctx, post.reel))
    : null;
  const images = video
    ? []
    : await uploadEachPhoto(ctx, post, (bytes, mime) => uploadImage(ctx, access, bytes, mime));
  const content = video
    ? { media: { id: video } }
    : images.length === 1
      ? { media: { id: images[0] } }
      : images.length > 1
        ? { multiImage: { images: images.map((id) => ({ id })) } }
        : undefined;
  const res = await call(
    ctx,
    access,
    '/rest/posts',
    postJson({
      author: author(access),
      commentary: escapeLinkedInCommentary(post.text),
      visibility: 'PUBLIC',
      distribution: {
        feedDistribution: 'MAIN_FEED',
        targetEntities: [],
        thirdPartyDistributionChannels: [],
      },
      ...(content ? { content } : {}),
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    }),
    'post',
  );
  const urn = res.headers.get('x-restli-id');
  if (!urn) throw new Error('LinkedIn answered no post URN');
  return { id: urn, url: postUrl(urn) };
}

/** The member's recent post with this commentary, if an earlier try made it before its answer was lost. */
export async function findOnLinkedIn(
  ctx: ServicesContext,
  access: AccountAccess,
  post: PostInput,
): Promise<Published | null> {
  const query = new URLSearchParams({ author: author(access), q: 'author', count: '20' });
  const res = await call(ctx, access, `/rest/posts?${query}`, {}, 'lookup');
  const elements = ((await bodyOf(res)).elements ?? []) as Array<{ id: string; commentary?: string }>;
  const wanted = escapeLinkedInCommentary(post.text);
  const hit = elements.find((p) => p.commentary === wanted);
  return hit ? { id: hit.id, url: postUrl(hit.id) } : null;
}
