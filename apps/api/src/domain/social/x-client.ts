import type { ServicesContext } from '../../app-context';
import type { AccountAccess } from './account-access';
import { LINK, type PostInput, type Published, sameText, uploadEachPhoto } from './photo-bytes';
import { bodyOf, memberApi, postJson } from './platform-http';
import { readXRefusal, uploadXVideo, xVideoBytes } from './x-video';

/** X takes media in chunks of up to 5 MB; 1 MB keeps each request small. */
const CHUNK_BYTES = 1024 * 1024;

const call = memberApi({ name: 'X', base: (env) => env.X_API_BASE, readRefusal: readXRefusal });

const form = (fields: Record<string, string | Blob>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
};

/** The chunked upload: INIT with the size, APPEND each chunk, FINALIZE; answers the media id. */
async function uploadMedia(ctx: ServicesContext, access: AccountAccess, bytes: Buffer, mime: string) {
  const init = await bodyOf(
    await call(
      ctx,
      access,
      '/2/media/upload',
      {
        method: 'POST',
        body: form({
          command: 'INIT',
          media_type: mime,
          total_bytes: String(bytes.length),
          media_category: 'tweet_image',
        }),
      },
      'media INIT',
    ),
  );
  const mediaId = (init.data as { id?: string } | undefined)?.id;
  if (!mediaId) throw new Error('X media INIT answered no id');
  for (let i = 0, at = 0; at < bytes.length; i++, at += CHUNK_BYTES) {
    const chunk = new Blob([new Uint8Array(bytes.subarray(at, at + CHUNK_BYTES))], { type: mime });
    await call(
      ctx,
      access,
      '/2/media/upload',
      {
        method: 'POST',
        body: form({ command: 'APPEND', media_id: mediaId, segment_index: String(i), media: chunk }),
      },
      'media APPEND',
    );
  }
  await call(
    ctx,
    access,
    '/2/media/upload',
    { method: 'POST', body: form({ command: 'FINALIZE', media_id: mediaId }) },
    'media FINALIZE',
  );
  return mediaId;
}

const tweet = async (ctx: ServicesContext, access: AccountAccess, body: object) => {
  const res = await call(ctx, access, '/2/tweets', postJson(body), 'post');
  const id = ((await bodyOf(res)).data as { id?: string } | undefined)?.id;
  if (!id) throw new Error('X answered no post id');
  return id;
};

/** The post's own text: with `link_in_reply` its links move to a reply (X charges more for links). */
export const xMainText = (post: Pick<PostInput, 'text' | 'link_in_reply'>) =>
  post.link_in_reply
    ? post.text
        .replace(LINK, '')
        .replace(/[ \t]+\n/g, '\n')
        .replace(/ {2,}/g, ' ')
        .trim()
    : post.text;

export async function publishToX(
  ctx: ServicesContext,
  access: AccountAccess,
  post: PostInput,
): Promise<Published> {
  // A reel goes as the post's one video (photos are not sent with it); else up to 4 photos.
  const mediaIds = post.reel
    ? [await uploadXVideo(ctx, access, call, await xVideoBytes(ctx, post.reel))]
    : await uploadEachPhoto(ctx, post, (bytes, mime) => uploadMedia(ctx, access, bytes, mime));
  const id = await tweet(ctx, access, {
    text: xMainText(post),
    ...(mediaIds.length > 0 ? { media: { media_ids: mediaIds } } : {}),
  });
  const links = post.link_in_reply ? (post.text.match(LINK) ?? []) : [];
  // The reply is a courtesy: the post stands without it, so its failure is not retried.
  if (links.length > 0)
    await tweet(ctx, access, { text: links.join('\n'), reply: { in_reply_to_tweet_id: id } }).catch(
      () => undefined,
    );
  return { id, url: `https://x.com/i/web/status/${id}` };
}

/** The member's recent post with this text, if an earlier try made it before its answer was lost. */
export async function findOnX(
  ctx: ServicesContext,
  access: AccountAccess,
  post: PostInput,
): Promise<Published | null> {
  const res = await call(
    ctx,
    access,
    `/2/users/${encodeURIComponent(access.accountId)}/tweets?max_results=20`,
    {},
    'lookup',
  );
  const data = ((await bodyOf(res)).data ?? []) as Array<{ id: string; text: string }>;
  const hit = data.find((t) => sameText(t.text, xMainText(post)));
  return hit ? { id: hit.id, url: `https://x.com/i/web/status/${hit.id}` } : null;
}
