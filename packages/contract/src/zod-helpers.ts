import { z } from 'zod';

/** A required text field: missing, non-text and blank all answer with the same spec message. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max = 200) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional().default('');

/** Applies a spec §5 check function (which returns a message or nothing) as a zod refinement. */
export const checkedText = (requiredMessage: string, check: (v: string) => string | undefined, max = 200) =>
  z
    .string({ error: requiredMessage })
    .max(max, `Must be at most ${max} characters`)
    .superRefine((v, ctx) => {
      const message = check(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
