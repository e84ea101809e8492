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
