import { ACCEPTABLE_BY_FIRST, FACILITY, PEOPLE } from './compile';
import { beginsLandmarkName, inInstitutionName } from './institution-names';
import { MAX_TERM_WORDS, TERM_PREFIXES, TERMS, type Term } from './lexicon';
import { makeupPlace } from './makeup-places';
import type { Token } from './normalise';
import type { RuleKind } from './types';

/**
 * The subjects of a text: class words and phrases found among its tokens, joined to the people nouns
 * around them ("Christian tenants", "tenants with kids", "anyone who is pregnant"). The engine then
 * reads the grammar of preference around each subject (patterns.ts).
 */
/** Places of worship, whose people are the faith's people ("Catholic church members"). */
const WORSHIP = new Set(
  'church churches temple synagogue mosque chapel cathedral gurdwara parish iglesia'.split(' '),
);

// "programs of any kind": "of" names no facility there.
const OF_ANY = /^of (?:any|all)$/;
const FAITH = new Set('faith religion congregation community fellowship ward stake'.split(' '));
// "tenants receiving benefits", "someone in good physical shape": the people the words describe
// (HUD 1995 memo: a limitation on people, not a description of the property).
// "anyone needing a service animal", "tenants requiring a wheelchair": a participle names them the same way.
const WITH = new Set('with on con from in receiving using needing requiring having raising'.split(' '));
// "members of the LDS church", "followers of Islam": a faith's member nouns (24 CFR §109.20(f) names
// a congregation as indicating a religious preference; the people of it are the faith's people).
const MEMBERS = new Set(
  'member members followers follower adherents adherent practitioners believers miembros seguidores'.split(
    ' ',
  ),
);
const ARTICLE = new Set(['the', 'a', 'an', 'la', 'el', 'los', 'las']);
// "members of his congregation", "followers of their faith": a possessive stands where an article does.
const DETERMINER = new Set([
  ...ARTICLE,
  'his',
  'her',
  'their',
  'our',
  'my',
  'your',
  'su',
  'sus',
  'nuestra',
  'nuestro',
]);
// Spanish two-word people nouns, "compañero de cuarto", "compañera de piso": the adjective after them
// names the people ("compañero de cuarto mexicano", 24 CFR §109.20 in Spanish-language ads).
const ES_OF = new Set(
  'cuarto piso casa departamento apartamento habitacion vivienda renta trabajo'.split(' '),
);
const BE = new Set(['is', 'are', 'es', 'son', 'esta', 'estan']);
// "people who use wheelchairs", "anyone who speaks Spanish", "tenants that receive vouchers": a relative
// clause with a verb of having or using names the people as "who are" does (HUD 1995 memo, "no wheelchairs").
const RELATIVE_VERBS = new Set(
  'use uses need needs have has receive receives require requires speak speaks practice practices attend attends tienen tiene usan usa hablan habla'.split(
    ' ',
  ),
);
// "of European descent", "of Irish heritage": ancestry named with a people noun before it (24 CFR
// §109.20(b), national origin includes ancestry, 24 CFR §100.75(c)(1)).
const DESCENT = new Set(
  'descent origin origins heritage ancestry background backgrounds extraction blood stock roots ethnicity nationality'.split(
    ' ',
  ),
);
// "not gay friendly", "not kid-friendly": the negated "X friendly" excludes (HUD 1995 memo); for
// handicap a "(not) wheelchair friendly" describes the building's access, which the memo allows.
const NEGATION = new Set(['not', 'isnt', 'arent', 'never', 'hardly', 'no']);
const OF = new Set(['of', 'with']);
const ALSO = new Set(['also', 'all', 'both', 'likewise', 'themselves']); // "tenants who are also Jewish"
const WHO = new Set(['who', 'that', 'que']);
const NEG_AUX = new Set(['dont', 'doesnt', 'cant', 'cannot', 'not', 'never', 'wont']);
const PARENTS_OF = new Set(
  'parents parent mothers mother fathers father moms mom dads dad grandparents guardians caregivers'.split(
    ' ',
  ),
);
const WHERE = new Set(['where', 'donde']);
const ANYONE = new Set(['one', 'anyone', 'anybody', 'someone', 'somebody', 'nadie', 'alguien']);

/** Tokens inside acceptable phrases ("bachelor apartment", "wheelchair accessible"). */
export const maskAcceptable = (tokens: readonly Token[]): Uint8Array => {
  const masked = new Uint8Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    for (const words of ACCEPTABLE_BY_FIRST.get(tokens[i]!.norm) ?? []) {
      if (!words.every((w, k) => tokens[i + k]?.norm === w)) continue;
      // "Catholic church" names a place, "Catholic church members" its people.
      if (WORSHIP.has(words.at(-1)!) && PEOPLE.has(tokens[i + words.length]?.norm ?? '')) continue;
      // "members of the Catholic church" names its people too.
      const at = ARTICLE.has(tokens[i - 1]?.norm ?? '') ? i - 2 : i - 1;
      if (WORSHIP.has(words.at(-1)!) && tokens[at]?.norm === 'of' && MEMBERS.has(tokens[at - 1]?.norm ?? ''))
        continue;
      masked.fill(1, i, i + words.length);
    }
  }
  return masked;
};

/** A class word or phrase at tokens [from, to); `people` when a people noun makes it a subject. */
export type Hit = { from: number; to: number; term: Term; people: boolean; forced?: RuleKind };

/** Class words and phrases, longest first at each token. */
export const findHits = (tokens: readonly Token[], masked: Uint8Array): Hit[] => {
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
/** Words after a comma that start a new phrase rather than describe the same people. */
const LINKS = new Set('and or but nor y o pero with without who that which'.split(' '));

export const subjects = (tokens: readonly Token[], hits: Hit[]): Hit[] => {
  const out: Hit[] = [];
  const normAt = (i: number) => tokens[i]?.norm;
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
    // "deployable military folks": the people noun after a run of class words joins it as after one word.
    // "a young, single professional", "mature, settled tenants": a comma and one more describing word
    // between the class word and its people noun still join them (adjectives in a row, HUD 1995 memo).
    const comma =
      tokens[h.to]?.norm === ',' &&
      /^[a-z]+$/.test(tokens[h.to + 1]?.norm ?? '') &&
      !LINKS.has(tokens[h.to + 1]!.norm) &&
      !hits.some((x) => x.from === h.to + 1) &&
      PEOPLE.has(tokens[h.to + 2]?.norm ?? '')
        ? 2
        : 0;
    if (tokens[h.to + comma] && PEOPLE.has(tokens[h.to + comma]!.norm) && (run.length === 1 || !h.people)) {
      h.to += comma + 1;
      // "younger household members", "older family members": a compound people noun is one noun, so
      // what follows it ("are welcome") is read after the whole subject.
      if (PEOPLE.has(tokens[h.to]?.norm ?? '') && /^members?$/.test(tokens[h.to]!.norm)) h.to++;
      h.people = true;
    } else if (run.length === 1 && h.term.spanish && h.from > 0 && PEOPLE.has(tokens[h.from - 1]!.norm)) {
      h.from--;
      h.people = true;
    } else if (
      run.length === 1 &&
      h.term.spanish &&
      ES_OF.has(tokens[h.from - 1]?.norm ?? '') &&
      tokens[h.from - 2]?.norm === 'de' &&
      PEOPLE.has(tokens[h.from - 3]?.norm ?? '')
    ) {
      h.from -= 3;
      h.people = true;
    } else if (
      run.length === 1 &&
      (h.term.kind !== 'noun' || !/s$| /.test(h.term.form)) &&
      ANYONE.has(tokens[h.from - 1]?.norm ?? '')
    ) {
      // "someone secular", "anyone Christian": an adjective after "someone" names the person; so does
      // a singular class noun used as one ("someone Hispanic", "anyone female").
      h.from--;
      h.people = true;
    } else if (run.length === 1) {
      // "tenants with kids", "people with a disability", "renters on welfare": the people are the subject.
      let i = h.from - 1;
      if (ARTICLE.has(tokens[i]?.norm ?? '') && !h.term.spanish) i--;
      if (ALSO.has(tokens[i]?.norm ?? '') && BE.has(tokens[i - 1]?.norm ?? '')) i--;
      // "anyone who is pregnant", "tenants that are disabled": a relative clause names the people too.
      const verb = tokens[i]?.norm ?? '';
      // "people who don't speak English", "tenants that do not have kids": a negated relative clause.
      const aux = RELATIVE_VERBS.has(verb) && NEG_AUX.has(tokens[i - 1]?.norm ?? '') ? 1 : 0;
      const relative = (BE.has(verb) || RELATIVE_VERBS.has(verb)) && WHO.has(tokens[i - 1 - aux]?.norm ?? '');
      // "households where someone is expecting", "homes where anyone uses a wheelchair": a household
      // described by one of its members is its people (42 U.S.C. §3602(k): "any person who is pregnant").
      const member =
        !relative &&
        (BE.has(verb) || RELATIVE_VERBS.has(verb)) &&
        ANYONE.has(tokens[i - 1]?.norm ?? '') &&
        WHERE.has(tokens[i - 2]?.norm ?? '');
      if (relative) i -= 1 + aux;
      if (member) i -= 2;
      let left = tokens[i - 1]?.norm ?? '';
      // "parents of toddlers", "mothers of young kids": the parents named by their children (§3602(k)).
      const parentsOf = tokens[i]?.norm === 'of' && PARENTS_OF.has(tokens[i - 1]?.norm ?? '');
      const via = relative || member || parentsOf || WITH.has(tokens[i]?.norm ?? '');
      // "anyone paying with a voucher", "people living with HIV": a participle before "with"/"on".
      if (!relative && via && /ing$/.test(left) && !PEOPLE.has(left)) {
        const who = tokens[i - 2]?.norm ?? '';
        if (PEOPLE.has(who) || ANYONE.has(who)) {
          i -= 1;
          left = who;
        }
      }
      // "tenants who are on public assistance", "anyone who is in a wheelchair": "who are" before "on".
      if (!relative && via && BE.has(left) && WHO.has(tokens[i - 2]?.norm ?? '')) {
        i -= 2;
        left = tokens[i - 1]?.norm ?? '';
      }
      if (via && (PEOPLE.has(left) || ANYONE.has(left))) {
        h.from = i - 1;
        // A class noun keeps its own reading; an adjective ("on disability") now names people.
        h.people = h.term.kind !== 'noun';
      }
    }
    // "members of the LDS church", "followers of Islam": the member noun and a following place of
    // worship or faith noun join the subject.
    {
      let i = h.from - 1;
      if (DETERMINER.has(tokens[i]?.norm ?? '')) i--;
      if (
        h.term.category === 'religion' &&
        ['of', 'de'].includes(tokens[i]?.norm ?? '') &&
        MEMBERS.has(tokens[i - 1]?.norm ?? '')
      ) {
        h.from = i - 1;
        h.people = true;
        if (WORSHIP.has(tokens[h.to]?.norm ?? '') || FAITH.has(tokens[h.to]?.norm ?? '')) h.to++;
      }
    }
    // The people of a place of worship are its faith's people: "Catholic church members".
    if (WORSHIP.has(tokens[h.to]?.norm ?? '') && PEOPLE.has(tokens[h.to + 1]?.norm ?? '')) {
      h.to += 2;
      h.people = true;
    }
    // "tenants of European descent": the ancestry noun and the people before "of" join the subject.
    if (DESCENT.has(tokens[h.to]?.norm ?? '') && h.term.kind !== 'noun') {
      const left = tokens[h.from - 2]?.norm ?? '';
      if (OF.has(tokens[h.from - 1]?.norm ?? '') && (PEOPLE.has(left) || ANYONE.has(left))) {
        h.from -= 2;
        h.to++;
        h.people = true;
      }
    }
    const friendly = h.term.form.endsWith(' friendly')
      ? h.to
      : tokens[h.to]?.norm === 'friendly'
        ? h.to + 1
        : 0;
    if (friendly && h.term.category !== 'handicap' && NEGATION.has(tokens[h.from - 1]?.norm ?? '')) {
      for (const term of terms) out.push({ ...h, from: h.from - 1, to: friendly, term, forced: 'exclude' });
      continue;
    }
    // "Museum of African American History": a landmark's name (institution-names.ts).
    if (inInstitutionName(normAt, h.from)) continue;
    // "the African American Civil War Memorial": a landmark's name too.
    if (!h.people && beginsLandmarkName(normAt, h.to)) continue;
    const after = tokens[h.to]?.norm;
    const afterText = tokens
      .slice(h.to, h.to + 2)
      .map((t) => t.norm)
      .join(' ');
    // "mostly white street": the street is its residents (makeup-places.ts).
    const makeup = makeupPlace(normAt, h.from, h.to);
    for (const term of terms) {
      if (after && FACILITY.has(after) && !term.bare && !OF_ANY.test(afterText) && !makeup) continue;
      out.push(makeup ? { ...h, to: h.to + 1, people: true, term } : { ...h, term });
    }
  }
  return out;
};
