import { safeText } from './safe-text';

/** A required text field: missing, non-text and blank all answer with the same spec message. */
export const requiredText = (message: string, max = 200) =>
  safeText({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max = 200) =>
  safeText().trim().max(max, `Must be at most ${max} characters`).optional().default('');

/** Applies a PRODUCT.md §5 check function (which returns a message or nothing) as a zod refinement. */
export const checkedText = (requiredMessage: string, check: (v: string) => string | undefined, max = 200) =>
  safeText({ error: requiredMessage })
    .max(max, `Must be at most ${max} characters`)
    .superRefine((v, ctx) => {
      const message = check(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
