export {
  type ComplianceContext,
  checkAdvertisingRules,
  isOwnListing,
  mentionsBrokerage,
} from './advertising-rules';
export {
  ACCEPTABLE_PHRASES,
  checkCompliance,
  checkFairHousing,
  FAIR_HOUSING_PHRASES,
  isPublishable,
} from './check-compliance';
export * from './claims';
export type { FairHousingOptions } from './fair-housing/engine';
export { STATE_PROTECTIONS } from './fair-housing/jurisdictions';
export { SOURCES } from './fair-housing/sources';
export * from './public-output';
