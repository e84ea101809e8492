import type { StandaloneRule } from './standalone-rules';

/**
 * Disability said in other words: questions a leasing reply or chat asks about a handicap, fees and
 * refusals aimed at assistance animals, and steering of people with disabilities elsewhere.
 * - 24 CFR §100.202(c): no inquiry whether an applicant has a handicap or into its nature or severity
 *   (asking whether they can meet the tenancy's terms is allowed; inquiry-rules.ts ALLOWED_INQUIRY).
 * - HUD FHEO-2020-01 and 24 CFR §100.204: an assistance animal is not a pet; no pet fee, deposit or
 *   pet rent may be charged for it, and a "no pets" rule must yield to it.
 * - 24 CFR §100.70(c): discouraging a person from a dwelling because of handicap is steering.
 * Left alone: "no pets" alone, "pet deposit waived for assistance animals", "walk-in shower",
 * "can you meet the rent and lease terms?", "elevator to the upper floors".
 */

const PERSON =
  '(?:you|he|she|they|your (?:son|daughter|child|kid|partner|spouse|husband|wife|roommate|mother|father)|anyone (?:in your household|living with you)|any of you)';
const MEDS =
  '(?:medications?|meds|medicine|psychiatric (?:drugs|medication)|antidepressants?|antipsychotics?|insulin|methadone|suboxone)';
const ANIMALS =
  '(?:emotional support (?:animals?|dogs?|cats?|pets?)|esas?|service (?:animals?|dogs?)|assistance (?:animals?|dogs?)|support (?:animals?|dogs?)|therapy (?:animals?|dogs?)|guide dogs?|seeing eye dogs?)';
const FEE = '(?:pet (?:fees?|deposits?|rent)|fees?|deposits?|pet charges?|animal fees?)';
const DISABLED =
  '(?:(?:people|folks|tenants|residents|applicants|renters|those|anyone|someone|persons|families) (?:in wheelchairs?|on crutches|with (?:disabilities|a disability|mobility (?:issues|problems|limitations|impairments|challenges)|walkers|canes|wheelchairs|mental (?:illness|health (?:issues|conditions))|special needs|health (?:issues|problems))|who (?:use|need|rely on) (?:a )?(?:wheelchairs?|walkers?|canes?|mobility aids?))|wheelchair users|disabled (?:people|folks|tenants|residents|applicants|renters))';

export const DISABILITY_PARAPHRASE_RULES: readonly StandaloneRule[] = [
  {
    // "What's your diagnosis?", "do you take any medication?", "can you walk stairs without help?".
    id: 'handicap-question',
    needs: ['diagnos', 'medic', 'meds', 'without help', 'without assistance', 'on your own', 'unassisted'],
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    re: new RegExp(
      `\\b(?:whats|what is|what are) (?:your|his|her|their) (?:diagnos[ie]s|medical (?:conditions?|history)|conditions?|disabilit(?:y|ies)|illness(?:es)?)|(?:do|does|are|is) ${PERSON} (?:take|taking|on|using|use|need|require|prescribed)(?: any)? ${MEDS}|what ${MEDS} (?:do|does|are|is) ${PERSON}|(?:can|could|are|is|do|does) ${PERSON} (?:able to )?(?:walk(?: up)?|climb|manage|do|handle|use|get up|go up)(?: (?:the|\\d+|two|three|four|five|several|multiple|a few))? (?:stairs|steps|flights?)(?: of stairs)? (?:without (?:help|assistance|a cane|aid|support)|on (?:your|his|her|their) own|unassisted)`,
      'g',
    ),
  },
  {
    // "ESAs not accepted", "no pets, no exceptions, including emotional support animals".
    id: 'assistance-animal-refused',
    needs: ['esa', 'support', 'service', 'assistance', 'therapy', 'guide dog', 'seeing eye'],
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    re: new RegExp(
      `\\b(?:${ANIMALS} (?:are |is )?(?:not (?:accepted|allowed|permitted|honored|recognized)|prohibited|banned|excluded)|no exceptions?[^|]{0,25}\\b(?:including|incl|even|not even|even for) ${ANIMALS}|(?:no|not even) ${ANIMALS}(?! (?:are |is )?(?:welcome|allowed|exempt|excepted|accommodated)))\\b`,
      'g',
    ),
  },
  {
    // "Pet fee applies to service dogs", "service animals subject to pet deposit".
    id: 'assistance-animal-fee',
    needs: ['fee', 'deposit', 'pet rent', 'charge'],
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    re: new RegExp(
      `\\b(?:${FEE} (?:also |still )?(?:applies|apply|applied|charged|required|due) (?:to|for|on) (?:all )?${ANIMALS}|${ANIMALS} (?:are |is )?(?:also |still )?(?:subject to|pay|must pay|charged|require|owe) (?:a |an |the )?(?:\\d+ )?${FEE})\\b`,
      'g',
    ),
  },
  {
    // "People in wheelchairs would be happier at our other property", "the upper floors aren't for
    // folks with mobility issues".
    id: 'handicap-steered',
    needs: ['wheelchair', 'disab', 'mobility', 'walker', 'cane', 'crutches', 'special needs', 'mental'],
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr10070',
    re: new RegExp(
      `\\b(?:${DISABLED} (?:would|will|might|may|could) (?:be|feel) (?:happier|better off|more comfortable|better served|better suited|more at home) (?:at|in|with|on) (?:our |the |a |another |a different )|(?:isnt|arent|is not|are not|not) (?:really |meant |intended |designed |set up )?(?:for|suited to|suitable for|right for) ${DISABLED})`,
      'g',
    ),
  },
];
