import type { StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';
import { ARABIC } from './vocabulary/lang-ar';
import { FRENCH } from './vocabulary/lang-fr';
import { KOREAN } from './vocabulary/lang-ko';
import { PORTUGUESE } from './vocabulary/lang-pt';
import { RUSSIAN } from './vocabulary/lang-ru';
import { TAGALOG } from './vocabulary/lang-tl';
import { VIETNAMESE } from './vocabulary/lang-vi';
import { CHINESE } from './vocabulary/lang-zh';
import type { LanguageData } from './vocabulary/language-data';

/**
 * Exclusion rules built from per-language data (vocabulary/lang-*.ts): the pattern logic the Spanish
 * rules use ("solo para X", "X solamente", "no se aceptan X", foreign-exclusions.ts), written once for
 * every language whose data is given. For each class a language names: a limitation marker before or
 * after a class word is a preference ("только для славян", "للعرب فقط"), a refusal marker before or
 * after it an exclusion ("без детей", "étrangers s'abstenir"); both block (42 U.S.C. §3604(c)).
 * Each rule needs one of its language's markers, so text in other languages never runs it.
 */
const LANGUAGES: readonly LanguageData[] = [
  RUSSIAN,
  ARABIC,
  FRENCH,
  PORTUGUESE,
  VIETNAMESE,
  TAGALOG,
  CHINESE,
  KOREAN,
];

/** The text's normal form (normalise.ts): accents and apostrophes dropped, lower case. */
const norm = (fragment: string): string =>
  fragment
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // Vietnamese đ has no decomposition: normalise.ts reads it as d.
    .replace(/đ/g, 'd')
    .replace(/['’]/g, '');

const any = (list: readonly string[]) =>
  `(?:${[...list]
    .map(norm)
    .sort((a, b) => b.length - a.length)
    .join('|')})`;
// A word of the language's script on neither side: \b knows only ASCII letters.
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

/**
 * What a rule needs: the literal start of each class word ("enfant" of "enfants?"), so a text without
 * one of the language's class words (English text, whatever its "only" or "no") never runs the rule.
 */
const needsOf = (words: readonly string[]) => [
  ...new Set(
    words.flatMap((w) => {
      const n = norm(w);
      const lit = /^[^()[\]?*+|\\{]*/.exec(n)![0];
      const stem = n[lit.length] === '?' ? lit.slice(0, -1) : lit;
      // Two Han or Hangul characters are as rare in English text as three ASCII letters.
      return stem.length >= (/^[a-z0-9 ]*$/.test(stem) ? 3 : 2) ? [stem] : [];
    }),
  ),
];

const rulesOf = (l: LanguageData): StandaloneRule[] =>
  (Object.entries(l.classes) as [ProtectedClass, readonly string[]][]).flatMap(([category, words]) => {
    // Chinese and Korean join their words: no space is needed and no word boundary can be asked for.
    const sep = l.joined ? ' ?' : ' ';
    const cls = `${norm(l.prefix ?? '')}${any(words)}`;
    const link = `(?:${any(l.links)}${sep}){0,2}`;
    const gap = l.joined ? `(?:${any(l.particles ?? [])})?${sep}` : ' (?:[\\p{L}]+ )?';
    const rule = (id: string, kind: 'prefer' | 'exclude', before: string[], after: string[]) => {
      const parts = [
        before.length ? `${any(before)}${sep}${link}${cls}` : '',
        after.length ? `${cls}${gap}${any(after)}` : '',
      ].filter(Boolean);
      const re = `(?:${parts.join('|')})`;
      return {
        id: `${l.lang}-${id}-${category}`,
        category,
        kind,
        source: l.source,
        needs: needsOf(words),
        re: new RegExp(l.joined ? re : `${START}${re}${END}`, 'gu'),
      };
    };
    return [
      rule('only', 'prefer', [...l.onlyBefore], [...l.onlyAfter]),
      rule('refuse', 'exclude', [...l.refuseBefore], [...l.refuseAfter]),
    ];
  });

export const LANGUAGE_RULES: readonly StandaloneRule[] = LANGUAGES.flatMap(rulesOf);
