import { asArray, dig, isObject } from '../helpers/json';
import { dedupePhotos, type PhotoCandidate, widestSource } from '../helpers/photos';

/** Keys a photo record keeps its URL under, largest size first. */
const URL_KEYS = [
  'fullScreenPhotoUrl',
  'hiDpiLargeSrc',
  'extraLarge',
  'large',
  'largeSrc',
  'standard_url',
  'url',
  'href',
  'src',
  'contentUrl',
  'nonFullScreenPhotoUrl',
  'mediumSrc',
  'thumbnail_url',
];

/**
 * The key shared by every size of one photo on the CDNs listing sites use (Zillow's `/fp/<hash>-`,
 * Redfin's file name without its `genMid.` prefix, Trulia's `picture-uh=`), else the URL itself.
 */
export const photoKey = (url: string): string =>
  /\/fp\/([0-9a-f]+)-/i.exec(url)?.[1] ??
  /picture-uh=([0-9a-f]+)/.exec(url)?.[1] ??
  (/cdn-redfin\.com/.test(url) ? (url.split('/').pop() ?? url).replace(/^gen[A-Za-z]+\./, '') : url);

const photoUrl = (item: unknown, depth = 0): PhotoCandidate | null => {
  if (typeof item === 'string')
    return /^(https?:)?\/\//i.test(item) ? { url: item, key: photoKey(item) } : null;
  if (!isObject(item) || depth > 2) return null;
  const widest = widestSource(dig(item, 'mixedSources', 'jpeg'));
  if (widest) return { url: widest.url, width: widest.width, key: photoKey(widest.url) };
  for (const key of URL_KEYS) {
    const v = item[key];
    const found = typeof v === 'string' || isObject(v) ? photoUrl(v, depth + 1) : null;
    if (found) return found;
  }
  for (const key of ['photoUrls', 'image']) if (isObject(item[key])) return photoUrl(item[key], depth + 1);
  return null;
};

/** Photo URLs of a record's photo list (strings or photo objects), one per photo, in order. */
export const recordPhotos = (value: unknown): string[] | null => {
  const list = isObject(value) ? (value.photos ?? value.images ?? value.items) : value;
  const candidates = asArray(list)
    .map((item) => photoUrl(item))
    .filter((c): c is PhotoCandidate => c !== null)
    .map((c) => (c.url.startsWith('//') ? { ...c, url: `https:${c.url}` } : c));
  const photos = dedupePhotos(candidates);
  return photos.length > 0 ? photos : null;
};
