import { classWords, PERSON_NOUNS } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * A refusal said as the owner's discomfort with a class: "owner's not cool with gay couples", "the landlord
 * isn't comfortable with Muslim tenants", "we're not okay with wheelchair users". Saying the owner will
 * not have a class states a limitation (42 U.S.C. §3604(c)) and passes the refusal on (§3604(a); 24 CFR
 * §100.50(b), §100.75(c)(1)); the state classes block only where a state protects them (jurisdictions.ts).
 * The class words are the lexicon's (class-words.ts), so every class and its people nouns are read.
 * Left alone: "the owner is not cool with smokers", "we're not okay with pets over 40 lb", "the owner is
 * very comfortable with families".
 */
const WHO =
  '(?:owner|owners|landlord|landlords|landlady|seller|sellers|the board|hoa|we|i|he|she|they|management|my client|the client)';
const UNWILLING =
  '(?:(?:s|is|are|am|re|m)? ?(?:not|isnt|arent|aint|never) (?:really |too |very |super |exactly )?(?:cool|ok|okay|comfortable|happy|fine|down|into|on board) with|(?:s|is|are|am|re|m)? ?(?:uncomfortable|uneasy|weird|funny) (?:with|about)|(?:doesnt|does not|dont|do not|wont|will not) (?:do|want|go for|deal with))';
const CLASSES: readonly ProtectedClass[] = [
  'race',
  'color',
  'religion',
  'national_origin',
  'sexual_orientation',
  'gender_identity',
  'handicap',
  'familial_status',
];

export const OWNER_UNWILLING_RULES: readonly StandaloneRule[] = CLASSES.map((category) =>
  phraseRule({
    id: 'owner-unwilling',
    category,
    kind: 'exclude',
    source: 'fha3604c',
    needs: [
      'cool with',
      'ok with',
      'okay with',
      'comfortable',
      'happy with',
      'fine with',
      'down with',
      'not into',
      'never into',
      'on board',
      'uneasy',
      'weird',
      'funny',
      'doesnt',
      'does not',
      'dont',
      'do not',
      'wont',
      'will not',
    ],
    reason: "Refuses a class as the owner's discomfort with them (42 U.S.C. §3604(a), (c))",
    re: `\\b${WHO}\\b ?${UNWILLING} (?:any |the |those |these )?(?:${classWords(category, false)})(?: ${PERSON_NOUNS})?\\b`,
  }),
);
