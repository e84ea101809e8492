import { type Fact, type FactKind, readerOf, worstPerSpan } from './described-facts';
import type { Token } from './tokenize';
import type { ClaimReader } from './types';

/**
 * Lease terms: "12-month lease", "one-year lease", "lease term: 12 months", "6 or 12 month lease",
 * "month-to-month", "contrato de 12 meses". The description's terms support or contradict the
 * post's. "Release", "leased" (status.ts) and "lease" with no term are no lease term.
 */
const MONTHS: Record<string, number> = {
  month: 1,
  months: 1,
  mo: 1,
  mos: 1,
  meses: 1,
  mes: 1,
  year: 12,
  years: 12,
  yr: 12,
  yrs: 12,
  año: 12,
  años: 12,
};
/** After the unit: "12-month lease", "1 year contract", "12 meses de contrato" is read before. */
const AFTER = /^(lease|leases|contrato|contract|arrendamiento|term)$/;
/** Before the count: "lease term: 12 months", "contrato de 12 meses", "minimum lease of 6 months". */
const BEFORE = /^(lease|leases|term|contrato|contract|arrendamiento|plazo)$/;
const BETWEEN = /^(:|of|de|is|minimum|min|term|-|a|por|required|length)$/;
const TRIGGERS = new Set(['lease', 'leases', 'contrato', 'arrendamiento', 'leasing', 'month']);
const JOIN = /^(or|to|-|,|o|and|y)$/;

const termFacts = (tokens: readonly Token[]): Fact[] => {
  const out: Fact[] = [];
  tokens.forEach((t, i) => {
    // "month-to-month (lease)".
    if (
      t.low === 'month' &&
      tokens[i + 1]?.raw === '-' &&
      tokens[i + 2]?.low === 'to' &&
      tokens[i + 4]?.low === 'month'
    ) {
      // "month-to-month parking" rents something else.
      const after = tokens[i + 5];
      if (
        after?.kind !== 'word' ||
        /^(lease|leases|rental|basis|term|terms|contract|tenancy|ok|okay|available|allowed|option|options|considered|welcome)$/.test(
          after.low,
        )
      )
        out.push({ from: i, next: i + 5, key: 'lease', value: 1 });
      return;
    }
    const scale = MONTHS[t.low];
    if (!scale) return;
    // The unit names a lease just after it ("12-month lease", "1 year minimum lease") or just before
    // its count ("lease term: 12 months", "minimum lease of 6 months", "contrato de 12 meses").
    const afterAt = AFTER.test(tokens[i + 1]?.low ?? '')
      ? i + 1
      : /^(minimum|min|initial)$/.test(tokens[i + 1]?.low ?? '') && AFTER.test(tokens[i + 2]?.low ?? '')
        ? i + 2
        : -1;
    let n = i - 1;
    if (tokens[n]?.raw === '-') n--;
    const counts: number[] = [];
    let from = n;
    while (tokens[from]?.kind === 'num' && !tokens[from]!.money) {
      counts.unshift(tokens[from]!.value);
      if (!JOIN.test(tokens[from - 1]?.raw ?? '') || tokens[from - 2]?.kind !== 'num') break;
      from -= 2;
    }
    if (!counts.length) return;
    // Before the count, only the lease's own words may stand between: "lease term: 12 months", not
    // "sign a lease and get 1 month free".
    let k = from - 1;
    for (let f = 0; f < 3 && k >= 0 && !BEFORE.test(tokens[k]!.low) && BETWEEN.test(tokens[k]!.low); f++) k--;
    const before = k >= 0 && BEFORE.test(tokens[k]!.low);
    if (afterAt < 0 && !before) return;
    const next = afterAt >= 0 ? afterAt + 1 : i + 1;
    for (const c of counts) if (c > 0 && c <= 60) out.push({ from, next, key: 'lease', value: c * scale });
  });
  return out;
};

export const LEASE_KIND: FactKind = {
  feature: 'lease_term',
  triggers: TRIGGERS,
  read: termFacts,
  agree: (p, l) => p.value === l.value,
  show: (f) => (f.value === 1 ? 'month-to-month' : `${f.value}-month lease`),
  noun: 'a lease term',
};

export const readLeaseTerm: ClaimReader = (ctx) => worstPerSpan(readerOf(LEASE_KIND)(ctx));
