import type { SourceId } from './sources';
import type { RuleKind } from './types';

/**
 * The grammar of preference, limitation and exclusion, as patterns around a class word (the subject).
 * Each is a regular expression over the normalised text (lower case, no accents or apostrophes, words
 * joined by one space, '|' at a sentence or clause end, ',' between list items). `before` patterns must
 * end where the subject starts; `after` patterns start where it ends. The class words come from the
 * vocabularies, so every pattern works for every class: "no X", "X only", "perfect for X".
 */
export type Pattern = { id: string; kind: RuleKind; source: SourceId; side: 'before' | 'after'; re: string };

// Articles and adjectives that may stand between a pattern and its subject ("no young kids",
// "prefer a responsible Christian tenant"); class words are never fillers.
const FILLER =
  '(?:(?:a|an|the|any|some|all|our|your|their|my|more|other|additional|small|little|responsible|quiet|clean|nice|working|professional|prospective|potential|future|new|respectful|good|non|nice|de|los|las|el|la|un|una|unos|unas|ningun|ninguna|que sean) ){0,3}';

// Things commonly excluded beside a class in one list ("no pets, smokers or kids").
const LIST_ITEM =
  '(?:pets?|dogs?|cats?|animals?|smokers?|smoking|smoke|vaping|drugs|parties|party|subletting|sublets?|waterbeds?|felons?|evictions?|students|roommates|kids|children|vouchers|section 8|mascotas|fumadores|perros|gatos|fiestas|animales|ninos|hoa|exceptions)';
const LIST_JOIN = '(?: ,| ,? ?(?:or|and|nor|o|y|ni))';

const NEG =
  '(?:not|never|no longer|dont|doesnt|didnt|wont|cant|cannot|wouldnt|isnt|arent|unable to|refuse to|refuses to|decline to|declines to)';
const VERB =
  '(?:rent|rents|renting|lease|leases|leasing|sell|sells|selling|show|showing|accept|accepts|accepting|allow|allows|allowing|take|takes|taking|accommodate|accommodates|accommodating|consider|considers|considering|welcome|permit|permits|admit|admits|approve|approves|work with|deal with|participate in|participating in|entertain|house|want|process|qualify|be renting|be accepting|be taking)';
const SUITABLE =
  '(?:suitable|suited|appropriate|ideal|safe|designed|intended|recommended|meant|made|built|good|great|a good fit|set up|equipped|geared|right|apto|apta|aptos|aptas|adecuado|adecuada|recomendado|recomendada|ideal|disenado|disenada|pensado|pensada|seguro|segura)';
const SUITS =
  '(?:perfect|perfectly|ideal|ideally|great|suited|suitable|best|excellent|wonderful|made|designed|built|geared|tailored|intended|meant|fit|fitting|optimal|terrific|fantastic|awesome|good|nice|right|well suited|recommended|catering|caters|cater|marketed|aimed|targeted|a dream|dream|perfecto|perfecta|ideal|ideales|excelente|genial|pensado|pensada|disenado|disenada|hecho|hecha|apto|apta|adecuado|adecuada|recomendado|recomendada|opcion|magnifico|magnifica)';
const ONLY = '(?:only|solely|exclusively|strictly|solo|solamente|unicamente|exclusivamente|nomas|nada mas)';
const SEEK =
  '(?:seeking|seeks|seek|looking for|searching for|wants|wanted|prefer|prefers|preferred|preferring|preference for|preference to|preference given to|priority to|priority for|priority given to|give priority to|favor|favors|favoring|reserved for|restricted to|limited to|open only to|available only to|ideal tenant is|ideal tenants are|ideal renter is|ideal buyer is|ideal applicant is|ideal applicants are|ideal resident is|ideal residents are|buscamos|busco|se busca|se buscan|preferimos|prefiero|se prefiere|se prefieren|preferiblemente|preferentemente|de preferencia|exclusivo para|exclusiva para|reservado para|reservada para|limitado a|limitada a|solo para|preferencia a|preferencia para|damos preferencia a)';
const MUST =
  '(?:must be|should be|has to be|have to be|needs to be|need to be|required to be|must identify as|must both be|debe ser|deben ser|tiene que ser|tienen que ser|debe estar|deben estar)';
const PEOPLE_BEFORE_WITHOUT =
  '(?:tenants?|applicants?|renters?|people|persons?|households?|couples?|adults?|those|someone|somebody|buyers?|residents?|occupants?|parejas?|personas?|familias?|inquilinos?|adultos?|quienes)';

export const PATTERNS: readonly Pattern[] = [
  // Exclusions: "no X", "no pets or X", "we don't rent to X", "not suitable for X", "couples without X".
  {
    id: 'no',
    kind: 'exclude',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)(?:no|zero|sin|ni|nada de|prohibido|prohibidos|prohibidas|no se aceptan|no se admiten|no se permiten|no aceptamos|no admitimos|no permitimos|no rentamos a|no alquilamos a|no se renta a|no se alquila a|no se aceptan|no aceptan|no acepta|no recibimos|no trabajamos con)(?: (?:${LIST_ITEM})${LIST_JOIN}){0,4} ${FILLER}$`,
  },
  {
    id: 'will-not',
    kind: 'exclude',
    source: 'fha3604c',
    side: 'before',
    re: `(?:^|\\s)${NEG}(?: [a-z]+){0,2} ${VERB}(?: (?:to|in|with|from|any|the))* ${FILLER}$`,
  },
  {
    id: 'will-not-es',
    kind: 'exclude',
    source: 'fha3604c',
    side: 'before',
    re: `(?:^|\\s)no (?:se )?(?:aceptan|acepta|aceptamos|admiten|admite|admitimos|permiten|permite|permitimos|rentamos|rentan|renta|alquilamos|alquila|alquilan|recibimos|trabajamos|queremos|se aceptaran)(?: a| con)? ${FILLER}$`,
  },
  {
    id: 'not-suitable',
    kind: 'exclude',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)(?:(?:not|isnt|arent|never|no es|no son|no esta|no|nor) (?:really |very |exactly |the best |a |an |at all )?${SUITABLE}(?: (?:place|home|house|unit|apartment|building|choice|option|match|spot|setting|environment|area))?|(?:not|no es|no son) (?:meant |intended |made )?|unsuitable|inappropriate|unsafe|unfit|inadecuado|inadecuada|peligroso|peligrosa) ?(?:for|para) ${FILLER}$|(?:^|\\s)(?:not|isnt|arent|never|no longer|no esta|no estan) (?:available|open|offered|rented|leased|disponible|disponibles) (?:to|for|para|a) ${FILLER}$`,
  },
  {
    id: 'without',
    kind: 'exclude',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)${PEOPLE_BEFORE_WITHOUT} (?:without|with no|sin) ${FILLER}$`,
  },
  {
    id: 'not-allowed',
    kind: 'exclude',
    source: 'hud1995',
    side: 'after',
    re: '^ (?:(?:are |is |will |shall |may |must |will be |are being |cannot be |can not be )?(?:not|never|no longer|strictly not)(?: be)? (?:allowed|permitted|accepted|welcome|welcomed|considered|eligible|tolerated|entertained|admitted|approved|rented to|housed|an option|ok|okay|qualified)|(?:are |is )?(?:need not (?:apply|inquire|call|respond|bother|ask)|neednt (?:apply|inquire|call|bother)|dont apply|do not apply|please dont apply|please do not apply|should not apply|stay away|keep out|prohibited|forbidden|excluded|banned|barred|unwelcome|unacceptable|rejected|declined|no thanks|no gracias|no permitidos|no permitidas|no aceptados|no aceptadas|no bienvenidos|no admitidos|no se aceptan|no se admiten|no se permiten|prohibidos|prohibidas|abstenerse|abstenganse))(?= |$)',
  },
  // A requirement not to have: "must not have children", "cannot have pets or kids".
  {
    id: 'must-not-have',
    kind: 'exclude',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)(?:(?:must|may|can|should|shall) not|cannot|cant|mustnt|no (?:puede|pueden|debe|deben)) (?:have|bring|tener|traer)(?: (?:${LIST_ITEM})${LIST_JOIN}){0,4} ${FILLER}$`,
  },
  // A contrast that excludes: "for singles, not families", "adults but not kids".
  {
    id: 'but-not',
    kind: 'exclude',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)(?:,|but|y|pero) not ${FILLER}$`,
  },
  // Preferences and limitations: "X only", "only X", "X preferred", "seeking X", "must be X".
  {
    id: 'only',
    kind: 'prefer',
    source: 'fha3604c',
    side: 'before',
    re: `(?:^|\\s)${ONLY}(?: (?:rent|lease|sell|show|accept|consider|take|want|allow|rentamos|aceptamos)(?:s|ing)?)?(?: (?:for|to|para|a))? ${FILLER}$`,
  },
  { id: 'seek', kind: 'prefer', source: 'cfr109', side: 'before', re: `(?:^|\\s)${SEEK} ${FILLER}$` },
  { id: 'must-be', kind: 'prefer', source: 'hud1995', side: 'before', re: `(?:^|\\s)${MUST} ${FILLER}$` },
  {
    id: 'only-after',
    kind: 'prefer',
    source: 'fha3604c',
    side: 'after',
    re: '^ (?:only|exclusively|solely|solamente|unicamente|nomas|exclusivamente|preferred|preferably|prefered|preferable|wanted|needed|sought|need apply|may apply|should apply|apply only|required|a must|are preferred|is preferred|get priority|given priority|have priority|will be given priority|will be given preference|given preference|favored|de preferencia|preferentemente|preferiblemente|preferidos|preferidas|preferido|preferida|solo|sola|solas|exclusive)(?= |$)',
  },
  // Who the home suits: "perfect for X", "ideal para X".
  {
    id: 'suits',
    kind: 'suits',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)${SUITS}(?: [a-z0-9]+){0,2} (?:for|para) ${FILLER}$`,
  },
  // The same with a verb: "suits a mature tenant", "would suit X", "suited to X".
  {
    id: 'suits-verb',
    kind: 'suits',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)(?:would |will |best |perfectly |ideally )?(?:suits|suit|suited to) ${FILLER}$`,
  },
  // Spanish says whom it rents to: "rento cuarto a señora", "se renta a familias" (who the home suits).
  {
    id: 'rent-to-es',
    kind: 'suits',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)(?:rento|renta|rentamos|alquilo|alquila|alquilamos|se renta|se alquila)(?: [a-z]+){0,2} (?:a|para) ${FILLER}$`,
  },
  // Spanish puts the adjective after the place: "comunidad cristiana", "barrio latino".
  {
    id: 'place-es',
    kind: 'describe',
    source: 'cfr109',
    side: 'before',
    re: '(?:^|\\s)(?:barrio|vecindario|comunidad|zona|colonia|hogar|ambiente|edificio|vecindad)(?: (?:muy|mayormente|principalmente|totalmente))? $',
  },
  // Inclusion: harmless for most classes, a hint of preference for some (severity.ts decides).
  {
    id: 'welcome',
    kind: 'welcome',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)(?:welcome|welcomes|welcoming|we welcome|accept|accepts|accepting|we accept|bienvenidos|bienvenidas|aceptamos|se aceptan|se acepta|open to) ${FILLER}$`,
  },
  {
    id: 'welcome-after',
    kind: 'welcome',
    source: 'hud1995',
    side: 'after',
    re: '^ (?:are |is )?(?:welcome|welcomed|encouraged|invited|accepted|ok|okay|considered|allowed|bienvenidos|bienvenidas|aceptados|aceptadas)(?= |$)',
  },
];
