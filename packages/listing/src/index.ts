export {
  checkListingIdentity,
  type IdentityVerdict,
  listingIdFromUrl,
  readListingOnScreen,
  type ScreenListing,
} from './check-listing-identity';
export { detectSource, isListingDetailUrl } from './detect-source';
export { extractListing, UnsupportedSourceError } from './extract-listing';
