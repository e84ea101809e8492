/**
 * The algebra regex-needles.ts reads an expression into: for each part, the strings it can match (when
 * few) and the sets of substrings a text it matches must hold. Kept apart from the reading itself so
 * each file says one thing.
 */

/** `exact`: every string the part can match (null when unknown or too many); `clauses`: required sets. */
export type Info = { exact: string[] | null; clauses: string[][] };

/** At most this many strings in an exact set; past it a set becomes a clause and a new one starts. */
const LIMIT = 64;

export const ANY: Info = { exact: null, clauses: [] };
export const EMPTY: Info = { exact: [''], clauses: [] };
export const lit = (c: string): Info => ({ exact: [c], clauses: [] });
export const uniq = (xs: readonly string[]) => [...new Set(xs)];

/** A clause as a requirement, or null when it requires nothing (it holds the empty string). */
const asClause = (xs: readonly string[] | null): string[] | null =>
  xs && !xs.includes('') ? uniq(xs) : null;

/**
 * How often a clause is met, roughly: a needle of n characters is met about as often as 1/n³ of
 * texts, and each needle costs the one-pass finder a little. Lower is better.
 */
export const cost = (c: readonly string[]) =>
  c.reduce((sum, n) => sum + 1 / Math.max(1, n.trim().length) ** 3 + 0.0005, 0);
export const requirements = (i: Info) => {
  const own = asClause(i.exact);
  return own ? [...i.clauses, own] : i.clauses;
};
/** The first of the cheapest clauses (each clause's cost counted once: this runs for every branch). */
const best = (cs: readonly string[][]) => {
  let pick: string[] | null = null;
  let low = Infinity;
  for (const c of cs) {
    const k = cost(c);
    if (k < low) [pick, low] = [c, k];
  }
  return pick;
};

/**
 * The distinct strings of `lists`, in first-seen order, or null as soon as there are more than LIMIT:
 * an exact set past LIMIT is dropped anyway, so the rest is never built (start-up reads every rule).
 */
const unionUpTo = (lists: Iterable<readonly string[]>): string[] | null => {
  const out = new Set<string>();
  for (const xs of lists) for (const x of xs) if (out.add(x).size > LIMIT) return null;
  return [...out];
};
/** Every `a + b`, as unionUpTo. */
function* crossed(run: readonly string[], next: readonly string[]) {
  for (const a of run) yield next.map((b) => a + b);
}

export const concat = (parts: readonly Info[]): Info => {
  // Most sequences are one part (a vocabulary word, its characters joined in sequence()): it is its own answer.
  const only = parts.length === 1 ? parts[0]! : null;
  if (only && (!only.exact || only.exact.length <= LIMIT)) return only;
  const clauses: string[][] = [];
  let run: string[] = [''];
  let exact = true;
  const flush = () => {
    const c = asClause(run);
    if (c) clauses.push(c);
    run = [''];
  };
  for (const p of parts) {
    clauses.push(...p.clauses);
    if (!p.exact) {
      flush();
      exact = false;
      continue;
    }
    const cross = unionUpTo(crossed(run, p.exact));
    if (cross) run = cross;
    else {
      flush();
      exact = false;
      run = p.exact;
    }
  }
  if (exact) return { exact: run, clauses };
  flush();
  return { exact: null, clauses };
};

export const alternate = (branches: readonly Info[]): Info => {
  const union = branches.every((b) => b.exact) ? unionUpTo(branches.map((b) => b.exact!)) : null;
  // Each branch must bring one requirement; the alternation requires the union of those.
  const picks = branches.map((b) => best(requirements(b)));
  const clauses = picks.every((p) => p) ? [uniq(picks.flatMap((p) => p!))] : [];
  return { exact: union, clauses };
};

export const repeat = (atom: Info, min: number, max: number): Info => {
  if (min === 0) return max === 1 && atom.exact ? { exact: uniq(['', ...atom.exact]), clauses: [] } : ANY;
  if (min === 1 && max === 1) return atom;
  // Repeated at least once: what one copy requires, the whole requires.
  return { exact: null, clauses: requirements(atom) };
};
