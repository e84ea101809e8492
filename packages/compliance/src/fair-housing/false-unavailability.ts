import { classWords, classWordsFor, PERSON_NOUNS } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import { ALL_CLASSES, type ProtectedClass } from './types';
import { PERCEIVED_TRAITS, traitRe } from './vocabulary/perceived-traits';

/**
 * False unavailability told to one class: "tell any Black callers the unit is pending", "if a caller
 * mentions the mosque, just say we have a waitlist", "callers with an accent: it's already rented".
 * 42 U.S.C. §3604(d) and 24 CFR §100.80(b)(1)-(3): representing, because of a protected class, that a
 * dwelling is not available for inspection or rental when it is, or quoting a waiting list. The grammar
 * is an instruction to tell (tell, say, inform, let them know), a person marked by a class (a class word
 * before a caller noun, a perceived trait, a caller who names a place of worship) and the false claim
 * (pending, rented, taken, under contract, a waitlist), in one sentence in either order.
 * Left alone: "we keep a waitlist for everyone", "tell every caller the unit is pending until the
 * deposit clears" (no class), "tell Muslim callers the mosque is two blocks away" (no claim).
 */
const TELL =
  '(?:tell|tells|telling|told|say|says|saying|said|inform|informs|let (?:them|him|her|em) know|respond|reply|answer|mention|describe|describes|describing|present|list)';
// Not an instruction to tell: "never tell", "don't say" (read behind the verb, so only where one is).
const NEG = '(?:never|not|dont|cannot|cant|wont|shouldnt|must not|should not) (?:ever )?';
// An open house, showing or tour told "canceled" is the same false denial of inspection (§100.80(b)(2)).
const HOME =
  '(?:open house|showing|tour|viewing|unit|place|apartment|apt|home|house|room|listing|property|condo|rental|flat|studio|loft|duplex|townhouse|townhome|(?:[0-9] ?)?(?:br|bd|bedroom)|(?:[a-z]+ )?move in dates?|move in slots?|showing slots?|showing times?)s?';
// A claim with no home as its subject: "nothing is open right now", "no units are available" (§100.80(b)(1)).
const NOTHING_OPEN =
  '(?:nothing|no (?:units?|apartments?|homes?|vacancies|openings|rooms?))(?: is| s| are| were)?(?: currently| now| right now| really| at all)? (?:open|available|left|vacant)';
const GONE =
  '(?:pending|rented|taken|gone|full|leased|sold|under contract|unavailable|no longer available|not (?:really |actually |exactly )?available(?: anymore| any more)?|spoken for|booked|fully booked|off the market|a wait ?list|a waiting list|wait ?listed|on a wait ?list|no vacancies|no openings|' +
  NOTHING_OPEN +
  '|promised|already promised|on hold|reserved|filled|(?:a )?signed contract|an accepted offer|(?:an )?offer (?:already )?accepted|(?:multiple|several|other|competing) offers(?: over asking)?|booked up|spoken for already|(?:been )?(?:canceled|cancelled|called off|postponed|closed|already shown|already leased))';
const CLAIM = `(?:(?:it s|its|it is|it was|that s|thats|(?:the|this|that|our) (?:[a-z0-9,]+ ){0,4}?${HOME}(?: is| are| has been| have been| was| were| s| been| as| went| just went| got| just got)?|(?:unit |apt |apartment |suite |number )?\\d+[a-z]?(?: is| has been| was| s)|we re|were|we are|we (?:already |now |just )?(?:have|got)|weve got|we ve got|there s|theres|there (?:is|are|was|were)|they re|theyre|were all|we re all|it(?= (?:already |just |all )?got\\b))(?: (?:already|currently|now|still|just|all|actually|unfortunately|sadly)){0,2}(?: fully| completely| totally| all)?(?: got)? ${GONE}|(?:put|place|add) (?:them|him|her) (?:on|to) (?:a |the |our )?(?:wait ?list|waiting list)|${NOTHING_OPEN})`;

// Who is meant: a class word before a people or caller noun ("Black callers", "Muslim prospects").
// An ambiguous adjective said of a person after a copula ("if the applicant turns out to be Black,")
// names people too; "when the walls are white," names no person.
const CALLER = `(?:${PERSON_NOUNS}|callers?|prospects?|inquirers?|leads?|visitors?|walk ins?|ones|(?<=\\b(?:(?:he|she|they|someone|anyone|applicants?|callers?|buyers?|prospects?|persons?|${PERSON_NOUNS})(?: [a-z0-9]+){0,6}? (?:be|is|are|s|was|were|looks?|looked|sounds?|sounded|seems?|seemed)|theyre|shes|hes) [a-z]+ ), (?=[a-z]))`;
// A caller who names a place of worship stands for its faith ("if a caller mentions the mosque").
const WORSHIP =
  '(?:mentions?|mentioned|asks? about|asked about|brings? up|brought up|says? (?:she|he|they) (?:goes?|go|attends?) to|(?:is|are) from|comes? from) (?:the |a |her |his |their |our |that )?(?:local |nearby )?(?:mosque|masjid|synagogue|shul|temple|church|gurdwara|kingdom hall|parish|mandir|islamic center|jewish community center)';

// "tell the two guys who toured …", "tell the dark-skinned lady …": a gendered noun after "the" names one
// person, whose sex is no reason given (only "tell any women callers", "tell single women" are).
const ONE_PERSON = '(?<!\\b(?:the|that|this|those|these)(?: [a-z0-9]+){0,2} )';
const SEX_CALLERS =
  '\\b(?:women|ladies|females|gals|girls|men|guys|males|gentlemen)(?= (?:who|that) (?:call|calls|phone|ring|inquire|enquire|ask|email|text|message|write|reach out|come|show up|stop by|walk in|apply|tour)\\b)';
const marked = (category: ProtectedClass): string => {
  const parts = [(category === 'sex' ? ONE_PERSON : '') + classWords(category, false, CALLER)];
  for (const g of PERCEIVED_TRAITS) if (g.category === category) parts.push(traitRe(g));
  if (category === 'religion') parts.push(`\\b${WORSHIP}\\b`);
  // "Tell the women who call …": a plural with a relative clause of calling is every such caller, a group.
  if (category === 'sex') parts.push(SEX_CALLERS);
  return `(?:\\b${parts.join('|')})`;
};

const REASON =
  'Tells people of a protected class that the home is not available (pending, rented, waitlisted) when it is (42 U.S.C. §3604(d); 24 CFR §100.80(b))';

// Every class, federal and state: a false "it's rented" is unlawful whoever it is told to.
const CLASSES = ALL_CLASSES;

// The rules are gated by the tell words and derive the claim clause from their expressions (rule-gate.ts);
// at each tell word a look ahead for the claim runs before the long class alternation.
const TELL_NEEDS = ['tell', 'told', 'say', 'inform', 'let', 'respond', 'reply', 'answer', 'mention'];

// The person named before the instruction ("if a caller mentions the mosque, just say we have a
// waitlist", "callers with a heavy accent, say it's spoken for") is read by a voice, a look or a place of
// worship only: a class alternation at the head of an expression is slow to compile and to scan, so
// class words are read after a tell word alone.
const personFirst = (category: ProtectedClass): string | undefined => {
  const parts = PERCEIVED_TRAITS.filter((g) => g.category === category).map(traitRe);
  if (category === 'religion') parts.push(`\\b${WORSHIP}\\b`);
  return parts.length ? `(?:${parts.join('|')})` : undefined;
};

const WORSHIP_NEEDS = [
  'mosque',
  'masjid',
  'synagogue',
  'shul',
  'temple',
  'church',
  'gurdwara',
  'kingdom hall',
  'parish',
  'mandir',
  'islamic center',
  'jewish community',
];

const rules = (category: ProtectedClass): StandaloneRule[] => {
  const base = {
    id: 'false-unavailability',
    category,
    kind: 'exclude' as const,
    source: 'cfr10080' as const,
    reason: REASON,
  };
  // The tell first: "tell any Black callers the unit is pending", "let Muslim inquirers know …". The
  // look ahead for a claim runs before the class alternation, so that runs only where both are near.
  const tellFirst = phraseRule({
    ...base,
    needs: TELL_NEEDS,
    re: `\\b(?:${TELL}|let)\\b(?=[^|]{0,130}?\\b${GONE}\\b)(?<!\\b${NEG}(?:${TELL}|let))[^|]{0,50}?${marked(category)}\\b[^|]{0,60}?\\b${CLAIM}\\b`,
  });
  // A condition naming the person, then the instruction: "if a family with kids calls, tell them it's
  // leased", "when Hispanic prospects call, say we're full". The "if" or "when" anchors the match.
  const conditional = phraseRule({
    ...base,
    needs: ['if', 'when', 'should', 'once', 'any time', 'anytime', 'whoever', 'who'],
    re: `\\b(?:if|when|whenever|should|once|any ?time|whoever|(?:anyone|anybody|any caller|any one) who)\\b[^|]{0,40}?${marked(category)}\\b[^|]{0,60}?\\b${TELL}\\b(?<!\\b${NEG}${TELL})[^|]{0,30}?\\b${CLAIM}\\b`,
  });
  // A reply template of unavailability kept for one class: "… no longer available. (Send only if the
  // applicant mentions kids.)" or "Use only for Black callers: the unit is pending". The claim and the
  // note may sit in two clauses of one template, so this one crosses clause ends (§100.80(b)(1)).
  const SEND = `\\b(?:send|sent|use|used|reply|respond|post|email|text|read|paste)(?: (?:this|it|with this|with it|back))?(?: (?:template|reply|message|note|script|answer|one))? only (?:if|when|whenever|to|for|with)\\b[^|]{0,50}?${marked(category)}\\b`;
  const sendOnly = phraseRule({
    ...base,
    id: 'false-unavailability-template',
    needs: ['only if', 'only when', 'only to', 'only for', 'only with'],
    re: `\\b${CLAIM}\\b[^#]{0,70}?${SEND}|${SEND}[^#]{0,70}?\\b${CLAIM}\\b`,
  });
  // The claim as the condition's consequence, no tell: "If the caller sounds Black, the condo is under
  // contract"; "when anyone mentions kids, the two-bedroom just went pending".
  const ifThen = phraseRule({
    ...base,
    needs: ['if', 'when', 'whenever'],
    re: `\\b(?:if|when|whenever)\\b[^|]{0,40}?${marked(category)}\\b ,? (?:then )?${CLAIM}\\b`,
  });
  // Said to the person: "saw you have three kids, so heads up, the 3BR is already taken" (§100.80(b)(1)).
  // The class as the reason, then the lie told: "the 3pm couple is Black, so I told them we already have
  // a signed contract" (§100.80(b)(1)). Gated by the tell words; the claim is looked for first.
  const soTold = phraseRule({
    ...base,
    needs: TELL_NEEDS,
    re: `(?!couples?\\b)${marked(category)}\\b(?=[^|]{0,130}?\\b${GONE}\\b)[^|]{0,60}?\\b(?:so|and so|which is why|thats why)\\b (?:i|we|ill|well|i will|we will|i just|we just)? ?${TELL}\\b[^|]{0,30}?\\b${CLAIM}\\b`,
  });
  const toYou = phraseRule({
    ...base,
    needs: ['you'],
    re: `\\b(?:(?:you|your family|you guys|you all) (?:have|has|ve got|got|are bringing|re bringing|are|re|will have|ll have)|youre|youve got|youll have|youre bringing) (?:[a-z0-9]+ ){0,2}?${classWordsFor(category)}\\b[^|]{0,30}?\\b(?:so|and|but)\\b[^|]{0,40}?\\b${CLAIM}\\b`,
  });
  const person = personFirst(category);
  if (!person) return [tellFirst, conditional, sendOnly, toYou, soTold, ifThen];
  // The person first, as its own rule gated by the trait or worship words, so a text without them never
  // compiles or runs it.
  const needs = [
    ...PERCEIVED_TRAITS.filter((g) => g.category === category).flatMap((g) => g.needs),
    ...(category === 'religion' ? WORSHIP_NEEDS : []),
  ];
  return [
    tellFirst,
    conditional,
    sendOnly,
    toYou,
    soTold,
    ifThen,
    phraseRule({
      ...base,
      needs,
      re: `${person}\\b[^|]{0,80}?\\b${TELL}\\b(?<!\\b${NEG}${TELL})[^|]{0,30}?\\b${CLAIM}\\b`,
    }),
  ];
};

export const FALSE_UNAVAILABILITY_RULES: readonly StandaloneRule[] = CLASSES.flatMap(rules);

/** The false claim, for rules that read the person elsewhere (told-unavailable.ts). */
export { CLAIM as UNAVAILABLE_CLAIM, GONE as UNAVAILABLE_WORDS };
