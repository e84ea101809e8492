import {
  defaultReelTemplate,
  REEL_LIMITS,
  type ReelDuration,
  type ReelTemplate,
  type TListing,
} from '@pp/contract';
import { includedPhotos, type PhotoChoice } from './editor-state';

/** The Reel tab's choices: photos (order, left out, digitally altered), length, headline and music. */
export interface ReelState extends PhotoChoice {
  /** Photos the agent marks "digitally altered": the video labels them while they are on screen. */
  altered: string[];
  duration: ReelDuration;
  template: ReelTemplate;
  music: boolean;
}

/** The listing's photos in page order, the first 20 chosen; the headline follows the listing's status. */
export function initialReelState(listing: TListing): ReelState {
  return {
    photoOrder: listing.photos,
    excluded: listing.photos.slice(REEL_LIMITS.photos),
    altered: [],
    duration: 30,
    template: defaultReelTemplate(listing.status),
    music: true,
  };
}

export function toggleAltered(state: ReelState, url: string): ReelState {
  const altered = state.altered.includes(url)
    ? state.altered.filter((p) => p !== url)
    : [...state.altered, url];
  return { ...state, altered };
}

/** The photos the reel is made of, in play order, each with its altered mark. */
export const reelPhotos = (state: ReelState) =>
  includedPhotos(state, REEL_LIMITS.photos).map((url) => ({ url, altered: state.altered.includes(url) }));
