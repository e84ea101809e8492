import { NO_ONE_EN, NO_ONE_ES, SUBJECT_WORD } from './grammar-words';

/**
 * Inclusive clauses: "Families, singles and retirees are all welcome", "everyone welcome, whatever
 * their faith", "open to all". The HUD 1995 memo asks for inclusion, and a welcome said to everyone
 * (or to a list of people joined by "all") singles out no one, so the class words in it are no
 * finding. An exception ("all welcome except kids") or a limitation in the clause keeps its findings:
 * only the welcome and the description of the people in the list are dropped (engine.ts).
 */
const WELCOME =
  /\b(?:welcome|welcomed|welcomes|welcoming|encouraged|invited|open to (?:all|everyone|everybody|anyone)|bienvenidos|bienvenidas|bienvenido|bienvenida|todos)\b/;
const EVERYONE =
  /\b(?:all|everyone|everybody|anyone|anybody|alike|every|each|whatever|whoever|todos|todas|cualquier)\b/;
const EXCEPT =
  /\b(?:except|excepting|but not|other than|besides|excluding|save for|unless|only|not|no|sin|excepto|menos)\b/;

/** [start, end) character ranges of the normalised text's inclusive clauses. */
export const inclusiveClauses = (s: string): [number, number][] => {
  if (!WELCOME.test(s)) return [];
  const out: [number, number][] = [];
  let from = 0;
  while (from <= s.length) {
    let to = s.indexOf('|', from);
    if (to < 0) to = s.length;
    const clause = s.slice(from, to);
    if (WELCOME.test(clause) && EVERYONE.test(clause) && !EXCEPT.test(clause)) out.push([from, to]);
    from = to + 1;
  }
  return out;
};

/**
 * "Co-signers, roommates and unmarried partners may apply together; each adult is screened the same
 * way", "applicants may list a spouse, domestic partner or roommate; we don't ask about relationship
 * status": marital or household words listed to include everyone, with a statement of equal treatment
 * in the clause or beside it, limit no one (HUD 1995 memo: equal-opportunity statements are lawful).
 * The frame must say equal treatment; "married couples may apply" alone has none and is still read.
 * A clause with a limitation word of its own ("only", "no", "except") is never inclusive. "Applicants
 * with disabilities may request a reasonable accommodation" and "we make exceptions to the pet policy for
 * tenants with disabilities" offer what 24 CFR §100.204 requires.
 */
const EQUAL =
  /\b(?:regardless of|irrespective of|whatever (?:their|your)|we (?:dont|do not|never|wont|will not) (?:ask|inquire|consider|care) (?:about|for|whether|if)|(?:screened|evaluated|considered|treated|reviewed|judged|qualified) (?:the same way|the same|equally|alike|by the same (?:criteria|standards))|same (?:criteria|standards|screening|requirements) (?:for|apply to|applies to) (?:all|everyone|each|every)|(?:rent|rents|apply|applies|live|lives|qualify|qualifies|lease|leases) (?:here )?(?:on|under) (?:the )?(?:same|identical|equal) (?:terms|conditions|rules)|(?:every|each) (?:applicant|tenant|resident|renter) pays the same|(?:married|single|partnered) or not|whether (?:or not )?(?:you are|youre|they are|theyre) married|(?:may|can|are welcome to|are entitled to|have the right to) (?:request|ask for) (?:a |an |any )?(?:reasonable )?(?:accommodations?|modifications?)|(?:offered|given|leased|rented) first to (?:[a-z]+ ){0,2}?(?:that|who) (?:need|needs|require|requires|use|uses) (?:those|these|the|its|their|such|accessible|accessibility)|(?:installed|added|built|provided|put in|mounted|widened|lowered) (?:[a-z]+ ){0,3}?for (?:a |an |the |our |one |each )?(?:[a-z]+ )?(?:resident|tenant|renter|owner|occupant|neighbor|neighbour)s?(?! only)|(?:we |i |the (?:owner|landlord|manager|office|hoa|board) )?(?:make|makes|made|grant|grants|granted|allow|allows|allowed|provide|provides|provided|offer|offers) (?:a |an )?(?:reasonable )?(?:exceptions?|accommodations?|modifications?) (?:(?:to|in|from) (?:the |our |any |this )?(?:[a-z]+ ){0,2}?(?:policy|policies|rules?|requirements?) )?for)\b/;

/** [start, end) ranges of clauses beside an equal-treatment statement, with no limitation word. */
export const equalTreatmentClauses = (s: string): [number, number][] => {
  if (!EQUAL.test(s)) return [];
  const bounds: [number, number][] = [];
  let from = 0;
  while (from <= s.length) {
    let to = s.indexOf('|', from);
    if (to < 0) to = s.length;
    bounds.push([from, to]);
    from = to + 1;
  }
  const equal = bounds.map(([a, b]) => EQUAL.test(s.slice(a, b)));
  return bounds.filter(
    ([a, b], i) =>
      (equal[i] || equal[i - 1] || equal[i + 1]) && !EXCEPT.test(s.slice(a, b).replace(EQUAL, '')),
  );
};

/**
 * A refusal said of no one is inclusion: "Nobody with a disability is ever turned away", "no one using
 * a wheelchair has been refused", "no family with children pays extra", "we have never turned away
 * anyone on a voucher", "nadie con niños es rechazado". The subject or the verb is negated, so the
 * sentence states equal treatment (HUD 1995 memo: equal-opportunity statements are lawful); so does a
 * feeling of exclusion said of no one ("nobody in a wheelchair should feel unwelcome", "no one on a
 * voucher will be made to feel left out"). "Nobody with kids is allowed" and "no one on a voucher,
 * please" refuse: only a verb of refusal, a surcharge or a feeling of exclusion under the negation is
 * read (negated-quantifiers.ts reads the verbs of admission).
 */
const NO_ONE = `(?:${NO_ONE_EN}|${NO_ONE_ES})`;
const REFUSED =
  '(?:turned away|turned down|refused|denied|rejected|declined|excluded|shut out|kept out|screened out|discriminated against|treated (?:differently|unfairly|worse)|charged (?:more|extra|a (?:higher|bigger|larger) [a-z]+)|(?:pays?|paid) (?:more|extra)|rechazad[oa]s?|negad[oa]s?|excluid[oa]s?|discriminad[oa]s?)';
// A feeling of exclusion: "should feel unwelcome", "will be made to feel out of place", "se sienta excluido".
// Read only of a subject that names its people ("no one with …", "nadie con …"): "so no one feels left
// out" gives a reason for a rule and says nothing of a class (review-27: "English only … so no one feels
// left out" still limits national origin).
const FEELS =
  '(?:(?:should|will|would|need|needs|has to|have to|must|is going to|are going to|ever|ever again|debe|deberia|va a) )*(?:feel|feels|be made to feel|be left feeling|sentirse|se sienta|se sentira|se siente)(?: (?:unwelcome|unwelcomed|unwanted|left out|excluded|out of place|like an outsider|like outsiders|singled out|shut out|turned away|rejected|second class|excluid[oa]s?|rechazad[oa]s?|fuera de lugar|discriminad[oa]s?)|(?= (?:less|any less) (?:welcome|wanted)))';
const BE =
  '(?:(?:is|are|was|were|will be|would be|gets|get|got|has been|have been|ha sido|es|sera|son|seran|fue)(?: ever| never)? )?';
const NEGATED_REFUSAL = new RegExp(
  `\\b(?:${NO_ONE}\\b${SUBJECT_WORD}{0,8}? ${BE}${REFUSED}|(?<!\\b(?:so|so that|ensure|make sure|para que) )${NO_ONE}(?: [^ |]+)? (?:with|on|in|using|who|con|en|que)\\b${SUBJECT_WORD}{0,8}? ${FEELS}|(?:we|i|they|the (?:owner|landlord|manager|management))(?: have| has)? (?:never|dont|do not|will never|wont|will not) (?:turn(?:ed)? away|refuse|reject|deny|charge (?:more|extra)(?: to)?) (?:anyone|anybody|any (?:applicant|tenant|family|one|person|household|renter)s?|applicants|tenants|families|people))\\b`,
);

/** [start, end) ranges of the normalised text's clauses that refuse no one (see NEGATED_REFUSAL). */
export const negatedRefusalClauses = (s: string): [number, number][] => {
  if (!NEGATED_REFUSAL.test(s)) return [];
  const out: [number, number][] = [];
  let from = 0;
  while (from <= s.length) {
    let to = s.indexOf('|', from);
    if (to < 0) to = s.length;
    if (NEGATED_REFUSAL.test(s.slice(from, to))) out.push([from, to]);
    from = to + 1;
  }
  return out;
};
