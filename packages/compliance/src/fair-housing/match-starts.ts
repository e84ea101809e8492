import { asciiOnly } from './aho-corasick';

/**
 * The words a match of a regular expression begins with, read off the expression, and its matches
 * found by trying it only where one of them stands. A global scan of a rule's expression tries it at
 * every position of the text; most rules begin with a vocabulary ("\b(?:strollers?|nursery|…)") that
 * V8 cannot skip ahead on, and the whole-phrase rules were two fifths of the engine's CPU on
 * listing-length texts. The one pass that gates the rules (rule-gate.ts, needles.ts) also notes where
 * each first word stands, and the rule runs sticky at those indexes only.
 *
 * Same matches as `s.matchAll(re)`: a global scan answers the leftmost index at or after the last
 * match's end where the expression matches, and what it matches there is what a sticky run there
 * matches; every index it could answer holds one of the first words, and they are tried in order.
 *
 * Sound over the syntax the rules use (literals, groups, alternation, quantifiers, look-arounds, \b,
 * ^, $): zero-width parts are passed over, an optional part adds the words of what follows it. A
 * first character read inexactly (a class, ".", \d, \p{…}), an expression that may match the empty
 * string, a flag "i", or syntax the reader does not know gives no words: the rule then scans.
 */

/** `words`: one of these begins every non-empty match; `empty`: the part may match nothing. */
type Start = { words: string[]; empty: boolean } | null;

const ZERO: Start = { words: [], empty: true };
/** A part that matches nothing at all: no words, and never empty. */
const NEVER: Start = { words: [], empty: false };
/** Characters that stand for themselves in an expression (as regex-needles.ts reads them). */
const PLAIN = /[^\\[\](){}|.^$*+?\ud800-\udfff]+/y;
const QUANTIFIED = /^[?*+{]$/;

/** What follows `a` in a sequence only counts while `a` may be empty. */
const then = (a: Start, b: Start): Start => {
  if (!a?.empty) return a;
  if (!b) return null;
  return { words: [...a.words, ...b.words], empty: b.empty };
};

const either = (branches: readonly Start[]): Start =>
  branches.every((b) => b)
    ? { words: branches.flatMap((b) => b!.words), empty: branches.some((b) => b!.empty) }
    : null;

/** Reads one expression source; throws on syntax it does not know. */
const parse = (src: string): Start => {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`match-starts: ${why} at ${i} in ${src.slice(0, 80)}`);
  };
  const skipClass = () => {
    // After '['; a class is never an exact first word here, it is only stepped over.
    if (src[i] === ']') i++;
    while (src[i] !== ']') {
      if (i >= src.length) fail('unclosed class');
      if (src[i++] === '\\') i++;
    }
    i++;
  };
  const quantifier = (): [number, number] | null => {
    const m = /^(?:\?|\*|\+|\{(\d+)(?:,(\d*))?\})\??/.exec(src.slice(i, i + 12));
    if (!m) return null;
    i += m[0].length;
    const c = m[0][0];
    if (c === '?' || c === '*') return [0, 1];
    if (c === '+') return [1, 1];
    return [Number(m[1]), 1];
  };
  const atom = (): Start => {
    const c = src[i++]!;
    // "(?!)" never matches (a branch written to be switched off): it begins no match.
    if (c === '(' && src.startsWith('?!)', i)) {
      i += 3;
      return NEVER;
    }
    if (c === '(') {
      let look = false;
      if (src[i] === '?') {
        const head = src.slice(i, i + 3);
        if (head.startsWith('?:')) i += 2;
        else if (head.startsWith('?=') || head.startsWith('?!')) {
          look = true;
          i += 2;
        } else if (head === '?<=' || head === '?<!') {
          look = true;
          i += 3;
        } else fail('group kind');
      }
      const inner = alternation();
      if (src[i++] !== ')') fail('unclosed group');
      // A look-around consumes nothing: the match begins with what follows it.
      return look ? ZERO : inner;
    }
    if (c === '[') {
      skipClass();
      return null;
    }
    if (c === '.') return null;
    if (c === '^' || c === '$') return ZERO;
    if (c === '\\') {
      const e = src[i++] ?? fail('trailing backslash');
      if (e === 'b' || e === 'B') return ZERO;
      if (e === 'p' || e === 'P') {
        if (src[i] === '{') i = src.indexOf('}', i) + 1;
        return null;
      }
      if (/[A-Za-z0-9]/.test(e)) {
        if ('dDwWsS'.includes(e)) return null;
        return fail(`escape \\${e}`);
      }
      return { words: [e], empty: false };
    }
    if (c === ')' || c === '|' || c === '*' || c === '+' || c === '?') fail(`unexpected ${c}`);
    if (c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) < 0xdc00) return { words: [c + src[i++]], empty: false };
    return { words: [c], empty: false };
  };
  const sequence = (): Start => {
    let start: Start = ZERO;
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      // A run of plain characters is one word; a quantifier after it takes only its last character.
      PLAIN.lastIndex = i;
      let run = PLAIN.exec(src)?.[0] ?? '';
      if (QUANTIFIED.test(src[i + run.length] ?? '')) run = run.slice(0, -1);
      i += run.length;
      let part: Start = run ? { words: [run], empty: false } : atom();
      const q = run ? null : quantifier();
      if (q && q[0] === 0 && part) part = { words: part.words, empty: true };
      start = then(start, part);
    }
    return start;
  };
  function alternation(): Start {
    const branches = [sequence()];
    while (src[i] === '|') {
      i++;
      branches.push(sequence());
    }
    return branches.length === 1 ? branches[0]! : either(branches);
  }
  const start = alternation();
  if (i !== src.length) fail('trailing text');
  return start;
};

/**
 * The words one of which begins every match of `re`, each two or more ASCII characters (the ones
 * needles.ts places); null when they are not known, and the expression must scan.
 */
export const startWords = (re: RegExp): string[] | null => {
  if (re.flags.includes('i')) return null;
  let start: Start;
  try {
    start = parse(re.source);
  } catch {
    return null;
  }
  if (!start || start.empty) return null;
  const words = [...new Set(start.words)];
  return words.every((w) => w.length >= 2 && asciiOnly(w)) ? words : null;
};

/**
 * The matches of the global `re` in `s`, as matchAll gives them, trying `sticky` (the same expression
 * with the y flag instead of g) only at `starts`, every index where one of its start words stands.
 */
export const matchesAt = (sticky: RegExp, s: string, starts: readonly number[]): RegExpExecArray[] => {
  const out: RegExpExecArray[] = [];
  let from = 0;
  for (const at of starts) {
    if (at < from) continue;
    sticky.lastIndex = at;
    const m = sticky.exec(s);
    if (!m) continue;
    out.push(m);
    // Never empty: startWords refuses an expression that may match nothing.
    from = at + m[0].length;
  }
  return out;
};
