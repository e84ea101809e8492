import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Retaliation for a fair housing complaint: a rent raise, a service stopped, a lease not renewed or an
 * eviction because the tenant filed with HUD or the state, reported the landlord or complained
 * ("after she filed a HUD complaint about the ramp, we raised her rent"; "since you reported us to the
 * state over the voucher thing, we won't be renewing"). 42 U.S.C. §3617 and 24 CFR §100.400(c)(5):
 * retaliating against a person who made a complaint or took part in a proceeding under the Act; state
 * acts name it too (N.Y. Exec. Law §296(7), Cal. Gov. Code §12955(f)). The class comes from what the
 * complaint was about (a ramp is disability, a voucher is source of income, which blocks only where a
 * state protects it); a complaint to HUD or a fair housing agency with no subject is filed under race,
 * the first class §3617 protects. Frames: the complaint, then the act ("after …, we raised …"), or the
 * act, then the complaint ("… not renewing because you reported us"). Left alone: a complaint answered
 * ("after she filed a complaint we fixed the ramp"), a rent raise for everyone, a noise complaint.
 */
const COMPLAINED =
  '(?:(?:complained|complaining|complains|complain|objected|objecting|objects|spoke up|speaking up|reported (?:it|them|him|her|this|that)?) (?:to (?:us|me|management|the (?:office|manager|landlord|owner|board|hoa|super)) )?(?:about|over|of|to)|(?:filed|filing|file|made|making|lodged|submitted|opened|brought) (?:a |an |her |his |your |their |that |the )?(?:hud |fair housing |discrimination |state |civil rights |formal |human rights |race |racial |religious |disability |sex |sexual harassment |housing |familial status |national origin )*(?:complaint|claim|charge|case)|(?:reported|reporting|report|turned) (?:us|me|the (?:landlord|owner|building|management|manager|super|association|board))(?: in)? to (?:hud|the state|the city|the county|fair housing|the attorney general|the (?:state |city )?(?:division|commission|department|office)|an? (?:fair housing|civil rights) (?:agency|group|office))|(?:complained|complain|complaining|complains|went|called|contacted|wrote|ran|run|running|go|going|goes) to (?:hud|the state|fair housing|the (?:human rights|civil rights|fair housing) (?:commission|division|office))|called (?:hud|fair housing)|(?:told|tells|telling|tell|went to|goes to|go to) (?:hud|fair housing|the fair housing (?:agency|office|people))|(?:asked|asks|asking|requested|requests|requesting|put in|made|filed|filing|submitted|sent|turned in) (?:for )?(?:a |an |the |his |her |their |your |that |this )?(?:reasonable )?(?:accommodation|modification|ramp|grab bars?|reserved (?:parking )?spot|service animal|support animal|assistance animal)(?: request)?|complained (?:that|about how|because) [^|]{0,40}?\\b(?:targets?|targeted|targeting|discriminates?|discriminated|discriminating|singles? out|singled out|is unfair to|was unfair to|is aimed at|was aimed at|picks? on)|(?:reported|reporting|report|complained about|filed (?:a )?complaint (?:about|against)) (?:the|our|her|his|their|my|that|a) (?:building |property |assistant |leasing |maintenance )?(?:manager|landlord|owner|super|superintendent|maintenance (?:man|guy|worker)|agent|leasing agent|handyman|neighbor) (?:for|over) (?=[^|]{0,30}?\\b(?:grab|grabb|grop|touch|harass|sexual|advances|kiss|flash|expos|catcall|comments? about her|proposition))|(?:complained|complains|complaining|reported|reporting|spoke up) (?:about |of )?(?:the |our |her |his |their |my )?(?:managers?|landlords?|owners?|supers?|superintendents?|maintenance (?:mans?|guys?|workers?)|agents?|handymans?)(?: s)? (?:advances|harassment|groping|touching|propositions?|comments about her|sexual comments|come ons?)|(?:reported|report|reporting|reports) (?:the |a |an |that |those |some )?(?:[a-z]+ ){0,2}?(?:graffiti|slurs?|harassment|threats?|discrimination|hate crimes?|vandalism|notes?|attacks?|nooses?) to (?:the )?(?:city|police|cops|state|county|hud|fair housing|human rights (?:commission|division)|attorney general)|(?:testified|was a witness|served as a witness|helped (?:a|her|his|another) (?:neighbor|tenant) (?:file|complain)))';
const ACTED =
  '(?:(?:your|her|his|their|the) rent (?:is|are|will be|goes|is going) (?:going up|increasing|raised|rising|doubled|up)|(?:your|her|his|their|the) rent (?:will|would|is going to|s going to|gonna) (?:go up|rise|increase|double|jump)|(?:raised|raise|raising|hiked|hike|hiking|increased|increase|bumped|bump|bumping|doubled|double) (?:up )?(?:her|his|your|their|the) rent|(?:stopped|stop|quit|cut off|cut|ended|suspended|halted) (?:shoveling|plowing|salting|mowing|repairs|repairing|fixing|maintenance|servicing|cleaning|her|his|your|their)|(?:wont|will not|are not|arent|not|not to|wont be|will not be) (?:be )?renew(?:ing|ed)?|(?:isnt|is not|not|arent|are not) (?:planning|going) to renew|(?:wont|will not|not) (?:be )?(?:offering|offer|giving|give|extending|extend)(?: you| her| him| them)? (?:a |the |your |any )?(?:renewal|new lease|lease renewal|lease extension|extension)|(?:wont|will not|doesnt|does not|didnt|did not|never) (?:get|gets|got|be offered|offer (?:her|him|you|them)) (?:a |the |her |his |your |their )?renewal|non ?renewal|no renewal|(?:do not|dont) renew|(?:evict|evicting|evicted|eviction)|(?:terminate|terminating|terminated|end|ending|ended) (?:her|his|your|their|the) (?:lease|tenancy)|notice to (?:vacate|quit)|(?:fine|fined|fining|cite|cited|citing) (?:her|him|you|them|the [a-z]+)|(?:dont|do not|wont|shouldnt) expect (?:your|her|his|their|the) (?:lease|tenancy) to be renewed|(?:lease|tenancy) (?:wont|will not|is not going to|isnt going to) be renewed|(?:writing|write|writes|wrote|written) (?:her|him|you|them) up)';
// What the complaint was about, which gives the class.
const SUBJECTS: readonly { category: ProtectedClass; needs: readonly string[]; about: string }[] = [
  {
    category: 'handicap',
    needs: [
      'ramp',
      'accommodation',
      'disabilit',
      'wheelchair',
      'service animal',
      'support animal',
      'service dog',
      'guide dog',
      'support dog',
      'grab bar',
      'parking',
    ],
    about:
      '(?:ramp|accommodation|disability|disabilities|wheelchair|service (?:animal|dog)|(?:emotional )?support (?:animal|dog)|assistance (?:animal|dog)|guide dog|grab bars?|accessible parking|handicap parking)',
  },
  {
    // A staff member reported for grabbing, groping or harassing: sexual harassment (24 CFR §100.600).
    category: 'sex',
    needs: [
      'grab',
      'grop',
      'touch',
      'harass',
      'sexual',
      'advances',
      'kiss',
      'flash',
      'expos',
      'catcall',
      'proposition',
      'comment',
      'remark',
    ],
    about:
      '(?:grabbing|grabbed|groping|groped|touching|touched|harassing|harassed|harassment|sexual(?: [a-z]+)?|advances|kissing|kissed|flashing|exposing|catcalling|propositioning|propositioned|(?:comments?|remarks?) about her)',
  },
  {
    // Racist graffiti, slurs or threats reported (42 U.S.C. §3617 protects reporting them).
    category: 'race',
    needs: ['racist', 'racial', 'slur', 'n word', 'hate crime', 'noose'],
    about: '(?:racist|racial|racially|slurs?|n word|hate crimes?|nooses?)',
  },
  {
    // Comments on religious dress or practice (24 CFR §100.400(c)(2), §100.600).
    category: 'religion',
    needs: [
      'headscarf',
      'hijab',
      'turban',
      'yarmulke',
      'kippah',
      'religio',
      'faith',
      'prayer',
      'sukkah',
      'menorah',
    ],
    about:
      '(?:headscarf|headscarves|hijabs?|turbans?|yarmulkes?|kippahs?|religion|religious [a-z]+|faith|prayers?|sukkah|menorah)',
  },
  {
    // Comments on an accent or where a family comes from (24 CFR §100.400(c)(2)).
    category: 'national_origin',
    needs: ['accent', 'immigra', 'ethnic', 'national origin'],
    about: '(?:accents?|immigrants?|immigration|ethnicity|ethnic [a-z]+|national origin)',
  },
  {
    category: 'source_of_income',
    needs: ['voucher', 'section 8', 'subsid'],
    about: '(?:voucher|vouchers|section 8|subsidy|subsidies)',
  },
  {
    category: 'familial_status',
    needs: [
      'complain',
      'complaint',
      'claim',
      'charge',
      'reported',
      'report',
      'hud',
      'fair housing',
      'testified',
      'witness',
    ],
    about:
      '(?:kids|childrens|children|child|families|familial status|(?:their|her|his|our|my|your) (?:kids|children|child|baby|son|daughter))',
  },
];

// "filed a HUD complaint about the ramp": the subject after the complaint gives the class.
// "asked for an accommodation": the request names its subject itself.
const subjectAfter = (about: string) => `(?:(?<=\\b${about}\\b[^|]{0,40})|(?=[^|]{0,50}?\\b${about}\\b))`;

const rule = (category: ProtectedClass, guard: string, needs: readonly string[]): StandaloneRule =>
  phraseRule({
    id: 'retaliation',
    category,
    kind: 'exclude',
    source: 'cfr100400',
    needs,
    reason:
      'Retaliates against a tenant for a fair housing complaint or report (42 U.S.C. §3617; 24 CFR §100.400(c)(5))',
    // "After she filed …, we raised …", "… not renewing because you reported us", "She called HUD, so bump her rent".
    re: `\\b(?:after|since|because|now that|ever since|once|for|as) (?:she|he|you|they|the tenant|your client|the resident|we found out|(?:[a-z]+ ){1,3})?${COMPLAINED}\\b${guard}[^|]{0,120}?\\b${ACTED}\\b|\\b${ACTED}\\b[^|]{0,60}?\\b(?:because|since|after|for|as payback for|now that)\\b[^|]{0,20}?${COMPLAINED}\\b${guard}|(?:^|\\| )(?:she|he|you|they|the tenant|the resident|(?:[a-z]+ ){1,3})?${COMPLAINED}\\b${guard}[^|]{0,120}?\\b(?:so|and so|and now|now|which is why|thats why|that is why)\\b[^|]{0,20}?\\b${ACTED}\\b`,
  });

// A complaint to HUD or a fair housing agency, the subject unsaid: the first class §3617 protects.
const UNSAID = '(?:hud|fair housing|discrimination|civil rights)';

export const RETALIATION_RULES: readonly StandaloneRule[] = [
  ...SUBJECTS.map((s) => rule(s.category, subjectAfter(s.about), s.needs)),
  // No subject of another class in the next words; the agency named in the complaint itself.
  rule(
    'race',
    `(?:(?<=\\b${UNSAID}\\b[^|]{0,40})|(?=[^|]{0,40}?\\b${UNSAID}\\b))(?![^|]{0,50}?\\b(?:${SUBJECTS.map((s) => s.about).join('|')})\\b)`,
    ['hud', 'fair housing', 'discrimination', 'civil rights'],
  ),
];
