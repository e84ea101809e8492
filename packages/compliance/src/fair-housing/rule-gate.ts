import { matchesInClauses, startsInClauses, staysInClause } from './clause-spans';
import { allMatches } from './match-all';
import { matchesAt, startWords } from './match-starts';
import { needleIndex } from './needles';
import { regexNeedles } from './regex-needles';
import type { StandaloneRule } from './standalone-rules';

/**
 * Which whole-phrase rules may match a text, decided from one pass over it (needles.ts) before any
 * rule's expression runs. A rule runs only when the text holds one of the words it lists (`needs`)
 * and one substring of every clause its own expression cannot match without (regex-needles.ts).
 * The second half is what keeps the newer families cheap: their listed needs are common words
 * ("only", "want", "must") that most listings hold, while their expressions need a whole phrase.
 * Both halves are necessary conditions of a match, so the gate changes which texts are scanned, never
 * what is found (rule-gate.test.ts checks that on every corpus sentence).
 *
 * Needles are looked for in the normalised text, the same text the expressions run on (engine.ts).
 */
export type RuleGate<R> = (s: string) => {
  needed: ReadonlySet<string>;
  rules: readonly R[];
  /** A rule's matches in the text, as `s.matchAll(rule.re)` gives them (match-starts.ts). */
  matches: (rule: R) => RegExpExecArray[];
};

/** Words looked for together: a rule's start words, or the needles every match of it holds. */
type WordList = { words: readonly string[]; set: ReadonlySet<string> };

export const ruleGate = <R extends Pick<StandaloneRule, 'needs' | 're'>>(
  rules: readonly R[],
  extraNeeds: readonly string[] = [],
): RuleGate<R> => {
  // Clauses are shared between rules (one frame or one vocabulary in many), so each is checked once.
  const clauseIds = new Map<string, number>();
  const clauseNeedles: string[][] = [];
  const clauseOf = (needles: readonly string[]) => {
    const sorted = [...new Set(needles)].sort();
    const key = sorted.join('\u0000');
    let id = clauseIds.get(key);
    if (id === undefined) {
      id = clauseNeedles.push(sorted) - 1;
      clauseIds.set(key, id);
    }
    return id;
  };
  const ruleClauses = rules.map((r) => [clauseOf(r.needs), ...regexNeedles(r.re).map(clauseOf)]);
  // Clauses by needle: the needles a text holds mark the clauses they satisfy.
  const byNeedle = new Map<string, number[]>();
  clauseNeedles.forEach((c, id) => {
    for (const n of c) {
      const list = byNeedle.get(n);
      if (list) list.push(id);
      else byNeedle.set(n, [id]);
    }
  });
  // The same pass notes where each rule's first words stand, and the rule is tried only there; and
  // where the words its match holds stand, when it never crosses a clause end (clause-spans.ts).
  // Families share their word lists (one vocabulary, one rule per class), so each list is kept once
  // and its positions are gathered once per text.
  const lists = new Map<string, WordList>();
  const listOf = (words: readonly string[]): WordList => {
    const key = words.join('\u0000');
    const list = lists.get(key) ?? { words, set: new Set(words) };
    lists.set(key, list);
    return list;
  };
  const starts = new Map<R, { list: WordList; sticky: RegExp }>();
  const inside = new Map<R, WordList>();
  for (const r of rules) {
    const words = startWords(r.re);
    const sticky = () => new RegExp(r.re.source, `${r.re.flags.replace('g', '')}y`);
    if (words) starts.set(r, { list: listOf(words), sticky: sticky() });
    const held = staysInClause(r.re) ? regexNeedles(r.re, true)[0] : undefined;
    if (held) inside.set(r, listOf(held));
  }
  const placed = new Set([...lists.values()].flatMap((l) => l.words));
  const find = needleIndex([...byNeedle.keys(), ...extraNeeds], placed);
  const met = new Uint8Array(clauseNeedles.length);
  return (s) => {
    const { found: needed, at } = find(s);
    const known = new Map<WordList, number[]>();
    /** Where the list's words start in s, ascending; read from whichever is shorter, list or text's words. */
    const positions = (list: WordList) => {
      let out = known.get(list);
      if (out) return out;
      out = [];
      if (list.words.length <= at.size) for (const w of list.words) out.push(...(at.get(w) ?? []));
      else for (const [w, where] of at) if (list.set.has(w)) out.push(...where);
      if (list.words.length > 1) out = [...new Set(out)].sort((a, b) => a - b);
      known.set(list, out);
      return out;
    };
    const matches = (rule: R) => {
      const start = starts.get(rule);
      const held = inside.get(rule);
      const needles = held ? positions(held) : null;
      if (!start) return needles ? matchesInClauses(rule.re, s, needles) : allMatches(rule.re, s);
      const indexes = positions(start.list);
      return matchesAt(start.sticky, s, needles ? startsInClauses(s, indexes, needles) : indexes);
    };
    met.fill(0);
    for (const n of needed) for (const id of byNeedle.get(n) ?? []) met[id] = 1;
    const out: R[] = [];
    for (let k = 0; k < rules.length; k++)
      if (ruleClauses[k]!.every((id) => met[id] === 1)) out.push(rules[k]!);
    return { needed, rules: out, matches };
  };
};
