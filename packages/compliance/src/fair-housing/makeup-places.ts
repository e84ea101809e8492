/**
 * "Mostly white street", "a predominantly Black block": a degree word of a make-up before a class word
 * makes the street, block or town after it a description of its residents by race, color, religion or
 * national origin (24 CFR §109.20(a); HUD 1995 memo: residents described in racial terms). Alone, these
 * places name a thing ("Christian Street", "white block walls", "Chinatown"), so nouns.ts lists them as
 * facilities; only the degree word before turns them into people.
 */
export const MAKEUP_DEGREE = new Set(
  'mostly predominantly predominately mainly largely primarily overwhelmingly heavily solidly'.split(' '),
);
export const MAKEUP_PLACES = new Set(
  'street streets block blocks road avenue town city school schools subdivision suburb'.split(' '),
);
/** Materials and events after "block"/"street" that keep it a thing ("white block walls"). */
const THING = new Set('wall walls paint foundation siding glass construction party parties'.split(' '));

/** Whether the place word at `at` follows a degree word and class word (`at - 2`, `at - 1`). */
export const makeupPlace = (norms: (i: number) => string | undefined, classFrom: number, at: number) =>
  MAKEUP_DEGREE.has(norms(classFrom - 1) ?? '') &&
  MAKEUP_PLACES.has(norms(at) ?? '') &&
  !THING.has(norms(at + 1) ?? '');
