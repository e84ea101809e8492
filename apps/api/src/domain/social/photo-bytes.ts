import type { ServicesContext } from '../../app-context';

export interface PostPhoto {
  storage_key: string;
  mime: string;
}

/** The stored photo's bytes (photos are at most 15 MB, so one buffer is fine). */
export async function photoBytes(ctx: Pick<ServicesContext, 'media'>, photo: PostPhoto): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.media.get(photo.storage_key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The post's photos uploaded one after the other, in order, by the platform's `upload`; answers its ids. */
export async function uploadEachPhoto(
  ctx: Pick<ServicesContext, 'media'>,
  post: Pick<PostInput, 'photos'>,
  upload: (bytes: Buffer, mime: string) => Promise<string>,
): Promise<string[]> {
  const ids: string[] = [];
  for (const photo of post.photos) ids.push(await upload(await photoBytes(ctx, photo), photo.mime));
  return ids;
}

export interface Published {
  id: string;
  url: string;
}

/** What the publish job asks of each platform's client. */
export interface PostInput {
  text: string;
  link_in_reply: boolean;
  photos: PostPhoto[];
}

/** Links in a text (what X charges more for). */
export const LINK = /https?:\/\/\S+/g;

/** A text compared with what the platform gives back: links may come back shortened (t.co). */
export const sameText = (a: string, b: string) =>
  a.replace(LINK, '<link>').trim() === b.replace(LINK, '<link>').trim();
