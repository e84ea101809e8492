import { SCHEDULED_POST_PHOTO_LIMITS, type TMediaPhoto } from '@pp/contract';

/**
 * The photos an X or LinkedIn post through the platform's API carries (issue 24): X takes up to 4
 * through its media upload, LinkedIn several as a multi-image post. The agent picks them in order;
 * each chosen photo's place is the order they go out in.
 */
export type ApiPhotoPlatform = 'twitter' | 'linkedin';

/** A post starts with the cover and the next photos: never text alone by default, at most four. */
const START_WITH = 4;

export const apiPhotoLimit = (platform: ApiPhotoPlatform) => SCHEDULED_POST_PHOTO_LIMITS[platform];

/** The cover and the next photos in the listing's order, up to the platform's limit and four. */
export const startingPhotoIds = (photos: TMediaPhoto[], platform: ApiPhotoPlatform) =>
  [...photos]
    .sort((a, b) => a.position - b.position)
    .slice(0, Math.min(apiPhotoLimit(platform), START_WITH))
    .map((p) => p.photo_id);

/** Chosen → left out; left out → chosen last, unless the platform's limit is reached. */
export function togglePhotoId(ids: string[], id: string, limit: number): string[] {
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  return ids.length >= limit ? ids : [...ids, id];
}

/** A chosen photo one place earlier (-1) or later (+1); the ends stay put. */
export function movePhotoId(ids: string[], id: string, by: -1 | 1): string[] {
  const at = ids.indexOf(id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}

/** The chosen ids the platform takes (a switch from LinkedIn to X keeps the first four). */
export const fitPhotoIds = (ids: string[], platform: ApiPhotoPlatform) =>
  ids.slice(0, apiPhotoLimit(platform));
