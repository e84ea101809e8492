import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Sex carried by a condition, an invitation or a past "experience" rather than a class word.
 * - Quid pro quo: a rent problem "worked out" if the tenant comes by alone at night ("we can sort out the
 *   late fee if you stop by after dark, by yourself"), 24 CFR §100.600(a)(1); 42 U.S.C. §3604(b). Left
 *   alone: a visit to the office in business hours ("come by the office tomorrow to set up a plan").
 * - A condition on women alone ("single women must list a male relative"): different terms because of sex,
 *   42 U.S.C. §3604(b); 24 CFR §100.65. Left alone: "every applicant lists an emergency contact".
 * - "Bad luck with" a class as the reason to keep looking ("the owner had trouble with single moms"): a
 *   preference against the class, 42 U.S.C. §3604(a), (c); 24 CFR §100.75(c).
 * - "Looking for another male" to match the tenants already there: a preference by sex, 42 U.S.C. §3604(c);
 *   24 CFR §100.75(c)(1). In the writer's own shared home shared-living.ts drops it (42 U.S.C. §3603(b)(2),
 *   Roommates.com); a house the writer does not live in is a dwelling like any other. One sought "to share"
 *   or "to split" a place is a housemate, left to shared-living.ts to judge (review-24: "another dude to
 *   split my 2br").
 * - Who lives there or who it suits by sex ("the building is basically all women", "a real man's
 *   retreat"): a description, warned like the class words (HUD 1995 memo).
 */
const FIX =
  '(?:work something out|work it out|work out a deal|make a deal|figure something out|sort (?:something|it|this) out|forget (?:about )?the (?:rent|late fee|balance)|waive the (?:late fee|rent)|cut you a break|help you out)';
const VISIT = '(?:come (?:by|over|up|round|around)|stop by|swing by|drop by|visit me|meet me|come see me)';
const ALONE =
  '(?:alone|by yourself|on your own|just the two of us|wear something (?:nice|sexy|pretty|short|tight)|no one else)';
const WOMEN_ALONE =
  '(?:women|ladies|females|single women|single mothers|single moms)(?: (?:applying|renting|moving in|living|tenants|applicants))?(?: (?:alone|on their own|by themselves|without a husband|with no husband))?';
const MALE =
  '(?:a male (?:relative|guarantor|co ?signer|cosigner|family member|contact|reference|sponsor)|(?:their|a) (?:husband|father|brother)|a man)';
const SEX_CLASS =
  '(?:single moms|single mothers|single women|single dads|single fathers|women|men|ladies|guys|females|males|girls)';
const ALL_SEX = '(?:all|almost all|nearly all|mostly|entirely) (?:women|ladies|females|girls|men|guys|males)';

const ONE_MORE = '(?:another|one more|a third|a fourth|a fifth|a sixth|the last)';
const OF_SEX = '(?:males?|females?|guys?|gals?|girls?|man|men|woman|women|lady|ladies|dudes?)';

export const SEX_BY_CONDITION_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'another-of-sex',
    category: 'sex',
    kind: 'prefer',
    source: 'fha3604c',
    needs: ['another', 'one more', 'third', 'fourth', 'fifth', 'sixth', 'the last'],
    reason:
      'Seeks one more tenant of the same sex as those already there (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1))',
    re: `\\b(?:looking for|seeking|searching for|want|need|prefer|would like|hoping for|hope to find|trying to find)(?: to find)? ${ONE_MORE} ${OF_SEX}\\b(?! to (?:share|split|live with|room with)\\b)`,
  },
  {
    id: 'quid-pro-quo-alone',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['work', 'deal', 'figure', 'sort', 'forget', 'waive', 'break', 'help you out'],
    reason: 'Offers to settle a rent matter for a private visit (24 CFR §100.600(a)(1); 42 U.S.C. §3604(b))',
    re: `\\b${FIX}\\b[^#]{0,50}?\\b${VISIT}\\b[^#]{0,30}?\\b${ALONE}\\b`,
  },
  {
    id: 'women-alone-condition',
    category: 'sex',
    kind: 'prefer',
    source: 'fha3604b',
    needs: ['women', 'ladies', 'female', 'single mo'],
    reason: 'Sets a condition on women applying alone (42 U.S.C. §3604(b); 24 CFR §100.65)',
    re: `\\b${WOMEN_ALONE} (?:must|need to|needs to|are required to|have to|should|will need to|shall) [^|]{0,50}?\\b${MALE}\\b`,
  },
  {
    id: 'bad-luck-with-class',
    category: 'sex',
    kind: 'exclude',
    source: 'fha3604c',
    needs: ['luck', 'experience', 'trouble', 'history'],
    reason: 'Gives a past "experience" with a class as the reason to keep looking (42 U.S.C. §3604(a), (c))',
    re: `\\b(?:had|has had|have had|has|have)(?: some| a)? (?:bad|terrible|rough|poor|awful|negative) (?:luck|experiences?|history|time) with ${SEX_CLASS}\\b|\\b(?:had|has had|have had) (?:trouble|problems|issues) with ${SEX_CLASS}\\b`,
  },
  {
    id: 'residents-all-one-sex',
    category: 'sex',
    kind: 'describe',
    severity: 'warn',
    source: 'hud1995',
    needs: ['all', 'mostly'],
    reason: 'Describes the residents by sex (HUD 1995 memo)',
    re: `\\b(?:building|house|floor|complex|block|place|unit|residents|tenants)(?: on [a-z]+)? (?:is|are|s)(?: basically| pretty much| practically| now)? ${ALL_SEX}\\b`,
  },
  {
    id: 'retreat-for-one-sex',
    category: 'sex',
    kind: 'suits',
    severity: 'warn',
    source: 'hud1995',
    needs: ['guys', 'mans', 'mens', 'ladys', 'ladies', 'gals', 'girls', 'womans'],
    reason: 'Says who the home suits by sex (HUD 1995 memo)',
    re: '\\ba (?:real |true |proper )?(?:guys|mans|mens|mans mans|ladys|ladies|gals|girls|womans|womens) (?:retreat|hideaway|getaway|place|pad|den|cave|haven|paradise|dream)\\b',
  },
]);
