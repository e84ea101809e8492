import type { Claim, ClaimReader } from './types';

/**
 * The unit number of a home in a building: "Unit 4B", "Apt 3", "Unit #211", "Suite 5", and "#11" right
 * after the listing's street name ("910 Larkspur #4"), against the unit the listing's street line ends
 * with ("165 Okeefe St APT 11", "203 W 81st Street #4E"). Read from the text because the tokenizer
 * skips "#5E" as a hashtag. A lower-case "unit" counts only with "#" ("each unit 900 sq ft" is no
 * unit number), and a number with a measure after it is none ("Unit 2 bed").
 */
const LISTED_UNIT =
  /(?:#|\b(?:apt|apartment|unit|suite|ste)\.?\s*#?)\s*([A-Za-z]?\d+[A-Za-z]?(?:-\d+)?)\s*$/i;
/**
 * The unit words of Spanish, French and Portuguese posts too: "unidad #211", "depto. 4", "appartement
 * 12", "apto 3"; with their measures after a count ("apartamento 2 recámaras", "appartement 3 pièces").
 */
const UNIT_WORD =
  'Unit|UNIT|Apt|APT|apt|Apartment|apartment|Suite|SUITE|Ste|[Uu]nidad|UNIDAD|[Dd]epto|[Dd]pto|[Aa]partamento|[Aa]ppartement|APPARTEMENT|[Aa]ppt|[Aa]pto';
const NOT_A_UNIT =
  'bed|br|ba|bath|sq|sf|square|car|story|stories|floor|units?|homes?|%|\\/|-\\s*(?:bed|unit|car)|rec[aá]maras?|habitaci|dormitorios?|cuartos?|ba[ñn]os?|chambres?|pi[eè]ces?|quartos?|m²|m2|metros|niveles|plantas?|[ée]tages?|ans|años|a[ñn]os';
const SAID_UNIT = new RegExp(
  `(?:\\b(?:${UNIT_WORD})\\.?\\s*#?\\s*|\\bunit\\s*#\\s*)([A-Za-z]?\\d+[A-Za-z]?)\\b(?!\\s*(?:${NOT_A_UNIT}))`,
  'g',
);
const canon = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const streetNameOf = (street: string) =>
  /^\d+[A-Za-z]?\s+(?:[NSEW]{1,2}\.?\s+)?([A-Za-z0-9]+)/i.exec(street)?.[1];

export const readUnitNumbers: ClaimReader = ({ text, listing }) => {
  const street = listing.address.street ?? '';
  const listed = LISTED_UNIT.exec(street)?.[1];
  if (!listed) return [];
  const name = streetNameOf(street);
  const said: { start: number; end: number; unit: string }[] = [];
  for (const m of text.matchAll(SAID_UNIT))
    said.push({ start: m.index, end: m.index + m[0].length, unit: m[1]! });
  // "910 Larkspur #4", "203 W 81st St #5E": a bare "#" only right after the listing's street.
  if (name) {
    const bare = new RegExp(
      // The rest of the street's name and its suffix may come between: "Dean Keeton St #112".
      `\\b${name}\\b(?:\\s+[A-Za-z]{2,12}\\.?){0,2},?\\s*#\\s?([A-Za-z]?\\d{1,4}[A-Za-z]?)\\b`,
      'gi',
    );
    for (const m of text.matchAll(bare)) {
      const at = m.index + m[0].lastIndexOf('#');
      said.push({ start: at, end: m.index + m[0].length, unit: m[1]! });
    }
  }
  return said.map(
    (s): Claim => ({
      start: s.start,
      end: s.end,
      field: 'address.street',
      listed: street,
      verdict: canon(s.unit) === canon(listed) ? 'ok' : 'block',
      reason: `The listing's address is ${street}.`,
    }),
  );
};
