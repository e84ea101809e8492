import type { TListing } from '@pp/contract';
import type { Token } from './tokenize';

/**
 * A feature's word inside a business's or person's name is no feature (issue 26): "— Lena Ortiz,
 * Granite Gate Realty" signs the post, it does not say the home has granite. A run of capitalised words
 * that ends in a brokerage's word (Realty, Realtors, Properties, Group, Homes, Team, Brokerage, Real
 * Estate, LLC, Inc.) is a name, and so is any capitalised word of the listing's own brokerage or agent.
 */
const BUSINESS =
  /^(realty|realtors?|properties|group|homes|team|brokerage|brokers|llc|inc|partners|associates|company|co|sotheby's|estate|leasing|management|specialists|experts|advisors|consultants|services|solutions|collective|agency|ventures)$/;
const CAPITALISED = /^[A-Z][A-Za-z'’]*$/;

const nameWords = (name: string | null | undefined): Set<string> =>
  new Set(
    (name ?? '')
      .toLowerCase()
      .split(/[^a-z'’]+/)
      .filter((w) => w.length > 2),
  );

/** True when tokens [from, next) are capitalised words of a business's or the listing's people's name. */
export const inBusinessName = (
  tokens: readonly Token[],
  from: number,
  next: number,
  listing: TListing,
): boolean => {
  if (!CAPITALISED.test(tokens[from]?.raw ?? '')) return false;
  // Capitalised run after the feature ends in a brokerage's word: "Granite Gate Realty", "Oak Tree Homes".
  for (let j = next; j < tokens.length && j < next + 4; j++) {
    const t = tokens[j]!;
    if (t.raw === '&') continue;
    if (!CAPITALISED.test(t.raw) && t.raw !== 'LLC') break;
    if (BUSINESS.test(t.low)) return true;
  }
  const own = nameWords(`${listing.brokerage ?? ''} ${listing.agent_name ?? ''}`);
  for (let j = from; j < next; j++) if (!own.has(tokens[j]!.low)) return false;
  return true;
};
