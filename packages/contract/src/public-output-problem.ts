import { z } from 'zod';

/**
 * One thing a public output still lacks (issue 22). It mirrors `PublicOutputProblem` of
 * @pp/compliance, which does the checking; the contract only carries it in answers: the field to
 * fill, where it lives (the agent's profile or the listing) and the rule's source.
 */
export const PUBLIC_OUTPUT_PROBLEM_CODES = [
  'brokerage_missing',
  'license_missing',
  'permission_missing',
  'side_missing',
  'original_missing',
] as const;

export const ZPublicOutputProblemSchema = z.object({
  code: z.enum(PUBLIC_OUTPUT_PROBLEM_CODES),
  message: z.string(),
  field: z.string(),
  fix: z.enum(['profile', 'listing']),
  source: z.string(),
});
export type TPublicOutputProblem = z.infer<typeof ZPublicOutputProblemSchema>;
