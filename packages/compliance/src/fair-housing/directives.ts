import { FILLER, LIST_ITEM, SEEK } from './grammar-words';
import { allMatches } from './match-all';
import { type Directive, type Frame, OUTCOME_FRAMES } from './outcome-frames';
import {
  ELSEWHERE,
  ELSEWHERE_NOUN,
  GO_VERBS,
  LET_VERBS,
  NOT,
  NOT_BEFORE,
  REFUSE_VERBS,
  SOFT,
  WHOSE,
  YOU,
} from './refusal-words';
import { USE_LIMIT_FRAMES } from './use-limits';

/**
 * Directives of exclusion: clause-level frames whose polarity is negative towards whoever the clause is
 * about or addressed to. They name no class; structure.ts joins one to a class mention in the same
 * sentence (or to a mention that is its own question or fragment just before), and the pair is a
 * statement "indicating a preference, limitation or discrimination" (42 U.S.C. §3604(c); 24 CFR
 * §100.75(c)(1)-(3)). A frame is a polarity (negation, redirect, apology, requirement-to-lack) and a
 * head (availability, suitability, acceptance, a place to go), each an alternation of word families, so
 * "this isn't the right landlord for you" and "won't be shown the unit" come from the same two parts.
 *
 * `address`: the frame speaks about a subject before it ("X: we can't rent to you", "X should keep
 * looking"); `object`: the frame takes the mention after it ("only X", "must be free of X").
 */
export type { Directive } from './outcome-frames';

/** Heads of availability and suitability: what the home, the landlord or the listing is to someone. */
const FIT =
  '(?:place|fit|match|home|landlord|owner|building|unit|apartment|option|spot|choice|listing|property|rental|situation|community|one|setup|house|type|kind|crowd|demographic|cup of tea|clientele|target market|market)';
/** Heads of acceptance, passive or active ("won't be accepted", "cannot be accommodated"). */
const ACCEPTED = `(?:welcome|welcomed|considered|accepted|allowed|permitted|shown|accommodated|approved|(?:considering|accepting|showing|accommodating|approving) (?:you|them|your|their|any of|applica)|available (?:to|for) ${YOU}|an option (?:to|for) ${YOU}|open to ${YOU}|eligible|entertained|tolerated|housed|rented to|admitted|invited|processed|reviewed|looked at|responded to|called back|a fit|a match|what (?:the owner|the landlord|we|i|the seller|the sellers|they) (?:is|are|am|were|was) (?:looking|searching|hoping) for)`;
// "not only for X" includes X (HUD 1995 memo): the restriction word never follows a negation.
const ONLY = '(?<!\\bnot )(?:only|exclusively|solely|strictly)';
/** Words of willingness before a verb of renting: "interested in", "willing to", "open to", "looking to". */
const WILLING =
  '(?:(?:interested|interest) in|willing to|open to|looking to|prepared to|happy to|keen on|keen to|planning to|planning on|going to|gonna|considering|thinking of|wanting to)';
const RENT =
  '(?:rent|lease|sell|show|accept|consider|accommodate|approve|take|house|allow|admit|welcome|serve|work with|help)';
// The home or its lease given to a group, said in the passive: "leases are only offered to X", "units
// are rented only to X" (24 CFR §100.75(c)(1): a dwelling available only to a group).
const GIVEN_TO =
  '(?:offered|rented|leased|sold|shown|given|granted|extended|made available|marketed|advertised)';
/** A thing, not a person, after the head: the frame is then about it ("no pets allowed"). */
const NOT_THING = `(?! (?:any |the |a |your )?${LIST_ITEM}\\b)`;
/** The frame ends its clause or is followed by what keeps it about the person addressed. */
const END = `(?= \\||$| ,| (?:for ${YOU}|for (?:this|the|our|a|these|such)|here|now|at this time|this time|in (?:this|the|our))\\b)`;

const CORE_FRAMES: readonly Frame[] = [
  // Negated availability or suitability: "this isn't the place for you", "we're not the right landlord".
  // HUD 1995 memo: a statement that a group is not wanted is a limitation whatever its verb.
  {
    id: 'not-the-place',
    kind: 'exclude',
    source: 'hud1995',
    shape: 'address',
    re: `\\b${NOT} ${SOFT}(?:the|a|an|your|our|my|his|her|their|${WHOSE}) (?:(?:right|good|best|ideal|great|proper|perfect|suitable|ideal) )?${FIT}${END}`,
  },
  // "is not for you", "won't work for you", "doesn't suit you" (24 CFR §100.75(c)(1): not available).
  {
    id: 'not-for-you',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: `\\b(?:${NOT} ${SOFT}(?:for|meant for|intended for|made for|designed for|right for|suited to|suitable for|work for|working for|suit|be for)|${NOT} (?:a |an )?(?:fit|match) for) ${YOU}\\b`,
  },
  // Spanish, the same frames: "no es para usted", "busquen en otro lado", "no les podemos rentar" (42 U.S.C.
  // §3604(c) reaches a statement in any language; 24 CFR §100.75(c)(1)). Normalised text has no accents.
  {
    id: 'no-es-para-usted',
    kind: 'exclude',
    source: 'fha3604c',
    shape: 'address',
    re: '\\bno (?:es|sera|son|seran|seria) (?:(?:el|la|un|una) (?:lugar|opcion|casa|departamento|depa|apartamento|edificio|sitio|vivienda|unidad) )?(?:(?:adecuad|indicad|apropiad|pensad)[oa]s? |ideal |recomendable )?para (?:usted|ustedes|ti|vos|ellos|ellas)\\b|\\b(?:busque|busquen|buscar|vaya|vayan|intente|intenten) (?:en |a )?(?:otro lado|otra parte|otro lugar|otro sitio|otra opcion|otro edificio)\\b|\\bno (?:le|les|te) (?:(?:podemos|puedo|vamos a|voy a) )?(?:rentar|alquilar|arrendar|vender|aceptar|rentamos|rento|alquilamos|alquilo|aceptamos|acepto|vendemos)\\b',
  },
  // Negated acceptance: "won't be accepted", "will not be considering your applications".
  {
    id: 'not-accepted',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: `\\b${NOT} ${SOFT}${ACCEPTED}\\b${NOT_THING}`,
  },
  // A refusal to the person addressed: "we can't rent to you", "can't accommodate you".
  {
    id: 'cannot-rent-to-you',
    kind: 'exclude',
    source: 'fha3604c',
    shape: 'address',
    re: `\\b(?:${NOT} (?:[a-z]+ ){0,1}?|(?:done|finished|through) )${LET_VERBS}(?: (?:it|this|the unit|the home|the apartment|this unit))?(?: to| with)? ${YOU}\\b`,
  },
  // The home said not to be had by the people before it: "X will not be able to rent here", "X can't
  // live in this building" (24 CFR §100.75(c)(1): dwellings not available to a group).
  {
    id: 'cannot-live-here',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: `\\b${NOT} ${SOFT}(?:rent|lease|live|move in|stay|buy|reside)(?: (?:here|there|in (?:this|the|our) (?:building|unit|complex|community|home|apartment)|this (?:unit|home|apartment|place)))?(?= \\||$| ,)`,
  },
  // Refusal verbs: "refuses to rent", "rejects", "turned away" (24 CFR §100.75(c)(2)).
  {
    id: 'refuse',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: `${NOT_BEFORE}\\b${REFUSE_VERBS}(?: to| from)?\\b`,
  },
  // "need not apply", "don't bother", "please do not inquire" (HUD 1995 memo, exclusion by ad-speak).
  {
    id: 'need-not',
    kind: 'exclude',
    source: 'hud1995',
    shape: 'address',
    re: '\\b(?:need not|neednt|dont need to|do not need to|should not|shouldnt|must not|mustnt|(?:please )?(?:do not|dont))(?: even| really)? (?:bother|apply|applying|inquire|inquiring|call|calling|respond|ask|contact|email|text|reach out|waste (?:your|their) time|waste (?:an |your |the |their |a )?(?:application fee|app fee|fee|money|effort|trip))\\b|\\b(?:refrain from|hold off on|avoid|skip) (?:applying|inquiring|calling|contacting|reaching out|touring)\\b',
  },
  // Redirects: "find another rental", "check other listings", "look elsewhere", "keep looking",
  // "would be happier somewhere else", "go another direction", "save yourself the trip".
  {
    id: 'redirect',
    kind: 'exclude',
    source: 'hud1995',
    shape: 'address',
    re: `\\b(?:(?:find|try|look at|look for|look into|check|check out|browse|see|consider|seek|search|explore|view|pick|choose|go with|need|needs|would need|require|want|apply (?:to|at|for)) (?:an |a |the |some |any )?(?:other|another|different|alternative|alternate)(?: [a-z]+){0,2}? ${ELSEWHERE_NOUN}|${GO_VERBS} ${ELSEWHERE}|(?:keep|continue|go on) (?:looking|scrolling|searching|browsing)|(?:go|going|gone) (?:in )?(?:another|a different) direction|save (?:yourself|yourselves|your|them|themselves) (?:the |a )?(?:trip|time|effort|call|trouble|hassle|bother|heartache|disappointment|application fee)|(?:consider|explore|look at|look into|seek|find|try) (?:some |other |your |any )?(?:alternatives|other options|options elsewhere)|(?:move|scroll|swipe) (?:on|along|past)|(?:going to|gonna|will|have to|must|(?:we|i)(?: will| must| have to)|well|ill) pass(?= \\||$| ,| on\\b)|(?:were|we are|im|i am|owner is|landlord is|theyre) (?:going to be |gonna be )?passing(?= \\||$| ,))`,
  },
  // An apology that refuses: "sorry, not this time", "sorry, no", "unfortunately we cannot".
  {
    id: 'sorry-no',
    kind: 'exclude',
    source: 'hud1995',
    shape: 'address',
    re: `\\b(?:sorry|apologies|we regret|regret|regretfully|unfortunately|alas|afraid)(?: ,)?(?: [a-z]+){0,3}? (?:no|nope|not (?:this time|now|at this time|here|interested|possible)|cannot|cant|wont|unable|pass)(?= \\||$| ,| (?:this time|at this time|for now|we|thanks)\\b| ${RENT}\\b)`,
  },
  // A bare refusal as its own clause, after a mention asked as a question ("Mexicans? Nope.").
  {
    id: 'bare-no',
    kind: 'exclude',
    source: 'hud1995',
    shape: 'address',
    re: '(?:^|\\| )(?:nope|no|nah|no way|no thanks|no thank you|hard pass|not happening|absolutely not|not a chance|(?:a )?no|(?:unfortunately|sadly|afraid|im afraid|i am afraid|certainly|definitely|of course|regrettably) not)(?= \\||$)',
  },
  // "only X", "rents exclusively to X", "only comfortable with X", "open only to fellow X" (§3604(c)
  // "limitation"): the restriction word, an optional verb of renting or acceptance, a preposition.
  // "only interested in renting to X", "only willing to lease to X": a word of willingness between the
  // restriction and the verb is the same limitation.
  {
    id: 'only-to',
    kind: 'prefer',
    source: 'fha3604c',
    shape: 'object',
    re: `\\b(?:${RENT}(?:s|ing)? ${ONLY}(?: (?:to|with|for))?|(?:is |are |be )?${ONLY} (?:${WILLING} )?(?:(?:${RENT}(?:s|ing)?|${GIVEN_TO}|comfortable|open|available|interested|renting|leasing)(?: (?:renting|leasing|selling|dealing|working))?(?: (?:to|with|for))?|to|with|for)) ${FILLER}(?:fellow |other |like minded )?$`,
  },
  // The home between the verb and the class: "we only show those to men", "only rent the lofts to X"
  // (24 CFR §100.75(c)(1), §100.80(b)(1): a dwelling shown or offered only to a group).
  {
    id: 'only-verb-home-to',
    kind: 'prefer',
    source: 'cfr10080',
    shape: 'object',
    re: `\\b${ONLY} ${RENT}(?:s|ing)? (?:the|those|these|them|it|that|this|our|my|its|their)(?: [a-z0-9]+){0,3}? (?:to|with|for) ${FILLER}(?:fellow |other |like minded )?$`,
  },
  // A preference with its own clause: "would prefer that the housemate be a X", "rather have X".
  {
    id: 'prefer-that',
    kind: 'prefer',
    source: 'fha3604c',
    shape: 'object',
    re: `\\b(?:prefer|prefers|preferred|would rather|rather have|favor|favors|favour|favours)(?: (?:that|if|it if))?(?: (?:the|a|an|our|your|my))?(?: (?:new|next|future|incoming|ideal))? [a-z]+ (?:be|is|are|were|was|would be) ${FILLER}$`,
  },
  // Any preference word before a mention the word lists miss ("folks over 60", "someone under 40"):
  // "would rather rent to someone under 40", "seeking renters over 50" (42 U.S.C. §3604(c) "preference").
  {
    id: 'seek-object',
    kind: 'prefer',
    source: 'fha3604c',
    shape: 'object',
    re: `(?:^|\\s)${SEEK} ${FILLER}$`,
  },
  // A requirement to lack: "must be free of X", "must be without X", "should have no X" (HUD 1995 memo;
  // 24 CFR §100.202(c): no inquiry into a disability).
  {
    id: 'must-lack',
    kind: 'exclude',
    source: 'hud1995',
    shape: 'object',
    re: `\\b(?:must|should|shall|need to|needs to|has to|have to|required to|expected to)(?: not)? (?:be|have|remain|stay|require|need|request|ask for)(?: (?:completely|entirely|totally|fully|100 percent))? (?:(?:free of|free from|without|clear of|no|any)(?: (?:history of|record of|signs of|known|accommodations? for|modifications? for|help with|assistance with|treatment for))?|(?:accommodations?|modifications?|help|assistance|treatment) (?:for|with)) ${FILLER}$`,
  },
];

/** Compiled once: object frames end where the mention starts; address frames run over the clause. */
// Outcome frames (outcome-frames.ts) are read after the core ones, object frames in the order given.
const FRAMES = [...CORE_FRAMES, ...OUTCOME_FRAMES, ...USE_LIMIT_FRAMES];
const COMPILED = FRAMES.map((f) => ({ ...f, regex: new RegExp(f.re, f.shape === 'object' ? '' : 'g') }));

export type DirectiveMatch = Directive & { start: number; end: number };

/** Address directives in a stretch of normalised text, with offsets into it. */
export const addressDirectives = (s: string): DirectiveMatch[] => {
  const out: DirectiveMatch[] = [];
  for (const f of COMPILED) {
    if (f.shape !== 'address') continue;
    // Not matchAll, which clones the regex on every call (match-all.ts).
    for (const m of allMatches(f.regex, s)) {
      const lead = m[0].startsWith('| ') ? 2 : 0;
      out.push({
        id: f.id,
        kind: f.kind,
        source: f.source,
        shape: f.shape,
        start: m.index + lead,
        end: m.index + m[0].length,
      });
    }
  }
  return out;
};

/** The object directive that ends exactly where a mention starts (`head` ends before the mention). */
export const objectDirective = (head: string): DirectiveMatch | null => {
  for (const f of COMPILED) {
    if (f.shape !== 'object') continue;
    const m = f.regex.exec(head);
    if (m)
      return { id: f.id, kind: f.kind, source: f.source, shape: f.shape, start: m.index, end: head.length };
  }
  return null;
};
