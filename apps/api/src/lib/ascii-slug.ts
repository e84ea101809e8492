/**
 * Words as a safe ASCII slug ("1220 Garcia St NE" → "1220-garcia-st-ne"): accents dropped, anything
 * else but letters and digits one hyphen, at most `max` characters, never ending in a hyphen. Fit for
 * a link and for a file name in a Content-Disposition header (no quotes, slashes or non-ASCII).
 */
export function asciiSlug(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
