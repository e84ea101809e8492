import type { TStyleNote } from '@pp/contract';

/**
 * The style check of the agent's voice (issue 26): listing clichés that readers skim past because every
 * post uses them. They are not wrong (the compliance checks judge that), so the editor only points them
 * out, each with why and a plainer way to say it. Pure: the AI writer attaches these notes to every
 * variant, and the same function can run on a template draft or an agent's edit.
 */
interface Cliche {
  pattern: RegExp;
  reason: string;
  alternative: string;
}

/** A phrase matched as whole words: JavaScript's \b knows only ASCII letters, and "durará" ends in á. */
const word = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'giu');

const CLICHES: readonly Cliche[] = [
  {
    pattern: word('nestled'),
    reason: 'Every listing is "nestled"; it tells the reader nothing about where the home is.',
    alternative: 'Say what is near: "two blocks from Hoffman Park".',
  },
  {
    pattern: word('boasts'),
    reason: '"Boasts" sounds like an advert and hides the fact behind it.',
    alternative: 'Use "has" and name the feature.',
  },
  {
    pattern: word('stunning'),
    reason: 'An adjective the reader cannot check; the photos already show the home.',
    alternative: 'Describe what makes it so: "south-facing windows", "new oak floors".',
  },
  {
    pattern: word('dream homes?'),
    reason: 'Whose dream? It is vague, and overused in listing copy.',
    alternative: 'Say who the home suits by its features: "room for a home office".',
  },
  {
    pattern: word(String.raw`must[\s-]sees?`),
    reason: 'An order to the reader that every post gives; it persuades nobody.',
    alternative: 'Invite instead: "Book a visit this weekend".',
  },
  {
    pattern: word("won[’']?t last"),
    reason: 'Pressure that readers distrust, and a prediction you cannot promise.',
    alternative: 'Give a real date: "Open house Saturday 1–3 pm".',
  },
  // The Spanish posts (issue 26) have their own worn phrases.
  {
    pattern: word('casa de (?:tus|sus) sueños'),
    reason: 'Vago y muy usado en anuncios; no dice nada de la casa.',
    alternative: 'Diga para quién sirve por sus características: "espacio para una oficina".',
  },
  {
    pattern: word('no durará'),
    reason: 'Una presión que el lector desconfía y una promesa que no puede cumplir.',
    alternative: 'Dé una fecha real: "Casa abierta el sábado de 1 a 3 pm".',
  },
];

/** The clichés in the text, in text order, each with the phrase as written, its index, why and an alternative. */
export const checkStyle = (text: string): TStyleNote[] =>
  CLICHES.flatMap(({ pattern, reason, alternative }) =>
    [...text.matchAll(pattern)].map((m) => ({ phrase: m[0], index: m.index, reason, alternative })),
  ).sort((a, b) => a.index - b.index);
