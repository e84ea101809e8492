import { LISTING_STATUS_WORDS } from '@pp/contract';
import { endsSentence, phraseAt, wordsBefore, wordsFrom } from './grammar';
import { openHouseUse } from './open-house-event';
import { soldATotal } from './sales-volume';
import { SPANISH_NOT_SOLD_AFTER } from './spanish';
import { ALLOWED, SAID, type Said } from './status-words';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * Reads status claims (the words are status-words.ts) and keeps only those about this listing: "sold" as
 * this home's sale, not "sold on the view"; not other homes' ("homes nearby just sold") or questions.
 */
const STATUS_WORDS = LISTING_STATUS_WORDS;
// "no", "ya no" and "nunca" negate Spanish too ("ya no está en venta").
const NEGATION = new Set(['not', 'no', 'longer', "isn't", 'never', "wasn't", "won't", 'nothing', 'nunca']);
const SOLD_BEFORE = new Set([
  'just',
  'officially',
  'has',
  'have',
  'been',
  'is',
  'now',
  'was',
  'recently',
  'we',
]);
const NOT_SOLD_AFTER =
  /^(on|as|separately|out|furnished|unfurnished|with|together|in|fast|quickly|homes|properties|listings|nearby|comps|by)$/;
const NOT_PENDING_AFTER =
  /^(approval|approvals|inspection|inspections|review|permit|permits|completion|hoa|board|the|city|sale of|further|final|buyer|seller|financing|appraisal|release|offers)$/;
/** A subject that makes "sold" this home's, even before "fast": "this one sold fast", "it sold in a day". */
const THIS_HOME = /^(it|one|home|house|property|condo|townhome|townhouse|listing|unit|apartment|we|casa)$/;
/** Words before a status that make it other homes': "more coming soon", "homes nearby just sold". */
const OTHER_HOMES = new Set([
  'more',
  'others',
  'other',
  'next',
  'similar',
  'neighbor',
  'neighbors',
  'neighbours',
  'comps',
  'listings',
  'homes',
  'houses',
  'properties',
  'más',
]);
const LEASED_BEFORE = new Set(['just', 'officially', 'we', 'now', 'already', 'ya', 'fast', 'quickly', 'and']);
/** "currently rented", "fully leased": a tenant in the home, not a rental that happened. */
const NOT_LEASED_BEFORE = new Set(['currently', 'fully', 'still', 'actualmente', 'be', 'is', 'are']);
const NOT_LEASED_AFTER =
  /^(solar|panels?|equipment|land|parking|space|furniture|storage|garage|until|through|thru|month|separately|amueblad[oa]s?)$/;
const NOT_OFF_AFTER =
  /^(deal|deals|listing|listings|opportunity|sale|property|exclusive|pocket|before|soon|fast)$/;
const OFF_BEFORE = new Set(['now', 'is', 'been', 'officially', 'taken', 'pulled', 'went', 'was', "it's"]);
const WHEN =
  /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|the \d|this|it)\b/;
// "Closed sales were up 9%", "closed deals", "closed volume": a market's or an agent's closings named as a
// measure, not this home's status.
const NOT_CLOSED =
  /^(kitchen|floor|plan|door|doors|off|to|for|on|in|at|cell|system|circuit|caption|sales|deals|transactions|volume|listings|prices|units|homes|properties)$/;

const isStatusUse = (
  said: Said,
  phrase: string,
  tokens: Parameters<ClaimReader>[0]['tokens'],
  i: number,
  next: number,
) => {
  const prev = wordsBefore(tokens, i, 1)[0] ?? '';
  const after = wordsFrom(tokens, next, 1)[0] ?? '';
  const atEnd = !tokens[next] || endsSentence(tokens, next) || tokens[next]!.kind === 'sym';
  const atStart = i === 0 || endsSentence(tokens, i - 1);
  const caps = tokens[i]!.raw === tokens[i]!.raw.toUpperCase();
  const prev2 = wordsBefore(tokens, i, 3);
  // "this one sold", but not "homes like this one sold".
  const thisHome =
    THIS_HOME.test(prev) && (prev !== 'one' || (prev2.at(-2) === 'this' && prev2.at(-3) !== 'like'));
  // Spanish puts "Vendida" first in a headline ("🎉 Vendida en Miami"): only "sold as" uses are no status.
  if (said !== 'leased' && (phrase === 'vendida' || phrase === 'vendido'))
    // "vendida por US$ 735.000" is sold for a sum, "vendido por separado" sold as.
    return (
      !SPANISH_NOT_SOLD_AFTER.test(after) ||
      (after === 'por' && /^(us|r|\$)/.test(tokens[next + 1]?.low ?? ''))
    );
  // "who has sold more than $400 million", "we've sold over 300 homes": a track record, not a status.
  if (phrase === 'sold' && soldATotal(tokens, next)) return false;
  if (phrase === 'sold')
    return (
      (thisHome && !/^(as|separately|furnished|unfurnished|with|together|out|by|on)$/.test(after)) ||
      ((SOLD_BEFORE.has(prev) || atStart || caps) && !NOT_SOLD_AFTER.test(after) && prev !== 'be') ||
      // A banner names where it sold: "SOLD in Ashford Forest!" ("sold in a week" stays no status).
      (caps && after === 'in' && /^[A-Z][a-z]/.test(tokens[next + 1]?.raw ?? '') && prev !== 'be') ||
      // Or how fast, opening the post as "Pending in 6 days!" does: "SOLD in 9 days!", "Sold after one
      // weekend". Mid-sentence "condos sold in a week" stays a market's pace.
      ((caps || atStart) && /^(in|after|within)$/.test(after) && soonAfter(tokens[next + 1]) && prev !== 'be')
    );
  // Spanish opens with it ("¡Rentado en 3 días!"), as with "Vendida".
  if (said === 'leased' && /^(rentad|alquilad)/.test(phrase))
    return (
      !NOT_LEASED_BEFORE.has(prev) && !SPANISH_NOT_SOLD_AFTER.test(after) && !NOT_LEASED_AFTER.test(after)
    );
  if (said === 'leased' && tokens[i]!.low !== 'just')
    return (
      !NOT_LEASED_BEFORE.has(prev) &&
      !NOT_LEASED_AFTER.test(after) &&
      (LEASED_BEFORE.has(prev) || thisHome || atStart || caps || phrase.includes(' '))
    );
  // "before it's off the market" is a warning to hurry, not a status.
  if (said === 'off')
    return (
      !NOT_OFF_AFTER.test(after) &&
      !wordsBefore(tokens, i, 4).includes('before') &&
      (OFF_BEFORE.has(prev) || atStart || caps || phrase.includes('taken'))
    );
  // "Closed on Friday!", "closed on the 14th": a closing; "closed on weekends" is opening hours.
  const onWhat = wordsFrom(tokens, next + 1, 2);
  const closedOnDay = after === 'on' && (WHEN.test(onWhat.join(' ')) || tokens[next + 1]?.kind === 'num');
  if (said === 'open_house') return openHouseUse(phrase, tokens, i, next, prev2);
  // "just closed on their first home": other people's closing.
  if (phrase === 'just closed') return after !== 'on' || closedOnDay;
  if (phrase === 'closed')
    return (prev === 'just' || caps || atStart) && (closedOnDay || !NOT_CLOSED.test(after));
  // "12 homes sold, 4 pending": market figures, not this home's status.
  if (tokens[i - 1]?.kind === 'num' && !tokens[i - 1]!.money) return false;
  if (phrase === 'pending')
    return (
      !NOT_PENDING_AFTER.test(after) &&
      (atEnd ||
        caps ||
        ['is', 'now', 'status', 'currently', 'went', 'just', 'officially'].includes(prev) ||
        // "Pending in 6 days!", "Pending after one weekend!": opening the post with how fast, as "Sold in
        // 3 days" does.
        (atStart && /^(in|after|within)$/.test(after) && soonAfter(tokens[next + 1])))
    );
  if (phrase === 'contingent') return atEnd || caps || prev === 'is' || prev === 'now';
  if (said === 'sale' && phrase === 'on the market') return !['longest', 'homes', 'time'].includes(after);
  return true;
};

/** A span of time's opening: a count ("6 days", "one weekend") or "a"/"just"/"under" before one. */
const soonAfter = (t: Parameters<ClaimReader>[0]['tokens'][number] | undefined): boolean =>
  t !== undefined && ((t.kind === 'num' && !t.money) || /^(a|an|just|only|under|less)$/.test(t.low));

/** True when the sentence from i on ends with a question mark. */
const inQuestion = (tokens: Parameters<ClaimReader>[0]['tokens'], i: number): boolean => {
  for (let j = i; j < tokens.length; j++) if (endsSentence(tokens, j)) return tokens[j]!.raw === '?';
  return false;
};

/**
 * "Three homes like it still for sale", "listings nearby under contract": homes compared to the
 * listing or around it are the status's subject, not the listing (NAR Code of Ethics Art. 12).
 */
const homesLikeIt = (words: readonly string[]): boolean =>
  words.some((w, k) => OTHER_HOMES.has(w) && /^(like|nearby|around)$/.test(words[k + 1] ?? ''));

export const readStatus: ClaimReader = ({ tokens, listing }) => {
  const out: Claim[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const hit = phraseAt(tokens, i, SAID, 5);
    if (!hit) continue;
    const phrase = tokens
      .slice(i, hit.next)
      .filter((t) => t.kind !== 'sym')
      .map((t) => t.low)
      .join(' ');
    const said = hit.value;
    const before = wordsBefore(tokens, i, 2);
    // "Sold on the location?", "Rented a truck yet?": a question states no status.
    // An open house is this home's even after "next" or "more" ("Next open house: Sunday").
    // "Rented at $6,000/month" in a building's description: a unit's tenancy, not the building's status.
    const unitLet = said === 'leased' && listing.property_type === 'multi_family';
    const otherHomes =
      unitLet ||
      (said !== 'open_house' &&
        wordsBefore(tokens, i, said === 'soon' ? 6 : 2).some((w) => OTHER_HOMES.has(w))) ||
      inQuestion(tokens, hit.next) ||
      homesLikeIt(wordsBefore(tokens, i, 6));
    if (
      otherHomes ||
      before.some((w) => NEGATION.has(w)) ||
      !isStatusUse(said, phrase, tokens, i, hit.next)
    ) {
      i = hit.next - 1;
      continue;
    }
    const status = listing.status;
    let verdict: Claim['verdict'] = 'ok';
    let field: Claim['field'] = 'status';
    let listed: string | null = status ? STATUS_WORDS[status] : null;
    let reason = '';
    if (said === 'open_house') {
      field = 'open_houses';
      listed = listing.open_houses[0]?.start ?? null;
      if (status && !ALLOWED[status].has('open_house')) {
        verdict = 'block';
        reason = `The listing is ${STATUS_WORDS[status]}: no open house.`;
      } else if (listing.open_houses.length === 0) {
        verdict = 'warn';
        reason = 'The listing shows no open house: confirm the date.';
      }
    } else if (status === null) {
      verdict = 'warn';
      reason = 'The listing states no status: confirm it.';
    } else if (!ALLOWED[status].has(said)) {
      // A stored off-market status may be out of date: the agent confirms rather than is refused.
      verdict = status === 'off_market' ? 'warn' : 'block';
      reason = `The listing is ${STATUS_WORDS[status]}.`;
    }
    out.push(
      claimAt(tokens, i, hit.next, { field, listed, verdict, reason: reason || `The listing is ${listed}.` }),
    );
    i = hit.next - 1;
  }
  return out;
};
