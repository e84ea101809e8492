import { boundBefore, wordsBefore, wordsFrom } from './grammar';
import type { Token } from './token';
import { type Claim, type ClaimReader, claimAt } from './types';
import { readYearsAgo } from './year-ago';

/**
 * A home's age as a year built: "only 5 years old", "a 38-year-old ranch", "less than 10 years old".
 * The age is this year less the year built, give or take one (a home built last December is a year
 * old in January); a bound ("less than", "over") is checked as a bound. Ages of people, roofs and
 * appliances ("a 2-year-old roof", "kids under 5 years old") are not the home's.
 */
const NOT_THE_HOME =
  /^(roof|hvac|furnace|ac|a|water|heater|appliances?|kitchen|carpet|paint|windows?|deck|fence|tree|trees|child|children|kids?|son|daughter|dog|cat|boy|girl|tenant|system|unit|pool)$/;

const HOME =
  /^(home|house|property|residence|condo|townhome|townhouse|it|it's|she's|ranch|bungalow|building)$/;

/**
 * "房龄约10年" (the home's age about 10 years), "築10年" (Japanese: built 10 years): the age's label
 * (cjk-words.ts reads it as "age") before the count, a year mark after it. A label of the home's own
 * age, so no part or person is its subject.
 */
const ageLabelled = (tokens: readonly Token[], i: number): boolean => {
  let k = i - 1;
  if (tokens[k]?.low === 'approx') k--;
  if (tokens[k]?.raw === ':' || tokens[k]?.raw === '：') k--;
  return (
    tokens[k]?.low === 'age' &&
    tokens[k]!.raw !== tokens[k]!.low &&
    /^(年|years?|yrs?)$/.test(tokens[i + 1]?.low ?? '')
  );
};

export const readAges: ClaimReader = ({ tokens, listing, year }) => {
  const out: Claim[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'num' || t.money || t.value > 150 || t.value % 1 !== 0) continue;
    let j = i + 1;
    if (tokens[j]?.raw === '-') j++;
    const w = tokens[j]?.low;
    // "three decades old": ten years each, as round as the count is.
    const decades = w === 'decades' || w === 'decade';
    const labelled = ageLabelled(tokens, i);
    if (!labelled && w !== 'years' && w !== 'year' && w !== 'yrs' && w !== 'yr' && !decades) continue;
    const said = decades ? t.value * 10 : t.value;
    j++;
    if (tokens[j]?.raw === '-') j++;
    if (!labelled && tokens[j]?.low !== 'old') continue;
    const next = labelled ? i + 2 : j + 1;
    const after = wordsFrom(tokens, next, 2).filter((x) => x !== '-');
    if (!labelled && NOT_THE_HOME.test(after[0] ?? '') && after[0] !== 'a') continue;
    // "HVAC is less than 1 year old": the subject before it is a part or a person, not the home.
    const before = wordsBefore(tokens, i, 8);
    const home = before.findLastIndex((x) => HOME.test(x));
    if (!labelled && before.some((x, k) => k > home && x !== 'a' && NOT_THE_HOME.test(x))) continue;
    const listed = listing.year_built;
    if (listed === null) {
      out.push(
        claimAt(tokens, i, next, {
          field: 'year_built',
          listed: null,
          verdict: 'warn',
          reason: 'The listing states no year built: confirm the age.',
        }),
      );
      continue;
    }
    const age = year - listed;
    const bound = boundBefore(tokens, i);
    const ok =
      bound === 'max' || bound === 'near'
        ? age <= said
        : bound === 'min' || bound === 'over'
          ? age >= said
          : Math.abs(age - said) <= (bound === 'approx' || decades ? Math.max(3, Math.round(said / 10)) : 1);
    out.push(
      claimAt(tokens, i, next, {
        field: 'year_built',
        listed,
        verdict: ok ? 'ok' : 'block',
        reason: `The listing says it was built in ${listed} (${age} years ago).`,
      }),
    );
    i = next - 1;
  }
  // "built ten years ago": the same age, counted back (year-ago.ts).
  return out.concat(readYearsAgo(tokens, listing.year_built, year));
};
