import { claimLines } from '@pp/compliance';
import type { TClaimFinding, TComplianceFinding } from '@pp/contract';

/**
 * The server's 422 for a post's wording, on Publish or Schedule: its message, each blocking Fair
 * Housing or advertising finding with what to write instead (issue 27), and each claim the listing
 * contradicts with the listing's value (issue 26), so the agent knows what to correct or confirm.
 */
export function ClaimsRefused({
  message,
  claims,
  findings = [],
}: {
  message: string;
  claims: TClaimFinding[];
  findings?: TComplianceFinding[];
}) {
  return (
    <div className="alert alert-error" role="alert" data-testid="claims-refused">
      <p>{message}</p>
      <ul>
        {findings.map((f) => (
          <li key={`${f.index}-${f.phrase}`}>
            {f.phrase ? `“${f.phrase}”: ` : ''}
            {f.reason} {f.suggestion}
          </li>
        ))}
        {claimLines(claims).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
