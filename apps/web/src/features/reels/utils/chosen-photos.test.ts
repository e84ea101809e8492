import { describe, expect, it } from 'vitest';
import { photoId } from '../../../testing/media-photo';
import { addPhotos, focusFromClick, movePhoto, togglePhoto, toReelPhotos } from './chosen-photos';

describe('chosen photos', () => {
  it("start marked digitally altered when the listing's page marked them so", () => {
    const marked = new Set([photoId(1)]);
    const isAltered = (id: string) => marked.has(id);
    const seeded = addPhotos([], [photoId(0), photoId(1)], isAltered);
    expect(seeded.map((p) => p.altered)).toEqual([false, true]);
    const added = togglePhoto(togglePhoto(seeded, photoId(1)), photoId(1), isAltered);
    expect(added.at(-1)).toEqual({ photo_id: photoId(1), focus: null, altered: true, fit: false });
  });

  it('adds up to 20, toggles, moves and sends only what differs from the defaults', () => {
    const ids = Array.from({ length: 25 }, (_, i) => photoId(i));
    const all = addPhotos([], ids);
    expect(all).toHaveLength(20);
    expect(togglePhoto(all, photoId(22))).toHaveLength(20);
    const three = addPhotos([], ids.slice(0, 3));
    expect(movePhoto(three, 2, 0).map((p) => p.photo_id)).toEqual([photoId(2), photoId(0), photoId(1)]);
    expect(movePhoto(three, 0, 5)).toBe(three);
    expect(focusFromClick({ left: 10, top: 20, width: 100, height: 50 }, 35, 45)).toEqual({
      x: 0.25,
      y: 0.5,
    });
    expect(focusFromClick({ left: 0, top: 0, width: 100, height: 50 }, 150, -5)).toEqual({ x: 1, y: 0 });
    const edited = [
      { photo_id: 'a', focus: { x: 0.2, y: 0.8 }, altered: true, fit: false },
      { photo_id: 'b', focus: null, altered: false, fit: false },
      { photo_id: 'c', focus: null, altered: false, fit: true },
    ];
    expect(toReelPhotos(edited)).toEqual([
      { photo_id: 'a', focus_x: 0.2, focus_y: 0.8, altered: true },
      { photo_id: 'b' },
      { photo_id: 'c', framing: 'fit' },
    ]);
  });
});
