import { classWordsFor } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import { ALL_CLASSES, type ProtectedClass } from './types';

/**
 * A person's class learned, then the home suddenly gone, a showing dropped or a refusal passed on: "the
 * guy's deaf, so I'll say the rest are taken", "oh, you have four kids? Actually someone put a deposit
 * down this morning", "if he's Mexican, tell him the owner won't do it". 42 U.S.C. §3604(a), (d) and
 * 24 CFR §100.80(b) (a dwelling said unavailable because of a class), §100.70(b) (a showing withheld).
 * The grammar: a person said to be of a class ("he's deaf", "you have three kids"), then within a few
 * sentences the claim, the skipped showing or the relayed refusal. Left alone: "you have two kids? The
 * 3BR is still open", "she's blind, so we'll send the lease in braille", "the rest are taken" said alone.
 */
const NUMBER = '(?:\\d+|a|an|one|two|three|four|five|six|seven|eight)';
const COPULA =
  '(?:hes|shes|theyre|he is|she is|they are|guys|guy is|gals|youre|you are|(?:applicant|caller|tenant|buyer|prospect|client|lead|family)s? (?:is|s|are)) (?:(?:a|an|very|totally|completely|legally|profoundly|clearly|obviously) )?';
const KIDS = `(?:you (?:have|ve got|got)|with) ${NUMBER} (?:little |young |small )?(?:kids|children|babies|baby|toddlers?|kid|child)`;
const marked = (category: ProtectedClass): string =>
  `(?:${COPULA}${classWordsFor(category)}${category === 'familial_status' ? `|${KIDS}` : ''})`;
// The home gone since the class was heard (§100.80(b)(1)).
const GONE =
  '(?:the rest (?:of them |of the units )?(?:are|s|were) (?:all )?(?:taken|rented|gone|spoken for|leased)|(?:someone|somebody|another (?:applicant|family|person)) (?:just |already |actually )*(?:put|placed|left|made) (?:a |the |their )?deposit|(?:it|its|that one|that unit)(?: s| is| has)? (?:just |actually |already )*(?:been )?(?:rented|taken|spoken for)\\b(?! care))';
// A showing dropped (§100.70(b)), or the owner's refusal passed on by the agent (§3604(a)).
const SKIPPED =
  '(?:(?:ill|i ll|well|we ll|im going to|i am going to|im gonna|i will|we will) (?:just )?skip showing (?:you |them |him |her )?(?:that one|it|this one|the)|tell (?:him|her|them) (?:that )?(?:the owner|the landlord|we|i|they) (?:wont|will not|doesnt want to|isnt going to|would not|wouldnt|cant) (?:do it|go for it|rent to (?:him|her|them)|accept (?:him|her|them)|take (?:him|her|them)))';
const NOT = '(?<!\\b(?:not|never|dont|wont|isnt) (?:say |tell [a-z]+ )?)';

const REASON =
  'Says the home is taken, skips a showing or passes on a refusal once a person is known to be of a protected class (42 U.S.C. §3604(a), (d); 24 CFR §100.70(b), §100.80(b))';

export const SUDDEN_UNAVAILABILITY_RULES: readonly StandaloneRule[] = ALL_CLASSES.map((category) =>
  phraseRule({
    id: 'sudden-unavailability',
    category,
    kind: 'exclude',
    source: 'cfr10080',
    needs: [
      'taken',
      'deposit',
      'rented',
      'spoken for',
      'leased',
      'skip showing',
      'tell him',
      'tell her',
      'tell them',
    ],
    reason: REASON,
    re: `\\b${marked(category)}\\b(?=[^#]{0,160}?${NOT}\\b(?:${GONE}|${SKIPPED}))`,
  }),
);
