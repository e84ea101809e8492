import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Review-28's screens that name no class word a pattern waits for, as grammar.
 * - An arrest counted "charged or not": "anyone with an arrest on record, charged or not, is removed
 *   from the waitlist" (HUD criminal records guidance, 2016: an arrest is no basis to deny; 24 CFR
 *   §100.500). Beside screens-27's "regardless of conviction". Left alone: "arrests are not considered".
 * - Membership of a parish or congregation as the condition: "available to members of St. Anne's parish
 *   only" (42 U.S.C. §3604(c); §3607(a) lets a religious organisation prefer its members only in
 *   non-commercial housing it operates, which the checker cannot see: it blocks, as for church members
 *   in religious-membership.ts). Left alone: "members of the parish council meet Tuesdays".
 * - A sex said by its letter in a classified: "M only", "F only" (42 U.S.C. §3604(c)). Left alone:
 *   "office open M-F only".
 */
export const SCREENS_28_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'arrest-charged-or-not',
    category: 'race',
    kind: 'exclude',
    source: 'hudCriminal2016',
    needs: ['arrest'],
    reason:
      'Turns people away for an arrest whether or not it led to a charge (HUD criminal records guidance, 2016; 24 CFR §100.500)',
    re: '\\barrests?\\b[^|]{0,40}?\\b(?:charged or not|convicted or not|with or without (?:a )?charges?|whether (?:or not )?(?:charged|convicted)(?: or not)?|even (?:if|without) (?:never |not )?(?:charged|convicted|a charge|a conviction|charges))\\b[^|]{0,50}?\\b(?:removed|denied|rejected|disqualified|ineligible|barred|dropped|may not (?:re)?apply|cannot (?:re)?apply|turned away|declined)\\b',
  },
  {
    id: 'congregation-members-only',
    category: 'religion',
    kind: 'prefer',
    source: 'fha3604c',
    needs: ['parish', 'congregation', 'synagogue', 'mosque', 'masjid', 'temple', 'shul', 'diocese'],
    reason: 'Limits the home to members of a congregation (42 U.S.C. §3604(c))',
    re: '\\b(?:members?|parishioners|congregants) of (?:(?:st|saint|our) (?:\\| )?)?(?:[a-z]+ ){0,3}?(?:parish|congregation|synagogue|mosque|masjid|temple|shul|diocese)\\b(?: only\\b)|\\bonly (?:to|for) (?:members?|parishioners|congregants) of (?:(?:st|saint|our) (?:\\| )?)?(?:[a-z]+ ){0,3}?(?:parish|congregation|synagogue|mosque|masjid|temple|shul|diocese)\\b',
  },
  {
    id: 'sex-letter-only',
    category: 'sex',
    kind: 'prefer',
    source: 'fha3604c',
    needs: ['only'],
    reason: 'States a sex by its classified letter (42 U.S.C. §3604(c))',
    re: '(?<!\\b(?:m|f|mon|tue|wed|thu|fri|sat|sun|to|thru|through|sq|size|a|b|c|d|e)\\s)(?<=(?:^|,|\\|) ?)\\b(?:m|f) only\\b',
  },
]);
