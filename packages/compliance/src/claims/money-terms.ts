import { DEPOSIT_WORDS } from './deposit-words';
import { type Fact, type FactKind, moneyNamed, readerOf } from './described-facts';
import { formatNumber, wordsBefore, wordsFrom } from './grammar';
import type { Token } from './tokenize';

/**
 * Sums the listing states only in its description: the security deposit ("Deposit: $2,000", "$500
 * pet deposit", "no deposit") and the property taxes ("taxes only $3,200/yr", "impuestos $265 al
 * mes", read as a year's). "Deposit" as a verb and "tax" in a tax credit name no sum of the home's.
 */
const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, 0.03 * Math.max(a, b));
const money = (n: number) => `$${formatNumber(n)}`;

/** Sums of other things, nearer to a sum than the fact's own word makes it theirs. */
const RIVALS = new Set([
  'hoa',
  'fee',
  'fees',
  'dues',
  'rent',
  'price',
  'priced',
  'insurance',
  'utilities',
  'mortgage',
  'payment',
  'cuota',
  'renta',
  'maintenance',
  'application',
]);

const DEPOSIT = new Set<string>(DEPOSIT_WORDS);
const NO_DEPOSIT = /^(no|zero|sin)$/;
const DEPOSIT_KEYS: Record<string, string> = {
  pet: 'pet',
  earnest: 'earnest',
  emd: 'earnest',
  mascota: 'pet',
};

const depositKey = (tokens: readonly Token[], word: number) => {
  const around = [...wordsBefore(tokens, word, 2), ...wordsFrom(tokens, word + 1, 2)];
  for (const w of around) if (DEPOSIT_KEYS[w]) return DEPOSIT_KEYS[w]!;
  return 'security';
};

/** After "deposit": "equals/of/is (one|a|N) month('s) (of) rent"; the index after "rent", else 0. */
const monthsAfter = (tokens: readonly Token[], j: number): number => {
  if (!/^(equals|equal|of|is|=|:)$/.test(tokens[j]?.low ?? '')) return 0;
  let k = j + 1;
  if (tokens[k]?.low === 'to') k++;
  if (tokens[k]?.kind !== 'num' && !/^(a|one)$/.test(tokens[k]?.low ?? '')) return 0;
  k++;
  if (!/^months?$/.test(tokens[k]?.low ?? '')) return 0;
  k++;
  while (/^('s|'|’|’s|s|of)$/.test(tokens[k]?.low ?? '')) k++;
  return tokens[k]?.low === 'rent' ? k + 1 : 0;
};

const readDeposits = (tokens: readonly Token[]): Fact[] => {
  const out: Fact[] = [];
  const taxRival = new Set([...RIVALS, 'tax', 'taxes', 'impuestos']);
  for (const m of moneyNamed(tokens, DEPOSIT, taxRival)) {
    const [from, next] = m.word < m.at ? [m.word, m.at + 1] : [m.at, m.word + 1];
    out.push({ from, next, key: depositKey(tokens, m.word), value: tokens[m.at]!.value });
  }
  tokens.forEach((t, i) => {
    if (!DEPOSIT.has(t.low)) return;
    // "deposit equals one month of rent", "a deposit of 2 months' rent": a deposit in months, which no
    // sum contradicts (null: confirmed where the listing names a deposit, to confirm where it names none).
    const months = monthsAfter(tokens, i + 1);
    if (months > 0 && !out.some((f) => f.from <= i && i < f.next)) {
      out.push({ from: i, next: months, key: depositKey(tokens, i), value: null });
      return;
    }
    // "no deposit", "zero deposit", "sin depósito", "deposit-free".
    const before = tokens[i - 1]?.low ?? '';
    const free = NO_DEPOSIT.test(before) || (tokens[i + 1]?.raw === '-' && tokens[i + 2]?.low === 'free');
    if (free && !out.some((f) => f.from <= i && i < f.next))
      out.push({
        from: NO_DEPOSIT.test(before) ? i - 1 : i,
        next: NO_DEPOSIT.test(before) ? i + 1 : i + 3,
        key: depositKey(tokens, i),
        value: 0,
      });
  });
  return out;
};

export const DEPOSIT_KIND: FactKind = {
  feature: 'deposit',
  triggers: DEPOSIT,
  read: readDeposits,
  agree: (p, l) => p.value === null || near(p.value as number, l.value as number),
  show: (f) =>
    f.value === 0
      ? 'no deposit'
      : `${f.key === 'security' ? '' : `${f.key} `}deposit ${money(f.value as number)}`,
  noun: 'a deposit',
};

const TAX = new Set(['tax', 'taxes', 'impuestos', 'impuesto']);
/** Tax words that name no bill of the home's: a credit, a saving, a sales or transfer tax. */
const NOT_THE_BILL =
  /^(credit|credits|deduction|deductions|deductible|refund|refunds|savings|break|breaks|benefit|benefits|sales|transfer|income|incentive|incentives|abatement|exempt|exemption|free|rebate|assessed|assessment|appraised|value|valuation|records|record|liens|lien)$/;
/**
 * A sum the post cites, after it, from the public record ("~$3,900/yr (county site)", "$4,100 per the
 * assessor"), as "per county records" does: a source the reader can check, not a fact the listing
 * must state. "Cook County taxes $5,000" before the sum is still the home's bill.
 */
const SOURCE = /^(county|assessor|assessor's|auditor|treasurer)$/;
const citedAfter = (tokens: readonly Token[], at: number): boolean => {
  const after = wordsFrom(tokens, at + 1, 6);
  return after.some((w, k) => SOURCE.test(w) && /^(per|\(|from|via|by|the|to)$/.test(after[k - 1] ?? ''));
};
const MONTHLY = /^(mo|month|monthly|mes|mensual|mensuales)$/;
/**
 * A payment's estimate names taxes as a part of it, not their sum: "$3,300/mo including taxes",
 * "lands near $3,400 plus taxes", "PITI $2,900 with taxes and insurance", "$2,750, taxes extra".
 * The sum is a mortgage payment (projections.ts and other-money.ts weigh those), so no tax bill is claimed.
 */
const PART_OF =
  /^(plus|including|includes|include|included|incl|inc|with|w|\+|excluding|excludes|excl|before|after|without|and)$/;
const PART_AFTER = /^(included|extra|additional|excluded|not|incl|inc)$/;
const PAYMENT = /^(payment|payments|pmt|mortgage|piti|p&i|pi)$/;
const partOfPayment = (tokens: readonly Token[], at: number, word: number): boolean => {
  if (word > at) {
    let k = word - 1;
    if (/^(property|real|estate|the)$/.test(tokens[k]?.low ?? '')) k--;
    if (tokens[k]?.raw === '.') k--;
    if (PART_OF.test(tokens[k]?.low ?? '')) return true;
    if (PART_AFTER.test(tokens[word + 1]?.low ?? '')) return true;
  }
  return wordsBefore(tokens, at, 12).some((w) => PAYMENT.test(w));
};

const readTaxes = (tokens: readonly Token[]): Fact[] => {
  const out: Fact[] = [];
  for (const m of moneyNamed(tokens, TAX, new Set([...RIVALS, ...DEPOSIT]))) {
    const around = [
      ...wordsBefore(tokens, Math.min(m.at, m.word), 3),
      ...wordsFrom(tokens, Math.min(m.at, m.word), 8),
    ];
    if (around.some((w) => NOT_THE_BILL.test(w)) || partOfPayment(tokens, m.at, m.word)) continue;
    if (citedAfter(tokens, m.at)) continue;
    let next = Math.max(m.at, m.word) + 1;
    // The period after the sum: "/mo", "per month", "al mes", "a year".
    const after = wordsFrom(tokens, m.at + 1, 3);
    const monthly = after.slice(0, 3).some((w) => MONTHLY.test(w));
    while (
      next < tokens.length &&
      /^(\/|mo|month|monthly|per|a|al|yr|year|annually|annual|mes|año|anual)$/.test(tokens[next]!.low)
    )
      next++;
    const from = Math.min(m.at, m.word);
    out.push({ from, next, key: 'tax', value: tokens[m.at]!.value * (monthly ? 12 : 1) });
  }
  return out;
};

export const TAX_KIND: FactKind = {
  feature: 'property_tax',
  triggers: TAX,
  read: readTaxes,
  agree: (p, l) => near(p.value as number, l.value as number),
  show: (f) => `taxes ${money(f.value as number)} a year`,
  noun: 'the property taxes',
};

export const readDeposit = readerOf(DEPOSIT_KIND);
export const readPropertyTax = readerOf(TAX_KIND);
