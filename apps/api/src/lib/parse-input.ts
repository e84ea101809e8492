import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Validates a value the route schema could not (a body whose shape depends on who sends it),
 * answering 400 with the same envelope as schema validation: the first message, and one per field.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path.at(-1) ?? 'body')] ??= issue.message;
  throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
}
