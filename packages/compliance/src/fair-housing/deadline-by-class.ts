import { classWords } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Different deadlines by class, written down as notes on each party: a
 * party marked by a class word ("#4 (Hispanic, two kids): told them offers are due by noon"), told of a
 * tight deadline while another party in the same notes is told "no rush" or "take your time". Different
 * terms of sale or rental by class, 42 U.S.C. §3604(b); 24 CFR §100.65(b)(1) (different terms), and
 * discouraging by pressure, §100.70(c)(1). Blocks.
 * Left alone: one deadline told to everyone ("told everyone offers are due tonight"), notes with no
 * class word, and a tight deadline with no party told otherwise.
 */
const CLASSES: readonly ProtectedClass[] = [
  'race',
  'color',
  'national_origin',
  'religion',
  'familial_status',
  'handicap',
];
const TOLD = '(?:told|tell|informed|let) (?:them|him|her)(?: know)? (?:that )?';
const WHAT =
  '(?:offers?|bids?|applications?|deposits?|paperwork|everything|the (?:deposit|application|offer|lease))';
const SOON =
  '(?:tonight|today|now|immediately|right away|by (?:noon|tomorrow|midnight|tonight|end of day|eod|\\d+(?: ?[ap]m)?)|within (?:the hour|an hour|\\d+ hours?)|in an hour)';
const SLOW =
  '(?:no rush|no hurry|take (?:your|their|his|her) time|plenty of time|whenever (?:they|you|he|she)|next week is fine)';

const rule = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'deadline-by-class',
    category,
    kind: 'exclude',
    source: 'fha3604b',
    needs: [
      'no rush',
      'no hurry',
      'take your time',
      'take their time',
      'take his time',
      'take her time',
      'plenty of time',
      'whenever',
      'next week is fine',
    ],
    reason:
      'Gives a party of a protected class a tighter deadline than others (42 U.S.C. §3604(b); 24 CFR §100.65(b)(1), §100.70(c)(1))',
    // The class word closes its note (", " or the note's end), so "black" is read as the party's.
    re: `\\b${classWords(category, false, '(?=, |\\| )')}(?![a-z])[^|]{0,30}?(?: \\|)? ${TOLD}${WHAT}[^|]{0,20}?\\b(?:(?:is|are) )?(?:due|needed|required|in)\\b[^|]{0,10}?\\b${SOON}\\b(?=.*?\\b${SLOW}\\b)`,
  });

export const DEADLINE_BY_CLASS_RULES: readonly StandaloneRule[] = CLASSES.map(rule);
