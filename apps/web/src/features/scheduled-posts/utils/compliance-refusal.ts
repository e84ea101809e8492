import { claimLines, refusedClaims } from '@pp/compliance';
import { LISTING_MESSAGES, ZComplianceFindingSchema } from '@pp/contract';
import { ApiError } from '../../../lib/api-client';

/**
 * What a 422 refusal of the post's wording asks the agent to change: one line per blocking Fair
 * Housing or advertising finding with its suggestion, or per claim the listing contradicts with the
 * listing's value (issue 26); undefined for any other error.
 */
export function complianceRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const body = error.body as { findings?: unknown } | undefined;
  const parsed = ZComplianceFindingSchema.array().safeParse(body?.findings);
  const wording = (parsed.success ? parsed.data : [])
    .filter((f) => f.severity === 'block')
    .map((f) => `${f.phrase ? `“${f.phrase}”: ` : ''}${f.reason} ${f.suggestion}`.trim());
  const claims = refusedClaims(error.body);
  const lines = [
    ...wording,
    ...(claims.length > 0 ? [LISTING_MESSAGES.claimsRefused, ...claimLines(claims)] : []),
  ];
  return lines.length > 0 ? lines.join('\n') : undefined;
}
