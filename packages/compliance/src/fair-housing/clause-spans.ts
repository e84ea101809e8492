/**
 * Where in a text a rule's match can stand, from the '|' clause ends of the normalised text (engine.ts)
 * and the words the match itself cannot do without. Most rules never cross a clause end: their
 * expressions are words, spaces and [^|] runs. When a rule's consuming part cannot match a '|' and
 * every match holds one of a set of needles (regex-needles.ts with look-arounds left out), a match lies
 * inside one clause that holds one of those needles, at or before it. The rule gate (rule-gate.ts)
 * then tries a rule's start words (match-starts.ts) only in such clauses, and scans an expression
 * without start words from the first such clause on. The gate already knew a needle was somewhere in
 * the text; this says where, which matters for long texts (a 2,000-character description holds a
 * dozen clauses and most of a rule's start words, "you", "would", stand in the clauses without it).
 *
 * Same matches as `s.matchAll(re)`: a match starting at p holds a needle at some q >= p with no '|'
 * between, so no match starts before the clause of the first needle at or after where the scan
 * resumes, nor at a start word with no needle after it in its clause.
 */

/** Escapes and classes of the consuming part that may match a '|'; anything unread counts as may. */
const WIDE_ESCAPE = /^[WSDPxuc0-9kq|]$/;
/** \p{…} properties that never match '|' (a math symbol of the Common script). */
const NO_BAR_PROPERTY =
  /^(?:L[a-z]*|Letter|N[a-z]*|Number|M[a-z]*|Mark|(?:Script|sc|Script_Extensions|scx)=(?!Common|Zyyy)\w+)$/;

/** True when no match of `re` can hold a '|': its consuming part reads none (look-arounds may). */
export const staysInClause = (re: RegExp): boolean => {
  if (re.flags.includes('v') || re.flags.includes('i') || re.flags.includes('s')) return false;
  const src = re.source;
  // Kinds of the open groups: a look-around's reading is not part of the match.
  const groups: boolean[] = [];
  let looking = 0;
  for (let i = 0; i < src.length; ) {
    const c = src[i]!;
    if (c === '\\') {
      const e = src[i + 1] ?? '';
      if (e === 'p') {
        const close = src.indexOf('}', i);
        const property = src.slice(i + 3, close);
        if (looking === 0 && (src[i + 2] !== '{' || !NO_BAR_PROPERTY.test(property))) return false;
        i = close + 1;
        continue;
      }
      if (looking === 0 && WIDE_ESCAPE.test(e)) return false;
      i += 2;
      continue;
    }
    if (c === '[') {
      const end = classEnd(src, i);
      if (end < 0) return false;
      if (looking === 0 && classMayHoldBar(src.slice(i + 1, end))) return false;
      i = end + 1;
      continue;
    }
    if (c === '(') {
      const look = /^\(\?(?:=|!|<=|<!)/.test(src.slice(i, i + 4));
      groups.push(look);
      if (look) looking++;
      i++;
      continue;
    }
    if (c === ')') {
      if (groups.pop()) looking--;
      i++;
      continue;
    }
    if (c === '.' && looking === 0) return false;
    i++;
  }
  return true;
};

/** The index of the ']' closing the class opened at `at`, or -1. */
const classEnd = (src: string, at: number): number => {
  let i = at + 1;
  if (src[i] === '^') i++;
  if (src[i] === ']') i++;
  for (; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === ']') return i;
  }
  return -1;
};

/** Whether a class body (between '[' and ']') may match '|'; unsure answers yes. */
const classMayHoldBar = (body: string): boolean => {
  if (body.startsWith('^')) {
    // A negated class that lists '|' never matches it.
    for (let i = 1; i < body.length; i++) {
      if (body[i] === '|') return false;
      if (body[i] === '\\' && body[++i] === '|') return false;
    }
    return true;
  }
  for (let i = 0; i < body.length; i++) {
    let c = body[i]!;
    if (c === '\\') {
      c = body[++i] ?? '';
      if (c === 'p' && body[i + 1] === '{') {
        // "[\p{L}]": a letter class, as the other-language rules write a word's letters.
        const close = body.indexOf('}', i);
        if (close < 0 || !NO_BAR_PROPERTY.test(body.slice(i + 2, close))) return true;
        i = close;
        continue;
      }
      if (c === '|' || /[WSDPpxuc0-9]/.test(c)) return true;
      continue;
    }
    if (c === '|') return true;
    if (body[i + 1] === '-' && i + 2 < body.length) {
      const d = body[i + 2]!;
      if (d === '\\') return true;
      if (c.charCodeAt(0) <= 0x7c && 0x7c <= d.charCodeAt(0)) return true;
      i += 2;
    }
  }
  return false;
};

/**
 * Of `starts` (ascending), those with a needle at or after them in their clause; `needles` are the
 * ascending starts of the rule's needles in `s`.
 */
export const startsInClauses = (s: string, starts: readonly number[], needles: readonly number[]) => {
  const out: number[] = [];
  let k = 0;
  let bar = -1;
  for (const p of starts) {
    while (k < needles.length && needles[k]! < p) k++;
    if (k === needles.length) break;
    if (bar < p) {
      bar = s.indexOf('|', p);
      if (bar < 0) bar = s.length;
    }
    if (needles[k]! < bar) out.push(p);
  }
  return out;
};

/**
 * The matches of the global `re` in `s`, as matchAll gives them, when every match holds one of the
 * needles starting at `needles` (ascending) and none holds a '|': each scan resumes at the clause of
 * the next needle, and ends when no needle is left.
 */
export const matchesInClauses = (re: RegExp, s: string, needles: readonly number[]): RegExpExecArray[] => {
  const out: RegExpExecArray[] = [];
  let from = 0;
  let k = 0;
  for (;;) {
    while (k < needles.length && needles[k]! < from) k++;
    // Left at 0, as a scan to the end leaves it: others read the same expression (matchAll copies it).
    re.lastIndex = 0;
    if (k === needles.length) return out;
    const q = needles[k]!;
    re.lastIndex = Math.max(from, s.lastIndexOf('|', q) + 1);
    const m = re.exec(s);
    if (!m) return out;
    out.push(m);
    // Never empty: a match holds a needle, which is never empty.
    from = m.index + m[0].length;
  }
};
