import { classWordsFor } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import { ALL_CLASSES } from './types';

/**
 * An application held back because of the applicant's class: "she's pregnant so the owner wants to
 * wait and see, maybe put her app at the bottom of the pile", "he uses a wheelchair, just sit on his
 * application for a while". 42 U.S.C. §3604(a)-(b) and 24 CFR §100.60(b)(4) (different rental approval
 * procedures by class), §100.50(b)(3). The frame: the delay (to the bottom of the pile, sit on, slow
 * walk, let it sit) with a class word in the words before it; the delay anchors the match and the long
 * class alternation runs only behind one. Left alone: "applications go to the bottom of the pile if
 * they are incomplete", "we sit on no application longer than 48 hours".
 */
const DELAY =
  '(?:(?:put|puts|move|moves|push|pushes|stick|sticks|send|sends|leave|leaves|bury|buries|drop|drops) (?:her|his|their|the|that|this|them|its) (?:app|apps|application|applications|file|files|paperwork)(?: [a-z]+){0,2}? (?:at|to|on|in) the bottom|(?:sit|sits|sitting) on (?:her|his|their|the|that|this) (?:app|apps|application|applications|file|files|paperwork)|slow ?walk (?:her|his|their|the|that|this) (?:app|apps|application|applications|file|paperwork)|let (?:her|his|their|the|that|this) (?:app|application|file|paperwork) sit|(?:put|puts|move|moves|push|pushes|send|sends) (?:her|him|them|their (?:app|application|file)s?) (?:at|to) the (?:bottom|back|end) of the (?:pile|stack|line|list|queue))';
// The class in the object itself: "put Section 8 applicants at the back of the line".
const GROUP_LAST =
  '(?:applicants?|applications?|apps?|files?|people|tenants?|families|callers?|prospects?)? ?(?:at|to) the (?:bottom|back|end) of the (?:pile|stack|line|list|queue)';
const CLASSES = ALL_CLASSES;

export const APPLICATION_DELAY_RULES: readonly StandaloneRule[] = CLASSES.map((category) =>
  phraseRule({
    id: 'application-held-back',
    category,
    kind: 'exclude',
    source: 'fha3604b',
    needs: [
      'bottom',
      'sit on',
      'sits on',
      'sitting on',
      'slow walk',
      'slowwalk',
      ' sit',
      'back of the',
      'end of the',
    ],
    reason:
      'Holds back an application because of the applicant’s class (42 U.S.C. §3604(a)-(b); 24 CFR §100.60(b)(4): different approval procedures)',
    re: `(?<=\\b${classWordsFor(category)}\\b[^|]{0,80}?)\\b${DELAY}\\b|\\b(?:put|puts|move|moves|push|pushes|send|sends|keep|keeps) (?:all |any |the )?${classWordsFor(category)} ${GROUP_LAST}\\b`,
  }),
);
