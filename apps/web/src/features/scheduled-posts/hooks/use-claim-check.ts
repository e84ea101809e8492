import {
  checkClaims,
  keepConfirmed,
  type NamedClaim,
  overrideClaimsFor,
  toggleConfirmed,
  unconfirmedBlocks,
} from '@pp/compliance';
import type { TClaimFinding, TListing } from '@pp/contract';
import { useMemo, useState } from 'react';

export interface ClaimCheck {
  findings: TClaimFinding[];
  /** Keys (claimKey) of the blocks the agent ticked "Publish anyway" for. */
  confirmed: ReadonlySet<string>;
  toggle: (f: TClaimFinding) => void;
  /** Blocks still unconfirmed: while any is left, the form does not send. */
  waiting: TClaimFinding[];
  /** The request's override_claims: exactly the confirmed blocks in the text now. */
  overrideClaims: NamedClaim[] | undefined;
}

/**
 * The claim checker (issue 26) on the text as the agent types it. It takes a fraction of a
 * millisecond, so it runs on every change (memoised on the text and the listing) instead of waiting
 * for a pause; without the listing (still loading) there is nothing to check against.
 */
export function useClaimCheck(text: string, listing: TListing | undefined): ClaimCheck {
  const findings = useMemo(() => (listing ? checkClaims(text, listing) : []), [text, listing]);
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(() => new Set());
  // A claim edited away loses its confirmation during this render (React's derived-state pattern),
  // so no request is ever sent with an override the agent gave to other wording.
  const kept = keepConfirmed(confirmed, findings);
  if (kept !== confirmed) setConfirmed(kept);
  const toggle = (f: TClaimFinding) => setConfirmed((prev) => toggleConfirmed(prev, f));
  return {
    findings,
    confirmed: kept,
    toggle,
    waiting: unconfirmedBlocks(findings, kept),
    overrideClaims: overrideClaimsFor(findings, kept),
  };
}
