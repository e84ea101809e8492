import type { TMediaPhoto } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { fitPhotoIds, movePhotoId, startingPhotoIds, togglePhotoId } from './api-post-photos';

const photo = (i: number): TMediaPhoto =>
  ({ photo_id: `ph${i}`, listing_id: 'l1', url: `u${i}`, position: i }) as TMediaPhoto;

describe('photos of an X or LinkedIn post', () => {
  it('start with the cover and the next three, in the listing order', () => {
    const photos = [photo(5), photo(0), photo(3), photo(1), photo(2), photo(4)];
    expect(startingPhotoIds(photos, 'twitter')).toEqual(['ph0', 'ph1', 'ph2', 'ph3']);
    expect(startingPhotoIds(photos, 'linkedin')).toEqual(['ph0', 'ph1', 'ph2', 'ph3']);
    expect(startingPhotoIds([photo(0)], 'twitter')).toEqual(['ph0']);
  });
  it('are chosen in the order clicked, held to the limit', () => {
    let ids: string[] = [];
    for (const id of ['ph3', 'ph1', 'ph0', 'ph2', 'ph4']) ids = togglePhotoId(ids, id, 4);
    expect(ids).toEqual(['ph3', 'ph1', 'ph0', 'ph2']);
    expect(togglePhotoId(ids, 'ph1', 4)).toEqual(['ph3', 'ph0', 'ph2']);
  });
  it('move one place at a time, the ends staying put', () => {
    expect(movePhotoId(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(movePhotoId(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(movePhotoId(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(movePhotoId(['a', 'b', 'c'], 'x', 1)).toEqual(['a', 'b', 'c']);
  });
  it('keep the first four when the post goes to X', () => {
    expect(fitPhotoIds(['a', 'b', 'c', 'd', 'e', 'f'], 'twitter')).toEqual(['a', 'b', 'c', 'd']);
    expect(fitPhotoIds(['a', 'b', 'c', 'd', 'e', 'f'], 'linkedin')).toHaveLength(6);
  });
});
