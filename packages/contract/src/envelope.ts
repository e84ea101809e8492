import { z } from 'zod';
import { ZPublicOutputProblemSchema } from './public-output-problem';

/** Every JSON answer of the API (decisions.md, API conventions). */
export const ZErrorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** A public output refused by the gate (409): each thing to fill in, and where (issue 22). */
  problems: z.array(ZPublicOutputProblemSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof ZErrorEnvelopeSchema>;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string(), data });

export type ApiSuccess<T> = { status: 'success'; message: string; data: T };

export const ZMessageOnlySchema = successEnvelope(z.null());
