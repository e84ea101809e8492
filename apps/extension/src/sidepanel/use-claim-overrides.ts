import {
  keepConfirmed,
  type NamedClaim,
  overrideClaimsFor,
  toggleConfirmed,
  unconfirmedBlocks,
} from '@pp/compliance';
import type { TClaimFinding } from '@pp/contract';
import { useState } from 'react';

export interface ClaimOverrides {
  confirmed: ReadonlySet<string>;
  toggle: (f: NamedClaim) => void;
  /** Blocks neither corrected nor confirmed: Publish and Schedule wait for them. */
  waiting: TClaimFinding[];
  /** The request's override_claims: exactly the confirmed blocks in the text now. */
  overrideClaims: NamedClaim[] | undefined;
}

/**
 * The agent's explicit "Publish anyway" per claim block (issue 26), as in the web's scheduling form
 * (the rules are @pp/compliance's). A claim edited away loses its confirmation during the render
 * that sees it gone, so a request never carries an override given to other wording.
 */
export function useClaimOverrides(findings: TClaimFinding[]): ClaimOverrides {
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(() => new Set());
  const kept = keepConfirmed(confirmed, findings);
  if (kept !== confirmed) setConfirmed(kept);
  return {
    confirmed: kept,
    toggle: (f) => setConfirmed((prev) => toggleConfirmed(prev, f)),
    waiting: unconfirmedBlocks(findings, kept),
    overrideClaims: overrideClaimsFor(findings, kept),
  };
}
