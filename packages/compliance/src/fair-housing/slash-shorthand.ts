/**
 * The listing shorthand around a slash after a lone "w": "w/" is "with", "w/o" is "without" ("couple
 * w/o kids") and "w/c" is "wheelchair" ("no w/c users"). A lone "n/a" after what a listing lists is
 * "not accepted" ("Section 8 n/a", "kids: n/a"): the HUD 1995 memo reads a statement that a group is
 * not wanted as a limitation under 42 U.S.C. §3604(c) however it is abbreviated; after anything but a
 * class word the reading changes nothing ("elevator: n/a"). `start`/`end` are the letter's span, `slash`
 * the slash's index; the answer's `end` is where the shorthand stops, or null when this is no shorthand.
 */
export const slashShorthand = (
  text: string,
  start: number,
  end: number,
  slash: number,
  isWordChar: (c: string | undefined) => boolean,
): { end: number; text: string } | null => {
  if (end - start !== 1) return null;
  const letter = text[start]?.toLowerCase();
  if (letter === 'n' && text[slash + 1]?.toLowerCase() === 'a' && !isWordChar(text[slash + 2]))
    return { end: slash + 2, text: 'not accepted' };
  if (letter !== 'w') return null;
  const next = text[slash + 1]?.toLowerCase();
  const alone = !isWordChar(text[slash + 2]);
  if (next === 'o' && alone) return { end: slash + 2, text: 'without' };
  if (next === 'c' && alone) return { end: slash + 2, text: 'wheelchair' };
  return { end: slash + 1, text: 'with' };
};
