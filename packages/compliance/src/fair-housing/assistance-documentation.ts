import { ANIMAL, LIMITS_REACH, MODIFICATION } from './accommodation-refusals';
import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * An accommodation asked for and refused, or narrowed past what the law allows, in
 * three frames. Each blocks (handicap):
 * 1. The documentation for an assistance animal or an accommodation limited to one kind of writer:
 *    "we only accept ESA letters from psychiatrists", "accommodation letters must come from an MD".
 *    HUD FHEO-2020-01 (2020), part II: reliable documentation may come from any health care
 *    professional who knows the person's disability (physician, psychologist, therapist, nurse
 *    practitioner, …); demanding one kind is refusing the others.
 * 2. Breed, size or weight limits held against an assistance animal: "pit bulls are banned whether or
 *    not they assist a person with a disability", "breed restrictions apply to service dogs too".
 *    FHEO-2020-01: a breed or weight limit does not reach an assistance animal; only that animal's own
 *    conduct may be a direct threat (24 CFR §100.202(d)).
 * 3. A request for an accommodation or modification reported as denied: "her request for a reserved
 *    space near the entrance was denied", "the tenant's request for grab bars was turned down".
 *    42 U.S.C. §3604(f)(3)(A)-(B); 24 CFR §100.203-100.204; HUD/DOJ Joint Statement, 2004.
 * Left alone: "letters from any licensed health professional are accepted", "pit bulls are not
 * allowed as pets; assistance animals are exempt", "a request for a second parking space was denied"
 * (no space a disability needs), "the request was approved".
 */
const LETTER =
  '(?:letters?|notes?|documentation|verification|forms?|paperwork|certification|certificates?|prescriptions?)';
const ONE_KIND =
  '(?:psychiatrists?|physicians?|medical doctors?|mds?|m ds?|doctors?|specialists?|neurologists?|primary care (?:doctors?|physicians?)|(?:a |an )?(?:licensed )?psychiatrist)';
const OTHER_WRITERS =
  '(?:therapists?|counselors?|counsellors?|social workers?|nurse practitioners?|nurses?|psychologists?|online (?:providers?|services?|letters?)|telehealth)';
const ABOUT = `(?:${ANIMAL}|esa|accommodations?|disability|disabilities|service (?:animal|dog)s?)`;
const BREEDS =
  '(?:pit ?bulls?|rottweilers?|dobermans?|doberman pinschers?|german shepherds?|akitas?|chows?|huskies|mastiffs?|bully breeds|restricted breeds|aggressive breeds|breed (?:restrictions?|limits?|bans?|rules?)|(?:weight|size) (?:limits?|restrictions?))';
const BANNED =
  '(?:are|is) (?:still )?(?:banned|not allowed|not permitted|prohibited|excluded|barred)|(?:apply|applies|still apply)';
const REGARDLESS =
  '(?:whether or not|regardless of whether|regardless|even if|even when|even though|including|too|as well|also)';
const ASKED = `(?:requests?|application|ask|asks|petition) (?:for|to (?:get|have|install|add)) (?:a |an |the |his |her |their )?`;
const NEEDED = `(?:(?:reserved|accessible|designated|handicap|assigned|closer|nearer) (?:parking )?(?:spots?|spaces?|stalls?)|(?:parking )?(?:spots?|spaces?|stalls?)(?: [a-z]+){0,2}? (?:near|by|close to|closest to|next to|in front of) (?:the |her |his |their )?(?:entrance|door|front|elevator|lobby|building|unit)|${MODIFICATION}|(?:ground|first|lower) floor (?:units?|apartments?|transfer)|transfer to (?:a |the )?(?:ground|first|lower) floor(?: [a-z]+)?|live in (?:aide|caregiver)|reasonable accommodation|accommodation|${ANIMAL})`;
const DENIED =
  '(?:was|were|is|has been|have been|got|had been) (?:denied|refused|rejected|turned down|declined)';

export const ASSISTANCE_DOCUMENTATION_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'documentation-one-kind',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: [
      'letter',
      'note',
      'documentation',
      'verification',
      'form',
      'paperwork',
      'certific',
      'prescription',
    ],
    reason:
      'Accepts disability documentation from one kind of professional only (HUD FHEO-2020-01: reliable documentation may come from any health care professional who knows the disability; 42 U.S.C. §3604(f)(3)(B))',
    re: `\\bonly (?:accept|accepts|take|takes|honou?r|honou?rs|recogni[sz]e|recogni[sz]es|consider|considers|allow|allows)\\b[^|]{0,30}?\\b${ABOUT}\\b[^|]{0,20}?\\b${LETTER}\\b (?:from|by|signed by|written by) (?:a |an |your |licensed |board certified )*${ONE_KIND}\\b|\\b${ABOUT} ${LETTER} (?:must|have to|has to|need to|needs to|should) (?:come|be) (?:from|signed by|written by) (?:a |an |your |licensed |board certified )*${ONE_KIND}\\b|\\b${ABOUT} ${LETTER} (?:from|by) ${OTHER_WRITERS}\\b[^|]{0,30}?\\b(?:are not|arent|is not|isnt|will not be|wont be|not) (?:accepted|valid|considered|honou?red|enough|sufficient)\\b`,
  },
  {
    id: 'breed-limit-on-aid',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: [
      'pit',
      'rottweiler',
      'doberman',
      'shepherd',
      'akita',
      'chow',
      'husk',
      'mastiff',
      'breed',
      'weight',
      'size',
      'height',
      'species',
      'limit',
      'restriction',
      'lb',
      'pound',
    ],
    reason:
      'Holds a breed, size or weight limit against an assistance animal (HUD FHEO-2020-01; 24 CFR §100.202(d): only the animal’s own conduct may be a direct threat)',
    re: `\\b${BREEDS}\\b[^|]{0,30}?\\b(?:${BANNED})\\b[^|]{0,20}?\\b${REGARDLESS}\\b[^|]{0,40}?\\b(?:${ANIMAL}|assist|assists|disability|disabilities|accommodation)\\b|\\b${BREEDS} (?:apply|applies|still apply) to (?:all |every |any )?(?:animals (?:including|incl) )?${ANIMAL}|${LIMITS_REACH}`,
  },
  {
    id: 'accommodation-request-denied',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: ['denied', 'refused', 'rejected', 'turned down', 'declined'],
    reason:
      'Reports a request for an accommodation or a modification a disability needs as denied (42 U.S.C. §3604(f)(3)(A)-(B); 24 CFR §100.203-100.204; HUD/DOJ Joint Statement, 2004)',
    // One bracket may sit between the request and the verdict ("(doctor's letter attached)").
    re: `\\b${ASKED}${NEEDED}\\b[^|]{0,60}?(?:\\| [^|]{0,50}?\\| ?)?[^|]{0,10}?\\b${DENIED}\\b`,
  },
]);
