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
export * from './public-output';
