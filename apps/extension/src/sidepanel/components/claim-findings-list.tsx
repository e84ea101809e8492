import { claimKey, listingSays, type NamedClaim } from '@pp/compliance';
import { LISTING_MESSAGES } from '@pp/contract';
import { AlertIcon } from '../../ui/icons';
import type { PlacedClaim } from '../claim-findings';

/**
 * The claim checker's findings beside the text (issue 26): the claim as written, the listing's
 * value, and why; "Show in text" selects the claim in its box. A block is published only once the
 * agent ticks its "Publish anyway" (sent as override_claims, recorded in the listing's audit trail).
 */
export function ClaimFindingsList({
  claims,
  confirmed,
  onToggle,
  onShow,
}: {
  claims: PlacedClaim[];
  confirmed: ReadonlySet<string>;
  onToggle: (c: NamedClaim) => void;
  onShow: (c: PlacedClaim) => void;
}) {
  if (claims.length === 0) return null;
  return (
    <ul className="findings" aria-label="Facts">
      {claims.map((c) => (
        <li
          key={`${c.target}-${c.finding.index}-${c.finding.field}`}
          className={`finding ${c.finding.severity}`}
        >
          <div className="finding-head">
            <AlertIcon />
            <strong>{c.finding.severity === 'block' ? 'Listing says otherwise' : 'Confirm'}</strong>
            <span className="finding-cat">{c.finding.feature ?? c.finding.field}</span>
          </div>
          <q className="finding-phrase">{c.finding.claim}</q>
          <p>
            <b>Listing says:</b> {listingSays(c.finding)}
          </p>
          <p>{c.finding.reason}</p>
          {c.finding.severity === 'block' && (
            <label className="check">
              <input
                type="checkbox"
                checked={confirmed.has(claimKey(c.finding))}
                onChange={() => onToggle(c.finding)}
              />
              {LISTING_MESSAGES.claimOverride}
            </label>
          )}
          <div className="finding-actions">
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onShow(c)}>
              Show in text
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
