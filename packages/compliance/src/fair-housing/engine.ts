import type { TComplianceFinding } from '@pp/contract';
import {
  ACCEPTABLE_BY_FIRST,
  AFTER,
  BEFORE,
  CLAUSE_END,
  type CompiledPattern,
  FACILITY,
  HOME_AFTER,
  PEOPLE,
  PLACE_AFTER,
} from './compile';
import { type Draft, makeFinding, resolveOverlaps } from './findings';
import { correctWord, MAX_TERM_WORDS, TERM_PREFIXES, TERMS, type Term } from './lexicon';
import { joinTokens, type Token, tokenise } from './normalise';
import { ageRule, STANDALONE_RULES } from './standalone-rules';
import type { RuleKind } from './types';

export type FairHousingOptions = {
  /** The agent's state, two letters; decides whether a state-protected class blocks or warns. */
  state?: string;
};

/** Places of worship, whose people are the faith's people ("Catholic church members"). */
const WORSHIP = new Set(
  'church churches temple synagogue mosque chapel cathedral gurdwara parish iglesia'.split(' '),
);

// "programs of any kind": "of" names no facility there.
const OF_ANY = /^of (?:any|all)$/;
const WITH = new Set(['with', 'on', 'con', 'from']);
const BE = new Set(['is', 'are', 'es', 'son', 'esta', 'estan']);
const WHO = new Set(['who', 'that', 'que']);
const ANYONE = new Set(['one', 'anyone', 'anybody', 'someone', 'somebody', 'nadie', 'alguien']);

/** Tokens inside acceptable phrases ("bachelor apartment", "wheelchair accessible"). */
const maskAcceptable = (tokens: readonly Token[]): Uint8Array => {
  const masked = new Uint8Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    for (const words of ACCEPTABLE_BY_FIRST.get(tokens[i]!.norm) ?? []) {
      if (!words.every((w, k) => tokens[i + k]?.norm === w)) continue;
      // "Catholic church" names a place, "Catholic church members" its people.
      if (WORSHIP.has(words.at(-1)!) && PEOPLE.has(tokens[i + words.length]?.norm ?? '')) continue;
      masked.fill(1, i, i + words.length);
    }
  }
  return masked;
};

/** A class word or phrase at tokens [from, to); `people` when a people noun makes it a subject. */
type Hit = { from: number; to: number; term: Term; people: boolean };

/** Class words and phrases, longest first at each token. */
const findHits = (tokens: readonly Token[], masked: Uint8Array): Hit[] => {
  const hits: Hit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let key = '';
    let best: Hit | null = null;
    for (let n = 1; n <= MAX_TERM_WORDS && i + n <= tokens.length; n++) {
      const t = tokens[i + n - 1]!;
      if (masked[i + n - 1] || t.norm === '|' || t.norm === ',') break;
      key = n === 1 ? t.norm : `${key} ${t.norm}`;
      const term = TERMS.get(key);
      if (term) best = { from: i, to: i + n, term, people: false };
      if (!TERM_PREFIXES.has(key)) break;
    }
    if (best) {
      hits.push(best);
      i = best.to - 1;
    }
  }
  return hits;
};

/**
 * Joins a class word to the nouns around it: "Hispanic families", "pregnant women", "active duty
 * service members", "Christian tenants", and Spanish "inquilinos cristianos". Adjacent class words are
 * one subject that names every class in it ("a mature Christian woman": familial status, religion and
 * sex), one hit per class over the same span; a word that only modifies ("young kids") names none, and
 * two words of one class count as the last ("active duty military"). A word that names a facility after
 * the subject ("Catholic school", "senior discount") drops it.
 */
const subjects = (tokens: readonly Token[], hits: Hit[]): Hit[] => {
  const out: Hit[] = [];
  for (let k = 0; k < hits.length; k++) {
    const run = [hits[k]!];
    // A listed phrase ("ideal para familias") is whole: it starts or joins no run.
    const joins = (a: Hit, b: Hit | undefined) => b && b.from === a.to && !a.term.bare && !b.term.bare;
    while (joins(run.at(-1)!, hits[k + 1])) run.push(hits[++k]!);
    const h: Hit = {
      ...run[0]!,
      to: run.at(-1)!.to,
      people: run.slice(1).some((r) => r.term.kind === 'noun'),
    };
    // One term per class, the last word of a class standing for it; modifiers only when alone.
    const byClass = new Map<string, Term>();
    for (const r of run) {
      if (r.term.kind === 'modifier' && run.length > 1) continue;
      // A household noun heading the subject ("white families", "Christian couple") is who any home
      // is for; the words before it name the class.
      if (r !== run[0] && r.term.category === 'familial_status' && PEOPLE.has(r.term.form)) continue;
      byClass.delete(r.term.category);
      byClass.set(r.term.category, r.term);
    }
    // The class of the first word leads (its place decides the patterns), as in a pair before.
    const terms = [...byClass.values()].sort(
      (a, b) =>
        run.findIndex((r) => r.term.category === a.category) -
        run.findIndex((r) => r.term.category === b.category),
    );
    if (run.length === 1 && tokens[h.to] && PEOPLE.has(tokens[h.to]!.norm)) {
      h.to++;
      h.people = true;
    } else if (run.length === 1 && h.term.spanish && h.from > 0 && PEOPLE.has(tokens[h.from - 1]!.norm)) {
      h.from--;
      h.people = true;
    } else if (run.length === 1) {
      // "tenants with kids", "people with a disability", "renters on welfare": the people are the subject.
      let i = h.from - 1;
      if (tokens[i]?.norm === 'a' || tokens[i]?.norm === 'an') i--;
      // "anyone who is pregnant", "tenants that are disabled": a relative clause names the people too.
      const relative = BE.has(tokens[i]?.norm ?? '') && WHO.has(tokens[i - 1]?.norm ?? '');
      if (relative) i--;
      const left = tokens[i - 1]?.norm ?? '';
      if ((relative || WITH.has(tokens[i]?.norm ?? '')) && (PEOPLE.has(left) || ANYONE.has(left))) {
        h.from = i - 1;
        // A class noun keeps its own reading; an adjective ("on disability") now names people.
        h.people = h.term.kind !== 'noun';
      }
    }
    // The people of a place of worship are its faith's people: "Catholic church members".
    if (WORSHIP.has(tokens[h.to]?.norm ?? '') && PEOPLE.has(tokens[h.to + 1]?.norm ?? '')) {
      h.to += 2;
      h.people = true;
    }
    const after = tokens[h.to]?.norm;
    const afterText = tokens
      .slice(h.to, h.to + 2)
      .map((t) => t.norm)
      .join(' ');
    for (const term of terms) {
      if (after && FACILITY.has(after) && !term.bare && !OF_ANY.test(afterText)) continue;
      out.push({ ...h, term });
    }
  }
  return out;
};

type Match = { kind: RuleKind; pattern: CompiledPattern; from: number; to: number };

/** The patterns around one subject [ss, se) of the normalised text. */
const patternsAround = (s: string, ss: number, se: number, before: boolean, after: CompiledPattern[]) => {
  const found: Match[] = [];
  if (before) {
    // A pattern never crosses a sentence or clause end, so the text before the last '|' is not read.
    const from = Math.max(0, ss - 80, s.lastIndexOf('|', ss) + 1);
    const head = s.slice(from, ss);
    const offset = from;
    for (const p of BEFORE) {
      const m = p.regex.exec(head);
      if (m)
        found.push({
          kind: p.kind,
          pattern: p,
          from: offset + m.index + (m[0].startsWith(' ') ? 1 : 0),
          to: se,
        });
    }
  }
  const tail = s.slice(se, se + 120);
  for (const p of after) {
    const m = p.regex.exec(tail);
    if (m) found.push({ kind: p.kind, pattern: p, from: ss, to: se + m[0].length });
  }
  return found;
};

const UNDER_AGE = /^ (?:under|below|menores de) (?:the age of |age )?\d+(?: (?:years?|yrs?)(?: old)?)?/;

const NOUN_AFTER = [...AFTER, PLACE_AFTER];
const ADJ_AFTER = [...AFTER, PLACE_AFTER, HOME_AFTER];
// "Straight only", "Chinese preferred": a limitation after an ambiguous word names people.
const PLACE_ONLY = [PLACE_AFTER, ...AFTER.filter((p) => p.id === 'only-after')];

/** Which patterns may apply to a subject, by how its word may be used (see ClassVocabulary). */
const applicable = (h: Hit, endsClause: boolean): { before: boolean; after: CompiledPattern[] } => {
  const { kind, spanish, form } = h.term;
  if (h.people || kind === 'noun') {
    // A singular class noun works as an adjective too: "Christian home", "Catholic household".
    const home = kind === 'noun' && !h.people && !/s$| /.test(form);
    return { before: true, after: home ? ADJ_AFTER : NOUN_AFTER };
  }
  if (kind === 'adj') return { before: endsClause || spanish, after: ADJ_AFTER };
  // "No Chinese." at the end of a clause names people; "Chinese elm" names a tree.
  if (kind === 'ambiguous') return { before: spanish || endsClause, after: PLACE_ONLY };
  return { before: false, after: [] };
};

/** Fair Housing findings for a text, in text order, with offsets into the text as given. */
export const checkFairHousing = (text: string, options: FairHousingOptions = {}): TComplianceFinding[] => {
  const tokens = tokenise(text, correctWord);
  const { text: s, tokenAt, startOf } = joinTokens(tokens);
  const drafts: Draft[] = [];
  const span = (a: number, b: number) => ({
    start: tokens[tokenAt[a]!]!.start,
    end: tokens[tokenAt[b - 1]!]!.end,
  });
  const common = { text, state: options.state };

  for (const h of subjects(tokens, findHits(tokens, maskAcceptable(tokens)))) {
    const { term } = h;
    const ss = startOf[h.from]!;
    let se = startOf[h.to]! - 1;
    const under = UNDER_AGE.exec(s.slice(se, se + 40));
    if (under) se += under[0].length;
    const next = tokens[tokenAt[Math.min(se + 1, s.length)]!];
    const endsClause = se >= s.length || !next || !/^[a-z]/.test(next.norm) || CLAUSE_END.has(next.norm);
    const { before, after } = applicable(h, endsClause);
    let matches = patternsAround(s, ss, se, before, after);
    // An ambiguous Spanish adjective ("blanco") counts only after a place noun ("barrio blanco").
    if (term.kind === 'ambiguous' && !h.people && !endsClause) {
      matches = matches.filter((m) => m.pattern.id === 'place' || m.pattern.id === 'place-es');
    }
    const lone = h.people
      ? term.neutral
        ? null
        : 'describe'
      : term.kind === 'noun' && /s$| /.test(term.form)
        ? 'bare'
        : null;
    const bareKind: RuleKind | null = term.bare ? term.bare.kind : matches.length === 0 ? lone : null;
    for (const m of matches) {
      // A phrase listed with its own severity ("racially mixed": warn) keeps it unless a pattern excludes.
      const capped =
        term.bare?.severity && !['exclude', 'prefer'].includes(m.kind) ? term.bare.severity : undefined;
      const d = makeFinding({
        ...common,
        term,
        kind: m.kind,
        patternId: m.pattern.id,
        source: m.pattern.source,
        severity: capped,
        ...span(m.from, m.to),
      });
      if (d) drafts.push(d);
    }
    if (bareKind) {
      const d = makeFinding({
        ...common,
        term,
        kind: bareKind,
        patternId: term.bare ? 'phrase' : bareKind,
        source: term.vocabulary.source,
        severity: term.bare?.severity,
        ...span(ss, se),
      });
      if (d) drafts.push(d);
    }
  }

  for (const rule of STANDALONE_RULES) {
    if (!rule.needs.some((n) => s.includes(n))) continue;
    for (const m of s.matchAll(rule.re)) {
      let hopa = false;
      if (rule.age) {
        const verdict = ageRule(m[0], Number(m[1]));
        if (!verdict) continue;
        hopa = verdict.hopa;
      }
      const where = span(m.index, m.index + m[0].length);
      const d = makeFinding({
        ...common,
        rule,
        hopa,
        kind: rule.kind,
        patternId: rule.id,
        source: rule.source,
        severity: rule.severity,
        ...where,
      });
      if (d) drafts.push(d);
    }
  }
  return resolveOverlaps(drafts);
};
