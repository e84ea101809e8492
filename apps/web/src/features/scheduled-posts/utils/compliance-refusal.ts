import { ZComplianceFindingSchema } from '@pp/contract';
import { ApiError } from '../../../lib/api-client';

/**
 * What a 422 refusal of the post's wording (Fair Housing, NAR advertising rules) asks the agent to
 * change, one line per blocking finding with its suggestion; undefined for any other error.
 */
export function complianceRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const body = error.body as { findings?: unknown } | undefined;
  const parsed = ZComplianceFindingSchema.array().safeParse(body?.findings);
  if (!parsed.success) return undefined;
  const lines = parsed.data
    .filter((f) => f.severity === 'block')
    .map((f) => `${f.phrase ? `“${f.phrase}”: ` : ''}${f.reason} ${f.suggestion}`.trim());
  return lines.length > 0 ? lines.join('\n') : undefined;
}
