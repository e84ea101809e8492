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

import {
  ANY,
  alternate,
  concat,
  cost,
  EMPTY,
  type Info,
  lit,
  repeat,
  requirements,
  uniq,
} from './needle-sets';

/**
 * A clause is dropped (which only lets more texts through) when a needle is shorter than this, or
 * when it has more needles than MAX_NEEDLES: "the", "her", "not" gate nothing and cost the finder.
 * Needles in other scripts (Han, Hangul) say more in fewer characters.
 */
const MIN_NEEDLE = 4;
const MIN_WIDE_NEEDLE = 2;
const MAX_NEEDLES = 64;
const usableNeedle = (n: string) => n.length >= (n.charCodeAt(0) >= 128 ? MIN_WIDE_NEEDLE : MIN_NEEDLE);

/** Characters that stand for themselves in an expression (surrogates go one atom at a time, for the u flag). */
const PLAIN = /[^\\[\](){}|.^$*+?\ud800-\udfff]+/y;
const QUANTIFIED = /^[?*+{]$/;

/**
 * Where each group of `src` closes, read as parse() reads it (escapes and classes skipped; a class's
 * first character is never its end), or -1 where it does not. One pass, so a group can be looked up in
 * GROUPS before it is read.
 */
const groupEnds = (src: string): Int32Array => {
  const ends = new Int32Array(src.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') {
      i += src[i + 1] === '^' ? 2 : 1;
      for (; i < src.length && src[i] !== ']'; i++) if (src[i] === '\\') i++;
    } else if (c === '(') open.push(i);
    else if (c === ')' && open.length) ends[open.pop()!] = i;
  }
  return ends;
};
/**
 * What a group reads to, by its text and the reading's flags. The rules share their vocabularies (one
 * list of person nouns in hundreds of rules), so start-up met the same long groups thousands of times:
 * 6.6 MB of expression text for 1,390 rules. Infos are never changed once made, so one can be shared.
 */
const GROUPS = new Map<string, Info>();
/** Shorter groups cost less to read than to look up. */
const MIN_SHARED_GROUP = 48;

/** Reads one expression source; throws on syntax it does not know (the caller then gates nothing). */
const parse = (src: string, unicode: boolean, consumed: boolean): Info => {
  let i = 0;
  const ends = groupEnds(src);
  const flags = `${unicode ? 'u' : ''}${consumed ? 'c' : ''}:`;
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
  /** After '(': the group, read to its ')'. */
  const groupRead = (): Info => {
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
    if (kind === 'not' || (kind === 'look' && consumed)) return EMPTY;
    // A look-around consumes nothing, but what it sees is in the text.
    if (kind === 'look') return { exact: [''], clauses: requirements(inner) };
    return inner;
  };
  const group = (): Info => {
    const start = i - 1;
    const end = ends[start]!;
    if (end - start < MIN_SHARED_GROUP) return groupRead();
    const key = flags + src.slice(start, end + 1);
    const known = GROUPS.get(key);
    if (known) {
      i = end + 1;
      return known;
    }
    const info = groupRead();
    // Shared only where the one-pass reading of its end agrees with the full reading.
    if (i === end + 1) GROUPS.set(key, info);
    return info;
  };
  const atom = (): Info => {
    const c = src[i++]!;
    if (c === '(') return group();
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
 * of their clause dropped ("kids" when "kid" is there). Null when what is left gates nothing: no needle,
 * one too short, or more than MAX_NEEDLES.
 * Shortest first, a needle is compared only with the needles kept so far (a needle that holds a dropped
 * one holds the kept one inside it), and the reading stops at the first kept needle past the limit:
 * start-up reduces clauses of hundreds of needles that are never used.
 */
const MAX_NEEDLE = 12;
const reduce = (clause: readonly string[]): string[] | null => {
  const cut = uniq(clause.map((n) => n.trim().slice(0, MAX_NEEDLE).trim()));
  const kept: string[] = [];
  for (const n of cut.sort((a, b) => a.length - b.length)) {
    if (kept.some((m) => n.includes(m))) continue;
    if (kept.length === MAX_NEEDLES || !usableNeedle(n)) return null;
    kept.push(n);
  }
  return kept.length ? kept.sort() : null;
};
/** The most clauses kept for one expression: the cheapest to meet rarely are kept. */
const MAX_CLAUSES = 3;

/**
 * The clauses every text a match of `re` is found in satisfies: each clause a list of substrings, at
 * least one of which the text holds. Empty when nothing is known (case-insensitive expressions, or
 * syntax this reader does not follow), which gates nothing. With `consumed`, look-arounds add nothing:
 * the clauses are then met inside every match itself, not only somewhere in its text (clause-spans.ts).
 */
export const regexNeedles = (re: RegExp, consumed = false): string[][] => {
  if (re.flags.includes('i')) return [];
  let info: Info;
  try {
    info = parse(re.source, re.flags.includes('u') || re.flags.includes('v'), consumed);
  } catch {
    return [];
  }
  const out = new Map<string, string[]>();
  for (const c of requirements(info)) {
    const r = reduce(c);
    if (r) out.set(r.join('\u0000'), r);
  }
  return [...out.values()].sort((a, b) => cost(a) - cost(b)).slice(0, MAX_CLAUSES);
};
