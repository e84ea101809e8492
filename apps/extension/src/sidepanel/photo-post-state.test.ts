import type { TMediaPhoto } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import {
  defaultPhotoIds,
  fairUseLine,
  PHOTO_POST_MAX,
  photoPostBlocker,
  photoPostRequests,
} from './photo-post-state';

const photo = (i: number): TMediaPhoto =>
  ({
    photo_id: `ph${i}`,
    listing_id: 'l1',
    width: 10,
    height: 10,
    mime: 'image/jpeg',
    url: `u${i}`,
    position: i,
  }) as TMediaPhoto;

describe('photo posts to Instagram and Facebook Pages', () => {
  it('starts from the cover and the next photos, up to 10', () => {
    const photos = Array.from({ length: 14 }, (_, i) => photo(13 - i));
    expect(PHOTO_POST_MAX).toBe(10);
    expect(defaultPhotoIds(photos)).toEqual(Array.from({ length: 10 }, (_, i) => `ph${i}`));
  });
  it('says the fair-use count, and the limit once reached', () => {
    expect(fairUseLine({ used: 3, limit: 25, next_free_at: null })).toMatch(
      /3 of 25 .* used in the last 24 hours/,
    );
    expect(fairUseLine({ used: 25, limit: 25, next_free_at: '2026-11-27T08:00:00Z' })).toMatch(
      /reached the fair-use limit of 25/,
    );
  });
  it('blocks no platform, no photo, too many photos, and a post now past the limit', () => {
    const fu = { used: 24, limit: 25, next_free_at: null };
    expect(photoPostBlocker([], ['a'], fu, true)).toMatch(/Choose/);
    expect(photoPostBlocker(['instagram'], [], fu, true)).toBe(
      'An Instagram post needs a reel or at least one photo',
    );
    expect(photoPostBlocker(['instagram'], Array(11).fill('a'), fu, true)).toBe(
      'At most 10 photos for this platform',
    );
    expect(photoPostBlocker(['instagram'], ['a'], fu, true)).toBeNull();
    expect(photoPostBlocker(['instagram', 'facebook_page'], ['a'], fu, true)).toMatch(/fair-use limit of 25/);
  });
  it('sends one post per platform with the photos and no reel', () => {
    const reqs = photoPostRequests(['instagram', 'facebook_page'], {
      listingId: 'l1',
      text: 'Open house',
      photoIds: ['ph1', 'ph2'],
      publishAt: null,
      timeZone: 'UTC',
    });
    expect(reqs.map((r) => r.platform)).toEqual(['instagram', 'facebook_page']);
    expect(reqs[0]).toEqual({
      listing_id: 'l1',
      platform: 'instagram',
      text: 'Open house',
      photo_ids: ['ph1', 'ph2'],
      time_zone: 'UTC',
    });
  });
});
