import { LET_VERBS, NOT_WORD } from './refusal-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import { PERCEIVED_TRAITS, type TraitGroup } from './vocabulary/perceived-traits';

/**
 * A refusal of people marked by what they wear or use rather than by a class word: "we'd rather not
 * rent to anyone who wears a headscarf", "no one in a turban", "the owner avoids tenants with
 * wheelchairs" (42 U.S.C. §3604(a), (c), (f)(1); 24 CFR §100.60(b), §100.75(c): a refusal of, or a
 * statement against, a group read off religious dress or a disability aid, vocabulary/perceived-
 * traits.ts). Frames: a refusal verb negated ("won't rent to"), a soft refusal ("rather not rent to",
 * "steer clear of", "avoid"), or "no"; then the person ("anyone who wears", "people in", "tenants
 * with"), then the trait. Left alone: the trait as a thing ("no turban pins on the walls"), a refusal
 * denied ("we never turn away anyone who wears a hijab"), a rule for everyone ("no hats at the pool").
 */
const PERSON =
  '(?:anyone|anybody|one|someone|somebody|people|persons?|tenants?|renters?|applicants?|folks|women|men|ladies|guys|girls|families|those|buyers?|visitors?|guests?)';
const MARKED = `(?:${PERSON} )?(?:(?:who|that) (?:wears?|wearing|wore|has|have|uses?|using|comes? with|brings?|is in|are in)|in|with|wearing|using)(?: (?:a|an|the|their|his|her|those|these|them|big|religious))*`;
const REFUSAL = `(?:(?<!\\b(?:never|not|nobody|no one) )(?:${NOT_WORD}|no longer) (?:[a-z]+ ){0,2}?${LET_VERBS}(?: (?:to|with|for))?|(?<!\\b(?:never|not|nobody|no one|dont|do not) )(?:rather not|prefer not to|would not|avoid|avoids|avoiding|steer clear of|steers clear of|stay away from|stays away from|pass on|passes on|weed out|screen out)(?: (?:[a-z]+ ){0,2}?${LET_VERBS}(?: (?:to|with|for))?)?|^no|\\| no|, no)`;

// A refusal said after the person: "so he'd rather not go down that road again", "never again".
const AGAIN =
  '(?:(?:rather|prefer) not (?:go|do|repeat|try)|never again|not again|no more of (?:that|them)|done with (?:that|them)|(?:wont|will not|not going to) (?:do|make|repeat) that (?:mistake )?again)\\b';
// The person marked: a disability aid's forms carry their own "with", "using" (perceived-traits.ts).
const who = (g: TraitGroup) =>
  g.category === 'handicap' ? `(?:${PERSON} )?${g.forms}\\b` : `${MARKED} \\b${g.forms}\\b`;

const rule = (g: TraitGroup): StandaloneRule =>
  phraseRule({
    id: 'trait-refused',
    category: g.category,
    kind: 'exclude',
    source: g.category === 'handicap' ? 'cfr100202' : 'fha3604c',
    needs: g.needs,
    reason:
      'Refuses people by what marks them as a protected class (religious dress, a disability aid), which is refusing the class (42 U.S.C. §3604(a), (c), (f); 24 CFR §100.60(b), §100.75(c))',
    // The person first, then the owner's refusal: "bad luck with tenants who wear the hijab, so he'd rather not".
    re: `${REFUSAL} ${who(g)}|\\b${who(g)}[^|]{0,60}?\\b${AGAIN}`,
  });

export const TRAIT_REFUSAL_RULES: readonly StandaloneRule[] = PERCEIVED_TRAITS.filter(
  (g) => g.category === 'religion' || g.category === 'handicap',
).map(rule);
