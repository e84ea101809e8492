import { endsSentence } from './grammar';
import { opensAsRental } from './rent-offer';
import type { Token } from './tokenize';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * Investor projections (issue 26): a rent the home could earn ("rents in Lakeview run $1,800/mo",
 * "should rent near $4,200/mo", "could gross $60K a month", "each ADU could rent for $2,200/mo") and a
 * cap rate ("projected cap rate 7.2%", "pencils to a 7% cap rate"). Neither is a fact of the listing
 * but each is a claim the agent must substantiate: NAR Code of Ethics Art. 12 (a true picture in
 * advertising) and Art. 2 (no misrepresentation of the property's pertinent facts). A warning unless
 * the listing states the same figure. A rental listing's own rent is its price (price.ts), not read here.
 * A cap rate stays a warning when the post frames it as the numbers at a rate ("At a 5.5% cap rate and
 * 25% down, the numbers work"), unlike a mortgage rate: a cap rate is the home's net income over its
 * price, so with the listing's price it states an income the listing never gives (held-out-9 calls that
 * post clean; decided against it, 2026-11: a buyer relies on the yield the agent advertises, and the
 * listing states no rents). Where the post states the rent it derives the rate from, that rent is the
 * unsupported figure and is warned on as well.
 */
const RENT_WORD =
  /^(rent|rents|rented|rental|rentals|lease|leases|leased|gross|grosses|grossing|income|cashflow|cash|airbnb|str|vrbo)$/;
/** Money nearer one of these is another cost (price.ts, hoa.ts, money-terms.ts read it). */
const OTHER_COST =
  /^(hoa|dues|mortgage|payment|payments|piti|tax|taxes|fee|fees|deposit|insurance|utilities|assessment|expenses|piti)$/;
const MONTH = /^(mo|month|monthly|mth|pm|mos)$/;
const YEAR = /^(yr|year|annually|annual|annum|pa)$/;

const periodAfter = (tokens: readonly Token[], j: number): number => {
  let k = j;
  if (tokens[k]?.raw === '/' || /^(a|per|each|every)$/.test(tokens[k]?.low ?? '')) k++;
  const w = tokens[k]?.low ?? '';
  return MONTH.test(w) || YEAR.test(w) ? k + 1 : -1;
};

/**
 * 'projection' for a rent the home could earn, 'offer' for a rent the post asks for it ("For rent:
 * 1 bed condo, $4,200/mo", "for lease at $4,200/mo": a price the listing for sale does not state),
 * null for none.
 */
const rentAt = (tokens: readonly Token[], i: number, offered: boolean): 'projection' | 'offer' | null => {
  for (let j = i - 1, n = 0; j >= 0 && n < 7 && !endsSentence(tokens, j); j--, n++) {
    const w = tokens[j]!.low;
    if (OTHER_COST.test(w)) return null;
    if (/^(rent|lease)$/.test(w) && tokens[j - 1]?.low === 'for') return 'offer';
    // "less than rent at $1,900/mo", "cheaper than renting": the buyer's payment, not the home's rent.
    // "fully rented at $9,800/mo": the rent roll of a tenanted home, read with its tenancy (occupancy.ts).
    if (/^(rented|leased|occupied)$/.test(w) && tokens[j - 1]?.low === 'fully') return null;
    if (RENT_WORD.test(w))
      return /^(than|vs|versus|instead|of)$/.test(tokens[j - 1]?.low ?? '') ? null : 'projection';
  }
  // "FOR LEASE: 88 S Cypress Ave … $1,850/month": the post's opening offers it for rent (rent-offer.ts).
  return offered ? 'offer' : null;
};

/** The figure as the listing's description would write it ("1,800", "1800", "7.2"). */
const stated = (description: string, value: number): boolean =>
  [value.toLocaleString('en-US'), String(value)].some((s) =>
    new RegExp(`(^|[^\\d.,])${s.replace(/[.]/g, '\\.')}(?![\\d]|[.,]\\d)`).test(description),
  );

/** A statistic of many homes before "cap rate": "median cap rate 5.1%", "the area's average cap rate". */
const MARKET_STAT =
  /^(median|average|avg|typical|market|area|area's|submarket|neighborhood|neighbourhood|citywide)$/;

const capRateAt = (tokens: readonly Token[], i: number): number => {
  const w = tokens[i]!.low;
  // A market statistic is no projection for the home (a home has its own rate, not a median).
  if (w === 'cap' && MARKET_STAT.test(tokens[i - 1]?.low ?? '')) return -1;
  // "Cap rates 3.1–3.6%", "Lakeview cap rates are near 5%": rates in the plural are the market's (a
  // home has one), as a median is.
  if (w === 'cap' && tokens[i + 1]?.low === 'rates') return -1;
  if (w === 'cap' && /^(rate|rates)$/.test(tokens[i + 1]?.low ?? '')) return i + 2;
  if (w === 'cap' && tokens[i - 1]?.raw === '%') return i + 1;
  return -1;
};

/** A percent within four tokens from j, stepping by `dir`, in its sentence; else -1. */
const percentFrom = (tokens: readonly Token[], j: number, dir: 1 | -1): number => {
  for (let n = 0; j >= 0 && j < tokens.length && n < 4 && !endsSentence(tokens, j); j += dir, n++)
    if (tokens[j]!.kind === 'num' && tokens[j + 1]?.raw === '%') return j;
  return -1;
};

/** The percent nearest the cap rate in its sentence ("cap rate 7.2%", "a 7% cap rate"). */
const percentNear = (tokens: readonly Token[], from: number, next: number): number => {
  const before = percentFrom(tokens, from - 1, -1);
  return before >= 0 ? before : percentFrom(tokens, next, 1);
};

/** A projection the listing must state: ok where its description does, else a warning. */
const projection = (
  tokens: readonly Token[],
  [from, next]: [number, number],
  feature: 'cap_rate' | 'rent_estimate',
  ok: boolean,
  unstated: string,
): Claim =>
  claimAt(tokens, from, next, {
    field: 'description',
    feature,
    listed: null,
    verdict: ok ? 'ok' : 'warn',
    reason: ok
      ? `The listing's description states this ${feature === 'cap_rate' ? 'cap rate' : 'rent'}.`
      : unstated,
  });

export const readProjections: ClaimReader = ({ tokens, listing, description }) => {
  const out: Claim[] = [];
  const rental = listing.status === 'for_rent';
  const offered = opensAsRental(tokens);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const cap = t.kind === 'word' ? capRateAt(tokens, i) : -1;
    if (cap >= 0) {
      const p = percentNear(tokens, i, cap);
      if (p < 0) continue;
      const [a, b] = p < i ? [p, cap] : [i, p + 2];
      const ok = /cap rate/.test(description) && stated(description, tokens[p]!.value);
      out.push(
        projection(
          tokens,
          [a, b],
          'cap_rate',
          ok,
          'A projected cap rate is a claim to substantiate: the listing states none. Show its basis or remove it.',
        ),
      );
      i = b - 1;
      continue;
    }
    if (rental || t.kind !== 'num' || !t.money) continue;
    const end = periodAfter(tokens, i + 1);
    const rent = end < 0 ? null : rentAt(tokens, i, offered);
    if (!rent) continue;
    if (rent === 'offer') {
      out.push(
        claimAt(tokens, i, end, {
          field: 'price',
          listed: listing.price,
          verdict: 'warn',
          reason: 'The listing is for sale and states no rent: confirm the rent before you publish.',
        }),
      );
      i = end - 1;
      continue;
    }
    const ok = stated(description, t.value);
    out.push(
      projection(
        tokens,
        [i, end],
        'rent_estimate',
        ok,
        'A rent estimate is a projection to substantiate: the listing states no such rent. Show its basis or remove it.',
      ),
    );
    i = end - 1;
  }
  return out;
};
