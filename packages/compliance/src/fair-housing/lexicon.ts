import { frameWord } from './frame-spelling';
import { splitRunTogether } from './run-together';
import type { ClassVocabulary, ProtectedClass, RuleKind } from './types';
import { VOCABULARIES } from './vocabulary';

/** How a class word may be used (see ClassVocabulary). */
export type TermKind = 'noun' | 'adj' | 'ambiguous' | 'modifier';

export type Term = {
  form: string;
  category: ProtectedClass;
  kind: TermKind;
  spanish: boolean;
  hopa: boolean;
  /** Describing a person with it is no finding (see ClassVocabulary.neutral). */
  neutral: boolean;
  bare?: { kind: RuleKind; severity?: 'block' | 'warn' };
  vocabulary: ClassVocabulary;
};

const IRREGULAR: Record<string, string> = { man: 'men', woman: 'women', child: 'children', person: 'people' };

/** English plural of a noun's last word; words already ending in s are taken as plural. */
export const englishPlurals = (form: string): string[] => {
  const words = form.split(' ');
  const last = words.at(-1)!;
  if (last.endsWith('s') || /\d$/.test(last)) return [form];
  const plural =
    IRREGULAR[last] ??
    (/(?:x|ch|sh)$/.test(last)
      ? `${last}es`
      : /[^aeiou]y$/.test(last)
        ? `${last.slice(0, -1)}ies`
        : /man$/.test(last)
          ? `${last.slice(0, -3)}men`
          : `${last}s`);
  return [form, [...words.slice(0, -1), plural].join(' ')];
};

/** Spanish noun plural (vowel +s, consonant +es, z → ces). */
const spanishPlural = (form: string): string[] => {
  if (form.includes(' ') || form.endsWith('s')) return [form];
  if (form.endsWith('z')) return [form, `${form.slice(0, -1)}ces`];
  return [form, /[aeiou]$/.test(form) ? `${form}s` : `${form}es`];
};

/** Spanish adjective forms from the masculine singular: -o/-a/-os/-as, -e/-es, consonant +a/+es/+as. */
export const spanishAdjective = (form: string): string[] => {
  if (form.includes(' ')) return [form];
  if (form.endsWith('o')) {
    const stem = form.slice(0, -1);
    return [form, `${stem}a`, `${stem}os`, `${stem}as`];
  }
  if (/[eai]$/.test(form)) return [form, `${form}s`];
  return [form, `${form}a`, `${form}es`, `${form}as`];
};

const index = new Map<string, Term>();
const add = (v: ClassVocabulary, form: string, kind: TermKind, spanish: boolean, bare?: Term['bare']) => {
  const existing = index.get(form);
  // The first class to name a word keeps it; a bare rule is attached to whichever term holds it.
  if (existing) {
    if (bare && existing.category === v.category) existing.bare = bare;
    return;
  }
  // A bare phrase of a vocabulary with HOPA words ("senior housing") is itself a HOPA phrase.
  const hopa = (v.hopa ?? []).includes(form) || (bare !== undefined && v.hopa !== undefined);
  index.set(form, {
    form,
    category: v.category,
    kind,
    spanish,
    hopa,
    neutral: (v.neutral ?? []).includes(form),
    vocabulary: v,
    ...(bare ? { bare } : {}),
  });
};

for (const v of VOCABULARIES) {
  for (const p of v.people) for (const f of englishPlurals(p)) add(v, f, 'noun', false);
  for (const a of v.adjectives ?? []) {
    add(v, a, 'adj', false);
    // "with child" (pregnant) is an idiom with no plural: "with children" is the preposition and a
    // people noun, so "tenants with children" joins its people (subjects.ts) like "tenants with kids".
    if (a.startsWith('with ')) continue;
    for (const f of englishPlurals(a).slice(1)) add(v, f, 'noun', false);
  }
  for (const a of v.ambiguous ?? []) add(v, a, 'ambiguous', false);
  for (const a of v.modifiers ?? []) add(v, a, 'modifier', false);
  for (const p of v.esPeople ?? []) for (const f of spanishPlural(p)) add(v, f, 'noun', true);
  for (const a of v.esAdjectives ?? []) for (const f of spanishAdjective(a)) add(v, f, 'adj', true);
  for (const a of v.esAmbiguous ?? []) for (const f of spanishAdjective(a)) add(v, f, 'ambiguous', true);
  for (const h of v.hopa ?? []) add(v, h, 'noun', false);
  for (const b of v.bare ?? []) {
    add(v, b.phrase, 'noun', /[ñ]|\b(?:solo|para|de|en|sin)\b/.test(b.phrase), {
      kind: b.kind,
      ...(b.severity ? { severity: b.severity } : {}),
    });
  }
}

/** Every class word and phrase, keyed by its normalised form. */
export const TERMS: ReadonlyMap<string, Term> = index;
/** Every proper word-prefix of a phrase ("section" of "section 8"): looking up a longer phrase stops early. */
export const TERM_PREFIXES: ReadonlySet<string> = new Set(
  [...index.keys()].flatMap((k) => {
    const words = k.split(' ');
    return words.slice(1).map((_, n) => words.slice(0, n + 1).join(' '));
  }),
);
export const MAX_TERM_WORDS = Math.max(...[...index.keys()].map((k) => k.split(' ').length));

// Names and common words one edit away from a class word: never read as a misspelling ("illegal" of
// "illegals": a rule against illegal drugs is lawful, 42 U.S.C. §3602(h)).
const NOT_MISSPELLINGS = new Set(
  `christina christin christine cristian marine minor single singles senor retire divorce disable health
   believe moron quake solder refuge coupe program america americas india africa jamaica colombia venezuela
   ingles ingle nigeria pakistan guatemala dominican scandinavia russia korea syria italia latin latina latinas
   finish israel guinea bengal georgia kuwait punjab separate addition additions engage sexual ethics little
   benefit illegal legal legales`.split(/\s+/),
);

const misspellings = new Map<string, string>();
for (const v of VOCABULARIES) {
  for (const [wrong, right] of Object.entries(v.misspellings ?? {})) misspellings.set(wrong, right);
}
// One deletion (words of seven letters or more) or one swap of neighbours (six or more) ("chrstian", "christains",
// "childern"): the misspellings seen in ads, generated rather than listed.
for (const form of index.keys()) {
  if (form.includes(' ') || form.length < 6) continue;
  const variants = new Set<string>();
  if (form.length >= 7)
    for (let i = 0; i < form.length; i++) variants.add(form.slice(0, i) + form.slice(i + 1));
  for (let i = 0; i < form.length - 1; i++) {
    variants.add(form.slice(0, i) + form[i + 1] + form[i] + form.slice(i + 2));
  }
  for (const v of variants) {
    if (v !== form && !index.has(v) && !NOT_MISSPELLINGS.has(v) && !misspellings.has(v))
      misspellings.set(v, form);
  }
}

// A phrase written as one word, as hashtags write them ("#adultliving", "#singlemom"): each word of the
// phrase three letters or more, so no short word glued on makes an English word of it.
const joined = new Map<string, string>();
for (const form of index.keys()) {
  if (!form.includes(' ') || !/^[a-z ]+$/.test(form) || form.split(' ').some((w) => w.length < 3)) continue;
  const one = form.replaceAll(' ', '');
  if (one.length >= 8 && !index.has(one)) joined.set(one, form);
}

/** The word a token stands for: itself when known, else the class word it misspells. */
export const correctWord = (word: string): string => {
  if (index.has(word)) return word;
  // A class word's misspelling first, then a frame word's ("aply", "excepted": frame-spelling.ts).
  return (
    (word.length >= 4 ? misspellings.get(word) : undefined) ??
    joined.get(word) ??
    frameWord(word) ??
    // "nokids", "kidsonly", "nooo": run together or stretched (run-together.ts).
    splitRunTogether(word, (w) => index.has(w)) ??
    word
  );
};
