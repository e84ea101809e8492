// The reels feature's public surface.
export { allReelsQueryKey, useAllReels } from './api/get-all-reels';
export { NewReel } from './components/new-reel';
export { NewReelLink } from './components/new-reel-link';
export { ReelsGallery } from './components/reels-gallery';
