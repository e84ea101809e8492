import type { LabelledSentence } from './corpus';
import { GRID_CLASSES } from './grid-tables';

/**
 * Evasions (issue #22: "hyphens, capitals, repeated punctuation, spacing, common misspellings"), as
 * transforms applied to every class's exclusions, and the same transforms on exclusions of things,
 * which must pass. Each transform is one way ad copy dodges a word list; none is tied to a sentence.
 */
const TRANSFORMS: Record<string, (s: string) => string> = {
  caps: (s) => s.toUpperCase(),
  shout: (s) => `${s.toUpperCase().replace(/\.$/, '')}!!!`,
  spaced: (s) => s.replace(/\b(\w+)\b/g, (w) => (w.length <= 5 ? w.split('').join(' ') : w)),
  hyphens: (s) => s.replace(/\b(\w{2,5})\b/g, (w) => w.split('').join('-')),
  dots: (s) => s.replace(/\b(\w{2,5})\b/g, (w) => `${w.split('').join('.')}.`),
  stretched: (s) => s.replace(/\bNo\b/, 'Nooo'),
  emoji: (s) => `🚫 ${s.replace(/\.$/, '')} 🙅`,
  hashtag: (s) =>
    `#${s
      .replace(/\.$/, '')
      .replace(/[^A-Za-z0-9 ]/g, '')
      .replace(/(?:^|\s)(\w)/g, (_, c: string) => c.toUpperCase())}`,
  doubled: (s) => s.replace(/ /g, '  '),
  leet: (s) => s.replace(/\bNo\b/, 'N0').replace(/o(?=\w)/g, '0'),
};

/** Two names per class, the shortest first: evasions act on short words. */
const people = GRID_CLASSES.map((g) => ({
  g,
  words: [...g.people].sort((a, b) => a.length - b.length).slice(0, 2),
}));
const EXCLUSIONS = ['No {X}.', '{X} not allowed.'];

export const GRID_EVASIONS: LabelledSentence[] = people.flatMap(({ g, words }) =>
  words.flatMap((w) =>
    EXCLUSIONS.flatMap((t) => {
      const base = t.replace('{X}', w);
      const text = base.charAt(0).toUpperCase() + base.slice(1);
      return Object.values(TRANSFORMS).map((f) => ({
        text: f(text),
        label: 'block' as const,
        category: g.category,
        state: 'NY',
        source: g.source,
      }));
    }),
  ),
);

const THINGS = ['pets', 'smoking', 'HOA', 'parties', 'sublets', 'waterbeds', 'dogs', 'grills'];
export const GRID_EVASION_LOOKALIKES: LabelledSentence[] = THINGS.flatMap((w) =>
  EXCLUSIONS.flatMap((t) => {
    const base = t.replace('{X}', w);
    const text = base.charAt(0).toUpperCase() + base.slice(1);
    return Object.values(TRANSFORMS).map((f) => ({
      text: f(text),
      label: 'ok' as const,
      category: null,
      state: 'NY',
      source: 'hud1995' as const,
    }));
  }),
);
