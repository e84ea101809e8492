/**
 * The words a regular expression cannot match without: read off the expression itself, so they can
 * never drift from the vocabulary it was built from (adding a word to a vocabulary adds its needle).
 * The answer is a list of clauses, each a set of substrings: a text the expression matches in holds
 * at least one substring of every clause. The rule gate (rule-gate.ts) runs a rule's expression only
 * on a text that satisfies all of its clauses, so a text without the words never pays for the scan.
 *
 * Sound by construction over the syntax the rules use (literals, groups, alternation, quantifiers,
 * small character classes, look-arounds, \b): a character it does not read exactly (\d, \p{…}, [^|])
 * counts as "any character", which only weakens the answer, never makes it wrong; syntax the rules
 * do not use (other escapes, back-references, named groups) gives no clauses at all.
 * Positive look-arounds add clauses too: what they look at must be in the text, if not in the match.
 */

/** `exact`: every string the part can match (null when unknown or too many); `clauses`: required sets. */
type Info = { exact: string[] | null; clauses: string[][] };

/** At most this many strings in an exact set; past it a set becomes a clause and a new one starts. */
const LIMIT = 64;
/**
 * A clause is dropped (which only lets more texts through) when a needle is shorter than this, or
 * when it has more needles than MAX_NEEDLES: "the", "her", "not" gate nothing and cost the finder.
 * Needles in other scripts (Han, Hangul) say more in fewer characters.
 */
const MIN_NEEDLE = 4;
const MIN_WIDE_NEEDLE = 2;
const MAX_NEEDLES = 64;
const usable = (c: readonly string[]) =>
  c.length > 0 &&
  c.length <= MAX_NEEDLES &&
  c.every((n) => n.length >= (n.charCodeAt(0) >= 128 ? MIN_WIDE_NEEDLE : MIN_NEEDLE));

const ANY: Info = { exact: null, clauses: [] };
const EMPTY: Info = { exact: [''], clauses: [] };
const lit = (c: string): Info => ({ exact: [c], clauses: [] });
/** Characters that stand for themselves in an expression (surrogates go one atom at a time, for the u flag). */
const PLAIN = /[^\\[\](){}|.^$*+?\ud800-\udfff]+/y;
const QUANTIFIED = /^[?*+{]$/;
const uniq = (xs: readonly string[]) => [...new Set(xs)];

/** A clause as a requirement, or null when it requires nothing (it holds the empty string). */
const asClause = (xs: readonly string[] | null): string[] | null =>
  xs && !xs.includes('') ? uniq(xs) : null;

/**
 * How often a clause is met, roughly: a needle of n characters is met about as often as 1/n³ of
 * texts, and each needle costs the one-pass finder a little. Lower is better.
 */
const cost = (c: readonly string[]) =>
  c.reduce((sum, n) => sum + 1 / Math.max(1, n.trim().length) ** 3 + 0.0005, 0);
const requirements = (i: Info) => {
  const own = asClause(i.exact);
  return own ? [...i.clauses, own] : i.clauses;
};
const best = (cs: readonly string[][]) =>
  cs.length ? cs.reduce((a, b) => (cost(b) < cost(a) ? b : a)) : null;

const concat = (parts: readonly Info[]): Info => {
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
    const cross = uniq(run.flatMap((a) => p.exact!.map((b) => a + b)));
    if (cross.length <= LIMIT) run = cross;
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

const alternate = (branches: readonly Info[]): Info => {
  const union = branches.every((b) => b.exact) ? uniq(branches.flatMap((b) => b.exact!)) : null;
  // Each branch must bring one requirement; the alternation requires the union of those.
  const picks = branches.map((b) => best(requirements(b)));
  const clauses = picks.every((p) => p) ? [uniq(picks.flatMap((p) => p!))] : [];
  return { exact: union && union.length <= LIMIT ? union : null, clauses };
};

const repeat = (atom: Info, min: number, max: number): Info => {
  if (min === 0) return max === 1 && atom.exact ? { exact: uniq(['', ...atom.exact]), clauses: [] } : ANY;
  if (min === 1 && max === 1) return atom;
  // Repeated at least once: what one copy requires, the whole requires.
  return { exact: null, clauses: requirements(atom) };
};

/** Reads one expression source; throws on syntax it does not know (the caller then gates nothing). */
const parse = (src: string, unicode: boolean): Info => {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`regex-needles: ${why} at ${i} in ${src.slice(0, 80)}`);
  };
  const escaped = (): string | null => {
    const c = src[i++] ?? fail('trailing backslash');
    if ('dDwWsS'.includes(c)) return null;
    if (c === 'p' || c === 'P') {
      if (src[i] === '{') i = src.indexOf('}', i) + 1;
      return null;
    }
    // Escapes the rules do not use (\n, \x41, \u00e9, back-references) are not decoded: the
    // expression then gates nothing.
    if (/[A-Za-z0-9]/.test(c)) return fail(`escape \\${c}`);
    return c;
  };
  const charClass = (): Info => {
    // After '['. Small sets of plain characters are exact; anything else is "one character".
    const negated = src[i] === '^';
    if (negated) i++;
    const chars: string[] = [];
    let known = !negated;
    let first = true;
    while (src[i] !== ']' || first) {
      first = false;
      if (i >= src.length) fail('unclosed class');
      let c: string | null = src[i++]!;
      if (c === '\\') c = escaped();
      if (src[i] === '-' && src[i + 1] !== ']' && i + 1 < src.length) {
        i++;
        let d: string | null = src[i++]!;
        if (d === '\\') d = escaped();
        if (c === null || d === null || d.charCodeAt(0) - c.charCodeAt(0) > 10) known = false;
        else for (let k = c.charCodeAt(0); k <= d.charCodeAt(0); k++) chars.push(String.fromCharCode(k));
        continue;
      }
      if (c === null) known = false;
      else chars.push(c);
    }
    i++;
    return known && chars.length <= 10 ? { exact: uniq(chars), clauses: [] } : ANY;
  };
  const quantifier = (): [number, number] | null => {
    const c = src[i];
    let q: [number, number] | null = null;
    if (c === '?') q = [0, 1];
    else if (c === '*') q = [0, Infinity];
    else if (c === '+') q = [1, Infinity];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
      if (!m) return null;
      i += m[0].length - 1;
      q = [Number(m[1]), m[2] ? (m[3] ? Number(m[3]) : Infinity) : Number(m[1])];
    }
    if (!q) return null;
    i++;
    if (src[i] === '?') i++;
    return q;
  };
  const atom = (): Info => {
    const c = src[i++]!;
    if (c === '(') {
      let kind = 'group';
      if (src[i] === '?') {
        const head = src.slice(i, i + 3);
        if (head.startsWith('?:')) i += 2;
        else if (head.startsWith('?=') || head.startsWith('?!')) {
          kind = head[1] === '=' ? 'look' : 'not';
          i += 2;
        } else if (head === '?<=' || head === '?<!') {
          kind = head[2] === '=' ? 'look' : 'not';
          i += 3;
        } else fail('group kind');
      }
      const inner = alternation();
      if (src[i++] !== ')') fail('unclosed group');
      if (kind === 'not') return EMPTY;
      // A look-around consumes nothing, but what it sees is in the text.
      if (kind === 'look') return { exact: [''], clauses: requirements(inner) };
      return inner;
    }
    if (c === '[') return charClass();
    if (c === '.') return ANY;
    if (c === '^' || c === '$') return EMPTY;
    if (c === '\\') {
      if (src[i] === 'b' || src[i] === 'B') {
        i++;
        return EMPTY;
      }
      const e = escaped();
      return e === null ? ANY : lit(e);
    }
    if (c === ')' || c === '|' || c === '*' || c === '+' || c === '?') fail(`unexpected ${c}`);
    // An astral character is one atom under the u flag (a quantifier applies to all of it).
    if (unicode && c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) < 0xdc00) return lit(c + src[i++]);
    return lit(c);
  };
  const sequence = (): Info => {
    const parts: Info[] = [];
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      // A run of plain characters is one literal (concat's answer is the same, without a string per
      // character per spelling: this reader runs over every rule at start-up); a quantifier after it
      // takes only its last character.
      PLAIN.lastIndex = i;
      let run = PLAIN.exec(src)?.[0] ?? '';
      if (QUANTIFIED.test(src[i + run.length] ?? '')) run = run.slice(0, -1);
      i += run.length;
      let part = run ? lit(run) : atom();
      const q = run ? null : quantifier();
      if (q) part = repeat(part, q[0], q[1]);
      parts.push(part);
    }
    return concat(parts);
  };
  function alternation(): Info {
    const branches = [sequence()];
    while (src[i] === '|') {
      i++;
      branches.push(sequence());
    }
    return branches.length === 1 ? branches[0]! : alternate(branches);
  }
  const info = alternation();
  if (i !== src.length) fail('trailing text');
  return info;
};

/**
 * A clause made cheap to look for, and no less true: each needle trimmed and cut to its first
 * MAX_NEEDLE characters (a text holding a needle holds any part of it), then needles that hold another
 * of their clause dropped ("kids" when "kid" is there).
 */
const MAX_NEEDLE = 12;
const reduce = (clause: readonly string[]) => {
  const c = uniq(clause.map((n) => n.trim().slice(0, MAX_NEEDLE).trim()));
  return c.filter((n) => !c.some((m) => m !== n && n.includes(m))).sort();
};
/** The most clauses kept for one expression: the cheapest to meet rarely are kept. */
const MAX_CLAUSES = 3;

/**
 * The clauses every text a match of `re` is found in satisfies: each clause a list of substrings, at
 * least one of which the text holds. Empty when nothing is known (case-insensitive expressions, or
 * syntax this reader does not follow), which gates nothing.
 */
export const regexNeedles = (re: RegExp): string[][] => {
  if (re.flags.includes('i')) return [];
  let info: Info;
  try {
    info = parse(re.source, re.flags.includes('u') || re.flags.includes('v'));
  } catch {
    return [];
  }
  const out = new Map<string, string[]>();
  for (const c of requirements(info)) {
    const r = reduce(c);
    if (usable(r)) out.set(r.join('\u0000'), r);
  }
  return [...out.values()].sort((a, b) => cost(a) - cost(b)).slice(0, MAX_CLAUSES);
};
