import type { ProtectedClass } from '../types';
import { readerWords } from './reader-features';

/**
 * Per class, the words and word pairs that most set its violations apart, each with its weight
 * (pairs, not an object: a cue may be any word, "constructor" or "then" included).
 */
export type ClassCueTable = Partial<Record<ProtectedClass, readonly (readonly [string, number])[]>>;

/** A labelled violation as the cue table learns from it. */
export type ClassExample = { text: string; category: ProtectedClass };

/** Cues kept per class: enough to name the class of most violations no class word names. */
const PER_CLASS = 600;

/** The words of a text as the rules read them, and each pair of neighbours. */
export const cueGrams = (text: string): string[] => {
  const words = readerWords(text).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const out = new Set<string>();
  words.forEach((w, i) => {
    out.add(w);
    if (i + 1 < words.length) out.add(`${w} ${words[i + 1]}`);
  });
  return [...out];
};

/** Plain code-point order: localeCompare follows LANG, and the committed table must not. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Log-odds of each word or pair in one class's violations against the other classes' (add-half
 * smoothing), seen at least twice, best PER_CLASS kept: "too dark" → colour, "deployed" → military,
 * "felony" → race (HUD's 2016 criminal-records guidance files blanket bars under disparate impact).
 */
export const trainClassCues = (examples: readonly ClassExample[]): ClassCueTable => {
  const perClass = new Map<ProtectedClass, Map<string, number>>();
  const lines = new Map<ProtectedClass, number>();
  const everywhere = new Map<string, number>();
  for (const e of examples) {
    const counts = perClass.get(e.category) ?? new Map<string, number>();
    perClass.set(e.category, counts);
    lines.set(e.category, (lines.get(e.category) ?? 0) + 1);
    for (const g of cueGrams(e.text)) {
      counts.set(g, (counts.get(g) ?? 0) + 1);
      everywhere.set(g, (everywhere.get(g) ?? 0) + 1);
    }
  }
  const table: ClassCueTable = {};
  for (const [c, counts] of [...perClass].sort(([a], [b]) => byCodePoint(a, b))) {
    const mine = lines.get(c)!;
    const others = examples.length - mine;
    const scored = [...counts]
      .filter(([, k]) => k >= 2)
      .map(([g, k]): [string, number] => {
        const elsewhere = everywhere.get(g)! - k;
        return [g, Math.log((k + 0.5) / (mine + 1)) - Math.log((elsewhere + 0.5) / (others + 1))];
      })
      .filter(([, s]) => s > 0)
      .sort((a, b) => b[1] - a[1] || byCodePoint(a[0], b[0]))
      .slice(0, PER_CLASS);
    table[c] = scored.map(([g, s]) => [g, Math.round(s * 100) / 100] as const);
  }
  return table;
};

const maps = new WeakMap<ClassCueTable, [ProtectedClass, Map<string, number>][]>();
const mapsOf = (table: ClassCueTable) => {
  let m = maps.get(table);
  if (!m) {
    m = Object.entries(table).map(([c, cues]) => [c as ProtectedClass, new Map(cues)]);
    maps.set(table, m);
  }
  return m;
};

/** Below this the cues say too little to name a class ("plumber" alone is no class). */
const MIN_CUE_SCORE = 1.5;

/** The class whose cues weigh most in the text, or null when they weigh too little. */
export const classByCues = (table: ClassCueTable, text: string): ProtectedClass | null => {
  const grams = cueGrams(text);
  let best: ProtectedClass | null = null;
  let bestScore = MIN_CUE_SCORE;
  for (const [c, cues] of mapsOf(table)) {
    let score = 0;
    for (const g of grams) score += cues.get(g) ?? 0;
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
};
