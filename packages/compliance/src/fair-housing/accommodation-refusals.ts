import { phraseRules, type StandaloneRule } from './standalone-rules';
import { IMPAIRMENTS } from './vocabulary/handicap';

/**
 * A reasonable accommodation or modification refused, said outright. 42 U.S.C. §3604(f)(3)(B) and
 * 24 CFR §100.204: an exception to a rule a disability needs (a parking space near the door, an
 * assistance animal in a no-pet building); HUD FHEO-2020-01: an assistance animal is not a pet, so a
 * pet ban, deposit or pet rent does not reach it; §3604(f)(3)(A) and §100.203: a tenant may make
 * modifications (a ramp, grab bars) at their own expense. Refusing any of them blocks.
 * Left alone: assistance animals excepted from a pet ban ("not pets, always welcome", "no pet fee for
 * service animals"), a landlord declining to pay for a ramp, "can't wait for your move-in".
 */
/** Words every assistance-animal phrase holds: the gate of the rules that read ANIMAL. */
export const ANIMAL_NEEDS = ['support', 'assistance', 'therapy', 'comfort', 'service', 'esa'] as const;
export const ANIMAL =
  '(?:(?:emotional support|support|assistance|therapy|comfort|service|psychiatric service|esa) (?:animals?|dogs?|cats?|pets?|birds?|rabbits?|pups?|kittens?)|esas?)';
// "ESAs count toward our 2-pet max", "support animals are subject to the pet limit" (FHEO-2020-01: a pet
// limit does not reach an assistance animal); "do not count toward the pet limit" exempts them.
const PET_LIMIT =
  '(?<!(?:not|dont|doesnt|never|arent|isnt|wont) )(?:count|counts|counted|are counted|is counted|included|are included|is included|go|goes) (?:toward|towards|against|in|as part of|under) (?:the |our |your |a |any )?(?:\\d+ |one |two |three )?(?:pet|animal) (?:limit|max|maximum|cap|count|allowance|quota)|(?<!(?:not|never|arent|isnt) )(?:are|is) subject to (?:the |our )?(?:pet|animal) (?:limit|max|maximum|cap|policy|rules|restrictions|deposit|fee|rent)';
const GONE = `(?:(?:would|will|has|have|must|needs?|is going|are going) (?:to )?(?:go|leave|be rehomed|be removed|find a new home|be gone)|(?:is|are) (?:still )?(?:not (?:allowed|permitted|accepted)|banned|prohibited)|(?:isnt|arent) (?:allowed|permitted|accepted)|letter or no letter|(?:with or without|regardless of) (?:a |the |any )?(?:letter|note|documentation|paperwork)|(?<!(?:not|dont|doesnt|never|arent|isnt|aren t) )(?:count|counts|counted|treated|considered) as (?:a |one of (?:your |the |our |their )?(?:\\d+ |two |three )?)?pets?|${PET_LIMIT})`;
// Between the animal and the refusal: no turn to another subject ("ESAs welcome, but pets are not allowed").
const SAME_SUBJECT =
  '(?:(?!\\b(?:but(?! (?:it|they|he|she|that)\\b)|while|however|though|whereas|pets?|other|others|except)\\b)[^|])';
// Breed, weight and size limits said to reach assistance animals: "breed and weight limits apply to all
// dogs, service animals included", "ESAs must meet our weight limit" (FHEO-2020-01: breed, size and weight
// limits may not be applied to an assistance animal).
const LIMIT_WORDS =
  '(?:(?:breed|weight|size|height|species|pet|dog|animal|\\d+|lb|lbs|pound|and|or|,) ){0,4}?(?:breed|weight|size|height|species|pet|dog|animal|lb|lbs|pound) (?:limits?|restrictions?|caps?|maximums?|max|polic(?:y|ies)|rules|bans?|requirements?|lists?)';
// Read by assistance-documentation.ts's breed-limit-on-aid rule, the family of limits held against aids.
export const LIMITS_REACH = `\\b${LIMIT_WORDS}\\b[^|]{0,70}?(?:\\b${ANIMAL}(?: are| is)? (?:included|too|as well|also|alike|no exception|not exempt)\\b|\\b(?:including|includes|even|also|that includes|this includes|incl)(?: for| to)? (?:so called )?${ANIMAL}\\b|\\b(?:apply|applies|extend|extends|applied) (?:equally |also )?to ${ANIMAL}\\b)|\\b${ANIMAL}\\b${SAME_SUBJECT}{0,30}?\\b(?:must|need to|needs to|have to|has to|are required to|will need to|still)? ?(?:meet|follow|obey|comply with|are subject to|is subject to|fall under|falls under|count against) (?:the |our |all |any )?(?:same )?${LIMIT_WORDS}\\b`;
const BAN = '(?:no|not allowed|not permitted|prohibited|banned)';
// A gap with no negation: "service animals never pay pet rent" exempts them.
const UNNEGATED = '(?:(?!(?:never|not|no|dont|doesnt|wont|arent|isnt|exempt|free|without)\\b)[a-z]+ )';
const FEE = '(?:deposit|deposits|fee|fees|pet rent|surcharge)';
const REFUSE =
  '(?:cant|cannot|can not|wont|will not|unable to|not able to|dont|do not|doesnt|does not|refuse to|refuses to|decline to|not going to|arent going to|are not going to|not allowed to|not permitted to)';
const ACCOMMODATE =
  '(?:set (?:[a-z]+ )?aside|reserve|hold|assign|give|designate|make|offer|provide|mark|move|switch|transfer|waive|bend|change|make an exception|make exceptions|save)';
const NEED =
  '(?:wheelchair|walker|scooter|mobility (?:aid|device|scooter|needs?)|disability|disabilities|cane|crutches|oxygen|handicap|medical (?:needs?|condition|equipment)|prosthetic|guide dog|service (?:animal|dog)|esa|emotional support (?:animal|dog|cat)|support (?:animal|dog|cat)|assistance animal|therapy (?:animal|dog))';
// A need named by its condition ("for your MS", "for his bad knees"): 24 CFR §100.201's impairments and
// the short names people use for them.
const CONDITION = `(?:${NEED}|${IMPAIRMENTS.join('|')}|ms|ptsd|anxiety|arthritis|copd|asthma|chemo|bad (?:back|knees?|hips?|legs?|heart)|(?:medical )?condition|illness|injury|injuries)`;
export const MODIFICATION =
  '(?:ramps?|grab bars?|handrails?|hand rails?|stair ?lifts?|chair ?lifts?|roll in showers?|lever (?:handles|door handles)|visual (?:doorbells?|alarms?)|strobe (?:lights?|alarms?)|wider doors?)';

// The proof of a need: a doctor's note or letter, medical documentation (HUD/DOJ Joint Statement 2004, Q&A
// 18: a provider's statement may be asked for, so refusing it "even with" one refuses the accommodation).
const MEDICAL_NOTE =
  '(?:doctors? (?:note|letter|order|recommendation)|doctor s (?:note|letter|order|recommendation)|physicians? (?:note|letter)|medical (?:note|letter|documentation|certificate|records?|paperwork|proof)|(?:note|letter) from (?:a|your|his|her|their) (?:doctor|physician|therapist|provider|psychiatrist)|(?:esa|accommodation) letter|prescription)';
// A general rule given as the reason to refuse (HUD/DOJ Joint Statement 2004, Q&A 7 and its example of
// a reserved space in a building with unassigned parking: the policy is what the accommodation bends).
const POLICY =
  '(?:(?:dont|do not|doesnt|does not|never) (?:assign|reserve|designate) (?:parking|spots|spaces)|(?:parking|spots|spaces) (?:is|are) (?:not assigned|unassigned|unreserved|not reserved)|unassigned parking|no (?:assigned|reserved|designated) (?:parking|spots|spaces)|first come(?: ,)? first served|(?:go|goes|are assigned|assigned|given out) by (?:seniority|wait ?list|lottery|lease date)|no exceptions|same rules? for everyone|(?:our|the) policy)';
// A spot a disability would need: near the door or the unit, or reserved or accessible.
const SPOT =
  '(?:(?:reserved|accessible|designated|closer|closest|nearer|handicap|assigned) (?:parking )?(?:spots?|spaces?|stalls?)|(?:spots?|spaces?|stalls?)(?: [a-z]+){0,2}? (?:by|near|close to|closest to|next to|in front of|at) (?:the |your |our )?(?:entrance|door|front|elevator|lobby|building|unit|ramp|stairs))';
const REFUSED_SPOT = `${REFUSE}(?: [a-z]+){0,2}? ${ACCOMMODATE} (?:you|him|her|them)(?: [a-z]+){0,2}? ${SPOT}\\b|${REFUSE}(?: [a-z]+){0,2}? ${ACCOMMODATE}\\b(?: [a-z]+){0,2}? ${SPOT}\\b[^|]{0,20}?\\bfor (?:you|him|her|them|the tenant|the resident|(?:your|his|her|their) (?:[a-z]+ )?${CONDITION})\\b`;

// The accommodation said not to be on offer: "a reserved space near the door isn't something we can
// offer", "grab bars are not an option here" (HUD/DOJ Joint Statement 2004, Q&A 7; 24 CFR §100.204).
const ASKED_FOR = `(?:${SPOT}|${MODIFICATION}|(?:reasonable )?accommodations?|(?:an )?exceptions? (?:to|for)(?: [a-z]+){0,3}|live in (?:aides?|caregivers?)|${ANIMAL})`;
const NOT_ON_OFFER = `\\b${ASKED_FOR}\\b[^|]{0,30}?\\b(?:isnt|is not|arent|are not|is never|are never|wont be|will not be|not) (?:really |currently )?(?:something|anything|a thing|an option|on offer|on the table|offered|provided|possible)(?: (?:we|i|management|the owner|the landlord|the board|the hoa|this building|the building)(?: can| could| are able to| is able to| will| do| does| would)? (?:offer|provide|do|allow|give|make|accommodate|entertain|consider|approve))?\\b`;

export const ACCOMMODATION_RULES: readonly StandaloneRule[] = phraseRules([
  {
    // "your emotional support cat would have to go, letter or no letter"; "ESAs count as pets here".
    id: 'assistance-animal-refused',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: [...ANIMAL_NEEDS, 'apoyo', 'servicio', 'asistencia'],
    reason:
      'Refuses an assistance animal or treats it as a pet (HUD FHEO-2020-01: an assistance animal is not a pet; 42 U.S.C. §3604(f)(3)(B))',
    re: `\\b${ANIMAL}\\b${SAME_SUBJECT}{0,60}?${GONE}\\b|\\b${BAN}\\b[^|]{0,30}?\\b(?:pets?|animals?)\\b[^|]{0,60}?\\b(?:including|includes|even|that includes|this includes|no matter)\\b[^|]{0,20}?\\b(?:so called )?${ANIMAL}|\\b(?:treat|treats|treated|count|counts|counted|handle|handles)\\b (?:[a-z]+ ){0,3}?${ANIMAL} (?:like|as|the same as) (?:any other |a |an |other |regular |ordinary )?(?:pets?|animals?)\\b|\\b(?:no se permiten|no se aceptan|no aceptamos|no permitimos|prohibid[oa]s?|sin) (?:tener |traer )?(?:las |los )?(?:mascotas|animales|perros)\\b[^|]{0,40}?\\b(?:incluye|incluyendo|incluso|aun|ni siquiera|tampoco)\\b[^|]{0,25}?\\b(?:animales )?de (?:apoyo|servicio|asistencia)\\b`,
  },
  {
    // "every animal, including service animals, requires a $400 deposit"; "service dogs welcome with
    // the same pet deposit as any other dog".
    id: 'assistance-animal-fee',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: [...ANIMAL_NEEDS, 'apoyo', 'servicio', 'asistencia'],
    reason:
      'Charges a pet deposit, fee or pet rent for an assistance animal (HUD FHEO-2020-01; 24 CFR §100.204)',
    re: `\\b(?:including|includes|even|incl) (?:[a-z]+ ){0,4}?${ANIMAL}(?: ,)? ${UNNEGATED}{0,6}?(?:requires?|pays?|owe|owes|charged|subject to|need|needs|must pay|must have)\\b[^|]{0,25}?\\b${FEE}\\b|\\b${ANIMAL} ${UNNEGATED}{0,6}?(?:with|pay|pays|owe|owes|subject to|require|requires|charged|plus|at) (?:the |a |an )?(?:same |standard |usual |regular |normal |full )?(?:\\d+ )?(?:monthly )?(?:pet )?${FEE}\\b`,
  },
  {
    // "Service dogs must be under 40 lbs and can't be pit bulls": a pet policy's size, weight or breed
    // limit put on an assistance animal (HUD FHEO-2020-01: breed, size and weight limits do not apply
    // to assistance animals; a specific animal may be refused only on an individual assessment).
    id: 'assistance-animal-size-breed',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: ['support', 'assistance', 'therapy', 'comfort', 'service', 'esa', 'guide'],
    reason:
      'Puts a size, weight or breed limit on an assistance animal (HUD FHEO-2020-01; 42 U.S.C. §3604(f)(3)(B))',
    re: `\\b(?:${ANIMAL}|guide dogs?)\\b${SAME_SUBJECT}{0,40}?\\b(?:(?:must|have to|has to|need to|needs to|should) (?:be |weigh )?(?:under|below|less than|no more than|no bigger than|no heavier than|smaller than|lighter than) (?:\\d+|[a-z]+) ?(?:lbs?|pounds|kg|kilos)|(?:are|is) subject to (?:the |our )?(?:weight|size|breed) (?:limits?|restrictions?|rules?|caps?)|(?:cant|cannot|can not|may not|must not) be (?:a |an )?(?:pit ?bulls?|pitbulls?|rottweilers?|dobermans?|german shepherds?|huskies|husky|mastiffs?|chows?|akitas?|bully breeds?|aggressive breeds?|restricted breeds?|large breeds?|big dogs?)|(?:weight|size|breed) (?:limits?|restrictions?|caps?) (?:apply|applies))`,
  },
  {
    // "we can't set one aside for your wheelchair", "we won't reserve a spot for his walker".
    id: 'accommodation-refused',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: [
      'wheelchair',
      'walker',
      'scooter',
      'mobility',
      'disabilit',
      'cane',
      'crutches',
      'oxygen',
      'handicap',
      'medical',
      'prosthetic',
      'guide dog',
      'service',
      'esa',
      'support',
      'assistance',
      'therapy',
      'exception',
      'doctor',
      'letter',
      'note',
      'medical',
      'prescription',
      'accommodat',
      'spot',
      'space',
      'stall',
      'ramp',
      'grab bar',
      'handrail',
      'hand rail',
      'lift',
      'aide',
      'caregiver',
    ],
    reason:
      'Refuses an accommodation a disability needs (42 U.S.C. §3604(f)(3)(B); HUD/DOJ Joint Statement on Reasonable Accommodations, 2004)',
    // "No exceptions to the assigned parking, even for a disability": the refusal said as the rule.
    // "can't hold a space by your door even with a doctor's note": the medical proof named and refused.
    re: `${NOT_ON_OFFER}|\\b${REFUSE}(?: [a-z]+){0,2}? ${ACCOMMODATE}\\b[^|]{0,50}?\\b(?:even|not even|regardless of|despite)(?: with| if you have| if you bring| if you show| if you get)? (?:a |an |your |the |any )?${MEDICAL_NOTE}\\b|\\b${REFUSE}(?: [a-z]+){0,2}? ${ACCOMMODATE}\\b[^|,]{0,40}?\\bfor (?:your|his|her|their|a|the|any|tenants|residents) (?:[a-z]+ )?${CONDITION}\\b|\\bno exceptions?\\b[^|]{0,60}?\\b(?:even|including|not even|regardless of)(?: for| of| with)? (?:a |an |your |any |the )?${NEED}\\b`,
  },
  {
    // "we don't assign parking, so we can't hold a spot by the entrance for you"; "we can't reserve an
    // accessible space for you, first come first served". "Parking is first come first served" alone
    // refuses no one.
    id: 'accommodation-policy-refused',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: ['spot', 'space', 'stall'],
    reason:
      'Refuses a parking accommodation by pointing to a general policy; a reasonable accommodation is an exception to such a policy (42 U.S.C. §3604(f)(3)(B); HUD/DOJ Joint Statement, 2004)',
    // The policy may be given in the next sentence: "We can't reserve a spot near the entrance for you.
    // It's first come, first served."
    re: `\\b${POLICY}\\b[^|]{0,60}?(?:\\|[^|]{0,40}?)?\\b(?:${REFUSED_SPOT})|\\b(?:${REFUSED_SPOT})[^|]{0,60}?(?:\\|[^|]{0,40}?)?\\b${POLICY}\\b`,
  },
  {
    // "we won't let you put in grab bars", "ramps are not permitted" (§3604(f)(3)(A): the tenant may
    // modify at their own expense).
    id: 'modification-refused',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: [
      'ramp',
      'grab bar',
      'handrail',
      'hand rail',
      'lift',
      'roll in',
      'lever',
      'doorbell',
      'strobe',
      'wider door',
    ],
    reason: 'Refuses a tenant a modification a disability needs (42 U.S.C. §3604(f)(3)(A); 24 CFR §100.203)',
    re: `\\b${REFUSE}(?: [a-z]+){0,1}? (?:let|allow|permit|approve)(?: (?:you|tenants?|residents?|them|him|her|anyone|the tenant|us))? (?:to )?(?:install|put in|add|build|mount|have) (?:a |any |the |your |new )?${MODIFICATION}\\b|\\b${REFUSE} (?:let|allow|permit|approve|accept) (?:any |the |new |tenant |resident |a |an |your |their |his |her )?(?:wheelchair |accessibility |safety )?${MODIFICATION}\\b|\\b${MODIFICATION}\\b[^|]{0,60}?\\beven (?:at|if|though|when|with|on) [^|]{0,25}?\\b(?:expense|cost|dime|pays?|paid|paying|covers?|covered)\\b|\\b${REFUSE} (?:let|allow|permit|approve|accept) (?:any |the )?(?:alterations?|modifications?|changes)\\b[^|]{0,40}?\\beven (?:at|if|when|with|on) [^|]{0,25}?\\b(?:expense|cost|pays?|paid|paying|covers?|covered)\\b|\\b(?:no )?${MODIFICATION}(?:(?: ,| and| or| ,? and| ,? or)(?: (?:any|all|other))* (?:${MODIFICATION}|changes|alterations|modifications)){0,3} (?:are |is )?(?:not (?:allowed|permitted)|prohibited|banned|forbidden)\\b|\\b(?:you|tenants?|residents?|he|she|they|we) (?:cant|cannot|can not|may not|must not|are not allowed to|arent allowed to|are not permitted to|wont be allowed to|will not be allowed to|wont|will not|dont|do not) (?:install|put in|put up|put|add|build|mount|attach|have|let you (?:install|put in|put|add|mount)) (?:a |any |the |your |new |some )?(?:[a-z]+ )?${MODIFICATION}\\b`,
  },
]);
