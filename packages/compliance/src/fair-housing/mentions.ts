import { PEOPLE } from './compile';
import type { Token } from './normalise';
import type { Hit } from './subjects';

/**
 * Class mentions: noun phrases that name people by a protected class, whatever verb surrounds them.
 * subjects.ts already builds most of them ([det] [class adjective]* [people noun], [people noun] with /
 * of / who are [class attribute], [class plural noun], members / followers of [faith]); this adds the
 * second person ("are you deaf", "if you're pregnant", "do you follow Islam"), which names the reader
 * by a class as plainly (24 CFR §100.75(c): statements to a person, not only about a group).
 */
export type Mention = {
  from: number;
  to: number;
  hit: Hit;
  /** Names people (a people noun, a class noun, the second person), so a directive may address it. */
  people: boolean;
  /** "you …": directives after it and before it both address it. */
  second: boolean;
};

// Spanish too: "¿son ustedes musulmanes?", "¿es usted católico?", "¿eres cristiano?" (24 CFR §100.75(c)).
const YOU_ARE = new Set([
  'youre',
  'you re',
  'you are',
  'are you',
  'u r',
  'were you',
  'you were',
  'son ustedes',
  'ustedes son',
  'es usted',
  'usted es',
  'eres',
  'tu eres',
]);
// The verb that names a class by what a person does with its attribute: a faith is followed or
// practised, a language spoken ("anyone who can't speak English", HUD OGC LEP guidance, 2016).
const ATTRIBUTE_VERBS: Partial<Record<string, Set<string>>> = {
  religion: new Set(
    'follow follows practice practices practise practises observe observes worship worships share shares'.split(
      ' ',
    ),
  ),
  national_origin: new Set('speak speaks read reads write writes understand understands'.split(' ')),
  // An aid, a condition or a child is had, used or needed ("do you use a walker", "do you have kids",
  // "anyone who needs a wheelchair": HUD 1995 memo, "no wheelchairs"; 42 U.S.C. §3602(k)).
  handicap: new Set(
    'use uses using need needs have has rely relies depend depends require requires with'.split(' '),
  ),
  familial_status: new Set('have has got bring bringing expecting expect raising raise with'.split(' ')),
  source_of_income: new Set('have has use uses using receive receives get gets hold holds with'.split(' ')),
};
const YOUR = new Set(['your', 'ur', 'yer']);
const POSSESSIVE = new Set(['his', 'her', 'their', 'our', 'my', 'the owners', 'the landlords']);
const KIN = new Set(['family', 'household', 'husband', 'wife', 'partner', 'spouse', 'fiance', 'fiancee']);
const HOUSEHOLD = new Set(['household', 'family', 'home', 'party', 'group', 'unit']);
const MEMBER = new Set(['anyone', 'anybody', 'someone', 'one', 'member', 'members', 'everyone']);
const PAID = new Set(['paid', 'covered', 'subsidized', 'subsidised', 'funded']);
const PAID_BY = new Set(['by', 'with', 'through', 'via', 'from']);
const AUX = new Set('can cant cannot do dont does doesnt not never'.split(' '));
const WHO = new Set(['you', 'u', 'who', 'anyone', 'anybody', 'someone', 'people', 'those', 'that']);
// Between "you are" and the class word: an article or a degree word ("you are a practicing",
// "you're currently pregnant").
// "are you on disability", "you're receiving SSI", "do you rely on a cane", "are you in the military":
// a preposition or participle too; and the plural of address ("are you folks Muslim", "are you all").
const SKIP = new Set(
  'a an currently visibly very openly also still now or on in the receiving getting using any some folks yall all both two'.split(
    ' ',
  ),
);

/** The second-person (or "anyone who follows") reading of a raw hit, or null. */
const secondPerson = (tokens: readonly Token[], h: Hit): Mention | null => {
  let i = h.from - 1;
  while (i >= 0 && SKIP.has(tokens[i]!.norm)) i--;
  const one = tokens[i]?.norm ?? '';
  const two = `${tokens[i - 1]?.norm ?? ''} ${one}`;
  if (YOU_ARE.has(one) || YOU_ARE.has(two)) {
    const from = YOU_ARE.has(two) ? i - 1 : i;
    return { from, to: h.to, hit: h, people: true, second: true };
  }
  // "is anyone in your household deaf", "does anyone in your family use a walker": the reader's household
  // named by one of its members is the reader's (24 CFR §100.202(c): "a person residing in that dwelling").
  {
    let w = i;
    if (ATTRIBUTE_VERBS[h.term.category]?.has(one)) w--;
    if (
      HOUSEHOLD.has(tokens[w]?.norm ?? '') &&
      YOUR.has(tokens[w - 1]?.norm ?? '') &&
      ['in', 'of'].includes(tokens[w - 2]?.norm ?? '') &&
      MEMBER.has(tokens[w - 3]?.norm ?? '')
    )
      return { from: w - 3, to: h.to, hit: h, people: true, second: true };
  }
  // "your kids", "your service dog", "your voucher": the reader's own household or aid (24 CFR §100.75(c)).
  if (YOUR.has(one)) return { from: i, to: h.to, hit: h, people: true, second: true };
  // "is your family Jewish", "is your husband Muslim": the reader's household asked by a class word after it.
  if (KIN.has(one) && YOUR.has(tokens[i - 1]?.norm ?? ''))
    return { from: i - 1, to: h.to, hit: h, people: true, second: true };
  // "is English your second language": a language asked of the reader (HUD OGC LEP guidance, 2016).
  const after = tokens.slice(h.to, h.to + 3).map((t) => t.norm);
  if (
    h.term.category === 'national_origin' &&
    YOUR.has(after[0] ?? '') &&
    after.slice(1).includes('language')
  )
    return { from: h.from, to: h.to + after.indexOf('language') + 1, hit: h, people: true, second: true };
  // "will any part of your rent be paid by a voucher": the reader's rent paid by the income source is
  // the reader's source of income (N.J.S.A. 10:5-12(g); Cal. Gov. Code §12955(p)).
  if (h.term.category === 'source_of_income' && PAID_BY.has(one) && PAID.has(tokens[i - 1]?.norm ?? '')) {
    for (let w = i - 2; w >= Math.max(0, i - 8) && tokens[w]!.norm !== '|'; w--)
      if (YOUR.has(tokens[w]!.norm)) return { from: w, to: h.to, hit: h, people: true, second: true };
  }
  // "do you follow Islam", "anyone who can't speak English": who [aux] verb attribute. Verbs joined by
  // "and"/"or" share it ("who can read and speak English"), and a people noun before "who" starts the
  // mention ("applicants who speak English"), so a frame ending at the noun ("only offered to") joins it.
  const verbs = ATTRIBUTE_VERBS[h.term.category];
  // "tenants who share his Hindu faith": a possessive between the verb and the class word.
  const at = POSSESSIVE.has(one) && verbs?.has(tokens[i - 1]?.norm ?? '') ? i - 1 : i;
  if (verbs?.has(tokens[at]?.norm ?? '')) {
    let w = at - 1;
    while (
      w >= i - 5 &&
      (tokens[w]?.norm === 'and' || tokens[w]?.norm === 'or') &&
      verbs.has(tokens[w - 1]?.norm ?? '')
    )
      w -= 2;
    const lowest = w - 3;
    while (w >= lowest && AUX.has(tokens[w]?.norm ?? '')) w--;
    if (WHO.has(tokens[w]?.norm ?? '')) {
      const noun = tokens[w]!.norm === 'who' && PEOPLE.has(tokens[w - 1]?.norm ?? '') ? w - 1 : w;
      return { from: noun, to: h.to, hit: h, people: true, second: tokens[w]!.norm === 'you' };
    }
  }
  return null;
};

/**
 * Every mention in the text, in order: the subjects (people when a people noun joins them or the class
 * word is a noun) and the raw class words read in the second person. A subject that already names a
 * person wins over a second-person reading of the same words.
 */
export const findMentions = (
  tokens: readonly Token[],
  raw: readonly Hit[],
  subjects: readonly Hit[],
  // The text's age mentions (age-mentions.ts), read once by the engine for its patterns and for these.
  ages: readonly Hit[],
) => {
  const out: Mention[] = [];
  for (const h of subjects) {
    if (h.forced) continue;
    out.push({ from: h.from, to: h.to, hit: h, people: h.people || h.term.kind === 'noun', second: false });
  }
  // "folks over 60": the age after the people names them (age-mentions.ts).
  for (const h of ages) out.push({ from: h.from, to: h.to, hit: h, people: true, second: false });
  for (const h of raw) {
    const m = secondPerson(tokens, h);
    if (!m) continue;
    const covers = (o: Mention) => o.from <= h.from && h.to <= o.to;
    // "if you have a Section 8 voucher": the subject keeps its words and is addressed to the reader.
    const person = out.find((o) => covers(o) && o.people);
    if (person) {
      person.second = m.second;
      person.from = Math.min(person.from, m.from);
      continue;
    }
    for (let k = out.length - 1; k >= 0; k--) if (covers(out[k]!)) out.splice(k, 1);
    out.push(m);
  }
  return out.sort((a, b) => a.from - b.from);
};
