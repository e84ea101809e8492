export { type CheckClaimsOptions, checkClaims, claimsPublishable, readClaims } from './check-claims';
export * from './claim-overrides';
export type { Claim } from './types';
