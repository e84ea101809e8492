import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Disability asked about, proved or held against an applicant, and accommodations refused outright,
 * without the class noun a pattern waits for (health-rules.ts reads health and independence questions;
 * assistance-animals.ts and accommodation-*.ts the accommodation requests).
 * - An injury or device asked about: "what happened to your leg?", "why do you use a cane" (24 CFR
 *   §100.202(c)).
 * - Asking what the disability or medication is: "ask what their disability is and what medication
 *   they take" (24 CFR §100.202(c): no inquiry into the nature or severity of a disability). Left
 *   alone: "ask what accommodation they need".
 * - Proof of sobriety or stability demanded: "must prove two years of sobriety", "a letter proving you
 *   are stable" (24 CFR §100.201: recovery from addiction and mental illness are disabilities;
 *   §100.202(c)). Left alone: "show two years of stable income".
 * - "reject applicants who cannot show they are able to live independently" (24 CFR §100.202(c)).
 * - People in recovery barred: "anyone in a recovery program for alcoholism must wait two years" (24 CFR
 *   §100.201(a)(2)).
 * - Disability income counted only with a doctor's certificate of recovery: "SSDI counts only if your
 *   doctor certifies you're returning to work" (24 CFR §100.130(b), §100.202(c)).
 * - Mobility aids kept out of the halls: "power wheelchairs may not be driven in hallways" (24 CFR
 *   §100.204: reasonable accommodation; §100.202(b)). Left alone: "scooters may not be ridden in the
 *   hallways" (a toy, not a mobility aid).
 * - "no exceptions for service animals" (24 CFR §100.204; HUD FHEO-2020-01).
 */
const BODY =
  '(?:leg|legs|arm|arms|hand|hands|eye|eyes|foot|feet|back|face|knee|knees|hip|hips|spine|ear|ears|fingers?|head|brain|lungs?|heart)';
const DEVICE =
  '(?:wheelchair|cane|walker|crutches|hearing aids?|oxygen|scooter|prosthetic|service dog|guide dog)';
const AID =
  '(?:mobility scooters?|power wheelchairs?|electric wheelchairs?|motorized wheelchairs?|power chairs?|wheelchairs?|walkers?|rollators?|mobility aids?|mobility devices?)';

export const DISABILITY_SCREEN_RULES: readonly StandaloneRule[] = phraseRules([
  {
    // "Can I ask what happened to your leg?", "how did you lose your arm", "why do you use a cane".
    id: 'injury-inquiry',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: [
      'what happened to',
      'how did',
      'how you',
      'how he',
      'how she',
      'how they',
      'why do you',
      'why does',
      'wrong with',
      'diagnosis',
      'condition',
      'disability',
      'illness',
      'injury',
    ],
    reason: "Asks about the nature of an applicant's disability or injury (24 CFR §100.202(c))",
    re: `\\b(?:what happened to (?:your|his|her|their) ${BODY}|how (?:did )?(?:you|he|she|they) (?:lose|lost|hurt|injure|injured|break|broke|damage|damaged) (?:your|his|her|their) (?:${BODY}|sight|hearing|vision)|why (?:do you|does (?:he|she|your [a-z]+)) (?:use|need|have) (?:a |an |the )?${DEVICE}|whats wrong with (?:your|his|her|their) ${BODY}|(?<!\\b(?:never|not|dont|do not|wont|will not) )(?:ask|know|tell me|share|asking) what (?:your|his|her|their) (?:diagnosis|medical condition|disability|illness|injury) (?:is|was)|(?:is|whether) (?:your|his|her|their) (?:medical )?(?:condition|disability|illness|injury) (?:is )?(?:permanent|temporary|contagious|curable|going to get (?:better|worse)))\\b`,
  },
  {
    id: 'ask-what-disability',
    category: 'handicap',
    kind: 'exclude',
    // Cited as Part 100, not §100.202: the engine lets a §100.202 finding go when its clause asks about
    // qualifying for an accessible unit (§100.202(c)(2)), but "what their disability is" asks the nature
    // of it, which no §100.202(c) exception allows.
    source: 'cfr100',
    needs: ['disabilit', 'diagnos', 'medication', 'meds', 'prescription', 'condition', 'illness'],
    reason: 'Asks the nature of a disability or the medication taken (24 CFR §100.202(c))',
    // Not a question the writer says is never asked: "we never ask what your diagnosis is".
    re: '(?<!\\b(?:never|not|dont|do not|wont|will not) )\\bask(?:s|ing)?(?: (?:them|the caller|the applicant|applicants|callers|him|her))? (?:what|which|about) (?:their|his|her|your|the) (?:disability|disabilities|diagnosis|diagnoses|medical condition|illness|medications?|meds|prescriptions?)\\b|\\bwhat (?:medications?|meds|prescriptions?) (?:they|you|he|she) (?:take|takes|are on|is on|use)\\b',
  },
  {
    id: 'prove-sobriety-or-stability',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: ['sobriety', 'sober', 'stable', 'cured', 'mentally'],
    reason: 'Demands proof of sobriety or mental stability (24 CFR §100.201, §100.202(c))',
    re: '\\b(?:prove|proves|proving|proof|show|shows|showing|demonstrate|demonstrating|certify|certifying|document|documenting)(?: (?:of|that))?(?: (?:you|they|he|she|the tenant|the applicant) (?:are|is|re|have been|has been))? (?:(?:one|two|three|six|twelve|\\d+) (?:years?|months?) of )?(?:sobriety|sober|stable|stability|cured|mentally (?:fit|stable|sound|well))\\b(?! (?:income|employment|job|work|rental|housing|tenancy|references?|credit|finances|address))',
  },
  {
    // "reject applicants who cannot show they are able to live independently" (24 CFR §100.202(c)).
    id: 'able-to-live-independently',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: ['independently'],
    reason: 'Asks whether an applicant can live independently (24 CFR §100.202(c))',
    re: '\\b(?:able to|capable of|can|could|cannot|can ?not|cant|unable to) (?:live|living) independently\\b',
  },
  {
    // "anyone in a recovery program for alcoholism must wait two years" (24 CFR §100.201(a)(2)).
    id: 'recovery-program-barred',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: ['recovery', 'rehab', 'treatment'],
    reason: 'Bars people in recovery, a disability (24 CFR §100.201(a)(2), §100.202)',
    re: '\\b(?:in|attending|completed|finished) (?:a |an )?(?:recovery|rehab|rehabilitation|treatment|12 step) program\\b[^|]{0,60}?\\b(?:must wait|cannot apply|cant apply|may not apply|not eligible|ineligible|need not apply|will be denied|are denied|is denied)\\b',
  },
  {
    id: 'disability-income-doctor',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['ssdi', 'ssi', 'disability'],
    reason:
      'Counts disability income only with a doctor\u2019s word on recovery (24 CFR §100.130(b), §100.202(c); 42 U.S.C. §3604(f))',
    re: '\\b(?:ssdi|ssi|disability (?:income|benefits|payments|pension|checks?)|social security disability)\\b[^|]{0,60}?\\b(?:unless|until|only if|only when)\\b[^|]{0,30}?\\b(?:doctor|physician|medical|psychiatrist|therapist)\\b[^|]{0,30}?\\b(?:certif|confirm|state|verif|letter|note|say|clear|sign)',
  },
  {
    id: 'mobility-aid-barred',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: ['wheelchair', 'scooter', 'walker', 'rollator', 'power chair', 'mobility'],
    reason: 'Keeps mobility aids out of the common areas (24 CFR §100.202(b), §100.204)',
    re: `\\b${AID}\\b[^|]{0,30}?\\b(?:may not|cannot|can not|must not|are not allowed to|is not allowed to|not permitted to) (?:be )?(?:driven|used|operated|ridden|brought|taken)\\b|\\bmust (?:park|leave|store) (?:them|their ${AID}) outside\\b`,
  },
  {
    // "no exceptions for service animals" (24 CFR §100.204; HUD FHEO-2020-01).
    id: 'no-exception-assistance-animals',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: ['exception'],
    reason: 'Refuses the accommodation for assistance animals (24 CFR §100.204; FHEO-2020-01)',
    re: '\\bno exceptions? (?:for|made for|even for) (?:any )?(?:service|assistance|support|emotional support|therapy) (?:animals?|dogs?|pets?)\\b',
  },
]);
