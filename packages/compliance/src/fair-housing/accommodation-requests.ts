import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Accommodation requests turned down in a record's words ("request to move your due date to match
 * your SSDI deposit: denied"; "the deaf applicant asked to be screened by text; declined"; "request
 * to build a ramp denied because it would spoil the curb appeal"), an assistance animal's letter
 * accepted but the animal still counted as a pet, and a doctor's note that an applicant can live on
 * their own. 42 U.S.C. §3604(f)(3)(A)-(B); 24 CFR §100.203 (modifications), §100.204 and the HUD/DOJ
 * Joint Statement on Reasonable Accommodations (2004) (a due date moved to a benefit's deposit, a text
 * channel for a deaf applicant); HUD FHEO-2020-01 (an assistance animal is no pet: no pet cap, pet rent
 * or deposit); 24 CFR §100.202(c) (no inquiry whether an applicant can live independently). Left alone:
 * a request granted, a denial with no disability in the request ("request to repaint: denied"), pets
 * counted toward a pet cap, a doctor's note for a lease break.
 */
// What the request holds that ties it to a disability.
const DISABILITY_CUE =
  '(?:ssdi|ssi|disability|disabled|deaf|hard of hearing|blind|low vision|wheelchair|walker|ramp|grab bars?|handrails?|stair ?lift|text instead of (?:a )?(?:phone|call)|by text|tty|relay|interpreter|asl|large print|braille|live in aide|aide|caregiver|reserved (?:parking )?(?:spot|space)|accessible (?:parking|spot|space|unit)|(?:spot|space|stall) (?:near|by|close to|closest to|next to|in front of|beside) the (?:entrance|front door|door|elevator|lobby|ramp)|(?:closer|nearer|closest) (?:parking )?(?:spot|space|stall)|ground floor|first floor unit|service (?:animal|dog)|support (?:animal|dog|cat)|assistance animal|medical)';
const REQUEST =
  '(?:request(?:ed|s)? (?:to|for|that|a|an)|asked (?:to|for|if|that|us to)|asks (?:to|for|if|that)|asking (?:to|for|if|that))';
const DENIED =
  '(?<!(?:never|not|rarely|wont be|will not be|isnt|is not|nothing (?:was|is|has been)|none (?:was|were)) )(?:denied|declined|refused|rejected|turned down|not approved|not granted|disapproved)';

// A request granted on the way ("requested a ramp and we installed it; nothing was denied").
const NOT_GRANTED =
  '(?:(?!\\b(?:approved|granted|installed|provided|agreed|accepted|built|allowed|fixed|added)\\b)[^|])';

const LETTER =
  '(?:(?:therapists?|doctors?|providers?|physicians?|psychiatrists?|psychologists?|counselors?|counsellors?|clinicians?|nurse practitioners?|esa|medical) (?:letter|note|documentation|paperwork|verification))';
const STILL_PET =
  '(?:counts? (?:toward|towards|against|as one of) (?:the |your |our )?(?:[a-z0-9]+ )?pet (?:cap|limit|maximum|max|allowance)|pet (?:rent|deposit|fees?) (?:still )?(?:applies|apply|is due|are due|will be charged|is charged|still applies))';

const INDEPENDENT =
  '(?:live|living|manage|managing|care for (?:themselves|yourself|himself|herself)) (?:on (?:their|your|his|her) own|independently|alone|by (?:themselves|yourself|himself|herself)|without (?:help|assistance|support|a caregiver|an aide))';

export const ACCOMMODATION_REQUEST_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'accommodation-request-denied',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: [
      'denied',
      'declined',
      'refused',
      'rejected',
      'turned down',
      'not approved',
      'not granted',
      'disapproved',
    ],
    reason:
      'Denies a requested accommodation or modification a disability needs (42 U.S.C. §3604(f)(3); 24 CFR §100.203, §100.204; HUD/DOJ Joint Statement, 2004)',
    // The denial may follow in the next clause of a record ("…: denied", "…; declined").
    re: `\\b${REQUEST}(?=[^|]{0,90}?\\b${DISABILITY_CUE}\\b)${NOT_GRANTED}{0,120}?(?:\\| ?(?:[a-z]+ ){0,2}?)?\\b${DENIED}\\b`,
  },
  {
    id: 'assistance-animal-counted-as-pet',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: ['letter', 'note', 'documentation', 'paperwork', 'verification'],
    reason:
      'Accepts an assistance animal’s letter but counts the animal as a pet or charges pet rent (HUD FHEO-2020-01; 24 CFR §100.204)',
    re: `\\b${LETTER}\\b[^|]{0,80}?\\b(?:but|though|however|yet|still)\\b[^|]{0,60}?\\b${STILL_PET}\\b|\\b(?:even with|despite|regardless of|with or without) (?:your |a |the |his |her |their |any )?${LETTER}\\b[^|]{0,80}?\\b${STILL_PET}\\b`,
  },
  {
    id: 'proof-of-independent-living',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: [
      'independent',
      'on their own',
      'on your own',
      'on his own',
      'on her own',
      'alone',
      'by themselves',
      'by yourself',
      'by himself',
      'by herself',
      'without help',
      'without assistance',
      'without support',
      'without a caregiver',
      'without an aide',
    ],
    reason:
      'Asks an applicant to prove they can live on their own (24 CFR §100.202(c): no inquiry into the ability to live independently)',
    re: `\\b(?:(?:doctors?|physicians?|medical|health care provider) (?:note|letter|statement|certificate|certification|clearance|form)|proof|evidence|documentation)\\b[^|]{0,30}?\\b(?:confirming|stating|showing|proving|certifying|saying|that|of (?:the )?ability to)\\b(?: that)?(?: (?:they|you|the applicant|applicants|he|she|the tenant) (?:can|are able to|is able to|could))? ${INDEPENDENT}\\b`,
  },
]);
