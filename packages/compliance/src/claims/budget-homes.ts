import type { TListing } from '@pp/contract';
import { listingStreet } from './other-address';

/**
 * The homes one budget buys (issue 26). "What $350K buys in Charlotte: → South End: a 1-bed condo with
 * $280/mo HOA … → University City: 5518 Lee Marie Ln, a 4-bed …" sets the listing beside other homes
 * at its price, one to a line, bullet, sentence or "or" clause. The part that names the listing's
 * address is the listing's; a part whose subject is an unnamed home ("a 2-bed condo", "in Lincoln Park,
 * a 4-bed single-family") is some other home the money buys, and its beds, kind, HOA and pool are that
 * home's, not the listing's (NAR Code of Ethics Art. 12: a true picture of the property advertised).
 */

/** The post's frame: "What $X buys in …", "For $X you could get …", "Qué compras con $X …". */
const FRAME =
  /\bwhat\s+(?:an?\s+)?\$?\s?[\d.,]+\s*(?:k|m|million)?\s+(?:will\s+|can\s+|could\s+)?(?:buys?|gets?)\b|\bfor\s+(?:the\s+same\s+|about\s+|around\s+)?\$\s?[\d.,]+\s*(?:k|m|million)?,?\s+you\s+(?:can|could)\s+(?:get|buy|have)\b|\bqu[ée]\s+(?:se\s+)?compras?\s+con\b|\bcon\s+\$\s?[\d.,]+\s*(?:k|m|mil|millones)?,?\s+(?:compras|te\s+alcanza|puedes\s+comprar)\b/i;
/** Where one home's part of the post ends: a line, a sentence, a semicolon, an ", or" / ", o". */
const BREAK = /\n|[.!?](?=\s)|;|,\s+(?:or|o|ou)\s/g;
/** An unnamed home as the part's subject: "a 2-bed condo", "an 1890s Victorian", "un depa". */
const UNNAMED = /(?:^|[\s:,(])(?:a|an|un|una|um|uma)\s+\S/i;

/** The part of the text around offset `at`, between two breaks. */
const partAt = (text: string, at: number): [number, number] => {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(BREAK)) {
    const end = m.index + m[0].length;
    if (end <= at) from = end;
    else if (m.index >= at) {
      to = m.index;
      break;
    }
  }
  return [from, to];
};

/** The listing's address as the post would write it: its number, then its street's first word. */
const ownAddress = (listing: TListing): RegExp | null => {
  const ours = listingStreet(listing);
  if (!ours) return null;
  const name = ours.words.find((w) => !/^(n|s|e|w|ne|nw|se|sw)$/.test(w)) ?? ours.words[0]!;
  return new RegExp(`\\b${ours.number}\\s+(?:[nsew]{1,2}\\.?\\s+)?${name.replace(/\W/g, '\\$&')}`, 'i');
};

/**
 * True when offset `at` lies in a budget post's part about an unnamed home: the post is framed by
 * what a sum buys and names the listing's address elsewhere, and this part names it nowhere.
 */
export const budgetsOtherHome = (text: string, at: number, listing: TListing): boolean => {
  if (!FRAME.test(text)) return false;
  const own = ownAddress(listing);
  if (!own?.test(text)) return false;
  const [from, to] = partAt(text, at);
  if (own.test(text.slice(from, to))) return false;
  // Up to the claim's first letter: "a 2-bed" opens with the claim itself.
  return UNNAMED.test(text.slice(from, at + 1));
};
