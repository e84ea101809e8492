import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Religion made a term of the tenancy or the price of a service: "tenants agree to attend worship at
 * the owner's church", "the lease requires attendance at Bible study" (42 U.S.C. §3604(b): terms and
 * conditions by religion; §3604(c) when written); "your repair would go faster if you came to my prayer
 * group" (24 CFR §100.600(a)(1): a service conditioned on conduct, here worship); "we keep Shabbat, so
 * we only accept households who observe it too" (a limitation by religion, 24 CFR §100.75(c)(3)).
 * Left alone: the owner's own worship ("owner goes to church Sundays, no showings before 1"), a church
 * named as a landmark, a tenant meeting or a community barbecue, "observe quiet hours".
 * Also: a term tied to worship, "renewal at the current rent is available to tenants who attend Sunday
 * fellowship" (24 CFR §100.65(a)); churchgoers preferred or charged less, "prefers tenants who go to
 * church every Sunday", "rent drops $100 for tenants who attend Sunday service" (42 U.S.C. §3604(b), (c);
 * 24 CFR §109.20); membership of a parish as the condition, "available to members of St. Anne's parish
 * only" (§3604(c); §3607(a) lets a religious organisation prefer its members only in non-commercial
 * housing it operates, which the checker cannot see: it blocks, as religious-membership.ts does).
 * Left alone: "members of the parish council meet Tuesdays".
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

const TENANTS =
  '(?:tenants?|tenents?|renters?|applicants?|people|folks|someone|families|buyers?|residents?|those|anyone)';
// The owner's own congregation after these verbs is coded-rules.ts's (belongs-to-congregation).
const OWN = '(?! (?:his|her|our|my|the owners?|the landlords?|the sellers?) )';
const WORSHIP_AT =
  '(?:(?:(?:the|a|an|our|their|his|her) )?(?:local |nearby |neighborhood )?(?:church|mass|sunday service|sunday services|services|service|temple|synagogue|shul|mosque|bible study|parish|congregation|worship)(?: every (?:sunday|saturday|friday|week))?)';

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
  {
    // "renewal at the current rent is available to tenants who attend Sunday fellowship": a term of
    // tenancy tied to worship (42 U.S.C. §3604(b); 24 CFR §100.65(a)).
    id: 'terms-for-worshippers',
    category: 'religion',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['attend', 'worship', 'go to', 'belong to'],
    reason: 'Ties a term of tenancy to attending worship (42 U.S.C. §3604(b); 24 CFR §100.65(a))',
    re: '\\b(?:who|that) (?:attend|go to|worship at|belong to) (?:the |our |a )?(?:sunday |weekly |friday |sabbath |morning |evening )?(?:fellowship|church|mass|worship|services|bible study|prayer meetings?|temple|synagogue|mosque|congregation)\\b',
  },
  {
    // "Prefers tenants who go to church every Sunday", "preferimos inquilinos que asistan a nuestra
    // iglesia" (42 U.S.C. §3604(c); 24 CFR §109.20).
    id: 'prefer-churchgoers',
    category: 'religion',
    kind: 'prefer',
    source: 'fha3604c',
    needs: ['prefer', 'perfer', 'looking for', 'seeking', 'only', 'want', 'buscamos', 'queremos', 'solo'],
    reason: 'Prefers tenants who attend a place of worship (42 U.S.C. §3604(c); 24 CFR §109.20)',
    re: `\\b(?:(?:prefer|prefers|preferred|perfer|perfers|prefered|would prefer|want|wants|looking for|seeking|only) (?:a |an |the )?${TENANTS} (?:who|that) (?:regularly |faithfully |still )?(?:go to|goes to|(?:attend|attends|belong to|belongs to|worship at|are members of|is a member of)${OWN}) ${WORSHIP_AT}|(?:preferimos|prefiero|buscamos|queremos|solo|solamente) (?:inquilinos|personas|gente|familias|arrendatarios|inquilino|persona) que (?:asistan|vayan|asista|vaya|sean miembros|pertenezcan) (?:a|de) (?:la |nuestra |una |su |el |al )?(?:iglesia|misa|parroquia|congregacion|templo|sinagoga|mezquita|culto))\\b`,
  },
  {
    // "Rent drops $100 for tenants who attend Sunday service", "a deposit discount for churchgoers":
    // different terms by religion (42 U.S.C. §3604(b)).
    id: 'terms-for-churchgoers',
    category: 'religion',
    kind: 'exclude',
    source: 'fha3604b',
    needs: ['attend', 'go to', 'goes to', 'worship', 'member', 'belong', 'churchgoer'],
    reason: 'Sets rent or terms by attendance at a place of worship (42 U.S.C. §3604(b))',
    re: `\\b(?:rent|rents|deposit|discount|discounts|fee|fees|price|off|cheaper|lower|reduced|less|drops|waived)\\b[^|]{0,40}? (?:for|to) (?:(?:a |an |the |any )?${TENANTS} (?:who|that) (?:regularly |faithfully )?(?:go to|goes to|(?:attend|attends|worship at|belong to|belongs to|are members of)${OWN}) ${WORSHIP_AT}|${TENANTS} (?:who|that) (?:worship|pray|prays|worships) (?:at|with|in)|churchgoers|regular churchgoers|members of (?:our|the owners|my) (?:church|congregation|parish|temple|synagogue|mosque))\\b`,
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
]);
