import { questionAnswered } from './asked-for';
import { exactCount } from './exact-count';
import { endsSentence } from './grammar';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * A bare figure answering a question on one fact (issue 26), as FAQ blocks and text threads write
 * them: "Q: Year built? A: 1988.", "Bedrooms? Four.". The answer carries the question's subject, so
 * the figure is that fact of the listing (NAR Code of Ethics Art. 12: a true picture of the property).
 * Only a figure standing alone (the answer's first word, then the sentence's end or a comma) is read:
 * "A: 4 bedrooms" is read by the room reader, "A: About 1,900 sq ft" by the area reader.
 */
const BUILT = /^(built|constructed)$/;
const BEDS = /^(bed|beds|bedroom|bedrooms|br|brs|bdrm|bdrms)$/;

export const readAnsweredCounts: ClaimReader = ({ tokens, listing, year }) => {
  const out: Claim[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'num' || t.money || t.value % 1 !== 0) continue;
    const after = tokens[i + 1];
    if (after && !endsSentence(tokens, i + 1) && after.raw !== ',' && !endsSentence(tokens, i)) continue;
    const asked = questionAnswered(tokens, i);
    if (asked.length === 0) continue;
    const field =
      asked.some((w) => BUILT.test(w)) && t.value >= 1700 && t.value <= year + 3
        ? 'year_built'
        : asked.some((w) => BEDS.test(w)) && t.value <= 20
          ? 'beds'
          : null;
    if (field) out.push(claimAt(tokens, i, i + 1, exactCount(field, listing[field], t.value)));
  }
  return out;
};
