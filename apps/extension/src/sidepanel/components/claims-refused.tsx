import { claimLines } from '@pp/compliance';
import type { TClaimFinding } from '@pp/contract';

/**
 * The server's 422 for claims the listing contradicts (issue 26), on Publish or Schedule: its
 * message and each claim with the listing's value, so the agent knows what to correct or confirm.
 */
export function ClaimsRefused({ message, claims }: { message: string; claims: TClaimFinding[] }) {
  return (
    <div className="alert alert-error" role="alert" data-testid="claims-refused">
      <p>{message}</p>
      <ul>
        {claimLines(claims).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
