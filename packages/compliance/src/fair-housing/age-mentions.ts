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

export const ageMentions = (tokens: readonly Token[]): Hit[] => {
  const out: Hit[] = [];
  for (let i = 0; i < tokens.length - 2; i++) {
    const who = tokens[i]!.norm;
    const be = BE.has(who) && BEFORE_BE.has(tokens[i - 1]?.norm ?? '');
    if (!PEOPLE.has(who) && !WHO.has(who) && !be) continue;
    let j = i + 1;
    const word = tokens[j]!.norm;
    const older = OLDER.has(word);
    if (!older && !YOUNGER.has(word)) continue;
    j++;
    // "older than", "over the age of", "under age 30"
    if (tokens[j]?.norm === 'than') j++;
    if (tokens[j]?.norm === 'the' && tokens[j + 1]?.norm === 'age' && tokens[j + 2]?.norm === 'of') j += 3;
    else if (tokens[j]?.norm === 'age') j++;
    const age = tokens[j]?.norm ?? '';
    if (!/^\d\d$/.test(age)) continue;
    // "over 18", "over 21": adulthood; "over 30 years" of a thing is no person's age.
    if (older && Number(age) <= 21) continue;
    if (
      /^(?:years?|yrs?|minutes?|mins?|seconds?|secs?|miles?|mi|feet|ft|acres?|units|homes|percent|dollars|k|days?|hours?|hrs?|blocks?)$/.test(
        tokens[j + 1]?.norm ?? '',
      )
    )
      continue;
    const form = HOPA_AGES.has(age) ? 'older persons' : older ? 'older people' : 'younger people';
    const term = TERMS.get(form);
    // After a verb of being the age alone is the mention: "must be | under 30".
    if (term) out.push({ from: be ? i + 1 : i, to: j + 1, term, people: true });
  }
  return out;
};
