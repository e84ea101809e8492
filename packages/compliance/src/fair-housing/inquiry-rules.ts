import type { StandaloneRule } from './standalone-rules';

/**
 * Screening questions and inquiries. 24 CFR §100.202(c) forbids asking an applicant whether they, or
 * anyone who will live with them, have a handicap, or its nature or severity; an inquiry that signals
 * a preference by religion, familial status (pregnancy, children planned), national origin, race or a
 * state-protected class (marital status) "indicates a preference, limitation or discrimination" (42
 * U.S.C. §3604(c); 24 CFR §100.75(c)). The grammar is an inquiry (a question to the applicant, a
 * "please disclose / list / indicate" request, a yes/no form field) times a class attribute; state
 * classes keep their state's severity (findings.ts). §100.202(c)'s own exceptions are kept clean: a
 * question that is about qualifying for housing for persons with disabilities, a priority, an
 * accommodation, an accessible unit, or meeting the tenancy's requirements is not read as an inquiry.
 * Normalised text (normalise.ts): lower case, no accents, '?' and ':' end a clause as '|'.
 */

/** The question or request that opens an inquiry, with up to eight words before the attribute. */
const ASK = [
  // "are you", "do you or anyone in your household have", "has anyone in the home been", "what is your"
  '(?:are|do|does|have|has|will|is|were|did) (?:you|anyone|anybody|any (?:of )?(?:you|applicants?|occupants?|household members?))',
  // "do you or anyone who will live in the unit have": the household named after the applicant; the
  // relative clause's words do not count against the gap (§100.202(c)(1)-(3): applicant, occupant).
  '(?:are|do|does|have|has|will|is|were|did) you or (?:anyone|anybody|any(?: other)? (?:household members?|occupants?|members? of your household))(?: (?:who|that)(?: will| would| is going to)? (?:live|reside|stay|be living|be residing)(?: [a-z]+){0,4}?)?',
  '(?:what|which) (?:is|are) (?:your|the applicant s|each occupant s)',
  'whats your',
  // "please disclose any", "list all", "indicate whether", "tell us about"
  '(?:please )?(?:disclose|list|state|indicate|declare|specify|describe|report|identify|write down|write in|fill in|enter|tell (?:us|me)(?: about)?|let (?:us|me) know(?: about)?)',
  // A duty to tell put in the lease or rules: "tenant must tell management of any pregnancy", "residents
  // shall notify the landlord of any disability" (§100.202(c): the same inquiry, made a term; §3604(b)).
  '(?:must|shall|is required to|are required to|has to|have to|agrees? to|needs? to|will need to|is obligated to|are obligated to) (?:promptly |immediately |also )?(?:tell|inform|notify|advise|alert|report to|disclose to)(?: (?:the )?(?:management|landlord|owner|office|manager|association|board|hoa|us|me))?(?: (?:of|about))?',
  // Spanish: "¿tiene usted …?", "¿está embarazada?", "¿cuál es su religión?", "indique su …"
  '(?:tiene|tienen|padece|padecen|sufre|sufren|es|esta|son|estan)(?: usted| ustedes)?',
  'cual es su',
  '(?:indique|declare|especifique|informe)',
].join('|');
const GAP = '(?: [a-z0-9]+){0,8}? ';
const APPLICANT_ASKS_NO =
  '(?!(?<=\\b(?:do|must|should|will) i (?:have to |need to |ever have to |ever need to )?)[^|]*\\| (?:no|nope|never|not at all)\\b)';
/** A yes/no answer field after the attribute: "(Y/N)", "yes / no", "sí/no". */
// A form's check boxes ("☐ Yes ☐ No") leave the two answers side by side once the boxes are dropped.
const YES_NO = '(?: [a-z]+){0,4}?(?: \\|)? (?:y , n|yes , no|yes or no|yes no|si , no|si no|s , n)\\b';

/** §100.202(c)'s allowed questions, and accommodations offered: the whole clause is left alone. */
export const ALLOWED_INQUIRY =
  /\b(?:qualif\w*|eligib\w*|priority|accommodations?|accessible|meet (?:the |all )?(?:tenancy |lease |rental )?(?:requirements|terms|obligations))\b/;

// "Son bienvenidos sin importar su país de origen", "all are welcome regardless of your nationality": the
// attribute named as what does NOT count is an equal-treatment statement, no inquiry (HUD 1995 memo;
// 42 U.S.C. §3604(c) reaches preferences, not their disclaimer).
const NOT_REGARDLESS =
  '(?<!\\b(?:sin importar|independientemente de|sin distincion de|sin tener en cuenta|cualquiera que sea|regardless of|irrespective of|without regard to|no matter) (?:su |sus |your |their |his |her )?)';

const inquiry = (
  id: string,
  category: StandaloneRule['category'],
  needs: readonly string[],
  attribute: string,
  asked = '(?!)',
): StandaloneRule => ({
  id,
  category,
  kind: 'exclude',
  source: 'cfr100202',
  needs,
  reason: 'Asks an applicant about a protected characteristic, which HUD rules forbid in screening',
  // `asked`: an attribute said with its own question ("which church do you attend").
  // An FAQ's own question, put by the applicant and answered no ("Do I have to disclose a disability? No."),
  // asks nothing of anyone (review-27); answered yes, it still reads as the inquiry it announces.
  re: new RegExp(
    `${APPLICANT_ASKS_NO}\\b(?:(?:${ASK})${GAP}${NOT_REGARDLESS}(?:${attribute})\\b|(?:${attribute})${YES_NO}|(?:${asked})\\b)`,
    'g',
  ),
});

export const INQUIRY_RULES: readonly StandaloneRule[] = [
  inquiry(
    'inquiry-handicap',
    'handicap',
    [
      'disab',
      'handicap',
      'medical',
      'mental',
      'psychiatric',
      'medication',
      'prescription',
      'meds',
      'illness',
      'hiv',
      'discapacidad',
      'enfermedad',
    ],
    '(?:a |any )?(?:disability|disabilities|disabled|handicap|handicapped|medical (?:conditions?|history|issues|problems|diagnos[ie]s)|mental (?:illness|illnesses|health (?:conditions?|history|issues|problems|diagnos[ie]s)|disorders?)|psychiatric (?:medications?|history|treatment|conditions?|care|disorders?|diagnos[ie]s)|prescription medications?|medications? (?:taken|used|prescribed)|(?:every |each |all |any )?(?:medications?|prescriptions?|meds) (?:that )?(?:you|the applicant|each occupant|anyone in your household) (?:currently )?(?:take|takes|are taking|use|uses|are on|is on)|chronic (?:illness|illnesses|conditions?)|hiv|discapacidad(?:es)?|enfermedad(?:es)?(?: mental(?:es)?)?|condicion(?:es)? medica(?:s)?)',
  ),
  inquiry(
    'inquiry-religion',
    'religion',
    [
      'religio',
      'faith',
      'church',
      'congregation',
      'denomination',
      'worship',
      'temple',
      'synagogue',
      'mosque',
      'parish',
    ],
    '(?:your |su )?(?:religion|religious (?:affiliation|preference|beliefs?|background)|faith|denomination|religio(?:n|sa|so)|(?:place|house) of worship|church (?:affiliation|membership|home)|congregation)',
    // A church named as a place ("a home near your church") is not asked about; which one they attend
    // or belong to is, and so is their faith asked outright ("what religion are you").
    '(?:which|what) (?:church|congregation|temple|synagogue|mosque|parish|place of worship|religion|faith|denomination) (?:do|does) (?:you|anyone|your [a-z]+)|(?:which|what) (?:church|congregation|temple|synagogue|mosque|parish|place of worship|faith|denomination) (?:you|your (?:family|household)) (?:belong to|attend|go to|worship at|are (?:a )?members? of)|(?:what|which) (?:religion|faith|denomination) (?:are|is) (?:you|your [a-z]+)\\b',
  ),
  inquiry(
    'inquiry-pregnancy',
    'familial_status',
    ['pregnan', 'expecting', 'planning', 'embarazada'],
    'pregnant|pregnancy|pregnancies|expecting (?:a baby|a child)|planning (?:to have|on having) (?:a baby|a child|children|kids|more children|more kids)|embarazada',
  ),
  inquiry(
    'inquiry-origin',
    'national_origin',
    [
      'nationality',
      'national origin',
      'country of',
      'ethnicity',
      'ancestry',
      'born',
      'language',
      'tongue',
      'where are you',
      'country',
      'nacionalidad',
      'pais de',
    ],
    '(?:your |su )?(?:nationality|national origin|country of (?:birth|origin)|ethnicity|ethnic background|ancestry|born in (?:this country|the us|the u s|america)|nacionalidad|pais de (?:origen|nacimiento)|(?:native|first|mother) (?:language|tongue))',
    // "Where were you born?", "What country are you from?": the origin asked with its own question.
    '(?:where (?:were|was) (?:you|your [a-z]+) born|where are you (?:originally )?from|what country (?:are|is|were|was) (?:you|your [a-z]+) (?:originally )?from|(?:what|which) country (?:do|did) (?:you|your [a-z]+) (?:come|immigrate|emigrate) from)',
  ),
  // "How many children do you have?", "ages of your children": the household's children counted or aged
  // (42 U.S.C. §3602(k); the Keating standard counts occupants, never children).
  inquiry(
    'inquiry-children',
    'familial_status',
    ['how many', 'ages of', 'age of', 'number of'],
    '(?!)',
    '(?:how many (?:children|kids|minors|dependents|little ones)(?: under [0-9]+)? (?:do|will|would|does) (?:you|your [a-z]+)|(?:ages?|number) of (?:your|any|the applicant s) (?:children|kids|minors))',
  ),
  inquiry(
    'inquiry-race',
    'race',
    ['race', 'racial', 'raza'],
    '(?:your |su )?(?:race|racial background|raza)',
  ),
  inquiry(
    'inquiry-marital',
    'marital_status',
    ['marital', 'married', 'divorced', 'estado civil', 'casad'],
    '(?:your |su )?(?:marital status|married|divorced|separated|estado civil|casad[oa]s?)',
  ),
  // "What is your gender identity?", "sex assigned at birth": HUD 2021 (sex includes gender identity).
  inquiry(
    'inquiry-gender-identity',
    'gender_identity',
    ['gender', 'assigned', 'biological sex'],
    '(?:your |su )?(?:gender identity|sex assigned at birth|assigned sex|biological sex|identidad de genero)',
  ),
  inquiry(
    'inquiry-orientation',
    'sexual_orientation',
    ['orientation'],
    '(?:your |su )?sexual orientation|orientacion sexual',
  ),
];

/** The clause of the normalised text that holds offset `at` (clauses end at '|'). */
export const clauseAt = (s: string, at: number): string => {
  const end = s.indexOf('|', at);
  return s.slice(s.lastIndexOf('|', at) + 1, end === -1 ? s.length : end);
};
