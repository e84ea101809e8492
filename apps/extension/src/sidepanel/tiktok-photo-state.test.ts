import {
  POST_CREDIT_MESSAGES,
  SOCIAL_MESSAGES,
  TIKTOK_DISCLOSURE,
  TIKTOK_MESSAGES,
  type TMediaPhoto,
} from '@pp/contract';
import { tiktokCreatorInfo } from '@pp/contract/testing/tiktok-creator-info';
import { describe, expect, it } from 'vitest';
import type { ReelPublishChoice } from './reel-publish-state';
import { defaultTikTokPhotoIds, tiktokPhotoBlocker, tiktokPhotoRequest } from './tiktok-photo-state';

const photo = (i: number, mime = 'image/jpeg') => ({ photo_id: `ph${i}`, position: i, mime }) as TMediaPhoto;
const info = tiktokCreatorInfo({ photo_posts: true });
const choice: ReelPublishChoice = {
  platforms: ['tiktok'],
  caption: '',
  tiktokPrivacy: 'PUBLIC_TO_EVERYONE',
  youtubeTitle: '',
  youtubePrivacy: 'public',
  pageId: '',
  linkInReply: false,
  tiktokAllow: { comment: false, duet: true, stitch: true },
  tiktokDisclosure: { disclose: false, yourBrand: false, branded: false },
};
const photos = [photo(0), photo(1, 'image/png'), photo(2, 'image/webp')];
const ready = {
  info,
  choice,
  photos,
  photoIds: ['ph0', 'ph2'],
  text: 'Open house',
  fairUse: null,
  now: true,
};

describe('TikTok photo post from a draft tab', () => {
  it('starts with the photos TikTok takes, in the listing order', () => {
    expect(defaultTikTokPhotoIds([photo(3), ...photos])).toEqual(['ph0', 'ph2', 'ph3']);
  });

  it('says what stops it, in order: server, photos, format, text, privacy, disclosure, fair use', () => {
    expect(tiktokPhotoBlocker(ready)).toBeNull();
    expect(tiktokPhotoBlocker({ ...ready, info: { ...info, photo_posts: false } })).toBe(
      TIKTOK_MESSAGES.photosNotConfigured,
    );
    expect(tiktokPhotoBlocker({ ...ready, info: null })).toBe('Reading your TikTok account…');
    expect(tiktokPhotoBlocker({ ...ready, photoIds: [] })).toBe(TIKTOK_MESSAGES.needsMedia);
    const many = Array.from({ length: 36 }, (_, i) => photo(i));
    expect(tiktokPhotoBlocker({ ...ready, photos: many, photoIds: many.map((p) => p.photo_id) })).toBe(
      SOCIAL_MESSAGES.tooManyPhotos(35),
    );
    expect(tiktokPhotoBlocker({ ...ready, photoIds: ['ph0', 'ph1'] })).toBe(TIKTOK_MESSAGES.photoFormat([2]));
    expect(tiktokPhotoBlocker({ ...ready, text: ' ' })).toBe(SOCIAL_MESSAGES.emptyText);
    expect(tiktokPhotoBlocker({ ...ready, text: 'a'.repeat(4000) })).toBeNull();
    expect(tiktokPhotoBlocker({ ...ready, text: 'a'.repeat(4001) })).toBe(SOCIAL_MESSAGES.textTooLong);
    expect(tiktokPhotoBlocker({ ...ready, choice: { ...choice, tiktokPrivacy: '' } })).toBe(
      TIKTOK_MESSAGES.needsPhotoPrivacy,
    );
    const disclose = { disclose: true, yourBrand: false, branded: false };
    expect(tiktokPhotoBlocker({ ...ready, choice: { ...choice, tiktokDisclosure: disclose } })).toBe(
      TIKTOK_DISCLOSURE.chooseOne,
    );
    // Branded content cannot be private (content sharing guidelines).
    const paidPrivate = {
      ...choice,
      tiktokPrivacy: 'SELF_ONLY' as const,
      tiktokDisclosure: { disclose: true, yourBrand: false, branded: true },
    };
    expect(tiktokPhotoBlocker({ ...ready, choice: paidPrivate })).toBe(TIKTOK_DISCLOSURE.brandedNotPrivate);
    const reached = { used: 25, limit: 25, next_free_at: null };
    expect(tiktokPhotoBlocker({ ...ready, fairUse: reached })).toBe(POST_CREDIT_MESSAGES.fairUseReached(25));
    expect(tiktokPhotoBlocker({ ...ready, fairUse: { ...reached, used: 24 } })).toBeNull();
  });

  it('sends the photos in order, no reel, comments as chosen, Duet and Stitch off, and the disclosure', () => {
    const branded = { ...choice, tiktokDisclosure: { disclose: true, yourBrand: true, branded: true } };
    const ctx = { listingId: 'l1', text: 'Open house', photoIds: ['ph2', 'ph0'], timeZone: 'UTC', info };
    expect(tiktokPhotoRequest(branded, { ...ctx, publishAt: '2026-12-01T10:00:00.000Z' })).toEqual({
      listing_id: 'l1',
      platform: 'tiktok',
      text: 'Open house',
      photo_ids: ['ph2', 'ph0'],
      time_zone: 'UTC',
      publish_at: '2026-12-01T10:00:00.000Z',
      tiktok: {
        privacy_level: 'PUBLIC_TO_EVERYONE',
        disable_comment: true,
        disable_duet: true,
        disable_stitch: true,
        brand_organic_toggle: true,
        brand_content_toggle: true,
      },
    });
    const comments = { ...choice, tiktokAllow: { comment: true, duet: false, stitch: false } };
    expect(tiktokPhotoRequest(comments, { ...ctx, publishAt: null }).tiktok?.disable_comment).toBe(false);
    // Turned off in the account's TikTok settings: sent off whatever the switch says.
    const off = { ...ctx, publishAt: null, info: { ...info, comment_disabled: true } };
    expect(tiktokPhotoRequest(comments, off).tiktok?.disable_comment).toBe(true);
    expect(() => tiktokPhotoRequest({ ...choice, tiktokPrivacy: '' }, { ...ctx, publishAt: null })).toThrow();
  });
});
