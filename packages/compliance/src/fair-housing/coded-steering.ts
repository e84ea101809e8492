import { classWords } from './class-words';
import { phraseRule, phraseRules, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Steering and preference said in code or by indirection. 24 CFR §100.70(c)(1)-(2) (steering: "folks
 * like you usually end up happier over in Oakmont"; remarks that a district "is changing, if you catch
 * my drift"); 24 CFR §109.20 and §100.75(c) (coded words for race: "no 'urban' renters, you know the
 * type"; "nothing like the inner city, and the owners plan to keep it that way" describes the area by
 * who is kept out); 42 U.S.C. §3604(c) (an owner who "would rather lease the duplex to a Caucasian
 * household" states a preference); HUD 1995 memo ("best suited to established adults" says who the home
 * suits, a familial-status warning). Left alone: "buyers like you love the kitchen", "urban loft",
 * "ten minutes from the inner city", "would rather rent the unit furnished", "suited to adults and
 * families alike".
 */
const LIKE_YOU =
  '(?:folks|people|families|buyers|renters|tenants|someone|somebody|a family|ones|those) like (?:you|yours|yourself|your family|you all|yall|you guys|you folks)';
const HAPPIER =
  '(?:happier|more comfortable|more at home|better off|fit in better|feel more welcome|do better|a better fit)';
const ELSEWHERE =
  '(?:in|over in|over at|out in|across|on the other side|somewhere else|elsewhere|another (?:neighborhood|area|part of town|district|school district|building|complex))';
const PEOPLE = '(?:renters|tenants|types|people|folks|crowd|element|families|buyers|applicants|kind|sort)';
const PLACE_CODED = '(?:inner city|ghetto|hood|projects|barrio|bad part of town)';

// Race adjectives the lexicon keeps bare or ambiguous, read here only before a household noun.
const RACE_HOUSEHOLD =
  '(?:caucasian|anglo|white|black|asian|hispanic|latino|latina|african american) (?:household|family|couple|tenant|tenants|renter|renters|buyer|buyers|applicant|people|folks)';
const PREFER_CLASSES: readonly ProtectedClass[] = ['race', 'color', 'religion', 'national_origin'];
const preferRule = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'would-rather-rent-to',
    category,
    kind: 'prefer',
    source: 'fha3604c',
    needs: [
      'rather',
      'prefer',
      'want to',
      'wants to',
      'would like to',
      'hope to',
      'hopes to',
      'plan to',
      'plans to',
    ],
    reason:
      'States that the owner would rather rent or sell to a class (42 U.S.C. §3604(c); 24 CFR §100.75(c)(3))',
    re: `\\b(?:would rather|would prefer to|prefers? to|wants? to|would like to|hopes? to|plans? to) (?:only )?(?:rent|lease|sell|show)(?: (?:the|this|it|our|his|her|their|[a-z0-9]+)){0,4}? to (?:a |an |the )?(?:nice )?(?:${classWords(category, false)}${category === 'race' ? `|${RACE_HOUSEHOLD}` : ''})\\b`,
  });

export const CODED_STEERING_RULES: readonly StandaloneRule[] = [
  ...PREFER_CLASSES.map(preferRule),
  ...phraseRules([
    {
      id: 'like-you-happier-elsewhere',
      category: 'race',
      kind: 'exclude',
      source: 'cfr10070',
      needs: ['like you', 'like yours', 'like yourself', 'like your family', 'like yall'],
      reason:
        'Steers a buyer or renter elsewhere as one of "folks like you" (24 CFR §100.70(c); 42 U.S.C. §3604(a))',
      re: `\\b${LIKE_YOU}\\b[^|]{0,40}?\\b${HAPPIER}\\b[^|]{0,20}?\\b${ELSEWHERE}\\b`,
    },
    {
      id: 'changing-wink',
      category: 'race',
      kind: 'describe',
      severity: 'warn',
      source: 'cfr10070',
      needs: ['drift', 'know what i mean', 'get my meaning', 'wink'],
      reason:
        'Says an area "is changing" with a wink, a remark on who lives there used to steer (24 CFR §100.70(c)(2))',
      re: '\\b(?:is|are|has been|keeps|been) (?:changing|turning|going downhill|transitioning)\\b[^|]{0,20}?\\b(?:if you catch my drift|catch my drift|if you know what i mean|you know what i mean|if you get my meaning|wink)\\b',
    },
    {
      id: 'coded-people-refused',
      category: 'race',
      kind: 'exclude',
      source: 'cfr109',
      needs: [
        'urban',
        'inner city',
        'ghetto',
        'hood',
        'thug',
        'ethnic',
        'project',
        'know the type',
        'know the kind',
      ],
      reason:
        'Refuses renters by a coded word for race ("urban", "inner city", "you know the type") (24 CFR §109.20; 42 U.S.C. §3604(c))',
      re: `\\b(?:no|not|avoid|keep out|none of (?:the|those)|wont rent to|will not rent to|dont rent to) (?:more |any )?(?:urban|inner city|ghetto|hood|thug|ethnic|project) ${PEOPLE}\\b|\\byou know the (?:type|kind|sort)\\b[^|]{0,60}?\\bkeep (?:the|this|our) (?:building|block|neighborhood|street|area|complex|community) (?:the way it (?:has always been|is|was|always was)|as it is|like it is|the same)\\b`,
    },
    {
      id: 'unlike-the-inner-city',
      category: 'race',
      kind: 'describe',
      severity: 'warn',
      source: 'cfr109',
      needs: ['inner city', 'ghetto', 'hood', 'projects', 'barrio', 'bad part of town'],
      reason:
        'Describes the area as "nothing like the inner city", a coded remark on who lives there (24 CFR §109.20; §100.70(c)(2))',
      re: `\\b(?:nothing like|not like|unlike|none of|no part of|a world away from) the ${PLACE_CODED}\\b`,
    },
    {
      id: 'suited-to-adults',
      category: 'familial_status',
      kind: 'suits',
      source: 'hud1995',
      needs: ['adults', 'grown ups', 'grownups'],
      reason:
        'Says the home suits adults, which reads as a preference against children (HUD 1995 memo; 42 U.S.C. §3604(c))',
      re: '\\b(?:best |ideally |better |most |only )?(?:suited|suitable) (?:to|for) (?:(?:established|mature|quiet|working|professional|grown|older|single|career) )+(?:adults|grown ups|grownups)\\b(?! (?:and|or|as well as|of all ages) )',
    },
  ]),
];
