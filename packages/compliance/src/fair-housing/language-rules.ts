import type { StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';
import { ARABIC } from './vocabulary/lang-ar';
import { ARABIC_LATIN } from './vocabulary/lang-ar-latn';
import { GERMAN } from './vocabulary/lang-de';
import { SPANISH } from './vocabulary/lang-es';
import { FRENCH } from './vocabulary/lang-fr';
import { HINDI } from './vocabulary/lang-hi';
import { ITALIAN } from './vocabulary/lang-it';
import { JAPANESE } from './vocabulary/lang-ja';
import { KOREAN } from './vocabulary/lang-ko';
import { POLISH } from './vocabulary/lang-pl';
import { PORTUGUESE } from './vocabulary/lang-pt';
import { RUSSIAN } from './vocabulary/lang-ru';
import { TAGALOG } from './vocabulary/lang-tl';
import { VIETNAMESE } from './vocabulary/lang-vi';
import { CHINESE } from './vocabulary/lang-zh';
import type { LanguageData } from './vocabulary/language-data';

/**
 * Exclusion rules built from per-language data (vocabulary/lang-*.ts), one builder for every language
 * other than English ("solo para X", "X solamente", "no se aceptan X"). For each class a language
 * names: a limitation marker before or after a class word is a preference ("только для славян", "للعرب
 * فقط"), a refusal marker before or after it an exclusion ("без детей", "étrangers s'abstenir"); both
 * block (42 U.S.C. §3604(c)). A language's couple words make two more: a couple limited ("somente
 * casais", "부부만") and a household without children ("vợ chồng chưa có con", "无小孩的夫妻").
 * A language may also name who a home suits ("适合年轻白领", suits young office workers: a warning by
 * age, HUD 1995 memo) for the classes its data lists. Polish and Hindi written in Latin letters join
 * the LEP languages ("tylko dla Polaków", "sirf married family ko denge"), and Arabic in Latin
 * letters ("lil muslimeen faqat").
 * Each rule needs one of its class words, so text in other languages never runs it. Spanish wording
 * the English grammar also reads (patterns.ts: "no se aceptan", familial-status.ts) stays there too.
 */
const LANGUAGES: readonly LanguageData[] = [
  SPANISH,
  RUSSIAN,
  ARABIC,
  ARABIC_LATIN,
  FRENCH,
  PORTUGUESE,
  VIETNAMESE,
  TAGALOG,
  CHINESE,
  KOREAN,
  POLISH,
  HINDI,
  GERMAN,
  ITALIAN,
  JAPANESE,
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

/** The pieces every rule of a language is joined from. */
const shapeOf = (l: LanguageData) => {
  // Chinese and Korean join their words: no space is needed and no word boundary can be asked for.
  const sep = l.joined ? ' ?' : ' ';
  const particle = l.joined ? `(?:${any(l.particles ?? [])})?` : '';
  return {
    sep,
    particle,
    link: `(?:${any(l.links)}${sep}){0,2}`,
    verb: l.verbs?.length ? `(?:${any(l.verbs)}${sep})?` : '',
    gap: l.joined ? `${particle}${sep}` : ' (?:[\\p{L}]+ )?',
    wrap: (re: string) => new RegExp(l.joined ? re : `${START}${re}${END}`, 'gu'),
  };
};

const rulesOf = (l: LanguageData): StandaloneRule[] => {
  const { sep, link, verb, gap, wrap } = shapeOf(l);
  // A marker before the words (a selection verb and up to two links between) or after them (one word between).
  const marked = (words: string, before: readonly string[], after: readonly string[]) =>
    `(?:${[
      before.length ? `${any(before)}${sep}${verb}${link}${words}` : '',
      after.length ? `${words}${gap}${any(after)}` : '',
    ]
      .filter(Boolean)
      .join('|')})`;
  return (Object.entries(l.classes) as [ProtectedClass, readonly string[]][]).flatMap(([category, words]) => {
    const cls = `${norm(l.prefix ?? '')}${any(words)}`;
    const rule = (
      id: string,
      kind: 'prefer' | 'exclude' | 'suits',
      before: readonly string[],
      after: readonly string[],
    ) => ({
      id: `${l.lang}-${id}-${category}`,
      category,
      kind,
      source: l.source,
      needs: needsOf(words),
      re: wrap(marked(cls, before, after)),
    });
    const suits = l.suitsBefore?.length && l.suitsClasses?.includes(category);
    return [
      rule('only', 'prefer', l.onlyBefore, l.onlyAfter),
      rule('refuse', 'exclude', l.refuseBefore, l.refuseAfter),
      ...(suits ? [rule('suits', 'suits', l.suitsBefore ?? [], [])] : []),
    ];
  });
};

/** "Couples only" and "a couple without children" (HUD 1995 memo; 42 U.S.C. §3602(k)). */
const coupleRules = (l: LanguageData): StandaloneRule[] => {
  const c = l.couples;
  if (!c) return [];
  const { sep, particle, link, gap, wrap } = shapeOf(l);
  const couple = any(c.words);
  const home = any([...c.words, ...(c.households ?? [])]);
  const childWords = [...(l.classes.familial_status ?? []), ...(c.children ?? [])];
  const kids = any(childWords);
  const without = any(c.without);
  const only = `(?:${any(l.onlyBefore)}${sep}${link}${couple}|${couple}${gap}${any(l.onlyAfter)})`;
  // "vợ chồng chưa có con", "无小孩的夫妻", "자녀 없는 부부": the three orders languages put them in.
  const childless = `(?:${home}${sep}${without}${sep}${kids}|${without}${sep}${kids}${particle}${sep}${home}|${kids}${particle}${sep}${without}${sep}${home})`;
  const base = { category: 'familial_status' as const, source: l.source };
  return [
    { ...base, id: `${l.lang}-couples-only`, kind: 'prefer', needs: needsOf(c.words), re: wrap(only) },
    {
      ...base,
      id: `${l.lang}-childless-household`,
      kind: 'exclude',
      needs: needsOf(childWords),
      re: wrap(childless),
    },
  ];
};

export const LANGUAGE_RULES: readonly StandaloneRule[] = LANGUAGES.flatMap((l) => [
  ...rulesOf(l),
  ...coupleRules(l),
]);

/** The normal form and the alternation builder, for rules built from the same data elsewhere (language-unavailability.ts). */
export { any as anyLanguageWord, END as LETTER_END, norm as normLanguage, START as LETTER_START };
