import { LISTING_STATUS_WORDS } from '@pp/contract';
import { ALLOWED, SAID, type Said } from './status-words';
import type { Claim, ClaimReader } from './types';

/**
 * Status said in a hashtag: "#pending", "#sold", "#UnderContract", "#JustListed", "#forsale". The
 * tokenizer skips hashtags (most are topics, "#DenverRealEstate"), so this reads them from the text:
 * a tag whose words, split at camel case or run together, are exactly one status phrase is a status
 * claim about this home. "#openhouse" and "#pricereduced" are left out: agents tag them as topics.
 */
const TAGGED = new Map<string, Said>(
  [...SAID]
    .filter(([, said]) => said !== 'open_house' && said !== 'reduced')
    .map(([phrase, said]) => [phrase.replace(/[\s-]+/g, ''), said]),
);
// "Unit #4B" and "MLS #123" are ids (as the tokenizer reads them).
const HASHTAG = /(?<![\w#])(?<!\b(?:mls|unit|apt|suite|no)\s?)#([A-Za-z][A-Za-z_]*)(?![\w])/gi;

/** "UnderContract" → "under contract"; "justsold" stays one word (TAGGED has the run-together form). */
export const splitCamel = (tag: string): string =>
  tag
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

export const readStatusHashtags: ClaimReader = ({ text, listing }) => {
  const out: Claim[] = [];
  for (const m of text.matchAll(HASHTAG)) {
    const said = TAGGED.get(splitCamel(m[1]!).replace(/\s+/g, ''));
    if (!said) continue;
    const status = listing.status;
    const listed = status ? LISTING_STATUS_WORDS[status] : null;
    const allowed = status ? ALLOWED[status].has(said) : false;
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      field: 'status',
      listed,
      verdict: status === null ? 'warn' : allowed ? 'ok' : status === 'off_market' ? 'warn' : 'block',
      reason: status === null ? 'The listing states no status: confirm it.' : `The listing is ${listed}.`,
    });
  }
  return out;
};
