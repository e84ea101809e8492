import { listedFacts } from './described-facts';
import { RENOVATION_KIND } from './renovation';
import type { Claim, ClaimReader } from './types';
import { notAsserted } from './whose-fact';

/**
 * A part the post calls original that the listing says is new or redone (issue 26): "the original roof
 * still going strong" against "All brand new: roof, flooring …", "original kitchen" against "kitchen
 * remodeled in 2021". renovation.ts reads "original <part>" only as the listing's word, so a post that
 * says it is otherwise silent; where the description names that part renovated, the post contradicts
 * it (NAR Code of Ethics Art. 12: a true picture). Where the description says nothing of the part, an
 * original part is no claim to confirm: it promises nothing.
 */
export const readOriginalParts: ClaimReader = ({ tokens, text, listing }) => {
  const said = RENOVATION_KIND.read(tokens, text).filter(
    (f) => f.listedOnly && f.value === 'original' && f.key !== 'home' && !notAsserted(tokens, f.from),
  );
  if (!said.length) return [];
  const listed = listedFacts(RENOVATION_KIND, listing).filter((l) => l.value !== 'original');
  const out: Claim[] = [];
  for (const f of said) {
    const redone = listed.find((l) => l.key === f.key);
    if (!redone) continue;
    const shown = RENOVATION_KIND.show(redone);
    out.push({
      start: tokens[f.from]!.start,
      end: tokens[Math.min(f.next, tokens.length) - 1]!.end,
      field: 'description',
      feature: RENOVATION_KIND.featureOf?.(f) ?? RENOVATION_KIND.feature,
      listed: shown,
      verdict: 'block',
      reason: `The listing's description states "${shown}".`,
    });
  }
  return out;
};
