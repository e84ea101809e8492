import { questionAnswered } from './asked-for';
import { agrees, endsSentence, formatNumber, phraseAt, wordsBefore, wordsFrom } from './grammar';
import type { Token } from './tokenize';
import { tokenize } from './tokenize';
import { type Claim, type ClaimReader, claimAt } from './types';

/**
 * Association fees: "HOA $350/mo", "$1,200 monthly maintenance", "no HOA". The listing has no fee
 * field, so the description decides: the same fee (as marketing rounds it, a year's as twelve months)
 * is supported, another fee is a contradiction, none is a warning.
 */
const FEE_WORDS = new Set([
  'hoa',
  'association',
  'maintenance',
  'dues',
  'condo fee',
  'condo fees',
  'common charges',
  'hoa fee',
  'hoa fees',
  'hoa dues',
  'monthly maintenance',
  'coa',
]);
const NO_HOA = new Map<string, true>(
  [
    'no hoa',
    'no hoa fees',
    'no hoa dues',
    'hoa free',
    'no association fees',
    'no association',
    'zero hoa',
    'without an hoa',
    'no monthly hoa',
  ].map((p) => [p, true]),
);
const YEAR = /^(yr|year|annually|annual|per year|a year)$/;
/** What an association provides: "HOA amenities", "HOA pool", "HOA-maintained yard". */
const HOA_HAS =
  /^(amenities|amenity|pool|pools|clubhouse|maintained|community|perks|covers|includes|gym|park|parks)$/;

interface Fee {
  monthly: number;
  step: number;
  from: number;
  next: number;
}

/** A verb linking a sum to its subject: "the HOA … is only $120/mo", "dues run $95". */
const LINK = /^(is|are|was|runs|run|costs|cost|comes|totals|stays)$/;
const HEDGE = /^(only|just|about|around|roughly|approximately|a|mere|under|~)$/;

/**
 * True when the sum at i is the complement of an association word that is its clause's subject,
 * however far a place between them sets it off ("the HOA at 7718 NE 183rd St is only $120/mo").
 */
const feeSubject = (tokens: readonly Token[], i: number): boolean => {
  let j = i - 1;
  while (j > 0 && HEDGE.test(tokens[j]!.low)) j--;
  if (!LINK.test(tokens[j]?.low ?? '')) return false;
  for (let k = j - 1; k >= 0 && k >= j - 12 && !endsSentence(tokens, k); k--) {
    if (tokens[k]!.money || /^[,;]$/.test(tokens[k]!.raw)) return false;
    if (FEE_WORDS.has(tokens[k]!.low)) return true;
  }
  return false;
};

/** Each fee in the tokens: money within three words of an association word, or linked to one as its subject. */
const fees = (tokens: readonly Token[]): Fee[] => {
  const out: Fee[] = [];
  tokens.forEach((t, i) => {
    if (!t.money || t.value < 10) return;
    const before = wordsBefore(tokens, i, 4);
    const after = wordsFrom(tokens, i + 1, 4);
    const near = [...before, ...after];
    const joined = ` ${near.join(' ')} `;
    // "Any HOA?" / "$95 a month": a sum opening the answer to a question on the association is its fee.
    const isFee =
      near.some((w) => FEE_WORDS.has(w)) ||
      /condo fees?|common charges/.test(joined) ||
      questionAnswered(tokens, i).some((w) => FEE_WORDS.has(w)) ||
      feeSubject(tokens, i);
    if (!isFee) return;
    const yearly = after.slice(0, 3).some((w) => YEAR.test(w)) || before.includes('annual');
    let next = i + 1;
    while (
      tokens[next] &&
      ['/', 'mo', 'month', 'per', 'a', 'monthly', 'yr', 'year'].includes(tokens[next]!.low)
    )
      next++;
    out.push({
      monthly: yearly ? t.value / 12 : t.value,
      step: yearly ? t.step / 12 : t.step,
      from: i,
      next,
    });
  });
  return out;
};

const described = new WeakMap<object, Fee[]>();

/** Words that tell of an association's fee without its sum: "low HOA", "modest HOA dues". */
const FEE_SIZE = /^(low|lower|minimal|modest|reasonable|small|affordable|tiny|cheap|inexpensive)$/;

/** What an association does for its owners: "the HOA covers …", "the HOA maintains …". */
const HOA_ACTS = /^(covers|includes|maintains|handles|pays|provides|mows|plows|takes)$/;

/**
 * "included in your dues", "covered by the HOA", "paid for by the association": an association fee
 * named as what pays for an amenity, at token i (the fee's word).
 */
const coveredByFee = (tokens: readonly Token[], i: number): boolean =>
  /^(hoa|dues|association)$/.test(tokens[i]!.low) &&
  /^(the|your|its|our)$/.test(tokens[i - 1]?.low ?? '') &&
  /^(in|by)$/.test(tokens[i - 2]?.low ?? '') &&
  /^(included|covered|paid|for)$/.test(tokens[i - 3]?.low ?? '');

/**
 * "Low HOA", "modest HOA dues", "the HOA covers the lawn care": the post says there is an association with a fee, without its sum. The
 * description supports it when it names an association or its fee; it contradicts it when it says
 * there is none.
 */
const feeWithoutSum = (
  tokens: readonly Token[],
  sums: readonly Fee[],
  description: string,
  saysNoHoa: boolean,
  listsFee: boolean,
): Claim[] => {
  const out: Claim[] = [];
  const named = listsFee || /\b(hoa|association|dues)\b/.test(description);
  for (let i = 1; i < tokens.length; i++) {
    // "the pool two streets over, included in your dues": what the fee pays for says there is one.
    const paysFor = coveredByFee(tokens, i);
    if (tokens[i]!.low !== 'hoa' && !paysFor) continue;
    // "The HOA covers the lawn care": an association that does something for the owner is there.
    const acts = paysFor || (HOA_ACTS.test(tokens[i + 1]?.low ?? '') && tokens[i - 1]!.low === 'the');
    if (!FEE_SIZE.test(tokens[i - 1]!.low) && !acts) continue;
    // "low HOA of $95": the sum is read as the fee.
    if (sums.some((f) => f.from > i && f.from <= i + 4)) continue;
    const end = /^(dues|fees?)$/.test(tokens[i + 1]?.low ?? '') ? i + 2 : i + 1;
    out.push(
      claimAt(tokens, acts ? i : i - 1, end, {
        field: 'description',
        feature: 'hoa',
        listed: saysNoHoa ? 'no HOA' : null,
        verdict: saysNoHoa ? 'block' : named ? 'ok' : 'warn',
        reason: saysNoHoa
          ? 'The description says there is no HOA.'
          : 'The listing names no association or its fee: confirm it.',
      }),
    );
  }
  return out;
};

export const readHoa: ClaimReader = ({ tokens, listing, description }) => {
  const out: Claim[] = [];
  let listedFees = described.get(listing);
  if (!listedFees) {
    listedFees = fees(tokenize(listing.description ?? ''));
    described.set(listing, listedFees);
  }
  const saysNoHoa = /no hoa|hoa[- ]free|no (association|hoa) (fees|dues)|without (an )?hoa/.test(description);
  for (let i = 0; i < tokens.length; i++) {
    const no = phraseAt(tokens, i, NO_HOA, 4);
    if (!no) continue;
    const base = { field: 'description' as const, feature: 'hoa' };
    if (saysNoHoa)
      out.push(
        claimAt(tokens, i, no.next, {
          ...base,
          listed: 'no HOA',
          verdict: 'ok',
          reason: 'The description says there is no HOA.',
        }),
      );
    else if (listedFees[0])
      out.push(
        claimAt(tokens, i, no.next, {
          ...base,
          listed: `$${formatNumber(listedFees[0].monthly)} a month`,
          verdict: 'block',
          reason: `The description states an association fee of $${formatNumber(listedFees[0].monthly)} a month.`,
        }),
      );
    else
      out.push(
        claimAt(tokens, i, no.next, {
          ...base,
          listed: null,
          verdict: 'warn',
          reason: 'Nothing in the listing says there is no HOA: confirm it.',
        }),
      );
    i = no.next - 1;
  }
  // "Enjoy the HOA amenities", "HOA pool": the post says there is an association.
  if (saysNoHoa)
    for (let i = 0; i < tokens.length; i++)
      if (
        tokens[i]!.low === 'hoa' &&
        HOA_HAS.test(tokens[i + 1]?.low ?? '') &&
        !/^(no|without|zero)$/.test(tokens[i - 1]?.low ?? '')
      )
        out.push(
          claimAt(tokens, i, i + 2, {
            field: 'description',
            feature: 'hoa',
            listed: 'no HOA',
            verdict: 'block',
            reason: 'The description says there is no HOA.',
          }),
        );
  const found = fees(tokens);
  out.push(...feeWithoutSum(tokens, found, description, saysNoHoa, listedFees.length > 0));
  for (const fee of found) {
    const base = { field: 'description' as const, feature: 'hoa' };
    const first = listedFees[0];
    if (!first) {
      out.push(
        claimAt(tokens, fee.from, fee.next, {
          ...base,
          listed: null,
          verdict: saysNoHoa ? 'block' : 'warn',
          reason: saysNoHoa
            ? 'The description says there is no HOA.'
            : 'The listing states no association fee: confirm it.',
        }),
      );
      continue;
    }
    const ok = listedFees.some(
      (l) =>
        agrees(fee.monthly, Math.max(fee.step, 1), 'exact', l.monthly, 0.05) ||
        agrees(l.monthly, Math.max(l.step, 1), 'exact', fee.monthly, 0.05),
    );
    const shown = `$${formatNumber(first.monthly)} a month`;
    out.push(
      claimAt(tokens, fee.from, fee.next, {
        ...base,
        listed: shown,
        verdict: ok ? 'ok' : 'block',
        reason: `The description states an association fee of ${shown}.`,
      }),
    );
  }
  return out;
};
