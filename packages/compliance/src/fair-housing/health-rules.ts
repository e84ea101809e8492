import { GO_ELSEWHERE } from './grammar-words';
import type { StandaloneRule } from './standalone-rules';

/**
 * Requirements of health or independence, and refusals of the help or aids a disabled resident uses.
 * 24 CFR §100.202(b)-(c) bars making housing unavailable because of a handicap and asking about one;
 * the HUD/DOJ Joint Statement on Reasonable Accommodations (2004) names a live-in aide as an
 * accommodation a provider must allow, and a rule that residents be "capable of living
 * independently" or in "good health" screens out people with disabilities (42 U.S.C. §3604(f), (c)).
 * The HUD 1995 memo: "must be able to climb stairs" is unlawful, describing the stairs is not.
 * Look-alikes left alone: "independent living community" (a type of housing, no "must be"),
 * "must be able to provide references" (an ability unrelated to a disability), "caregiver suite".
 */

// A requirement of a state of the person: every modal and voice of "must be", unless it is said of an
// animal, a plant or money ("pets must be healthy", "income must be stable").
const THING =
  '(?<!\\b(?:pets?|dogs?|cats?|animals?|puppies|birds?|fish|plants?|trees?|lawn|yard|garden|landscaping|credit|income|finances|unit|home|house|premises|property|appliances?|it) )';
const MUST_BE = `${THING}(?:must|shall|should|will need to|need to|needs to|has to|have to|are required to|is required to|required to|are expected to|is expected to|expected to) (?:be|remain|stay|be in|remain in)`;
const MIND =
  '(?:physical|mental|emotional|physically|mentally|emotionally|medical|medically|psychological|psychologically|cognitive|cognitively)';
const MINDS = `${MIND}(?: (?:and|or|,) ${MIND})*`;
const HEALTHY = `(?:(?:in )?(?:good|excellent|sound|perfect|reasonable|robust|full|stable|fine) (?:(?:${MINDS} )?health|${MINDS} (?:condition|shape))|${MINDS} (?:healthy|fit|sound|stable|well|capable|competent|able)|healthy|able bodied|ambulatory|fully ambulatory|fully mobile|mobile|self sufficient|self reliant|free of (?:any )?(?:disabilities|disability|illness|medical conditions|mental illness|(?:physical |mental |medical )?(?:limitations|impairments|handicaps|conditions)))`;
const ALONE =
  '(?:independently|on (?:their|your|his|her) own|alone|by (?:themselves|yourself|himself|herself)|without (?:any )?(?:assistance|help|aid|support|supervision|a caregiver|caregivers|an aide|aides|care))';
// "capable of living independently", "able to care for themselves", "able to manage on your own".
const INDEPENDENT = `(?:(?:capable|able|fit) (?:of|to) (?:living|live|caring for (?:themselves|yourself|oneself)|care for (?:themselves|yourself|oneself)|taking care of (?:themselves|yourself|oneself)|take care of (?:themselves|yourself|oneself)|managing|manage|functioning|function|getting around|get around|self care)(?: ${ALONE})?|independent|fully independent|living independently|self caring)`;
// Help and aids a resident with a disability may need.
const HELP =
  '(?:caregivers?|care givers?|live in aides?|live in caregivers?|live in care givers?|live in nurses?|live in help|home health aides?|health aides?|personal care attendants?|personal care aides?|care attendants?|aides|nurses?|nursing care|home care workers?)';
const AIDS =
  '(?:wheelchairs?|walkers|rollators?|mobility scooters?|motorized scooters?|power chairs?|power wheelchairs?|crutches|canes|oxygen tanks?|mobility devices?|mobility aids?)';
const STAIRS =
  '(?:(?:the |several |multiple |a few |(?:\\d|two|three|four|five) )?(?:flights?(?: of stairs)?|stairs|stairways?|steps|staircases?))';
const CLIMB =
  '(?:climb|climbing|walk up|walking up|go up|going up|manage|managing|handle|handling|navigate|navigating|tackle|use|do|get up)';

export const HEALTH_RULES: readonly StandaloneRule[] = [
  {
    // "Residents must be able to evacuate on their own", "must not have any physical or mental
    // disabilities", "anyone who needs a live-in aide should look elsewhere" (24 CFR §100.202(b):
    // no rule that makes housing unavailable because of a handicap; HUD 1995 memo).
    id: 'no-disability-allowed',
    needs: [
      'on their own',
      'on your own',
      'by themselves',
      'by yourself',
      'unassisted',
      'unaided',
      'independently',
      'disabilit',
      'impairment',
      'handicap',
      'illness',
      'limitation',
      'aide',
      'caregiver',
      'care giver',
      'nurse',
      'attendant',
      'wheelchair',
      'walker',
      'scooter',
    ],
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    re: new RegExp(
      `\\b(?:${MUST_BE} (?:physically )?(?:able|capable) (?:of|to) (?:evacuate|evacuating|exit|exiting|leave the (?:building|premises|unit)|get out|escape|bathe|bathing|dress|dressing|feed|toilet|perform daily (?:activities|tasks)|handle daily (?:activities|tasks)|manage daily (?:activities|tasks)|get around|move around|walk|climb stairs)(?: [a-z]+){0,4}? (?:on (?:their|your|his|her) own|by (?:themselves|yourself|himself|herself)|unassisted|unaided|independently)|(?:must|should|may|can|shall) not have (?:any )?(?:${MINDS} )?(?:disabilities|disability|handicaps?|impairments?|illness(?:es)?|limitations|health (?:issues|problems|conditions))|(?:anyone|someone|people|persons|those|tenants|applicants|residents|renters) (?:who|that) (?:needs?|requires?|uses?|relies? on|has|have) (?:a |an )?(?:${HELP}|${AIDS}|wheelchair|walker)(?: [a-z]+){0,2}? (?:${GO_ELSEWHERE}|need not apply|neednt apply))`,
      'g',
    ),
  },
  {
    // "Must walk unassisted", "should be able to get around without a cane" (HUD 1995 memo: an ability
    // required of the person; 24 CFR §100.202).
    id: 'must-move-unaided',
    needs: ['unassisted', 'unaided', 'without a', 'without an', 'without help', 'without assistance'],
    category: 'handicap',
    kind: 'prefer',
    source: 'hudDojRa2004',
    re: new RegExp(
      `\\b(?:must|should|need to|needs to|has to|have to|required to)(?: be able to| be capable of)? (?:walk|walking|move|moving|get around|getting around|ambulate|climb|use the stairs|navigate|get up|stand|transfer)(?: [a-z]+){0,2} (?:unassisted|unaided|independently|without (?:a |an |any )?(?:cane|canes|walker|wheelchair|assistance|help|aid|aids|support|mobility aid|mobility device|${HELP}))\\b`,
      'g',
    ),
  },
  {
    // "must be in good physical and mental health", "residents must be mentally and physically healthy".
    id: 'must-be-healthy',
    // Every alternative holds one of these: a word of the body or mind, or a state named alone.
    needs: [
      'health',
      'physical',
      'mental',
      'emotional',
      'medical',
      'psycholog',
      'cognitiv',
      'ambulatory',
      'mobile',
      'self suff',
      'self reli',
      'free of',
      'able bodied',
      'sound mind',
      'sound body',
    ],
    category: 'handicap',
    kind: 'prefer',
    source: 'hudDojRa2004',
    re: new RegExp(
      `\\b(?:(?:must|should|need to|needs to|has to|have to) (?:have|possess|be of) (?:a )?sound (?:mind and body|body and mind|mind|body)|${MUST_BE} (?:${HEALTHY}))(?= \\||$| ,| (?:and|at all times|for (?:tenancy|occupancy|residency))\\b)`,
      'g',
    ),
  },
  {
    // "capable of living independently", "able to care for themselves", "must live independently".
    id: 'must-be-independent',
    needs: [
      'independen',
      'on their own',
      'on your own',
      'without',
      'themselves',
      'yourself',
      'self car',
      'not need',
      'not require',
      'not rely',
    ],
    category: 'handicap',
    kind: 'prefer',
    source: 'hudDojRa2004',
    re: new RegExp(
      `\\b(?:${MUST_BE} ${INDEPENDENT}|(?:must|should|need to|needs to|has to|have to) (?:live|function|get around|care for (?:themselves|yourself)) ${ALONE}|(?:must|should) not (?:need|require|rely on) (?:any )?(?:${HELP}|assistance|help|care|supervision)|${MUST_BE} (?:physically )?(?:able|capable) (?:of|to) [a-z]+(?: [a-z]+){0,2} without (?:any )?(?:assistance|help|aid|support|a caregiver|an aide|${HELP}))`,
      'g',
    ),
  },
  {
    // "No caregivers", "live-in aides are not permitted", "no home health aides allowed".
    id: 'no-caregivers',
    needs: ['care', 'aide', 'nurs', 'attendant', 'live in help'],
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    re: new RegExp(
      `\\bno (?:one|body|tenants?|residents?|applicants?|persons?|people) (?:who (?:needs?|requires?|uses?|relies on)|needing|requiring|using|relying on|in need of) (?:a |an )?(?:${HELP}|assistance|${AIDS}|wheelchair|walker)|\\b(?:do not|dont|does not|doesnt|will not|wont|cannot|cant|never|may not) (?:allow|permit|accept|admit|welcome|rent to) (?:any )?${HELP}|\\b(?:must|should|shall|may|will) not (?:need|require|rely on|have|use|employ|bring in) (?:any |the )?(?:(?:assistance|help|services|care) (?:of|from) )?(?:a |an )?${HELP}|\\b(?:no|not any) (?:${HELP})(?: (?:or|and|,) (?:${HELP}))*(?= \\||$| ,| (?:or|allowed|permitted|accepted|please|period|at all|may|can|will|shall)\\b)|\\b${HELP} (?:(?:are|is|will be|shall be|will|shall|may) )?(?:not (?:be )?(?:permitted|allowed|accepted|welcome)|prohibited|forbidden)(?: to (?:live|reside|stay))?|\\bnot (?:suitable|suited|appropriate|ideal|for) (?:for )?(?:anyone|someone|people|persons|tenants|residents|those|applicants) (?:who|that) (?:needs?|requires?|relies? on|uses?|has) (?:a |an )?(?:${HELP}|assistance|${AIDS}|wheelchair|walker)`,
      'g',
    ),
  },
  {
    // "No wheelchairs or walkers", "no mobility scooters" (HUD 1995 memo: "no wheelchairs" is unlawful).
    id: 'no-mobility-aids',
    needs: [
      'wheelchair',
      'walkers',
      'rollator',
      'scooter',
      'power chair',
      'crutches',
      'canes',
      'oxygen',
      'mobility',
    ],
    category: 'handicap',
    kind: 'exclude',
    source: 'hud1995',
    re: new RegExp(
      `\\b(?:no|not any) ${AIDS}(?: (?:or|and|,|, or|, and) ${AIDS})*(?= \\||$| ,| (?:or|allowed|permitted|accepted|please|inside|in the)\\b)`,
      'g',
    ),
  },
  {
    // "must be able to walk up three flights", "should be fit enough to manage the stairs".
    id: 'must-climb-stairs',
    needs: [
      'able to',
      'able of',
      'enough to',
      'comfortable climb',
      'comfortable with',
      'comfortable walk',
      'comfortable go',
      'comfortable us',
      'comfortable handl',
      'comfortable manag',
      'comfortable navig',
    ],
    category: 'handicap',
    kind: 'prefer',
    source: 'hud1995',
    re: new RegExp(
      `\\b${MUST_BE} (?:physically |fully )?(?:(?:able|capable|fit enough|strong enough|mobile enough|healthy enough) (?:to|of)|comfortable(?: with)?) ${CLIMB} ${STAIRS}`,
      'g',
    ),
  },
];
