import { z } from 'zod';

/** Said of a text field holding a NUL character or half of a surrogate pair. */
export const UNSAFE_TEXT_MESSAGE = 'Contains characters that are not allowed';

/**
 * Text the database can store and every client can show: no NUL (PostgreSQL's text refuses it)
 * and no lone UTF-16 surrogate (not encodable as UTF-8; jsonb refuses it).
 */
export const isSafeText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deeper than any request the contract describes; a deeper input is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * The path of the first unsafe string (value or object key) inside a parsed request part, `[]` when
 * the part itself is one, or undefined when all text is safe. Too deep a structure counts as unsafe.
 */
export function findUnsafeText(value: unknown, depth = 0): (string | number)[] | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : [];
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= MAX_DEPTH) return [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const inner = findUnsafeText(value[i], depth + 1);
      if (inner) return [i, ...inner];
    }
    return undefined;
  }
  for (const key in value) {
    if (!isSafeText(key)) return [key];
    const inner = findUnsafeText((value as Record<string, unknown>)[key], depth + 1);
    if (inner) return [key, ...inner];
  }
  return undefined;
}

/** A string schema that refuses NUL and lone surrogates with a field message; every text field starts here. */
export const safeText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, UNSAFE_TEXT_MESSAGE);
