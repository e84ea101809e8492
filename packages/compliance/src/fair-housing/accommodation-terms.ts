import { ANIMAL } from './animal-charges';
import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Terms put on a disabled tenant's accommodation or on the disability itself. All block.
 * - An insurance rider, umbrella policy or bond asked only of an assistance animal's handler: HUD notice
 *   FHEO-2020-01 and the HUD/DOJ Joint Statement (2004): no condition the housing provider puts on no
 *   other tenant (24 CFR §100.204; 42 U.S.C. §3604(f)(3)(B)).
 * - An assistance animal kept out of the lobby, pool or other common areas: FHEO-2020-01 (the animal goes
 *   where its handler may go; 24 CFR §100.204).
 * - A modification at the tenant's own cost refused: 24 CFR §100.203(a) (a ramp, grab bars, a wider door).
 * - A fee or rent for a live-in aide: 24 CFR §100.204 (the aide is the accommodation, not an occupant).
 * - Asking how severe a disability is, or making people on disability benefits prove their condition:
 *   24 CFR §100.202(c) (no inquiry into the nature or severity of a disability).
 * Left alone: "renters insurance is required of every tenant", "service animals must be leashed in the
 * lobby", "the ramp was approved at the owner's cost", "no fee for a live-in aide", "how bad is the traffic".
 */
const NEG = '\\b(?:no|not|never|exempt|waived?|without|free|dont|doesnt|isnt|arent|wont|except)\\b';
const REQUIRE =
  '(?:only if|as long as|provided|on condition|must|required to|has to|have to|needs? to|will need to|shall)';
const COVER =
  '(?:insurance|liability (?:rider|coverage|policy|waiver)|rider|umbrella (?:liability )?(?:policy|coverage)|surety bond|bond)';
// Who holds the class the condition is put on: an assistance animal's handler, read by the animal.
const HANDLER = `(?:(?:tenants?|residents?|owners?|handlers?|anyone|people) with (?:an? )?)?${ANIMAL}`;
const COMMON =
  '(?:lobby|lobbies|pool|gym|fitness (?:center|room)|common (?:areas?|spaces?|rooms?)|clubhouse|hallways?|halls|elevators?|laundry(?: room)?|amenities|courtyard|grounds|rooftop|mail ?room)';
const KEPT_IN =
  '(?:must|should|have to|has to|are to|is to|need to|needs to) (?:stay|remain|be kept|be confined)(?: inside| within| in| to)?(?: the| their| your| a)?(?: residents| tenants| owners| handlers)? (?:units?|apartments?|homes?)';
const BARRED = `(?:may not|cannot|can not|are not (?:allowed|permitted)|is not (?:allowed|permitted)|not allowed|not permitted|are prohibited|are banned|are barred|are not to) (?:to )?(?:(?:go|enter|be|come|use|visit) )?(?:(?:in|into|inside|on|from) )?(?:the )?${COMMON}`;
const MODIFICATION =
  '(?:ramp|grab bars?|handrails?|railings?|chair ?lift|stair ?lift|lift|wider doors?|widened doors?|roll in shower|accessible (?:entrance|shower|bathroom)|modification)';
const OWN_COST =
  '(?:at (?:the |their |his |her |your |its )?(?:owners|tenants|residents|unit owners|own|applicants) (?:own )?(?:cost|expense)|(?:paid|funded) by (?:the )?(?:owner|tenant|resident)|at no cost to (?:us|the (?:hoa|association|landlord|owner)))';
const REFUSED = '(?:denied|refused|rejected|turned down|declined|vetoed|not approved|voted down|disapproved)';
const AIDE =
  '(?:live in (?:aides?|caregivers?|carers?|nurses?)|personal care attendants?|home health aides?)';
const CHARGE =
  '(?:pays?|charged|owes?|fee|fees|surcharge|extra rent|additional rent|extra (?:occupant|person|guest) (?:fee|charge))';
const CONDITION =
  '(?:autism|adhd|disability|illness|diagnosis|depression|anxiety|schizophrenia|bipolar(?: disorder)?|ptsd|epilepsy|seizures|hearing loss|blindness|cerebral palsy|down syndrome|dementia|mental illness|mental health (?:issues?|condition)|(?:his|her|your|their) (?:condition|disorder))';
const BENEFIT = '(?:ssdi|ssi|disability (?:benefits?|income|payments?|checks?|pensions?))';
const PROOF =
  '(?:(?:doctors?|physicians?|medical|psychiatrists?) (?:statements?|letters?|notes?|proof|records?|certificates?|clearance)|proof (?:that )?(?:their |the )?condition)';

export const ACCOMMODATION_TERM_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'assistance-animal-insurance',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: ['esa', 'support', 'service', 'assistance', 'therapy'],
    reason:
      'Puts insurance or a bond on an assistance animal that other tenants need not carry (HUD notice FHEO-2020-01; 24 CFR §100.204)',
    re: `\\b${HANDLER}\\b(?:(?!${NEG})[^|]){0,60}?\\b${REQUIRE}\\b(?:(?!${NEG})[^|]){0,40}?\\b${COVER}\\b|\\b${COVER}\\b[^|]{0,30}?\\b(?:required|mandatory|needed)\\b(?:(?!${NEG})[^|]){0,15}?\\bfor (?:all |any |every )?${HANDLER}\\b`,
  },
  {
    id: 'assistance-animal-common-areas',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: ['esa', 'support', 'service', 'assistance', 'therapy'],
    reason:
      'Keeps assistance animals out of common areas their handlers may use (HUD notice FHEO-2020-01; 24 CFR §100.204)',
    re: `\\b${ANIMAL}\\b[^|]{0,30}?\\b(?:${KEPT_IN}|${BARRED})\\b`,
  },
  {
    id: 'modification-refused',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['ramp', 'grab', 'rail', 'lift', 'door', 'shower', 'accessible', 'modification'],
    reason:
      'Refuses a disabled tenant a modification at their own cost (24 CFR §100.203(a); 42 U.S.C. §3604(f)(3)(A))',
    re: `\\b${MODIFICATION}\\b[^|]{0,60}?\\b${OWN_COST}\\b[^|]{0,40}?\\b(?:was|were|is|has been|been|got)? ?${REFUSED}\\b`,
  },
  {
    id: 'live-in-aide-fee',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['aide', 'caregiver', 'carer', 'nurse', 'attendant'],
    reason: 'Charges for a live-in aide, an accommodation rather than an occupant (24 CFR §100.204)',
    re: `\\b${AIDE}\\b(?:(?!${NEG})[^|]){0,25}?\\b${CHARGE}\\b|\\b(?<!\\b(?:no|not|never|without|zero|waive|waived|waives) (?:the |a |any )?(?:[a-z]+ )?)${CHARGE}\\b(?:(?!${NEG})[^|]){0,25}?\\bfor (?:an? |the |their |your )?${AIDE}\\b`,
  },
  {
    id: 'disability-severity-asked',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: ['severe', 'serious', 'bad', 'stable'],
    reason: 'Asks how severe a disability is (24 CFR §100.202(c))',
    re: `\\b(?:how (?:severe|serious|bad) is (?:the |his |her |your |their )?${CONDITION}|\\bis (?:the |his |her |your |their )${CONDITION}(?: thing)?(?: , (?:um|uh|like) ,)? (?:really |very |too )?(?:severe|serious|bad))\\b`,
  },
  {
    id: 'disability-benefit-proof',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: ['ssdi', 'ssi', 'disability'],
    reason: 'Makes people on disability benefits prove their condition (24 CFR §100.202(c))',
    re: `\\b${BENEFIT}\\b[^|]{0,25}?\\b(?:must|required to|has to|have to|need to|needs to|shall)\\b(?:(?!${NEG})[^|]){0,30}?\\b(?:show|provide|submit|produce|bring|present|give us)\\b[^|]{0,20}?\\b${PROOF}\\b`,
  },
]);
