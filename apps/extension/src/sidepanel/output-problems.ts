import { type TPublicOutputProblem, ZErrorEnvelopeSchema } from '@pp/contract';

/** What the agent fills in for one problem, and where: the web app's profile, or this panel's claim card. */
export interface ProblemStep {
  key: string;
  message: string;
  /** The web app's address of the profile field; null when it is filled in here (the listing's card). */
  href: string | null;
}

/** The gate's problems as steps; `appBase` is the web app's origin (null until it is known). */
export const problemSteps = (problems: TPublicOutputProblem[], appBase: string | null): ProblemStep[] =>
  problems.map((p) => ({
    key: `${p.code}-${p.field}`,
    message: p.message,
    href: p.fix === 'profile' && appBase ? `${appBase}/dashboard/profile#${p.field}` : null,
  }));

/** The gate's refusal (409 with `problems`) in an error answer, else null. */
export function refusalProblems(body: unknown): TPublicOutputProblem[] | null {
  const parsed = ZErrorEnvelopeSchema.safeParse(body);
  return parsed.success && parsed.data.problems?.length ? parsed.data.problems : null;
}
