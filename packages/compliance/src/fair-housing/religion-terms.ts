import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Religion made a term of the tenancy or the price of a service: "tenants agree to attend worship at
 * the owner's church", "the lease requires attendance at Bible study" (42 U.S.C. §3604(b): terms and
 * conditions by religion; §3604(c) when written); "your repair would go faster if you came to my prayer
 * group" (24 CFR §100.600(a)(1): a service conditioned on conduct, here worship); "we keep Shabbat, so
 * we only accept households who observe it too" (a limitation by religion, 24 CFR §100.75(c)(3)).
 * Left alone: the owner's own worship ("owner goes to church Sundays, no showings before 1"), a church
 * named as a landmark, a tenant meeting or a community barbecue, "observe quiet hours".
 */
const WORSHIP =
  '(?:worship|worship services?|services|mass|masses|bible study|bible studies|bible class|prayer meetings?|prayer groups?|prayers|church|chapel|temple|synagogue|shul|mosque|fellowship|sunday school|devotions?|devotionals?|vespers|catechism|small group|torah study|quran study|koran study|religious (?:services|study|classes|instruction))';
// "agree to", "required to", "as a condition of the lease": the tenant bound to attend.
const BOUND =
  '(?:agree|agrees|agreed|agreeing|required|requires|require|expected|obligated|obliged|commit|commits|promise|promises|consent|consents|shall)';
const ATTEND =
  '(?:attend|attending|join|joining|go to|going to|come to|coming to|participate in|participating in|take part in|show up (?:at|to|for)|be present (?:at|for)|worship at|pray at|pray with|worship with)';
// What the landlord holds out: the repair, the rent, the renewal.
const BENEFIT =
  '(?:repair|repairs|fix|fixed|fixes|maintenance|work order|rent|deposit|discount|lease|renewal|approval|application|faster|sooner|quicker|priority|top of the list|front of the line|cheaper|lower|break)';
const PRACTICE =
  '(?:shabbat|shabbos|sabbath|kosher|halal|ramadan|lent|our faith|the faith|our religion|our beliefs|our church|jummah|the high holidays|holy days|sunday worship|daily prayers)';

export const RELIGION_TERM_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'worship-lease-term',
    category: 'religion',
    kind: 'prefer',
    source: 'fha3604b',
    needs: [
      'attend',
      'join',
      'go to',
      'going to',
      'come to',
      'coming to',
      'particip',
      'take part',
      'show up',
      'present',
      'worship',
      'pray',
      'condition of',
    ],
    reason:
      'Makes worship or religious study a term of the tenancy (different terms by religion, 42 U.S.C. §3604(b), (c))',
    re: `\\b${BOUND} (?:to )?(?:(?:regularly|faithfully|weekly|also|always) )?${ATTEND} (?:[a-z]+ ){0,3}?${WORSHIP}\\b|\\b(?:required|requires|require|mandatory|expected) (?:weekly |regular |monthly )?(?:attendance|participation|membership) (?:at|in) (?:[a-z]+ ){0,3}?${WORSHIP}\\b|\\bas a condition of (?:the |your |this )?(?:tenancy|lease|renting|rental|approval|occupancy|residency)\\b[^|]{0,50}?\\b${ATTEND} (?:[a-z]+ ){0,3}?${WORSHIP}\\b`,
  },
  {
    id: 'worship-for-service',
    category: 'religion',
    kind: 'exclude',
    source: 'cfr100600',
    needs: [
      'attend',
      'join',
      'come to',
      'coming to',
      'came to',
      'go to',
      'going to',
      'show up',
      'showing up',
      'worship',
      'pray',
    ],
    reason:
      'Makes a repair, the rent or the lease depend on worshipping with the landlord (quid pro quo harassment, religion; 24 CFR §100.600(a)(1))',
    re: `\\b${BENEFIT}\\b[^|]{0,80}?\\b(?:if|once|when|as long as|provided|in exchange for|for)\\b (?:you |u )?(?:[a-z]+ ){0,2}?(?:start |started |starting |began |begin |were |would |could |just )?(?:attend|attended|attending|come|coming|came|join|joined|joining|go|going|went|show up|showing up|showed up|pray|praying|prayed|worship|worshipping) (?:to |at |with |in )?(?:[a-z]+ ){0,3}?${WORSHIP}\\b|\\b(?:attend|come to|join|go to|show up (?:at|to)|pray with|worship with) (?:my|our|the owners|the landlords|his|her) (?:[a-z]+ ){0,2}?${WORSHIP}\\b[^|]{0,40}?\\b(?:and|then|,)\\b[^|]{0,40}?\\b${BENEFIT}\\b`,
  },
  {
    // "we keep Shabbat, so we only take households who observe it too": the practice named, then only
    // those who share it.
    id: 'only-who-observe',
    category: 'religion',
    kind: 'prefer',
    source: 'cfr100',
    needs: ['observe', 'keep', 'practice', 'share', 'follow', 'honor'],
    reason: 'Accepts only applicants who share a religious practice (a limitation by religion)',
    re: `\\b${PRACTICE}\\b[^|]{0,100}?\\b(?:only|just|exclusively|solely)\\b[^|]{0,60}?\\b(?:who|that|which) (?:also |too )?(?:observe|observes|keep|keeps|practice|practices|practise|share|shares|follow|follows|honor|honors|honour|honours|celebrate|celebrates) (?:it|that|this|them|the same|ours|${PRACTICE})\\b|\\b(?:only|just|exclusively|solely)\\b[^|]{0,60}?\\b(?:who|that) (?:also )?(?:observe|observes|keep|keeps|practice|practices|honor|honors) (?:the )?${PRACTICE}\\b`,
  },
]);
