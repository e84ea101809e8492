import type { TListing } from '@pp/contract';
import type { Feature } from './feature-lexicon';
import type { Token } from './tokenize';

/**
 * A feature's kind, against the description's: a post's "detached garage" where the description
 * says "attached two car garage" is a contradiction, not a garage supported. Opposite kinds only;
 * a kind the description does not name is left to the feature's own support.
 */
const OPPOSITE_KINDS: Record<string, Record<string, string>> = {
  garage: { attached: 'detached', detached: 'attached' },
};

/** The description's words of the opposite kind ("attached two car garage"), when it never says the post's kind. */
export const kindDenied = (f: Feature, words: readonly string[], description: string): string | null => {
  const kinds = OPPOSITE_KINDS[f.name];
  if (!kinds) return null;
  const noun = f.name.replace(/_/g, ' ');
  for (const w of words) {
    const other = kinds[w];
    if (!other) continue;
    // The kind a few words before the noun: "attached two car garage", "detached 2-car garage".
    const near = (kind: string) => new RegExp(`\\b${kind}\\b[\\w +-]{0,24}?\\b${noun}`).exec(description);
    const denied = near(other);
    if (denied && !near(w)) return denied[0];
  }
  return null;
};

/** A kind's Romance adjectives, as the English word the description's kind is written in. */
const ROMANCE_KINDS: Record<string, string> = {
  adjunto: 'attached',
  adjunta: 'attached',
  anexo: 'attached',
  anexa: 'attached',
  integrado: 'attached',
  integrada: 'attached',
  attenant: 'attached',
  attaché: 'attached',
  independiente: 'detached',
  separado: 'detached',
  separada: 'detached',
  independente: 'detached',
  indépendant: 'detached',
  détaché: 'detached',
};

/**
 * The kind said after the feature, as its predicate: "the garage is attached", "garage: detached".
 * Returns the kind's word (for kindDenied and the feature's judge), or nothing.
 */
export const kindAfter = (f: Feature, tokens: readonly Token[], next: number): string[] => {
  const kinds = OPPOSITE_KINDS[f.name];
  if (!kinds) return [];
  // Spanish, Portuguese and French put the kind right after the noun: "garaje adjunto", "garagem anexa".
  const romance = ROMANCE_KINDS[tokens[next]?.low ?? ''];
  if (romance && kinds[romance]) return [romance];
  let k = next;
  if (/^(is|was|are|:|-|–)$/.test(tokens[k]?.low ?? '')) k++;
  else return [];
  if (/^(fully|also)$/.test(tokens[k]?.low ?? '')) k++;
  const w = tokens[k]?.low ?? '';
  return kinds[w] ? [w] : [];
};

/** Property types whose pool is the home's own: a "resort-style pool" at a house is its private pool. */
const OWN_LOT = new Set(['single_family']);

/**
 * "Resort-style pool" names a community's pool at a condo or townhome but the home's own at a house
 * on its lot: the listing's property type decides which feature the post claims.
 */
export const poolOf = (f: Feature, phrase: string, listing: TListing, pool: Feature | undefined): Feature =>
  f.name === 'community_pool' &&
  /^resort/.test(phrase) &&
  pool &&
  listing.property_type !== null &&
  OWN_LOT.has(listing.property_type)
    ? pool
    : f;

/** A terrace in English, Spanish, Portuguese or French: any open platform of the home, not only a balcony. */
const TERRACE = /^(terrace|terraces|terraza|terrazas|terraço|terraços|terrasse|terrasses)$/;
const PRIVATE = /^(private|privada|privado|privativo|privativa|privée|privative)$/;
/**
 * What a listing calls such a platform: a roof deck, a deck, an azotea, a balcony. Not a patio: a
 * ground-level patio is no "terraza (balcony)" (CLAIM_CORPUS).
 */
const PLATFORM = /roof ?(top)? ?(deck|terrace)|rooftop|\bdecks?\b|azotea|terra(ce|za|ço|sse)|balc/;

/**
 * "Vistas al mar desde la terraza", "terraza común en la azotea": a terrace is supported by the roof
 * deck or deck the description names (RAE "terraza": "espacio abierto de una casa", any open
 * platform), not only by a balcony; a private terrace is still the home's own balcony-like space.
 */
export const terraceOf = (f: Feature, phrase: string): Feature => {
  const words = phrase.split(' ');
  return f.name === 'balcony' && words.some((w) => TERRACE.test(w)) && !words.some((w) => PRIVATE.test(w))
    ? { ...f, support: new RegExp(`${f.support.source}|${PLATFORM.source}`) }
    : f;
};
