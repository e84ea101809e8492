import type { TTikTokPost } from '@pp/contract';
import type { ServicesContext } from '../../app-context';

export interface PostPhoto {
  /** The photo's id: Meta fetches photos by a signed address naming it. */
  id: string;
  storage_key: string;
  mime: string;
}

/** A stored object's bytes (photos are at most 15 MB and reels a few, so one buffer is fine). */
export async function photoBytes(
  ctx: Pick<ServicesContext, 'media'>,
  photo: Pick<PostPhoto, 'storage_key'>,
): Promise<Buffer> {
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
  /** The scheduled post's id (YouTube keeps its upload session on the row). */
  id?: string;
  text: string;
  link_in_reply: boolean;
  photos: PostPhoto[];
  /** Instagram / Facebook Pages: the finished reel to post as a Reel. */
  reel?: { id: string; storage_key: string; duration_sec?: number } | null;
  /** YouTube: title and privacy as chosen, and the sealed session URI of an earlier try's upload. */
  youtube?: { title: string; privacy: 'public' | 'unlisted' | 'private' } | null;
  /** TikTok: the privacy level and interaction switches chosen. */
  tiktok?: TTikTokPost | null;
  uploadSession?: string | null;
}

/** Links in a text (what X charges more for). */
export const LINK = /https?:\/\/\S+/g;

/** A text compared with what the platform gives back: links may come back shortened (t.co). */
export const sameText = (a: string, b: string) =>
  a.replace(LINK, '<link>').trim() === b.replace(LINK, '<link>').trim();
