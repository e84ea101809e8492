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
 * with disabilities may request a reasonable accommodation" offers what 24 CFR §100.204 requires.
 */
const EQUAL =
  /\b(?:regardless of|irrespective of|whatever (?:their|your)|we (?:dont|do not|never|wont|will not) (?:ask|inquire|consider|care) (?:about|for|whether|if)|(?:screened|evaluated|considered|treated|reviewed|judged|qualified) (?:the same way|the same|equally|alike|by the same (?:criteria|standards))|same (?:criteria|standards|screening|requirements) (?:for|apply to|applies to) (?:all|everyone|each|every)|(?:married|single|partnered) or not|whether (?:or not )?(?:you are|youre|they are|theyre) married|(?:may|can|are welcome to|are entitled to|have the right to) (?:request|ask for) (?:a |an |any )?(?:reasonable )?(?:accommodations?|modifications?))\b/;

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
