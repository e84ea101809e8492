import { classWords } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Harassment complaints a landlord says it will not act on: "complaints about the super's comments to
 * female residents are personal matters and will not be handled by management", "reports of racial
 * slurs between neighbours are a private matter". 24 CFR §100.7(a)(1)(ii)-(iii): a housing provider is
 * liable for failing to take prompt action to correct and end harassment by its employee or agent, or
 * by a third party it could correct; §100.600(a)(2) defines hostile-environment harassment by class;
 * a notice that it will not act states a limitation (42 U.S.C. §3604(b), (c)). The grammar: a complaint
 * or report about conduct marked by a class, then the landlord's refusal to act on it.
 * Left alone: "complaints about noise are handled between neighbours first", "harassment complaints are
 * investigated within 48 hours", "reports about female residents' parking go to the office".
 */
const COMPLAINT =
  '(?:complaints?|reports?|grievances?|concerns?|allegations?|incidents?)(?: (?:from|by) (?:[a-z]+ ){0,2}?)? (?:about|of|regarding|against|over|involving|concerning)';
// Conduct marked by a class: sexual conduct or harassment at large (sex), slurs by race, and so on.
const CONDUCT: Partial<Record<ProtectedClass, string>> = {
  sex: '(?:sexual|harass(?:ment|ing|ed)?|advances|catcall(?:s|ing)?|groping|touching|(?:comments?|remarks?|jokes?|texts?|messages?) (?:to|about|toward|towards|on|at) (?:female|women|woman|ladies|girls|her)|female (?:residents?|tenants?|renters?))',
  race: `(?:racial|racist|racially|slurs?|n word|hate speech|${classWords('race', false)})`,
  religion: `(?:religious|anti ?semitic|antisemitism|islamophobic|islamophobia|${classWords('religion', false)})`,
  national_origin: `(?:ethnic slurs?|xenophobic|anti immigrant|${classWords('national_origin', false)})`,
  sexual_orientation: '(?:homophobic|anti gay|gay slurs?)',
  gender_identity: '(?:transphobic|anti trans|misgendering|deadnaming)',
};
// The landlord declining to act: a personal or private matter, not handled, not its concern.
const DISMISS =
  '(?:(?:are|is|will be|be|remain) (?:considered |treated as |viewed as )?(?:a |strictly )?(?:personal|private|civil|interpersonal) (?:matters?|issues?|business|disputes?)|(?:will|shall|would) not be (?:handled|addressed|investigated|acted (?:up)?on|looked into|responded to|pursued|taken up)|(?:are|is) not (?:handled|addressed|investigated|acted on)|(?:are|is) not (?:managements|the landlords|our|the offices|the hoas|the boards) (?:concern|problem|business|responsibility|job)|management (?:will not|wont|does not|doesnt|cannot|cant) (?:handle|address|investigate|intervene|get involved|act|take action)|(?:must|should|need to|have to) be (?:worked out|resolved|settled|handled) (?:between|among|by) (?:the )?(?:tenants|residents|yourselves|parties|you))';

const REASON =
  'Says harassment complaints will not be acted on (24 CFR §100.7(a)(1)(iii): a provider must take prompt action to end harassment it knows of; §100.600(a)(2))';

export const HARASSMENT_IGNORED_RULES: readonly StandaloneRule[] = (
  Object.entries(CONDUCT) as [ProtectedClass, string][]
).map(([category, conduct]) =>
  phraseRule({
    id: 'harassment-ignored',
    category,
    kind: 'exclude',
    source: 'cfr1007',
    reason: REASON,
    needs: ['complain', 'report', 'grievance', 'concern', 'allegation', 'incident'],
    re: `\\b${COMPLAINT}\\b[^|]{0,80}?\\b${conduct}\\b[^|]{0,80}?\\b${DISMISS}\\b`,
  }),
);

/**
 * The same refusal said of abuse aimed at a trait: "we don't get involved when neighbors call you names
 * over your religion", "slurs about their accent are not our problem" (24 CFR §100.7(a)(1)(iii)). The
 * trait after "over / about / because of your" gives the class.
 * Left alone: "we don't get involved in parking disputes", "management will step in if anyone is
 * harassed over their religion".
 */
const REFUSE_ACT =
  '(?:dont|do not|wont|will not|never|cannot|cant|are not going to|arent going to) (?:get involved|intervene|step in|take sides|do anything|act|take action|mediate|police)';
const NOT_OURS =
  '(?:not (?:our|managements|the boards|the hoas|my) (?:problem|business|concern|job|responsibility))';
const ABUSE =
  '(?:call (?:you|them|her|him|people) names|calls? (?:you|them|her|him) names|called (?:you|them|her|him) names|names|slurs?|insults?|insulting|harass(?:es|ed|ing|ment)?|threat(?:en|ens|ened|ening|s)?|bull(?:y|ies|ied|ying)|mock(?:s|ed|ing)?|taunt(?:s|ed|ing)?|yell(?:s|ed|ing)? at (?:you|them|her|him)|comments?|jokes?)';
const TRAIT: Partial<Record<ProtectedClass, string>> = {
  religion:
    '(?:religion|faith|beliefs|hijab|headscarf|turban|yarmulke|kippah|church|mosque|synagogue|temple)',
  race: '(?:race|skin|skin color|skin colour)',
  national_origin: '(?:accent|origin|nationality|ethnicity|country|home country|language|immigration status)',
  handicap: '(?:disability|wheelchair|service (?:dog|animal)|walker|hearing aids?|condition)',
  familial_status: '(?:kids|children|baby|toddlers?)',
  sexual_orientation: '(?:sexuality|sexual orientation|same sex partner|girlfriend|boyfriend)',
  gender_identity: '(?:gender identity|transition|pronouns)',
};
const ABOUT_YOUR = '(?:over|about|because of|for|due to|on account of) (?:your|their|her|his|the)';

export const HARASSMENT_TRAIT_IGNORED_RULES: readonly StandaloneRule[] = (
  Object.entries(TRAIT) as [ProtectedClass, string][]
).map(([category, trait]) =>
  phraseRule({
    id: 'harassment-ignored-trait',
    category,
    kind: 'exclude',
    source: 'cfr1007',
    reason: REASON,
    needs: [
      'involved',
      'intervene',
      'step in',
      'take sides',
      'do anything',
      'action',
      'mediate',
      'police',
      'not our',
      'not managements',
      'not the',
      'not my',
      ' act',
    ],
    re: `\\b${REFUSE_ACT}\\b[^|]{0,60}?\\b${ABUSE}\\b[^|]{0,40}?\\b${ABOUT_YOUR} ${trait}\\b|\\b${ABUSE}\\b[^|]{0,40}?\\b${ABOUT_YOUR} ${trait}\\b[^|]{0,40}?\\b(?:${REFUSE_ACT}|(?:are|is) ${NOT_OURS})\\b`,
  }),
);
