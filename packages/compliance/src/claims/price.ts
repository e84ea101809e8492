import {
  agrees,
  boundBefore,
  endsSentence,
  formatNumber,
  phraseAt,
  plusAfter,
  wordsBefore,
  wordsFrom,
} from './grammar';
import { isMoneyAt, RANGE_JOIN } from './money';
import {
  APPRAISED,
  DOWN_PAYMENT_RESULT,
  LOAN_SCENARIO,
  MARKET_FIGURE,
  OTHER_MONEY_AFTER,
  OTHER_MONEY_BEFORE,
  PAID_BEFORE,
  SPENT,
} from './other-money';
import { priceBandAt } from './price-decade';
import { perArea, pricePerArea } from './price-per-area';
import { priceRangeAt } from './price-range';
import { salesVolumeAt } from './sales-volume';
import { SPANISH_PERIODS } from './spanish';
import { sumOfOtherNoun } from './sum-subject';
import { type Claim, type ClaimReader, claimAt, type ReadContext } from './types';

/**
 * Prices in any notation: "$1.25M", "$1,250,000", "1.2 million", "$850K", "$2,400/mo". The price of
 * the home (or the rent, for a rental) is compared as marketing rounds it; other money (fees, taxes,
 * credits, the reduction, the price it was, a payment estimate) is not the listing's price.
 */

type Period = 'month' | 'year' | 'other';
const PERIODS = new Map<string, Period>([
  ['mo', 'month'],
  ['month', 'month'],
  ['per month', 'month'],
  ['a month', 'month'],
  ['monthly', 'month'],
  ['per mo', 'month'],
  ['mth', 'month'],
  ['pm', 'month'],
  ['a mo', 'month'],
  ['yr', 'year'],
  ['year', 'year'],
  ['per year', 'year'],
  ['a year', 'year'],
  ['annually', 'year'],
  ['per annum', 'year'],
  ['annual', 'year'],
  ['sq ft', 'other'],
  ['sqft', 'other'],
  ['sf', 'other'],
  ['psf', 'other'],
  ['per sq ft', 'other'],
  ['per square foot', 'other'],
  ['a square foot', 'other'],
  ['a sq ft', 'other'],
  // "$1,450 a foot": the trade's short "per square foot", left unread (a rate of some home or other).
  ['a foot', 'other'],
  ['per sqft', 'other'],
  ['night', 'other'],
  ['per night', 'other'],
  ['week', 'other'],
  ['per week', 'other'],
  ['a week', 'other'],
  ['wk', 'other'],
  ['day', 'other'],
  ...SPANISH_PERIODS,
]);

/** A sentence about a price change: "from $X" and "was $X" there are the old price. */
const CHANGE = /\b(reduc|drop|cut|lower|improv|slash|chang|adjust|new price|now|ahora|rebaj|nuevo precio)/;

const lookup = (words: readonly string[], set: ReadonlySet<string>) => words.some((w) => set.has(w));

/** The rest of the sentence from the token after i. */
const sentenceRest = (ctx: ReadContext, i: number) => {
  let b = i;
  while (b < ctx.tokens.length - 1 && !endsSentence(ctx.tokens, b)) b++;
  return ctx.tokens
    .slice(i + 1, b + 1)
    .map((t) => t.low)
    .join(' ');
};

const sentenceText = (ctx: ReadContext, i: number) => {
  let a = i;
  while (a > 0 && !endsSentence(ctx.tokens, a - 1)) a--;
  return ctx.tokens
    .slice(a, i)
    .map((t) => t.low)
    .join(' ');
};

/** The sentence's words since its last comma: "…, and this month it closed at" stands alone. */
const lastClause = (words: string) => words.split(/ [,;] /).at(-1) ?? words;

/** A year before this one in the words: the year of a past sale. */
const pastYear = (words: string, year: number) =>
  [...words.matchAll(/\b(19\d\d|20\d\d)\b/g)].some((m) => Number(m[1]) < year);

/**
 * A sum far below the listed one ("$261 a space", "washer & dryer ($3K value)") is some other cost,
 * not a misstated price: under 2% of a sale price, under 20% of a rent.
 */
const farBelow = (listing: ReadContext['listing'], value: number) =>
  listing.price !== null && value < listing.price * (listing.status === 'for_rent' ? 0.2 : 0.02);

const readPrice = (ctx: ReadContext, i: number): Claim | null => {
  const { tokens, listing } = ctx;
  const t = tokens[i]!;
  const after = wordsFrom(tokens, i + 1, 3);
  // A dash joined to a sum before it is a range's second half; a spaced dash after words is a title's
  // punctuation ("Townhouse for sale – $775,000").
  const dash = tokens[i - 1];
  const titleDash = dash?.start !== undefined && dash.end < t.start && tokens[i - 2]?.kind === 'word';
  if (
    !isMoneyAt(tokens, i, after) ||
    t.value < 100 ||
    ((dash?.raw === '-' || dash?.raw === '–' || dash?.raw === '—') && !titleDash) ||
    // "Adjusted +$14,000", "−$9K for the roof": a signed sum is a difference, never a price.
    ((dash?.raw === '+' || dash?.raw === '−') && dash.end === t.start)
  )
    return null;
  // "$1.2-1.4M" and "between $X and $Y": a range, checked as one (price-range.ts).
  // A dash with spaces and no sum after it is punctuation ("$1.25M — 3 bed").
  const join = tokens[i + 1];
  const spacedDash = join?.kind === 'sym' && (join.start > t.end || (tokens[i + 2]?.start ?? 0) > join.end);
  const dashPunctuation = spacedDash && !(tokens[i + 2]?.money || tokens[i + 2]?.abbreviated);
  if ((RANGE_JOIN.has(after[0] ?? '') && !dashPunctuation) || wordsBefore(tokens, i, 1)[0] === 'between') {
    const beforeRange = wordsBefore(tokens, i, 4).slice(-3);
    const afterRange = wordsFrom(tokens, i + 3, 2);
    if (lookup(beforeRange, OTHER_MONEY_BEFORE) || lookup(afterRange, OTHER_MONEY_AFTER)) return null;
    // "2BRs rent for $2,400–$2,700" on a home for sale: a rent range, as a single rent below.
    if (listing.status !== 'for_rent' && beforeRange.includes('rent')) return null;
    // "2BRs $2,400–$2,700" in a 3-flat's sheet: a range far below the price is some other figure.
    if (farBelow(listing, tokens[i + 2]?.value ?? t.value)) return null;
    if (
      afterRange.includes('hoa') ||
      (listing.status !== 'for_rent' && afterRange.some((w) => PERIODS.has(w)))
    )
      return null;
    const range = priceRangeAt(ctx, i, CHANGE.test(sentenceText(ctx, i)));
    if (range || after[0] !== 'to') return range;
  }
  const band = priceBandAt(ctx, i);
  if (band) return listing.status === 'for_rent' ? null : band;
  let next = i + 1;
  if (tokens[next]?.raw === '+') next++;
  if (/^(dollars|dólares|dolares|usd)$/.test(tokens[next]?.low ?? '')) next++;
  if (tokens[next]?.raw === '/') next++;
  const period = phraseAt(tokens, next, PERIODS, 3);
  if (period) next = period.next;
  if (period?.value === 'other' && perArea(tokens, i, period.next)) return pricePerArea(ctx, i, period.next);
  const before = wordsBefore(tokens, i, 4).filter((w) => w !== 'the' && w !== 'a' && w !== 'of' && w !== ':');
  const near = [...before.slice(-3), ...wordsFrom(tokens, i + 1, 2)];
  const sentence = sentenceText(ctx, i);
  // "Reduced by $15K to $260,000": the sum after "to" in a price change is the new price, whatever
  // named the reduction before it.
  const changedTo = before.at(-1) === 'to' && CHANGE.test(sentence);
  if (
    lookup(before.slice(-3), OTHER_MONEY_BEFORE) &&
    !before.includes('now') &&
    !before.includes('ahora') &&
    !changedTo
  )
    return null;
  // "$20K under appraisal", "$30K below market value": a comparison the listing cannot support.
  if (/^(under|below|over|above)$/.test(after[0] ?? '') && APPRAISED.test(after[1] ?? ''))
    return claimAt(tokens, i, i + 3, {
      field: 'price',
      listed: listing.price,
      verdict: 'warn',
      reason: 'The listing states no appraisal or market value: confirm the comparison.',
    });
  if (
    lookup(
      wordsFrom(tokens, period ? period.next : i + 1, 2).filter((w) => w !== '+'),
      OTHER_MONEY_AFTER,
    )
  )
    return null;
  if (near.includes('hoa') || salesVolumeAt(tokens, i) || sumOfOtherNoun(tokens, i)) return null;
  // A sum in cents ("an assessment of $150.02") is never a home's price; nor the area's average.
  if (!t.abbreviated && /\.\d\d$/.test(t.raw) && !/\.00$/.test(t.raw)) return null;
  if (MARKET_FIGURE.test(sentence) || DOWN_PAYMENT_RESULT.test(sentence)) return null;
  // "bought it in 2009 for $289,000", "paid $415,000 in 2001": a past sale with its year.
  if (PAID_BEFORE.test(lastClause(sentence)) && pastYear(`${sentence} ${sentenceRest(ctx, i)}`, ctx.year))
    return null;
  if (farBelow(listing, t.value)) return null;
  const rental = listing.status === 'for_rent';
  if (!rental && before.slice(-3).includes('rent')) return null;
  // "came in $40K short": a shortfall; "$699,000 short sale" is still the price of a short sale.
  if (after[0] === 'short' && after[1] !== 'sale') return null;
  // "$50K in upgrades", "$20K of improvements": money spent, not the price.
  if ((after[0] === 'in' || after[0] === 'of') && SPENT.test(after[1] ?? '')) return null;
  if (period?.value === 'year' || period?.value === 'other') return null;
  // A monthly figure on a home for sale is a payment estimate, not its price; so is one beside a
  // down payment on a rental's page ("renting vs. buying").
  if (period?.value === 'month' && LOAN_SCENARIO.test(`${sentence} ${sentenceRest(ctx, i)}`)) return null;
  // A monthly figure on a home for sale is a payment estimate, not its price.
  if (period?.value === 'month' && !rental) return null;
  // "antes" is Spanish "was" ("Ahora $850,000, antes $899,000.").
  if (['from', 'was', 'antes'].includes(before.at(-1) ?? '') && CHANGE.test(sentence)) return null;
  if (after[0] === 'to' && tokens[i + 2]?.money) return null;
  const bound = plusAfter(tokens, i) ? 'min' : boundBefore(tokens, i);
  const base = { field: 'price' as const, listed: listing.price };
  if (listing.price === null) {
    return claimAt(tokens, i, next, {
      ...base,
      verdict: 'warn',
      reason: 'The listing states no price: confirm it before you publish.',
    });
  }
  const step = t.abbreviated ? t.step : 1;
  // A rent is paid to the dollar every month: "$2.3k/mo" for $2,350 misstates each payment, where
  // "$12.9M" for $12,950,000 rounds a sale price (the cap is a share of the sum).
  const ok = agrees(t.value, step, bound, listing.price, rental ? 0.01 : 0.05, 0.05);
  const shown = `$${formatNumber(listing.price)}${rental ? ' a month' : ''}`;
  return claimAt(tokens, i, next, {
    ...base,
    verdict: ok ? 'ok' : 'block',
    reason: ok
      ? `The listing's price is ${shown}.`
      : `The listing's ${rental ? 'rent' : 'price'} is ${shown}.`,
  });
};

export const readPrices: ClaimReader = (ctx) => {
  const out: Claim[] = [];
  ctx.tokens.forEach((t, i) => {
    if (t.kind !== 'num') return;
    // "high 700s" without a "$" is a band (price-decade.ts), not a count.
    const bare = !t.money && !t.abbreviated && ctx.listing.status !== 'for_rent';
    const c = readPrice(ctx, i) ?? (bare ? priceBandAt(ctx, i) : null);
    if (c) out.push(c);
  });
  return out;
};
