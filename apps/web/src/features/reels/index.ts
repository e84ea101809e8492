// The reels feature's public surface.
export { allReelsQueryKey, useAllReels } from './api/get-all-reels';
export { ReelsGallery } from './components/reels-gallery';
