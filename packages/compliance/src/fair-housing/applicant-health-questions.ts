import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Questions to an applicant or tenant about a diagnosis, medication, a disability or mental health: 24 CFR
 * §100.202(c) bars asking whether an applicant has a handicap or about its nature or severity (42 U.S.C.
 * §3604(f)). Frames: "what's the diagnosis?", "are you on any meds?", "have you ever been hospitalized?",
 * "¿usted toma medicamentos para los nervios?". The questions 100.202(c) allows (whether the applicant can
 * meet the tenancy's terms, a unit for people with disabilities) and statements are left alone: "we never
 * ask about your diagnosis", "the unit has grab bars and a roll-in shower", "the clinic fills prescriptions".
 */
const WHO = '(?:you|he|she|they|your (?:son|daughter|husband|wife|partner|child|kid|roommate))';
const QUESTION = [
  // "what's the diagnosis exactly", "what is his condition"
  `(?:whats|what is|what was|what s) (?:the|your|his|her|their) (?:exact |actual |medical )?(?:diagnosis|condition|disability|illness|disorder|mental (?:illness|health (?:issue|condition|problem)))`,
  // "do you take any medication", "is she on meds", "are you taking psych meds"
  `(?:do|does|did) ${WHO} (?:take|takes|use|need|have) (?:any )?(?:prescription |psych |psychiatric |mental health )?(?:medications?|meds|pills|antidepressants|antipsychotics|lithium|methadone)`,
  `(?:are|is|were|was) ${WHO} (?:on|taking|prescribed) (?:any )?(?:prescription |psych |psychiatric |mental health )?(?:medications?|meds|pills|antidepressants|antipsychotics|lithium|methadone)`,
  // "have you ever been hospitalized", "has he been diagnosed with anything"
  `(?:have|has) ${WHO} (?:ever )?(?:been (?:diagnosed|hospitali[sz]ed|institutionali[sz]ed|committed|treated for|in (?:rehab|treatment|therapy))|had (?:a )?(?:mental|psychiatric|nervous) (?:illness|condition|breakdown|history))`,
  `(?:do|does) ${WHO} have (?:any |a )?(?:history of )?(?:mental (?:illness|health (?:issues|problems|conditions))|psychiatric (?:history|conditions?|problems)|disabilit(?:y|ies)|medical conditions?)`,
  // Spanish: "¿usted toma medicamentos?", "¿cuál es su diagnóstico?", "¿tiene alguna discapacidad?"
  '(?:usted |tu |el |ella )?(?:toma|tomas|esta tomando|estas tomando) (?:usted |algun |alguna )?(?:medicamentos?|medicinas?|pastillas|antidepresivos)',
  '(?:cual es) (?:su|tu|el) diagnostico',
  '(?:tiene|tienes|padece|padeces) (?:usted |alguna |algun )*(?:discapacidad|enfermedad mental|problemas? (?:mentales|de nervios|psiquiatricos)|diagnostico)',
].join('|');
// Not a question the writer says they never ask: "we never ask what your diagnosis is".
const NOT_ASKED =
  '(?<!\\b(?:never|not|dont|wont|cannot|cant|may not|will not|do not|no) (?:ask|asks|asking|inquire|inquiring|require|preguntamos|pregunta)\\b[^|]{0,30})';

export const APPLICANT_HEALTH_QUESTION_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'applicant-health-question',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100202',
    needs: [
      'diagnos',
      'condition',
      'disabilit',
      'illness',
      'disorder',
      'mental',
      'medication',
      'meds',
      'pills',
      'antidepress',
      'antipsych',
      'lithium',
      'methadone',
      'hospitali',
      'institutionali',
      'committed',
      'rehab',
      'therapy',
      'psychiatric',
      'medicament',
      'medicina',
      'pastillas',
      'discapacidad',
      'enfermedad',
      'nervios',
    ],
    reason:
      'Asks an applicant or tenant about a diagnosis, medication or disability (24 CFR §100.202(c); 42 U.S.C. §3604(f))',
    re: `${NOT_ASKED}\\b(?:${QUESTION})\\b`,
  },
]);
