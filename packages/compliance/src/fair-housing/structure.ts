import { givesScreeningReason } from './asked-on-behalf';
import { clauseHead, exceptedAnimal } from './assistance-animals';
import { addressDirectives, type DirectiveMatch, objectDirective } from './directives';
import { type Draft, makeFinding } from './findings';
import { LIST_ITEM } from './grammar-words';
import { ALLOWED_INQUIRY } from './inquiry-rules';
import { findMentions, type Mention } from './mentions';
import type { Token } from './normalise';
import type { Hit } from './subjects';

/**
 * The structural check: a class mention (mentions.ts) joined to a directive of exclusion (directives.ts)
 * that is about it. A mention alone is left to the engine's patterns (a description warns or passes as
 * before); a mention with a negative directive is a statement that the dwelling is not available to a
 * group or that the group is not welcome, which blocks (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1)-(3)).
 *
 * "About it" is decided by position, not by a list of sentences:
 *   - an object directive ends where the mention starts ("only X", "must be free of X");
 *   - an address directive follows the mention in its sentence ("X: we can't rent to you", "X should
 *     keep looking", the refusal maybe a long way off), or precedes a second-person mention;
 *   - a mention that is its own question or fragment ("Mexicans?", "🚫 Atheists 🚫") is addressed by a
 *     directive in the next sentence ("Sorry, no.").
 * A gap that changes the topic stops the join: an excluded thing that is no class ("pets", "smokers":
 * grammar-words LIST_ITEM), a condition ("if you smoke"), or praise of the home ("kids will love").
 */

const SENTENCE_END = /[.!?\n\r…•]/;
// A prohibition sign before or after a mention is a directive in itself ("🚫 Atheists").
const PROHIBITION = /[\u{1F6AB}\u26D4\u274C\u2716\u2717\u2718\u{1F645}]/u;
const STOP = new Set([
  ...LIST_ITEM.replace(/[()?:]/g, '')
    .split('|')
    .flatMap((w) => (w.endsWith('s') ? [w] : [w, `${w}s`])),
  // A condition, or praise: the directive is about something else, or the mention is welcomed.
  ...'if unless because when whenever while although though love loves enjoy enjoys adore adores welcome welcomed welcoming'.split(
    ' ',
  ),
  // Things a refusal in an ad is commonly about, none of them a person ("offers are not accepted").
  ...'offer offers showing showings call calls text texts email emails payment payments cash checks check cosigners guarantors credit deposits deposit'.split(
    ' ',
  ),
]);
const MAX_GAP = 30;
const WELCOME = new Set(['welcome', 'welcomed', 'welcoming']);
const CONTRAST = new Set(['but', 'however', 'though', 'yet']);
const SIGN: DirectiveMatch = {
  id: 'prohibition-sign',
  kind: 'exclude',
  source: 'cfr100',
  shape: 'address',
  start: 0,
  end: 0,
};

type Sentence = { from: number; to: number; question: boolean };

const INQUIRY: DirectiveMatch[] = (['cfr100', 'cfr100202'] as const).map((source) => ({
  id: 'inquiry',
  kind: 'exclude',
  source,
  shape: 'address',
  start: 0,
  end: 0,
}));
// A voucher is asked about to process it, an age to verify HOPA or legal age, service to offer VA terms,
// an assistance animal to document it (HUD FHEO-2020-01): those questions are lawful on their face.
const ASKING = new Set(
  'are is do does have has will were was did am what which where how son es eres usted ustedes tu'.split(' '),
);
const NOT_INQUIRED = new Set(['source_of_income', 'age', 'military_status']);
const ANIMAL = /\b(?:animals?|dogs?)\b/;
// "Do you speak Spanish?" offers help in a language (HUD LEP guidance, 2016), it asks no origin.
const LANGUAGE_VERBS = new Set('speak speaks read reads understand understands'.split(' '));
const asksTheClass = (m: Mention, s: string, startOf: Int32Array, sent: Sentence, tokens: readonly Token[]) =>
  !NOT_INQUIRED.has(m.hit.term.category) &&
  !LANGUAGE_VERBS.has(tokens[m.hit.from - 1]?.norm ?? '') &&
  !ANIMAL.test(m.hit.term.form) &&
  !ALLOWED_INQUIRY.test(s.slice(startOf[sent.from]!, startOf[sent.to]! - 1));

/** Sentences as token ranges [from, to); '|' tokens inside are clause ends (':', ';', brackets). */
const sentencesOf = (text: string, tokens: readonly Token[]): Sentence[] => {
  const out: Sentence[] = [];
  let from = 0;
  for (let i = 0; i <= tokens.length; i++) {
    const t = tokens[i];
    const raw = t ? text.slice(t.start, t.end) : '';
    if (t && !(t.norm === '|' && SENTENCE_END.test(raw))) continue;
    if (i > from) out.push({ from, to: i, question: raw.includes('?') });
    from = i + 1;
  }
  return out;
};

type Ctx = {
  text: string;
  state: string | undefined;
  tokens: readonly Token[];
  s: string;
  tokenAt: Int32Array;
  startOf: Int32Array;
};

const ANSWER_YES = new Set(['so', 'yes', 'y', 'si']);

/** Whether the tokens [a, b) keep the topic: no stop word, not too long. */
const keepsTopic = (tokens: readonly Token[], a: number, b: number) => {
  if (b - a > MAX_GAP) return false;
  for (let i = a; i < b; i++) {
    if (!STOP.has(tokens[i]!.norm)) continue;
    // "X are welcome to look, but the owner won't sign with them": a contrast after the welcome takes
    // it back, so the refusal after "but" is about X again.
    if (WELCOME.has(tokens[i]!.norm) && tokens.slice(i + 1, b).some((t) => CONTRAST.has(t.norm))) continue;
    // "Do you have a voucher? If so / If yes, …": the answer points back at the mention, it sets no new
    // condition (a form's "If yes, do not apply" is the refusal of whoever answers yes).
    if (tokens[i]!.norm === 'if' && ANSWER_YES.has(tokens[i + 1]?.norm ?? '')) continue;
    return false;
  }
  return true;
};

/** The sentence's first word: a Spanish question opens with "¿", a clause mark before its verb. */
const firstWord = (sent: Sentence, tokens: readonly Token[]) => {
  let i = sent.from;
  while (i < sent.to && tokens[i]!.norm === '|') i++;
  return tokens[i]?.norm ?? '';
};

/** A mention that is its own sentence (a question, a vocative, a fragment with a sign). */
const wordsBeside = (m: Mention, sent: Sentence, tokens: readonly Token[]) => {
  let words = 0;
  for (let i = sent.from; i < sent.to; i++)
    if ((i < m.from || i >= m.to) && /^[a-z0-9]/.test(tokens[i]!.norm)) words++;
  return words;
};
const isTopic = (m: Mention, sent: Sentence, tokens: readonly Token[]) =>
  sent.question || wordsBeside(m, sent, tokens) <= 2;
/** "Pregnant?", "Disabled?": a class adjective asked alone is asked of the reader (24 CFR §100.75(c)). */
const askedAlone = (m: Mention, sent: Sentence, tokens: readonly Token[]) =>
  sent.question && m.hit.term.kind === 'adj' && wordsBeside(m, sent, tokens) <= 2;

export const structuralDrafts = (
  ctx: Ctx,
  raw: readonly Hit[],
  subjects: readonly Hit[],
  ages: readonly Hit[],
): Draft[] => {
  const { text, tokens, s, tokenAt, startOf } = ctx;
  const mentions = findMentions(tokens, raw, subjects, ages);
  if (mentions.length === 0) return [];
  const sentences = sentencesOf(text, tokens);
  const directivesOf = new Map<number, { d: DirectiveMatch; from: number; to: number }[]>();
  const directives = (k: number) => {
    let found = directivesOf.get(k);
    if (found) return found;
    const sent = sentences[k]!;
    const base = startOf[sent.from]!;
    const str = s.slice(base, Math.max(base, startOf[sent.to]! - 1));
    found = addressDirectives(str).map((d) => ({
      d,
      from: tokenAt[base + d.start]!,
      to: tokenAt[base + Math.max(d.start, d.end - 1)]! + 1,
    }));
    directivesOf.set(k, found);
    return found;
  };

  const drafts: Draft[] = [];
  const emit = (m: Mention, d: DirectiveMatch, a: number, b: number) => {
    const from = Math.min(a, m.from);
    const to = Math.max(b, m.to);
    const draft = makeFinding({
      text,
      state: ctx.state,
      term: m.hit.term,
      kind: d.kind,
      patternId: `mention-${d.id}`,
      source: d.source,
      severity: undefined,
      start: tokens[from]!.start,
      end: tokens[Math.max(from, to - 1)]!.end,
    });
    if (draft) drafts.push(draft);
  };

  let k = 0;
  for (const m of mentions) {
    while (k < sentences.length - 1 && sentences[k]!.to <= m.from) k++;
    const sent = sentences[k]!;
    const ms = startOf[m.from]!;
    if (exceptedAnimal(m.hit.term.form, clauseHead(s, ms), s.slice(startOf[m.to]! - 1, startOf[m.to]! + 59)))
      continue;
    // Object frames: the directive ends where the mention starts, inside its clause, or where its
    // class word starts ("who doesn't have | little ones": the mention began at "who").
    const kind = m.hit.term.kind;
    for (const at of m.hit.from > m.from ? [m.from, m.hit.from] : [m.from]) {
      const ss = startOf[at]!;
      const head = s.slice(Math.max(0, ss - 100, s.lastIndexOf('|', ss - 1) + 1), ss);
      const found = objectDirective(head);
      // A preference word before a listed class word is the engine's own pattern (patterns.ts 'seek');
      // here it serves the mentions no word list holds ("someone under 40", age-mentions.ts).
      // A mention that starts before its class word ("tenants who share his Hindu faith") is not the
      // pattern's: only a class word right after the preference is.
      const listed = at === m.hit.from && subjects.some((x) => x.from === m.hit.from && x.to === m.hit.to);
      const object = found?.id === 'seek-object' && listed ? null : found;
      if (object && (m.people || kind === 'adj' || (object.id === 'must-lack' && kind === 'ambiguous'))) {
        emit(m, object, tokenAt[ss - head.length + object.start]!, m.to);
        break;
      }
    }
    if (!m.people && !askedAlone(m, sent, tokens)) continue;
    // "Are you Christian?", "Do you have kids?", "Is anyone in your household deaf?": the class asked of
    // the reader as its own question is an inquiry (42 U.S.C. §3604(c); 24 CFR §100.202(c)). A statement
    // after it decides instead ("Do you have kids? You'll love the yard" says who the home suits).
    // "Are you Muslim? The owner asked me to check.": a reason for asking answers nothing (asked-on-behalf.ts).
    const reply = sentences[k + 1];
    const answered =
      reply !== undefined &&
      !reply.question &&
      !givesScreeningReason(s.slice(startOf[reply.from]!, startOf[reply.to]! - 1));
    if (
      m.second &&
      sent.question &&
      !answered &&
      ASKING.has(firstWord(sent, tokens)) &&
      wordsBeside(m, sent, tokens) <= 3 &&
      asksTheClass(m, s, startOf, sent, tokens)
    )
      emit(m, INQUIRY[m.hit.term.category === 'handicap' ? 1 : 0]!, m.from, m.to);
    // A prohibition sign right beside the mention ("🚫 Atheists", "Smokers ❌") is its directive.
    const before = text.slice(m.from > 0 ? tokens[m.from - 1]!.end : 0, tokens[m.from]!.start);
    const after = text.slice(tokens[m.to - 1]!.end, tokens[m.to]?.start ?? text.length);
    if (PROHIBITION.test(before) || PROHIBITION.test(after)) emit(m, SIGN, m.from, m.to);
    // Address frames: after the mention in its sentence, or anywhere in it for "you".
    for (const { d, from, to } of directives(k)) {
      if (from >= m.to ? keepsTopic(tokens, m.to, from) : m.second && to <= m.from) emit(m, d, from, to);
    }
    // A mention asked alone is answered by the next sentence.
    const next = sentences[k + 1];
    if (next && isTopic(m, sent, tokens)) {
      for (const { d, from, to } of directives(k + 1))
        if (keepsTopic(tokens, next.from, from)) emit(m, d, from, to);
    }
  }
  return drafts;
};
