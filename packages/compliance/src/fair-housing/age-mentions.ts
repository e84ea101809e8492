import { PEOPLE } from './compile';
import { TERMS } from './lexicon';
import type { Token } from './normalise';
import type { Hit } from './subjects';

/**
 * People named by an age put after them: "folks over 60", "renters under 30", "anyone older than 45".
 * They are a class mention like "older people" (state age laws, e.g. N.Y. Exec. Law §296(5); the
 * jurisdiction table decides block or warn), so any directive of exclusion joins them (structure.ts):
 * "folks over 60 would be better off in a different complex". Legal adulthood ("over 18", "over 21")
 * names no class; 55 and 62 are the HOPA ages (42 U.S.C. §3607(b)), read with the HOPA words so a
 * preference for them is the HOPA check and an exclusion of them still blocks.
 */
const OLDER = new Set(['over', 'above', 'past', 'older', 'beyond']);
const YOUNGER = new Set(['under', 'below', 'younger']);
const WHO = new Set(['anyone', 'anybody', 'someone', 'somebody', 'those', 'one', 'you', 'u', 'youre']);
// "anyone who is under 30", "if you are over 60", "must be under 30", "cannot be over 45": an age after a
// verb of being names the person it is said of, when a person, a modal or a relative pronoun precedes.
const BE = new Set(['be', 'is', 'are', 'am', 'youre', 'were']);
const BEFORE_BE = new Set(
  'you u who that must should cannot cant not never to anyone someone applicant applicants tenant tenants'.split(
    ' ',
  ),
);
const HOPA_AGES = new Set(['55', '62']);
const RANGE_HEAD = new Set(['aged', 'ages', 'age', 'between']);
const RANGE_JOIN = new Set(['to', 'through', 'thru', 'and']);
const THEIR = new Set(['their', 'his', 'her', 'your', 'our']);
const PART = new Set(['early', 'mid', 'late']);
const DECADES = new Map(
  ['twenties', 'thirties', 'forties', 'fifties', 'sixties', 'seventies', 'eighties', 'nineties'].flatMap(
    (w, n) => [
      [w, 20 + n * 10],
      [`${20 + n * 10}s`, 20 + n * 10],
    ],
  ),
);

export const ageMentions = (tokens: readonly Token[]): Hit[] => {
  const out: Hit[] = [];
  for (let i = 0; i < tokens.length - 2; i++) {
    const who = tokens[i]!.norm;
    const be = BE.has(who) && BEFORE_BE.has(tokens[i - 1]?.norm ?? '');
    if (!PEOPLE.has(who) && !WHO.has(who) && !be) continue;
    let j = i + 1;
    // "folks in their 70s", "renters in their early twenties": a decade of age (state age laws).
    const decade = tokens[j]?.norm === 'in' && THEIR.has(tokens[j + 1]?.norm ?? '') ? j + 2 : 0;
    if (decade && !BE.has(who)) {
      let k = decade;
      if (PART.has(tokens[k]?.norm ?? '')) k++;
      const years = DECADES.get(tokens[k]?.norm ?? '');
      const term =
        years === undefined ? undefined : TERMS.get(years < 40 ? 'younger people' : 'older people');
      if (term) out.push({ from: i, to: k + 1, term, people: true });
      continue;
    }
    const word = tokens[j]!.norm;
    // "tenants 30 and under", "renters 65 or older": the age before its direction (state age laws).
    const tail = `${tokens[j + 1]?.norm} ${tokens[j + 2]?.norm}`;
    const after = /^\d\d$/.test(word) && /^(?:and|or) (?:under|younger|over|older|up)$/.test(tail);
    if (after && Number(word) > 21) {
      const form = HOPA_AGES.has(word)
        ? 'older persons'
        : /under|younger/.test(tail)
          ? 'younger people'
          : 'older people';
      const term = TERMS.get(form);
      if (term) out.push({ from: i, to: j + 3, term, people: true });
      continue;
    }
    // "tenants aged 21 to 30", "renters ages 25-35", "residents between 50 and 70": an age band names the
    // young when it ends by 40 and the old when it starts at 50 (state age laws, e.g. Conn. Gen. Stat.
    // §46a-64c); a band across both ("18 to 99") names no one.
    const band = RANGE_HEAD.has(word) ? j + 1 : /^\d\d$/.test(word) ? j : 0;
    if (band) {
      const low = Number(tokens[band]?.norm);
      const joined = RANGE_JOIN.has(tokens[band + 1]?.norm ?? '') ? band + 2 : band + 1;
      const high = Number(tokens[joined]?.norm);
      if (
        /^\d\d$/.test(tokens[band]?.norm ?? '') &&
        /^\d\d$/.test(tokens[joined]?.norm ?? '') &&
        high > low
      ) {
        const form = high <= 40 && low >= 18 ? 'younger people' : low >= 50 ? 'older people' : undefined;
        const term = form ? TERMS.get(form) : undefined;
        if (term) {
          out.push({ from: i, to: joined + 1, term, people: true });
          continue;
        }
      }
    }
    // "someone no older than 35", "tenants not younger than 60": the bound read as its direction.
    const bound = (word === 'no' || word === 'not') && tokens[j + 2]?.norm === 'than';
    const said = bound ? tokens[j + 1]!.norm : word;
    const older = bound ? YOUNGER.has(said) : OLDER.has(said);
    if (!older && !(bound ? OLDER.has(said) : YOUNGER.has(said))) continue;
    if (bound) j++;
    j++;
    // "older than", "over the age of", "under age 30"
    if (tokens[j]?.norm === 'than') j++;
    if (tokens[j]?.norm === 'the' && tokens[j + 1]?.norm === 'age' && tokens[j + 2]?.norm === 'of') j += 3;
    else if (tokens[j]?.norm === 'age') j++;
    const age = tokens[j]?.norm ?? '';
    if (!/^\d\d$/.test(age)) continue;
    // "over 18", "over 21": adulthood; "over 30 years" of a thing is no person's age, nor "under 40 lbs"
    // (a pet's weight) or "under 30 inches" (a size).
    if (older && Number(age) <= 21) continue;
    if (
      /^(?:years?|yrs?|minutes?|mins?|seconds?|secs?|miles?|mi|feet|ft|acres?|units|homes|percent|dollars|k|days?|hours?|hrs?|blocks?|lbs?|pounds?|kgs?|kilos?|kilograms?|oz|ounces?|inches|cm|sq|sqft|square|gallons?|weeks?|months?)$/.test(
        tokens[j + 1]?.norm ?? '',
      )
    )
      continue;
    // "residents under 18", "anyone younger than 16": people under adulthood are children, a familial-
    // status class (42 U.S.C. §3602(k)), not a state's age class.
    const minors = !older && Number(age) <= 18;
    const form = HOPA_AGES.has(age)
      ? 'older persons'
      : older
        ? 'older people'
        : minors
          ? 'children'
          : 'younger people';
    const term = TERMS.get(form);
    // After a verb of being the age alone is the mention: "must be | under 30".
    if (term) out.push({ from: be ? i + 1 : i, to: j + 1, term, people: true });
  }
  return out;
};
