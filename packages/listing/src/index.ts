export {
  checkListingIdentity,
  type IdentityVerdict,
  listingIdFromUrl,
  type ReadOnScreenOptions,
  readListingOnScreen,
  type ScreenListing,
} from './check-listing-identity';
export { designFingerprint, designMarkers } from './design-fingerprint';
export { detectSource, isListingDetailUrl } from './detect-source';
export {
  type ExtractionReport,
  type ExtractOptions,
  extractListing,
  extractListingWithReport,
  type ListingWithReport,
  READER_VERSION,
  UnsupportedSourceError,
  unsupportedListingSite,
} from './extract-listing';
export { type FieldCheck, fieldChecks } from './field-checks';
export { healthReport } from './health-report';
export type { FieldName, LayerName } from './layers/collector';
export type { FieldReport } from './layers/merge-layers';
export { BUILT_IN_READER_RULES, effectiveSourceRules } from './rules/built-in-rules';
