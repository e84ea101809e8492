import type { TDrafts, TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { movePhoto, togglePhoto } from './editor-state';
import { initialReelState, reelCaptionText, reelPhotos, toggleAltered, toggleFit } from './reel-state';

const photos = Array.from({ length: 24 }, (_, i) => `https://photos.zillowstatic.com/p${i}.jpg`);
const listing = (status: TListing['status']) => ({ status, photos }) as TListing;

describe('the Reel tab state', () => {
  it('captions show the chosen draft as edited, the X post by default, nothing when off', () => {
    const drafts = { twitter: { text: 'Just listed!' }, linkedin: { text: 'A longer post.' } } as TDrafts;
    const state = initialReelState(listing('for_sale'));
    expect(reelCaptionText(state, drafts)).toBeUndefined();
    expect(reelCaptionText({ ...state, captions: true }, drafts)).toBe('Just listed!');
    expect(reelCaptionText({ ...state, captions: true, captionFrom: 'linkedin' }, drafts)).toBe(
      'A longer post.',
    );
  });

  it('takes its headline from the listing status', () => {
    expect(initialReelState(listing('sold')).template).toBe('just_sold');
    expect(initialReelState(listing('for_sale')).template).toBe('just_listed');
    expect(initialReelState(listing(null)).template).toBe('just_listed');
  });

  it('chooses the first 20 photos in page order, 30 s with music', () => {
    const state = initialReelState(listing('for_sale'));
    expect(reelPhotos(state).map((p) => p.url)).toEqual(photos.slice(0, 20));
    expect(state.duration).toBe(30);
    expect(state.music).toBe(true);
    // Issue 24: the 9:16 master alone and no captions until the agent ticks them.
    expect(state.sizes).toEqual(['9:16']);
    expect(state.captions).toBe(false);
  });

  it('keeps the agent’s order, leaves out excluded photos and never sends more than 20', () => {
    let state = initialReelState(listing('for_sale'));
    state = movePhoto(state, photos[3]!, -1);
    state = togglePhoto(state, photos[0]!);
    const urls = reelPhotos(state).map((p) => p.url);
    expect(urls.slice(0, 3)).toEqual([photos[1], photos[3], photos[2]]);
    expect(urls).not.toContain(photos[0]);
    // 19 left; adding two more still sends only 20.
    expect(urls).toHaveLength(19);
    state = togglePhoto(state, photos[22]!);
    state = togglePhoto(state, photos[0]!);
    expect(reelPhotos(state)).toHaveLength(20);
  });

  it('marks and unmarks a photo as digitally altered', () => {
    let state = toggleAltered(initialReelState(listing('for_sale')), photos[2]!);
    expect(
      reelPhotos(state)
        .filter((p) => p.altered)
        .map((p) => p.url),
    ).toEqual([photos[2]]);
    state = toggleAltered(state, photos[2]!);
    expect(reelPhotos(state).some((p) => p.altered)).toBe(false);
  });

  it('starts classic with the first track, every photo filling the frame; Whole marks one photo fit', () => {
    const start = initialReelState(listing('for_sale'));
    expect([start.style, start.track]).toEqual(['classic', 'golden_hour']);
    expect(reelPhotos(start).some((p) => p.fit)).toBe(false);
    const state = toggleFit(start, photos[1]!);
    expect(
      reelPhotos(state)
        .filter((p) => p.fit)
        .map((p) => p.url),
    ).toEqual([photos[1]]);
    expect(reelPhotos(toggleFit(state, photos[1]!)).some((p) => p.fit)).toBe(false);
  });
});
