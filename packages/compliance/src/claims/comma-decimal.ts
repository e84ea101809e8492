/**
 * Posts in languages that write a decimal comma and a thousands dot or space (issue 26): German
 * ("3,5 Bäder", "1,27 Acres"), Italian ("0,64 acri", "$1.795.000"), Polish ("3,5 łazienki") and
 * Russian ("3,5 ванные"). Their numbers are read as locale-number.ts reads Spanish and Portuguese ones.
 * Decided as readsSpanish decides (spanish.ts): two marker words of the language, or, for Russian, any
 * Cyrillic word (no English post spells in Cyrillic). The notation is each language's standard: Duden
 * "Zahlen und Ziffern", Treccani "virgola", PWN "zapis liczb", ГОСТ 8.417 (decimal comma).
 */
const MARKERS = new Set([
  // German
  'mit',
  'und',
  'schlafzimmern',
  'schlafzimmer',
  'bädern',
  'bäder',
  'baujahr',
  'grundstück',
  'wohnfläche',
  'preis',
  'zimmer',
  // Italian
  'con',
  'camere',
  'bagni',
  'bagno',
  'prezzo',
  'casa',
  'lotto',
  'della',
  'costruita',
  'anno',
  // Polish
  'sypialnie',
  'sypialni',
  'łazienki',
  'łazienka',
  'działka',
  'cena',
  'budowy',
  'dom',
  'mieszkanie',
]);

export const readsCommaDecimal = (text: string): boolean => {
  if (/[\u0400-\u04ff]{3,}/.test(text)) return true;
  const seen = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-zà-ÿąćęłńóśźż]+/g) ?? []) if (MARKERS.has(w)) seen.add(w);
  return seen.size >= 2;
};
