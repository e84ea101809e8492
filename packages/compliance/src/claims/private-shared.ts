import type { Feature } from './feature-lexicon';

/**
 * Private against shared (issue 26): a post's "private roof deck" where the description says "common
 * roof deck" (or "shared", "communal", "community") misstates what the buyer gets, and so does a
 * "shared patio" where it says "private patio". Roof decks, pools, yards, gardens, patios and decks.
 * A description that names both kinds supports either.
 */
const NOUN: Record<string, string> = {
  roof_deck: 'roof ?(?:top )?(?:deck|terrace)|rooftop',
  pool: 'pool',
  community_pool: 'pool',
  yard: '(?:back)?yard',
  garden: 'garden',
  patio: 'patio',
  deck: 'deck',
};
const SHARED = 'common|shared|communal|community|building|residents',
  PRIVATE = 'private|own|exclusive';
const POST_PRIVATE = /^(private|own|exclusive)$/;
const POST_SHARED = /^(common|shared|communal|community)$/;

const said = (kind: string, noun: string, description: string) =>
  new RegExp(`\\b(${kind})(?:'s)?\\s+(?:[\\w-]+\\s+){0,2}?(${noun})\\b`).exec(description)?.[0] ?? null;

/** The description's words of the other kind ("common roof deck"), when it never says the post's. */
export const privacyDenied = (f: Feature, words: readonly string[], description: string): string | null => {
  const noun = NOUN[f.name];
  if (!noun) return null;
  const mine = words.find((w) => POST_PRIVATE.test(w) || POST_SHARED.test(w));
  if (!mine) return null;
  const [own, other] = POST_PRIVATE.test(mine) ? [PRIVATE, SHARED] : [SHARED, PRIVATE];
  return said(own, noun, description) ? null : said(other, noun, description);
};
