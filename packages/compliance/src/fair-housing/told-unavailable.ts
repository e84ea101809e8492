import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWordsFor } from './class-words';
import { UNAVAILABLE_CLAIM, UNAVAILABLE_WORDS } from './false-unavailability';
import { phraseRule, phraseRules, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';
import { AIDS, IMPAIRMENTS } from './vocabulary/handicap';

/**
 * False unavailability ordered about a person named in the sentence before ("Why would a
 * family with a baby even want a third-floor walkup? Just tell them it's spoken for", as grammar): a
 * class word, then, within the next sentence, an order to tell "them" the home is gone. 42 U.S.C.
 * §3604(d); 24 CFR §100.80(b)(1)-(3). false-unavailability.ts reads the class and the claim in one
 * sentence; here the order stands alone after it ("Just tell them …", "So tell her …"), and only an
 * order counts: "we'll tell them it's rented once it is" is a promise, not an instruction. The class
 * may also follow the claim as its condition: "tell them it's rented if they're on SSI".
 * Left alone: "Families with kids love the park. Just tell them it's two blocks away." (no claim),
 * "If the unit is rented, we will tell them it's rented", "Tell every caller it's pending until the
 * deposit clears" (no class).
 * A scripted false "nothing available" for a class said as a condition: "if a caller mentions kids, tell
 * them nothing is available" (24 CFR §100.80(b)(1), (4)). Left alone: "if nothing is available, tell them
 * so".
 */
const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];
// An order: the tell opens its sentence, or follows "just", "so", "then", "and" (pretext-claims.ts too).
export const ORDER_OPENS =
  '(?<=(?:^|\\| |, |(?:just|simply|so|then|and|ok|okay|honestly) ))(?:just |simply )?';
const ORDER = `${ORDER_OPENS}(?:tell|say to|inform|let) (?:them|him|her|em)(?: know)?\\b`;

// "Another Section 8 lady called": one person's noun names no sex the order is about; only a plural
// does ("two single women asked … just tell them").
const SEX_PLURAL = '(?:women|ladies|females|girls|men|males)';
// The condition after the claim: "tell them it's rented if they're on SSI", "… when they turn out to be Muslim".
const THEY_ARE =
  '(?:if|when|whenever|in case|should) (?:theyre|shes|hes|(?:they|he|she|the (?:caller|applicant|family|prospect)s?)(?: re| s| are| is| turn out to be| turns out to be| have| has| got| come with| comes with| mention| mentions| sound| sounds| look| looks)?)(?: (?:on|from|with|like|a|an|any|some|small|young|little))?';

const rule = (category: ProtectedClass): StandaloneRule[] => {
  const words = category === 'sex' ? SEX_PLURAL : classWordsFor(category);
  const base = {
    category,
    kind: 'exclude' as const,
    source: 'cfr10080' as const,
    reason:
      'Orders staff to tell a person of a protected class that the home is not available (42 U.S.C. §3604(d); 24 CFR §100.80(b))',
  };
  return [
    phraseRule({
      ...base,
      id: 'told-unavailable-next',
      needs: ['tell', 'say to', 'inform', 'let'],
      re: `${ORDER}(?=[^|]{0,25}?\\b${UNAVAILABLE_WORDS}\\b)(?<=\\b${words}\\b[^|]{0,100}?(?:\\| [^|]{0,20}?)?)[^|]{0,10}?${UNAVAILABLE_CLAIM}\\b`,
    }),
    phraseRule({
      ...base,
      id: 'told-unavailable-if',
      needs: ['tell', 'say to', 'inform', 'let'],
      re: `\\b(?<!\\b(?:never|not|dont|cannot|cant|wont|shouldnt) )(?:tell|say to|inform|let) (?:them|him|her|em)(?: know)?\\b(?=[^|]{0,25}?\\b${UNAVAILABLE_WORDS}\\b[^|]{0,20}?\\b(?:if|when|whenever|in case|should)\\b)[^|]{0,10}?${UNAVAILABLE_CLAIM}\\b[^|]{0,10}?\\b${THEY_ARE} ${words}\\b`,
    }),
  ];
};

// The scripted claim: nothing open, or the waitlist closed ("say the waitlist is closed", 24 CFR §100.80(b)(4)).
const NOT_AVAILABLE =
  '\\b(?:tell|say to|say|inform|let)(?: them| him| her| the caller| the applicant)?(?: know)?(?: that)? (?:(?:nothing|no units?|none|we have nothing|we have no (?:units?|vacancies)|it|the unit|everything|we)(?: is| s| are|re)? (?:available|open|vacant|rented|taken|gone|leased|full|booked|pending|under contract|spoken for)|(?:the |our )?(?:wait ?list|waiting list)(?: is| s)? (?:closed|full|not open|not accepting|frozen|too long))\\b';
// What a caller may mention of a disability: an aid, an animal, a condition (42 U.S.C. §3602(h)).
const DISABILITY_MENTION = `(?:wheelchairs?|wheel chairs?|disability|disabled|(?:service|support|assistance|emotional support|seeing eye|guide) (?:animal|dog)s?|esa|walker|blind|deaf|${[...AIDS, ...IMPAIRMENTS].join('|')})`;
const IF_THEY =
  '\\bif (?:a |the )?(?:caller|applicant|prospect|buyer|renter|tenant|they|someone|anyone|he|she)(?: [a-z]+){0,2}? (?:mentions?|has|have|says|asks about|brings up|is|are) (?:a |an |any |their |his |her )?';

export const TOLD_UNAVAILABLE_RULES: readonly StandaloneRule[] = [
  ...CLASSES.flatMap(rule),
  ...phraseRules([
    {
      id: 'scripted-unavailable-familial',
      category: 'familial_status',
      kind: 'exclude',
      source: 'cfr10080',
      needs: ['available', 'rented', 'taken', 'leased', 'vacant', 'full', 'booked', 'pending', 'list'],
      reason: 'Says nothing is available to callers with children (24 CFR §100.80(b)(1), (4))',
      re: `${IF_THEY}(?:kids|children|child|a baby|baby|babies|pregnant|expecting|family|toddlers?)\\b[^|]{0,30}?${NOT_AVAILABLE}`,
    },
    {
      id: 'scripted-unavailable-disability',
      category: 'handicap',
      kind: 'exclude',
      source: 'cfr10080',
      needs: ['available', 'rented', 'taken', 'leased', 'vacant', 'full', 'booked', 'pending', 'list'],
      reason: 'Says nothing is available to callers with a disability (24 CFR §100.80(b)(1), (4))',
      re: `${IF_THEY}${DISABILITY_MENTION}\\b[^|]{0,30}?${NOT_AVAILABLE}`,
    },
  ]),
];
