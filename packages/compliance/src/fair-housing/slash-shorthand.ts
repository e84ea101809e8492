/**
 * The listing shorthand around a slash after a lone "w": "w/" is "with", "w/o" is "without" ("couple
 * w/o kids") and "w/c" is "wheelchair" ("no w/c users"). `start`/`end` are the "w"'s span, `slash` the
 * slash's index; the answer's `end` is where the shorthand stops, or null when this is no shorthand.
 */
export const slashShorthand = (
  text: string,
  start: number,
  end: number,
  slash: number,
  isWordChar: (c: string | undefined) => boolean,
): { end: number; text: string } | null => {
  if (end - start !== 1 || (text[start] !== 'w' && text[start] !== 'W')) return null;
  const next = text[slash + 1]?.toLowerCase();
  const alone = !isWordChar(text[slash + 2]);
  if (next === 'o' && alone) return { end: slash + 2, text: 'without' };
  if (next === 'c' && alone) return { end: slash + 2, text: 'wheelchair' };
  return { end: slash + 1, text: 'with' };
};
