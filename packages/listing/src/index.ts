export { detectSource, isListingDetailUrl } from './detect-source';
export { extractListing, UnsupportedSourceError } from './extract-listing';
