import type { TComplianceFinding } from '@pp/contract';
import { aboutAThing } from './about-a-thing';
import { ageMentions } from './age-mentions';
import { amenityNext, friendlyAmenity, namesActivity, styleNext } from './amenity-friendly';
import { clauseHead, exceptedAnimal } from './assistance-animals';
import { AFTER, BEFORE, CLAUSE_END, type CompiledPattern, HOME_AFTER, PLACE_AFTER } from './compile';
import { emojiDrafts } from './emoji-familial';
import { dropFillers } from './fillers';
import { type Draft, makeFinding, resolveOverlaps } from './findings';
import { hopaStated, hopaUnverified } from './hopa-stated';
import { equalTreatmentClauses, inclusiveClauses, negatedRefusalClauses } from './inclusive';
import { ALLOWED_INQUIRY, clauseAt } from './inquiry-rules';
import { readLeetOne } from './leet-one';
import { correctWord } from './lexicon';
import { joinTokens, tokenise } from './normalise';
import { OCCUPANCY_NEEDS, occupancyDrafts } from './occupancy-caps';
import { liftByTail } from './preference-tail';
import { WHOLE_PHRASE_RULES } from './registry';
import { dropReligiousExemption } from './religious-exemption';
import { ruleGate } from './rule-gate';
import { severityOf } from './severity';
import { dropSharedLiving } from './shared-living';
import { ageRule } from './standalone-rules';
import { structuralDrafts } from './structure';
import { findHits, type Hit, maskAcceptable, subjects } from './subjects';
import type { RuleKind } from './types';
import { dropUntoldMakeup } from './untold-makeup';

export type FairHousingOptions = {
  /** The agent's state, two letters; decides whether a state-protected class blocks or warns. */
  state?: string;
};

type Match = { kind: RuleKind; pattern: CompiledPattern; from: number; to: number };

/** The patterns around one subject [ss, se) of the normalised text. */
const patternsAround = (s: string, ss: number, se: number, before: boolean, after: CompiledPattern[]) => {
  const found: Match[] = [];
  if (before) {
    // A pattern never crosses a sentence or clause end, so the text before the last '|' is not read.
    const from = Math.max(0, ss - 80, s.lastIndexOf('|', ss) + 1);
    const head = s.slice(from, ss);
    for (const p of BEFORE) {
      const m = p.regex.exec(head);
      if (m)
        found.push({
          kind: p.kind,
          pattern: p,
          from: from + m.index + (m[0].startsWith(' ') ? 1 : 0),
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

const GATHERING = new Set(['crowd', 'bunch']);
const UNDER_AGE = /^ (?:under|below|menores de) (?:the age of |age )?\d+(?: (?:years?|yrs?)(?: old)?)?/;

const NOUN_AFTER = [...AFTER, PLACE_AFTER];
const ADJ_AFTER = [...AFTER, PLACE_AFTER, HOME_AFTER];
// "Straight only", "Chinese preferred", "Fluent English a must": a limitation after an ambiguous word
// names people; so does an imperative exclusion when the word ends its clause ("Chinese, move along").
const PLACE_ONLY = [PLACE_AFTER, ...AFTER.filter((p) => p.id === 'only-after' || p.id === 'required-after')];
const GO_AFTER = AFTER.filter((p) => p.id.startsWith('go-elsewhere'));
const PLACE_ONLY_END = [...PLACE_ONLY, ...GO_AFTER];
/** Patterns an ambiguous word keeps when it does not end its clause. */
const AMBIGUOUS_KEEPS = new Set(['place', 'place-es', 'required-after']);

export { WHOLE_PHRASE_NEEDS } from './registry';

/** Those words, looked for in one pass over the text, and the rules they let run (rule-gate.ts). */
const gate = ruleGate(WHOLE_PHRASE_RULES, OCCUPANCY_NEEDS);
const NONE = { before: false, after: [] as CompiledPattern[] };
const NOT_ONLY_FOR = /(?:^|\s)not (?:just|only|simply|merely|exclusively) (?:for|to) (?:(?:a|an|the) )?$/;
/** "not gay friendly" (subjects.ts): a negated "X friendly" excludes (HUD 1995 memo). */
const NOT_FRIENDLY: CompiledPattern = {
  id: 'not-friendly',
  kind: 'exclude',
  source: 'hud1995',
  side: 'before',
  re: '',
  regex: /$^/,
};

/** Which patterns may apply to a subject, by how its word may be used (see ClassVocabulary). */
const applicable = (
  h: Hit,
  endsClause: boolean,
  homeNext: boolean,
): { before: boolean; after: CompiledPattern[] } => {
  const { kind, spanish, form } = h.term;
  if (h.people || kind === 'noun') {
    // A singular class noun works as an adjective too: "Christian home", "Catholic household".
    const home = kind === 'noun' && !h.people && !/s$| /.test(form);
    return { before: true, after: home ? ADJ_AFTER : NOUN_AFTER };
  }
  // "a no-trans building", "no Christian households": "no" before an adjective and its home noun.
  if (kind === 'adj') return { before: endsClause || spanish || homeNext, after: ADJ_AFTER };
  // "No Chinese." at the end of a clause names people; "Chinese elm" names a tree.
  if (kind === 'ambiguous')
    return { before: spanish || endsClause, after: endsClause ? PLACE_ONLY_END : PLACE_ONLY };
  // "must be young", "cannot be older": a modifier ending a requirement names the person required.
  if (kind === 'modifier' && endsClause) return { before: true, after: [] };
  return { before: false, after: [] };
};

const REQUIREMENTS = new Set(['must-be', 'must-not-be', 'prefer-be']);

// "First Baptist's pancake breakfast": a noun's possessive is one named owner, not a plural of people.
const possessive = (text: string, t: { start: number; end: number }) =>
  /['’]s$/i.test(text.slice(t.start, t.end));

/** The rules' Fair Housing findings for a text, in text order, with offsets into the text as given. */
export const checkFairHousingRules = (
  text: string,
  options: FairHousingOptions = {},
): TComplianceFinding[] => {
  const tokens = dropFillers(tokenise(text, correctWord, readLeetOne));
  const { text: s, tokenAt, startOf } = joinTokens(tokens);
  const drafts: Draft[] = [];
  const span = (a: number, b: number) => ({
    start: tokens[tokenAt[a]!]!.start,
    end: tokens[tokenAt[b - 1]!]!.end,
  });
  const common = { text, state: options.state };

  const raw = findHits(tokens, maskAcceptable(tokens));
  const found = subjects(tokens, raw);
  const ageHits = ageMentions(tokens);
  // A class mention with a directive of exclusion about it, wherever the two sit (structure.ts).
  const inclusive = inclusiveClauses(s);
  const noneRefused = negatedRefusalClauses(s); // "Nobody with a disability is ever turned away" (inclusive.ts)
  const equal = [...equalTreatmentClauses(s), ...noneRefused];
  // A class word listed beside an equal-treatment statement starts no structural finding (inclusive.ts).
  const equalText = equal.filter(([a, b]) => b > a).map(([a, b]) => span(a, b));
  drafts.push(
    ...structuralDrafts({ ...common, tokens, s, tokenAt, startOf }, raw, found, ageHits).filter(
      (d) => !equalText.some((r) => r.start <= d.index && d.index < r.end),
    ),
  );
  // "No people under 30", "ideal for folks over 60": people named by an age after them take every
  // pattern a class noun takes (age-mentions.ts); alone, like "older people", they are no finding.
  // A lone modifier inside one ("younger than 40") gives way to it.
  const ages = ageHits.map((a) => ({ ...a, people: false }));
  const inAge = (h: Hit) => ages.some((a) => a.from <= h.from && h.to <= a.to);
  const kept = found.filter((h) => !(h.term.kind === 'modifier' && !h.people && inAge(h)));
  const overlaps = (a: Hit) => kept.some((h) => h.from < a.to && a.from < h.to);
  for (const h of [...kept, ...ages.filter((a) => !overlaps(a))]) {
    const { term } = h;
    const ss = startOf[h.from]!;
    let se = startOf[h.to]! - 1;
    const under = UNDER_AGE.exec(s.slice(se, se + 40));
    if (under) se += under[0].length;
    const next = tokens[tokenAt[Math.min(se + 1, s.length)]!];
    const endsClause = se >= s.length || !next || !/^[a-z]/.test(next.norm) || CLAUSE_END.has(next.norm);
    // "not just for seniors", "not only for families": inclusion, no limitation (HUD 1995 memo).
    if (NOT_ONLY_FOR.test(s.slice(Math.max(0, ss - 40), ss))) continue;
    // "no pets except assistance animals": an accommodation, not an exclusion (assistance-animals.ts).
    if (exceptedAnimal(term.form, clauseHead(s, ss), s.slice(se, se + 60))) continue;
    // "family-friendly splash pad", "seniors' book club": an amenity or activity (amenity-friendly.ts).
    if (
      (term.bare &&
        (friendlyAmenity(term.form, s.slice(se, se + 40)) || styleNext(term.form, s.slice(se, se + 20)))) ||
      namesActivity(h, s, ss, se)
    )
      continue;
    const homeNext = term.kind === 'adj' && !endsClause && HOME_AFTER.regex.test(s.slice(se, se + 30));
    const { before, after } = h.forced ? NONE : applicable(h, endsClause, homeNext);
    let matches = h.forced
      ? [{ kind: h.forced, pattern: NOT_FRIENDLY, from: ss, to: se }]
      : patternsAround(s, ss, se, before, after);
    if (homeNext && !endsClause && !term.spanish)
      matches = matches.filter((m) => m.pattern.side === 'after' || m.pattern.id === 'no');
    if (term.kind === 'ambiguous' || term.kind === 'modifier')
      matches = matches.filter(
        (m) => !REQUIREMENTS.has(m.pattern.id) || m.pattern.id === 'prefer-be' || !aboutAThing(s, m.from),
      );
    // "mostly white" with no people word is paint; "lots of kids activities" names the activities.
    if ((!h.people && term.kind !== 'noun') || amenityNext(s.slice(se, se + 40)))
      matches = matches.filter((m) => !m.pattern.id.endsWith('-people'));
    if (term.kind === 'modifier' && !h.people)
      matches = matches.filter((m) => REQUIREMENTS.has(m.pattern.id));
    // An ambiguous Spanish adjective ("blanco") counts only after a place noun ("barrio blanco").
    if (term.kind === 'ambiguous' && !h.people && !endsClause) {
      matches = matches.filter((m) => AMBIGUOUS_KEEPS.has(m.pattern.id));
    }
    // "Families, singles and retirees are all welcome": a welcome to all singles out no one (inclusive.ts).
    if (inclusive.some(([a, b]) => a <= ss && se <= b)) {
      matches = matches.filter((m) => m.kind !== 'welcome' && m.kind !== 'describe');
      if (matches.length === 0) continue;
    }
    // "Roommates and unmarried partners may apply; each adult is screened the same way" (inclusive.ts).
    if (equal.some(([a, b]) => a <= ss && se <= b)) continue;
    // "Vouchers? Keep scrolling.": only a subject that is its whole clause is asked about.
    if (ss > 0 && s[ss - 2] !== '|') matches = matches.filter((m) => m.pattern.id !== 'go-elsewhere-next');
    // "Young crowd at the brewery": a crowd is who is around, not who lives here, so only a frame
    // ("best for a young crowd") makes it a finding; by race, color, religion or national origin any
    // description of the people around blocks (24 CFR §109.20), a crowd too.
    const gathering =
      GATHERING.has(tokens[h.to - 1]!.norm) && severityOf(term.category, 'describe') !== 'block';
    const lone = h.people
      ? term.neutral || gathering
        ? null
        : 'describe'
      : term.kind === 'noun' &&
          /s$| /.test(term.form) &&
          !term.neutral &&
          !possessive(text, tokens[h.to - 1]!)
        ? 'bare'
        : null;
    const bareKind: RuleKind | null = h.forced
      ? null
      : term.bare
        ? term.bare.kind
        : matches.length === 0
          ? lone
          : null;
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

  const { needed, rules, matches } = gate(s);
  const exempt = hopaStated(text);
  for (const rule of rules) {
    // HOPA housing may keep residents under its age out (42 U.S.C. §3607(b); residency-age.ts).
    if (rule.hopaExempt && exempt) continue;
    for (const m of matches(rule)) {
      let hopa = false;
      if (noneRefused.some(([a, b]) => a <= m.index && m.index < b)) continue;
      // §100.202(c)'s allowed questions (inquiry-rules.ts): the inquiry's clause asks about qualifying.
      if (rule.source === 'cfr100202' && ALLOWED_INQUIRY.test(clauseAt(s, m.index))) continue;
      if (rule.age) {
        const verdict = ageRule(m[0], Number(m[1] ?? m[2]));
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
  // Caps stricter than two persons per bedroom (occupancy-caps.ts, HUD Keating memo, 63 FR 70256).
  if (OCCUPANCY_NEEDS.some((n) => needed.has(n))) drafts.push(...occupancyDrafts(s, common, span));
  // Child signs beside a prohibition sign (emoji-familial.ts): read on the text as written.
  drafts.push(...emojiDrafts(common));
  // "… and we like it that way": a description with a wish that it stay so (preference-tail.ts).
  const lifted = dropUntoldMakeup(
    text,
    dropSharedLiving(text, dropReligiousExemption(text, liftByTail(text, drafts, exempt))),
  );
  return resolveOverlaps(lifted, exempt, hopaUnverified(text));
};
