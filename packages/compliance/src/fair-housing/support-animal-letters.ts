import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Limits on who may write an assistance animal's letter that HUD's notice rejects: a provider licensed in
 * the landlord's state, a treating relationship of a year or six months, only a psychiatrist or an MD.
 * HUD FHEO-2020-01 (January 28, 2020) accepts reliable documentation from a health professional with
 * personal knowledge of the disability, without a minimum length of treatment or an in-state licence; a
 * stricter rule denies the accommodation (24 CFR §100.204; 42 U.S.C. §3604(f)(3)(B)).
 * Left alone: "a letter from your provider is enough", "we accept letters from nurse practitioners and
 * therapists licensed in any state", "the doctor has treated the building's residents for years".
 */
const ANIMAL =
  '(?:esa|emotional support (?:animal|dog|cat|pet)?|support animals?|assistance animals?|service (?:animal|dog)s?|therapy (?:animal|dog|cat)s?|animal de apoyo emocional)';
const LIMIT =
  '(?:licensed in (?:this|the|our|texas|florida|[a-z]+) state|(?:licensed|located|practicing|practising) (?:here |only )?in (?:this|our) state|in state (?:doctor|provider|physician|therapist|psychiatrist|license|licence)|(?:who has|whos|that has|who s|has) (?:treated|seen|known|been treating|been seeing) (?:you|him|her|them|the tenant|the applicant) for (?:at least|a minimum of|more than|over|no less than) (?:a|an|one|two|three|six|twelve|\\d+) (?:years?|months?)|(?:only|solely) (?:from|by) (?:a |an )?(?:psychiatrist|medical doctor|md|physician)s?)';

// The letter waved away: "ESA letter or not", "I don't care what your therapist says", "letters don't
// change anything". With a no-pets rule beside it, it refuses the accommodation outright (24 CFR §100.204).
const DISMISS =
  '(?:(?:(?:esa|support animal|service animal|doctors?|therapists?|medical) )?(?:letters?|notes?|paperwork|documentation) or not|(?:i|we) (?:dont|do not) care (?:what|about) (?:your|the|her|his) (?:therapist|doctor|psychiatrist|counsel?lor|letter|note|paperwork|esa|diagnosis)|(?:letters?|notes?|paperwork) (?:dont|do not|wont|will not|doesnt|does not) change (?:anything|that|the rule|a thing)|no importa (?:la carta|lo que diga su (?:terapeuta|medico|doctor)))';
const NO_PETS =
  '(?:no (?:dogs|pets|animals|cats)(?! (?:fee|deposit|rent)s?\\b)|(?:dogs|pets|animals|cats) (?:are )?not allowed|no (?:se permiten|aceptamos) (?:mascotas|perros|animales))';

export const SUPPORT_ANIMAL_LETTER_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'animal-letter-limits',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: [
      'licensed in',
      'in state',
      'treated',
      'seen',
      'known',
      'treating',
      'seeing',
      'psychiatrist',
      'physician',
      'medical doctor',
      'only from',
      'only by',
    ],
    reason:
      "Demands an in-state provider, a long treating relationship or one kind of doctor for an assistance animal's letter (HUD FHEO-2020-01; 24 CFR §100.204)",
    re: `(?<!\\b(?:no|not|never|dont|do not|wont|any)(?: [a-z]+){0,3} )\\b${ANIMAL}\\b[^|]{0,120}?\\b${LIMIT}\\b|\\b${LIMIT}\\b[^|]{0,120}?\\b${ANIMAL}\\b`,
  },
  {
    id: 'animal-letter-dismissed',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: [' or not', 'dont care', 'do not care', 'change', 'no importa'],
    reason:
      "Waves away an assistance animal's letter and keeps the no-pets rule (24 CFR §100.204; HUD FHEO-2020-01)",
    re: `\\b${DISMISS}\\b[^|]{0,100}?(?:\\|[^|]{0,100}?)?\\b${NO_PETS}\\b|\\b${NO_PETS}\\b[^|]{0,100}?(?:\\|[^|]{0,100}?)?\\b${DISMISS}\\b`,
  },
]);
