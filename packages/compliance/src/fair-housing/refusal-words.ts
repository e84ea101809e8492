/**
 * The word families of refusal and redirection (directives.ts): verbs of renting and of acceptance,
 * written once as a base and expanded into every form ("move forward" → moves, moved, moving forward),
 * and the places a redirect sends the reader to. 24 CFR §100.75(c)(1) names "words … which convey that
 * dwellings are available or not available to a particular group", whatever the verb; the HUD 1995 memo
 * treats a statement that a group is not wanted as a limitation. A new verb here extends every frame.
 */

const IRREGULAR: Record<string, string[]> = {
  sell: ['sold'],
  show: ['shown', 'showed'],
  take: ['took', 'taken'],
  go: ['went', 'gone', 'goes'],
  see: ['saw', 'seen'],
  give: ['gave', 'given'],
  find: ['found'],
  try: ['tried', 'tries'],
  apply: ['applied', 'applies'],
  deny: ['denied', 'denies'],
};

/** Every inflection of a verb (its first word inflected, the rest kept): rent, rents, rented, renting. */
export const verbForms = (base: string): string[] => {
  const [head = '', ...rest] = base.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  const stem = head.endsWith('e') && !head.endsWith('ee') ? head.slice(0, -1) : head;
  const forms = new Set([
    head,
    /(?:s|x|ch|sh|o)$/.test(head) ? `${head}es` : `${head}s`,
    head.endsWith('e') ? `${head}d` : `${stem}ed`,
    `${stem}ing`,
    ...(IRREGULAR[head] ?? []),
  ]);
  return [...forms].map((f) => f + tail);
};

/** An alternation of every form of every verb, longest first. */
export const verbAlternation = (bases: readonly string[]): string =>
  `(?:${[...new Set(bases.flatMap(verbForms))].sort((a, b) => b.length - a.length).join('|')})`;

/**
 * Verbs of letting someone have the home, or of going on with their application ("won't be moving
 * forward with your applications", "can't proceed with you"). Negated and aimed at a person, any of
 * them is a refusal (42 U.S.C. §3604(a),(c)).
 */
export const LET_VERBS = verbAlternation([
  'rent',
  'lease',
  'sell',
  'show',
  'accept',
  'consider',
  'accommodate',
  'approve',
  'take',
  'house',
  'allow',
  'admit',
  'welcome',
  'serve',
  'work with',
  'help',
  'process',
  'review',
  'entertain',
  'move forward',
  'go forward',
  'go ahead',
  'move ahead',
  'go on',
  'proceed',
  'continue',
  'pursue',
  'offer',
  'place',
  'sign',
  'sign with',
  'go with',
  'choose',
  'select',
  'look at',
  'hand the keys',
  'give the keys',
  'hand over the keys',
  'hand it over',
]);

/** Verbs of refusal ("is declining", "turned away", "denies"): 24 CFR §100.75(c)(2). */
export const REFUSE_VERBS = verbAlternation([
  'refuse',
  'decline',
  'reject',
  'turn away',
  'turn down',
  'deny',
  'exclude',
  'discourage',
  'screen out',
  'weed out',
]);

/**
 * Nouns a redirect sends the reader to ("a different complex", "another landlord"): a home, a building,
 * a landlord, a listing, an area (HUD 1995 memo; 24 CFR §100.70(c)(4) names steering "to particular
 * neighborhoods or buildings").
 */
export const ELSEWHERE_NOUN =
  '(?:listings?|rentals?|units?|apartments?|places?|homes?|houses?|buildings?|propert(?:y|ies)|options|landlords?|owners?|spots?|housing|neighborhoods?|neighbourhoods?|areas?|locations?|opportunit(?:y|ies)|ads?|posts?|complex(?:es)?|communit(?:y|ies)|developments?|cit(?:y|ies)|towns?|part of town|side of town|zip codes?|suburbs?|managements?|management compan(?:y|ies)|compan(?:y|ies)|agents?|brokers?|agenc(?:y|ies)|situations?|arrangements?|setups?|set ups?|fits?|accommodations?|lodgings?|quarters|digs|residences?|dwellings?|housing options?|living arrangements?|programs?)';

/** Where a redirect sends the reader: "elsewhere", "something else", "in a different complex". */
export const ELSEWHERE = `(?:elsewhere|somewhere else|someplace else|some place else|something else|anything else|(?:in|at|with|to|into|for|by) (?:an |a |the |some |one of (?:the |our )?)?(?:other|another|different|alternative|alternate|new|separate)(?: [a-z]+){0,2}? ${ELSEWHERE_NOUN})`;

/**
 * Verbs that go somewhere: "look elsewhere", "would be better off in a different complex", "happier
 * somewhere else", "look for something else", "fit better with another landlord".
 */
export const GO_VERBS = `(?:${verbAlternation(['look', 'search', 'shop', 'hunt', 'go', 'move', 'live', 'stay', 'apply', 'rent', 'try', 'belong', 'fit', 'settle', 'land', 'end up', 'find a place', 'find a home', 'find housing', 'find something'])}(?: (?:for|around))?|(?:be |feel )?(?:better off|happier|more comfortable|more at home|better suited|a better fit|better served)|fit better|do better)`;

/** Negative polarity: the auxiliary forms of "not" as normalised (apostrophes dropped). */
export const NOT =
  '(?:not|never|no longer|isnt|arent|wasnt|werent|wont|cant|cannot|dont|doesnt|didnt|wouldnt|shouldnt|couldnt|aint|unable to|will not|can not|do not|does not|is not|are not|would not|unlikely to|not likely to|rarely|seldom|hardly ever|hesitant to|reluctant to|unwilling to|not willing to|not keen to|not keen on|not eager to|wary of|leery of|not comfortable)';

/** The one-word negations, so a finding starts at "not" as the subject patterns' findings do. */
export const NOT_WORD =
  '(?:not|never|isnt|arent|wasnt|werent|wont|cant|cannot|dont|doesnt|didnt|wouldnt|shouldnt|couldnt|aint)';

/** Who the directive speaks to: the mention addressed, or a pronoun standing for it. */
export const YOU =
  '(?:you|u|yall|you all|you guys|them|your family|your household|your applications?|that|those|that program|those programs|such (?:applicants|tenants|renters|people)|people like (?:you|that|them))';

/** Words a negation may stand apart from its head by ("won't really be", "are not currently"). */
export const SOFT =
  '(?:(?:be|being|been|get|getting|currently|presently|yet|really|quite|exactly|even|just|probably|likely|ever|going to be|gonna be|going to|gonna|able to be|able to) ){0,2}';

/** Who is speaking or deciding: "what we're looking for", "the owner's comfort zone". */
export const WE =
  '(?:we|i|they|the owners?|the landlords?|the sellers?|the management|management|the family|he|she|were|im|ive|weve|theyre|hes|shes)';

/** Whose a preference is: "the owner's comfort zone", "our type". */
export const WHOSE =
  '(?:the |our |my |his |her |their |this )?(?:owners |landlords |sellers |familys |buildings |managements )?';

/**
 * A refusal verb negated is no refusal: "we never turn away voucher holders", "X are never refused"
 * (the negation's scope covers the verb; 24 CFR §100.75(c) forbids the refusal, not its denial).
 */
export const NOT_BEFORE = `(?<!\\b(?:${NOT_WORD}|never|would never|will never|do not|does not|did not|will not|would not|are never|is never|nobody is|no one is|(?:are|is) not|(?:arent|isnt) ever|(?:are|is) not ever) )`;
