import {
  defaultReelTemplate,
  REEL_LIMITS,
  type ReelCaptionDraft,
  type ReelDuration,
  type ReelSize,
  type ReelStyle,
  type ReelTemplate,
  type ReelTrack,
  type TDrafts,
  type TListing,
} from '@pp/contract';
import { includedPhotos, type PhotoChoice } from './editor-state';

/** The Reel tab's choices: photos (order, left out, digitally altered), length, headline and music. */
export interface ReelState extends PhotoChoice {
  /** Photos the agent marks "digitally altered": the video labels them while they are on screen. */
  altered: string[];
  /** Photos shown whole over a blurred copy instead of filling the frame. */
  fit: string[];
  duration: ReelDuration;
  template: ReelTemplate;
  style: ReelStyle;
  music: boolean;
  track: ReelTrack;
  captions: boolean;
  /** Which of the agent's drafts (as edited in its tab) the captions show. */
  captionFrom: ReelCaptionDraft;
  /** Output sizes; 9:16 is always made. */
  sizes: ReelSize[];
}

/** The listing's photos in page order, the first 20 chosen; the headline follows the listing's status. */
export function initialReelState(listing: TListing): ReelState {
  return {
    photoOrder: listing.photos,
    excluded: listing.photos.slice(REEL_LIMITS.photos),
    altered: [],
    fit: [],
    duration: 30,
    template: defaultReelTemplate(listing.status),
    style: 'classic',
    music: true,
    track: 'golden_hour',
    captions: false,
    captionFrom: 'twitter',
    sizes: ['9:16'],
  };
}

const toggled = (list: string[], url: string) =>
  list.includes(url) ? list.filter((p) => p !== url) : [...list, url];

export const toggleAltered = (state: ReelState, url: string): ReelState => ({
  ...state,
  altered: toggled(state.altered, url),
});

export const toggleFit = (state: ReelState, url: string): ReelState => ({
  ...state,
  fit: toggled(state.fit ?? [], url),
});

/** The photos the reel is made of, in play order, each with its altered and fit marks. */
export const reelPhotos = (state: ReelState) =>
  includedPhotos(state, REEL_LIMITS.photos).map((url) => ({
    url,
    altered: state.altered.includes(url),
    fit: (state.fit ?? []).includes(url),
  }));

/** The post text the captions show: the chosen draft as the agent left it; none with captions off. */
export const reelCaptionText = (state: ReelState, drafts: TDrafts): string | undefined =>
  state.captions ? drafts[state.captionFrom ?? 'twitter'].text : undefined;
