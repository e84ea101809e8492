import { readsSpanish } from './spanish';
import type { Token } from './tokenize';

/**
 * A feature word said of something other than the home (issue 26), beside feature-context.ts's
 * denials and places nearby: the town's offices "on the riverfront" (a place on the water, not a
 * waterfront lot), and Italian "camino" (a fireplace) where the post is Spanish, in which "camino" is
 * a road ("al final de un camino tranquilo"). NAR Code of Ethics Art. 12: only what the property has.
 */

/** Places of a town that stand on the water or by a garden: their frontage is theirs. */
const TOWN_PLACE =
  /^(offices|office|restaurants|restaurant|bars|bar|shops|stores|cafes|cafés|breweries|brewery|park|parks|trail|trails|path|condos|towers|hotels|hotel|development|developments|campus|stadium|arena|district|boardwalk)$/;
/** Frontage words: "riverfront", "waterfront", "lakefront", "bayfront". */
const FRONTAGE = /front$/;

/** True when the feature word from token `from` is said of a town's place, or is a Spanish road. */
export const featureOfOther = (tokens: readonly Token[], from: number, text: string): boolean => {
  const t = tokens[from]!;
  // "un camino": the lexicon reads the article with the noun.
  const noun = t.low === 'un' ? tokens[from + 1] : t;
  if (noun?.low === 'camino' && readsSpanish(text)) return true;
  // "the new offices on the riverfront": the place before "on the" stands on the water, not the home.
  if (FRONTAGE.test(t.low) && tokens[from - 1]?.low === 'the' && tokens[from - 2]?.low === 'on')
    return TOWN_PLACE.test(tokens[from - 3]?.low ?? '');
  return false;
};
