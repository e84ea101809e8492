export { type CheckClaimsOptions, checkClaims, claimsPublishable, readClaims } from './check-claims';
export type { Claim } from './types';
