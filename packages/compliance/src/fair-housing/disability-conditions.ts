import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Disability said by what a person takes, hears, uses or needs rather than by a disability word, and the
 * limit put on it (42 U.S.C. §3604(c), (f)(1)-(3); §3602(h) counts a mental impairment and recovery from
 * addiction as a handicap; 24 CFR §100.202(c) forbids asking after or conditioning on the nature of one).
 * Four grammars:
 * - nobody "on psych meds" or "who hears voices": a refusal word before a treatment or a symptom;
 * - recovery welcome "once clean for two years", "off methadone": a waiting time or a medication given
 *   up, asked of people in recovery (§3602(h); HUD/DOJ 2016 statement on medication-assisted treatment);
 * - "residents who rely on walkers will not be offered a contract": a user of an aid and a denial
 *   (§3604(f)(1)-(2), 24 CFR §100.202(a)-(b));
 * - "if you need grab bars, this apartment isn't for you": an accommodation or modification the reader
 *   needs, then the home refused to them (§3604(f)(3); 24 CFR §100.203-.204).
 * Left alone: "no illegal drugs on the property" (current illegal use is not protected, §3602(h)),
 * "residents on MAT are welcome", "if you need grab bars, we install them at no cost", "if you need more
 * space, this studio isn't for you" (no aid or disability named).
 */
const NOBODY =
  '(?:(?:we |i )?(?:dont|do not|wont|will not|never|cannot|cant) (?:rent|lease|sell|show|accept|take) (?:to )?(?:anyone|people|tenants|applicants|renters|residents|those)|no one|noone|nobody|no|none|no tenants?|no residents?|no applicants?|no renters?|no roommates?|no people|not anyone|anyone but those) ';
// Psychiatric treatment, written as ads shorten it (24 CFR §100.202(c): the nature of a disability).
const TREATMENT =
  '(?:on|taking|who takes?|who (?:is|are) on|using) (?:any )?(?:psych|psychiatric|mental health|antipsychotic|anti psychotic|antidepressant|anti depressant|mood stabili[sz]ing|bipolar|anxiety|depression|adhd) (?:meds|medications?|medicines?|drugs|pills|prescriptions)|(?:on|taking) (?:any )?(?:antipsychotics|antidepressants|mood stabili[sz]ers|lithium|benzos|benzodiazepines|seroquel|abilify|risperdal|zoloft|prozac|clozapine)';
// The same people named first and turned away after: "anyone on antidepressants need not apply".
const WHO_ON = '(?:anyone|anybody|people|persons|tenants|applicants|renters|residents|those|roommates)';
const TURNED_AWAY =
  '(?:need not apply|neednt apply|(?:are |is )?not (?:accepted|allowed|welcome|permitted|considered|eligible)|will not be (?:accepted|considered|approved)|wont be (?:accepted|considered|approved)|cannot (?:apply|rent|live here)|(?:should|must|will have to) look elsewhere|please dont apply|please do not apply)';
// Symptoms of a psychiatric condition said of a person.
const SYMPTOM =
  '(?:with|having) (?:a |any )?(?:psychiatric|mental health|psych) (?:history|record|diagnosis|diagnoses|hospitali[sz]ations?)|(?:with|having) a history of (?:mental illness|psychiatric (?:care|treatment|hospitali[sz]ation)|breakdowns|psychosis)|(?:who|that) (?:hears?|hear) voices|(?:who|that) (?:sees?|see) things|(?:who|that) (?:has|have|had) (?:had )?(?:a )?(?:breakdowns?|nervous breakdowns?|psychotic episodes?|episodes|panic attacks|mental health (?:issues|problems|episodes|history)|a psychiatric history|been (?:hospitali[sz]ed|institutionali[sz]ed|committed|sectioned))|(?:who|that) (?:is|are|was|were|has been|have been) (?:in|under) (?:psychiatric|mental health) (?:care|treatment)';

// A waiting time in recovery, or medication-assisted treatment given up, as the condition of a welcome
// (a plain refusal of people on MAT is recovery-and-relay.ts's).
const CONDITION =
  '(?:once|after|if|only if|provided|as long as|so long as|when|until|must|must have|have to|need to)';
const CLEAN_FOR =
  '(?:clean|sober|drug free|substance free|in recovery|abstinent|dry) (?:for )?(?:at least |a minimum of |over |more than |a full |the past |the last )?(?:\\d+|one|two|three|four|five|six|seven|eight|ten|twelve|eighteen|twenty four) (?:full )?(?:years?|months?|yrs?)';
const MAT_DRUGS =
  '(?:methadone|suboxone|subutex|buprenorphine|naltrexone|vivitrol|sublocade|mat|medication assisted treatment)';
const OFF_MAT = `(?:off|no longer (?:on|taking|using)|not (?:on|taking|using)|stopped taking|quit|tapered off|weaned off|free of|done with) ${MAT_DRUGS}`;

// A user of an aid: what HUD and the statute call an auxiliary aid or mobility device.
const PEOPLE =
  '(?:residents?|tenants?|renters?|applicants?|buyers?|owners?|occupants?|guests?|people|persons?|anyone|those|households?|members?)';
const AID =
  '(?:walkers?|rollators?|scooters?|mobility scooters?|wheelchairs?|power chairs?|canes?|white canes?|crutches|oxygen(?: tanks?)?|mobility (?:aids?|devices?)|hearing aids?|guide dogs?|service (?:dogs?|animals?)|prosthetics?|prosthetic (?:legs?|limbs?)|leg braces?|ventilators?|dialysis)';
const USES =
  '(?:who|that) (?:rely on|relies on|use|uses|need|needs|depend on|depends on|get around (?:on|with|in)|gets around (?:on|with|in)|require|requires)';
const DENIED =
  '(?:will not|wont|shall not|cannot|cant|are not|is not|will no longer) (?:be )?(?:offered|eligible|considered|accepted|approved|shown|allowed|permitted|given|sold|leased|rented|renewed|housed)|(?:are|is) (?:ineligible|excluded|barred|disqualified|not welcome)|need not apply|(?:cannot|cant|may not|will not be able to) (?:buy|rent|lease|purchase|apply|live|move in|sign)';

// An accommodation or modification the reader may need (24 CFR §100.203, §100.204).
const ACCOMMODATION =
  '(?:grab bars?|a ramp|ramps|a stair ?lift|stair ?lifts|handrails?|wider doors|wider doorways|a roll in shower|roll in showers|a ground floor unit|a first floor unit|an accessible (?:unit|parking space|entrance)|accessible parking|a reserved (?:parking )?space|a service (?:dog|animal)|an? (?:emotional )?support animal|an esa|a lowered counter|modifications|accommodations|special accommodations|a reasonable accommodation|a live in aide|a caregiver|a visual (?:alarm|doorbell)|a flashing (?:alarm|doorbell))';
const THOSE = '(?:those|them|that|one|it|any|these)';
const NOT_FOR_YOU =
  '(?:(?:this|the|our|my) (?:apartment|unit|home|house|place|building|property|rental|room|condo|complex|flat|suite) |(?:this|it) )(?:isnt|is not|wont be|will not be|is probably not|is just not|really isnt|may not be) (?:for you|right for you|the place for you|the one for you|a (?:good )?fit|your place)|(?:look|try|search|go|shop) (?:somewhere )?elsewhere|(?:please )?(?:dont|do not) (?:apply|bother)|(?:keep|move) (?:looking|on)|(?:we|i) (?:cant|cannot|wont|will not|are unable to|am unable to) (?:help|accommodate|rent to|house) you|find (?:another|a different) (?:place|apartment|unit|home)';

const REASON_PSYCH =
  'Refuses people by a psychiatric treatment or symptom (42 U.S.C. §3602(h), §3604(c), (f); 24 CFR §100.202(c))';
export const DISABILITY_CONDITION_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'no-psychiatric-treatment',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    reason: REASON_PSYCH,
    needs: [
      'med',
      'pill',
      'drug',
      'prescription',
      'antipsych',
      'antidepress',
      'lithium',
      'benzo',
      'stabili',
      'seroquel',
      'abilify',
      'risperdal',
      'zoloft',
      'prozac',
      'clozapine',
    ],
    re: `\\b${NOBODY}(?:[a-z]+ ){0,2}?(?:${TREATMENT})\\b|\\b${WHO_ON} (?:${TREATMENT}) (?:[a-z]+ ){0,2}?${TURNED_AWAY}\\b`,
  },
  {
    id: 'no-psychiatric-symptom',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    reason: REASON_PSYCH,
    needs: [
      'voices',
      'see things',
      'sees things',
      'breakdown',
      'psychotic',
      'episode',
      'panic attack',
      'mental health',
      'psychiatric',
      'hospitali',
      'institutionali',
      'committed',
      'sectioned',
    ],
    re: `\\b${NOBODY}(?:[a-z]+ ){0,2}?(?:${SYMPTOM})\\b|\\b${WHO_ON} (?:${SYMPTOM}) (?:[a-z]+ ){0,2}?${TURNED_AWAY}\\b`,
  },
  {
    id: 'recovery-waiting-time',
    category: 'handicap',
    kind: 'exclude',
    source: 'fha3602h',
    reason:
      'Makes people in recovery wait out a sober period or give up medication-assisted treatment (42 U.S.C. §3602(h), §3604(f); HUD/DOJ 2016 statement on MAT)',
    needs: [
      'clean',
      'sober',
      'drug free',
      'substance free',
      'recovery',
      'abstinent',
      'dry',
      'methadone',
      'suboxone',
      'subutex',
      'buprenorphine',
      'naltrexone',
      'vivitrol',
      'sublocade',
      'mat',
      'medication assisted',
    ],
    re: `\\b${CONDITION} (?:[a-z]+ ){0,4}?(?:been |stayed |remained |be |stay |remain )?${CLEAN_FOR}\\b|\\b(?:${CONDITION}|and|or) (?:[a-z]+ ){0,3}?(?:are |is |be |get |have gotten |have been |has been )?${OFF_MAT}\\b`,
  },
  {
    id: 'aid-users-denied',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    reason:
      'Denies people who use a mobility or other aid (42 U.S.C. §3604(f)(1)-(2); 24 CFR §100.202(a)-(b))',
    needs: [
      'walker',
      'rollator',
      'scooter',
      'wheelchair',
      'power chair',
      'cane',
      'crutches',
      'oxygen',
      'mobility',
      'hearing aid',
      'guide dog',
      'service',
      'prosthetic',
      'brace',
      'ventilator',
      'dialysis',
    ],
    re: `\\b${PEOPLE} ${USES} (?:a |an |their |his |her )?${AID}(?: (?:or|and) (?:a |an )?${AID})?\\b[^|]{0,20}?\\b(?:${DENIED})\\b`,
  },
  {
    id: 'need-accommodation-not-for-you',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100',
    reason:
      'Tells a reader who needs an accommodation or modification that the home is not for them (42 U.S.C. §3604(f)(3); 24 CFR §100.203, §100.204)',
    needs: ['if you need', 'if you require', 'if you will need', 'if youll need'],
    re: `\\b(?:if|in case) you (?:need|require|will need|ll need|would need|use) (?:a |an |any )?${ACCOMMODATION}\\b(?: [a-z]+)?(?: ,)? (?:then )?(?:${NOT_FOR_YOU})\\b`,
  },
  // The accommodation named first, then "if you need those": "Grab bars? If you need them, look elsewhere."
  {
    id: 'accommodation-then-not-for-you',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100',
    reason:
      'Tells a reader who needs an accommodation or modification that the home is not for them (42 U.S.C. §3604(f)(3); 24 CFR §100.203, §100.204)',
    needs: ['if you need', 'if you require'],
    re: `\\b${ACCOMMODATION}\\b(?: \\|)? (?:if|in case) you (?:need|require) ${THOSE}(?: ,)? (?:then )?(?:${NOT_FOR_YOU})\\b`,
  },
]);
