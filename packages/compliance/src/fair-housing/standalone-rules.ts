import type { SourceId } from './sources';
import type { ProtectedClass, RuleKind } from './types';

/**
 * Rules that are a whole phrase rather than a pattern around a class word: numeric limits on children,
 * a required ability, church attendance, language, employment income, ages. Regular expressions over
 * the normalised text (see patterns.ts). `age` marks an age in the first group, judged by ageRule.
 */
export type StandaloneRule = {
  id: string;
  category: ProtectedClass;
  kind: RuleKind;
  source: SourceId;
  re: RegExp;
  severity?: 'block' | 'warn';
  age?: boolean;
  reason?: string;
  /** Cheap check first: the rule can only match a text that holds one of these. */
  needs: readonly string[];
  /** Lawful in housing that states the HOPA exemption (42 U.S.C. §3607(b)): not read there. */
  hopaExempt?: boolean;
};

/** A rule written with its regular expression as source text, compiled by phraseRule. */
export type PhraseRule = Omit<StandaloneRule, 're'> & { re: string };
/** Compiles a rule's source once, at module load, as a global regex (the engine reads every match). */
export const phraseRule = ({ re, ...rule }: PhraseRule): StandaloneRule => ({
  ...rule,
  re: new RegExp(re, 'g'),
});
export const phraseRules = (rules: readonly PhraseRule[]): readonly StandaloneRule[] => rules.map(phraseRule);

const NUM = '(?:\\d+|one|two|three|four|five|un|una|uno|dos|tres|cuatro|cinco)';
const KIDS =
  '(?:small |young |little |pequenos )?(?:child|children|kid|kids|minors|minor|ninos|nino|ninas|hijos|hijo|menores|babies|baby|teens|teenagers)';
// People counted by an age under adulthood: "no more than one of them under 18", "max 2 occupants
// younger than 12" (a cap on minors is a cap on children, Keating memo; 42 U.S.C. §3602(k)).
const MINORS =
  '(?:(?:of them|of whom|of the occupants|occupants?|persons?|people|residents?|tenants?|individuals?|personas?) )?(?:under|below|younger than|menores de) (?:the age of |age )?(?:1[0-8]|[1-9]|eighteen)(?: (?:years?|yrs?)(?: old)?)?';
const MUST =
  '(?:must|should|need to|needs to|has to|have to|required to|expected to|debe|deben|tiene que|tienen que)';

export const STANDALONE_RULES: readonly StandaloneRule[] = [
  {
    id: 'children-limit',
    needs: [
      'child',
      'kid',
      'minor',
      'nino',
      'nina',
      'hijo',
      'menores',
      'bab',
      'teen',
      'under',
      'younger',
      'below',
    ],
    category: 'familial_status',
    kind: 'prefer',
    source: 'keating1998',
    re: new RegExp(
      `\\b(?:maximum|max|limit|limited to|no more than|not more than|up to|at most|only|maximo|maximo de|hasta|no mas de|solo|solamente|limite de)(?: of| de)? ${NUM} (?:${KIDS}|${MINORS})\\b|\\b(?:limits?|limited|restricts?|restricted|caps?|capped) (?:the |this |that |our |each |every )?(?:[a-z0-9]+ ){0,3}?to ${NUM} (?:${KIDS}|${MINORS})\\b|\\b(?:solo|solamente|unicamente) (?:acepta|aceptan|aceptamos|permite|permiten|permitimos|admite|admiten) (?:a )?${NUM} (?:${KIDS}|${MINORS})\\b|\\b${NUM} ${KIDS} (?:max|maximum|only|limit|at most|allowed|permitted|maximo|solamente|como maximo)\\b`,
      'g',
    ),
  },
  {
    id: 'able-to',
    needs: ['able to', 'capable', 'poder'],
    category: 'handicap',
    kind: 'prefer',
    source: 'hud1995',
    re: new RegExp(
      `\\b${MUST} (?:be (?:physically |fully )?able to|be capable of|poder) (?:climb|climbing|walk|walking|use the stairs|navigate|manage|handle|go up|walk up|carry|hear|see|live independently|care for|take care of|do stairs|subir|caminar|oir|ver)(?: (?:the |las |several |multiple )?(?:stairs|steps|flights of stairs|escaleras))?\\b`,
      'g',
    ),
  },
  // Who the home suits, said by an ability: "best suited to tenants who can manage three flights of
  // stairs" (HUD 1995 memo: describe the stairs, not the ability to climb them) — suits, so a warning.
  {
    id: 'able-who',
    needs: ['stair', 'steps', 'flights'],
    category: 'handicap',
    kind: 'suits',
    source: 'hud1995',
    re: /\b(?:who|that) (?:can|could|are able to|is able to|are fit enough to|can easily|can still) (?:manage|climb|handle|walk up|do|navigate|tackle|take|get up) (?:the |several |multiple |a few |\d+ |two |three |four |five )?(?:flights? of stairs|flights|stairs|steps)\b/g,
  },
  {
    id: 'attend-church',
    needs: ['attend', 'go to', 'member', 'belong', 'asistir', ' ir a'],
    category: 'religion',
    kind: 'prefer',
    source: 'cfr109',
    re: new RegExp(
      `\\b${MUST} (?:regularly |faithfully )?(?:attend|go to|be members? of|belong to|asistir a|ir a) (?:a |the |our |la |una |al )?(?:local )?(?:church|mass|services|temple|synagogue|mosque|bible study|iglesia|misa|culto|templo)\\b`,
      'g',
    ),
  },
  {
    id: 'language',
    needs: ['english', 'ingles', 'spanish', 'espanol'],
    category: 'national_origin',
    kind: 'prefer',
    source: 'hud1995',
    re: new RegExp(
      `\\b${MUST} (?:be able to )?(?:speak|read|understand|hablar|entender)(?: (?:and|or|,|y) (?:speak|read|write|understand|hablar|leer|escribir|entender)){0,2} (?:fluent |perfect |good |proper )?(?:english|ingles|spanish|espanol)\\b|\\bque (?:hablen|hable|sepan|sepa|entiendan) (?:bien |perfectamente )?(?:ingles|espanol)\\b|\\b(?:only|prefer|preferably|seeking|looking for)\\b[^|]{0,40}? (?:who|that) (?:can |do |does )?(?:speaks?|reads?|understands?) (?:fluent |perfect |good |proper )?(?:english|ingles|spanish|espanol)\\b`,
      'g',
    ),
  },
  {
    id: 'employment-income',
    needs: [
      'income',
      'ingreso',
      'employ',
      'working',
      'emplead',
      'trabajando',
      'government',
      'public',
      'third party',
      'gubernament',
    ],
    category: 'source_of_income',
    kind: 'exclude',
    source: 'hudSoi',
    re: new RegExp(
      `\\b(?:${MUST}(?: (?:show|have|provide|prove|verify|demonstrate|earn|mostrar|tener|demostrar|comprobar))?(?: [a-z0-9]+){0,3} (?:income|ingresos) (?:must |has to )?(?:be |come )?(?:only )?(?:from|de|del|derived from) (?:an? |su |un )?(?:employment|job|work|wages|salary|paycheck|employer|empleo|trabajo)|(?:income|ingresos) (?:must|has to|debe|deben) (?:be |come )?(?:only )?(?:from|de) (?:an? |un )?(?:employment|job|work|wages|empleo|trabajo)|(?:employment|job|w 2|w2|wage|salary|paycheck) income only|${MUST} (?:be |estar )(?:currently |fully |gainfully )?(?:employed|working|empleado|empleados|trabajando)|no (?:government|public|third party|gubernamentales) (?:income|money|funds|payments|checks|pagos|fondos))\\b`,
      'g',
    ),
  },
  {
    id: 'citizenship',
    needs: [
      'passport',
      'green card',
      'citizenship',
      'certificate',
      'social security',
      'papeles',
      'pasaporte',
      'ciudadania',
      'migratori',
      'status',
      'residencia',
    ],
    category: 'national_origin',
    kind: 'prefer',
    severity: 'warn',
    source: 'hud1995',
    reason:
      'Asks for citizenship or immigration papers: where required of everyone by law it may be lawful, but as an ad condition it suggests a national-origin preference (and immigration status is protected in some states, e.g. Cal. Civ. Code §1940.3)',
    re: /\b(?:(?:must|need to|required to|debe|deben) (?:show|have|provide|present|be|mostrar|tener|presentar) (?:a |an |your |su |un )?(?:valid )?(?:us |american )?(?:passport|green card|proof of citizenship|citizenship papers|birth certificate|social security card|papeles|pasaporte|ciudadania|documentos migratorios)|(?:proof of|prueba de) (?:us |american )?(?:citizenship|legal status|immigration status|ciudadania|residencia legal)(?: is)? (?:required|requerida|necesaria|needed))\b/g,
  },
  {
    id: 'age-limit',
    needs: [
      'over',
      'under',
      'older',
      'younger',
      'above',
      'below',
      'at least',
      'mayor',
      'menor',
      'de mas',
      'de menos',
    ],
    category: 'age',
    kind: 'prefer',
    source: 'state',
    age: true,
    re: /\b(?:(?:seeking|looking for|prefer|want|wanted)(?: an?)? (?:roommate|housemate|tenant|renter|person|someone)s?|(?:ideally|preferably|would love|hoping for|would prefer)(?: (?:someone|somebody|tenants?|renters?|roommates?|applicants?|a roommate|a tenant))?|(?:seeking|looking for|prefer|want|wanted)(?: an?)? (?:roommate|housemate|tenant|renter|person|someone)s?|must be|applicants must be|tenants must be|residents must be|only|no one|nobody|no tenants?|no applicants?|no renters?|no residents?|no one|solo|debe ser|deben ser|ser|ages?|aged)(?: be)? (?:over|under|older than|younger than|above|below|at least|mayores de|menores de|mayor de|menor de|de mas de|de menos de)(?: the age of| age| la edad de)? (\d{2})\b(?! ?(?:lbs?|pounds?|kgs?|kilos?|kilograms?|oz|ounces?|inches|cm|sq|sqft|square|feet|ft|gallons?|weeks?|months?|minutes?|mins?|miles?|percent|dollars?)\b)/g,
  },
  {
    id: 'age-plus',
    needs: [
      '+',
      ' and over',
      ' and older',
      ' and up',
      ' and above',
      ' or older',
      ' or over',
      ' y mas',
      ' o mas',
      ' plus',
    ],
    category: 'age',
    kind: 'prefer',
    source: 'hopa',
    age: true,
    re: /\b(\d{2}) ?(?:\+|and (?:over|older|up|above)|or older|or over|y mas|o mas|plus)(?: (?:active adult|adult|senior|retirement|age restricted|lifestyle))?(?: (?:community|communities|only|home|homes|building|condo|condominium|development|subdivision|park|neighborhood|living|housing|complex|tenants|residents|applicants|renters|adults|people|comunidad|solamente))?/g,
  },
  // An age band wanted: "renters aged 21 to 30 preferred", "tenants 25-35 only", "ideal for ages 21 to 30"
  // (an age preference where state law protects age, e.g. 775 ILCS 5/1-103(Q), N.J.S.A. 10:5-12(g);
  // elsewhere it warns, jurisdictions.ts). The band's lower age is the first group, judged by ageRule.
  {
    id: 'age-band',
    needs: [
      'age',
      'renter',
      'tenant',
      'applicant',
      'resident',
      'roommate',
      'housemate',
      'people',
      'person',
      'buyer',
      'occupant',
      'professional',
      'someone',
    ],
    category: 'age',
    kind: 'prefer',
    source: 'state',
    age: true,
    re: /\b(?:(?:renters?|tenants?|applicants?|residents?|roommates?|housemates?|people|persons?|buyers?|occupants?|professionals?|someone|anyone)(?: (?:aged?|ages|between(?: the ages of)?|from))?|aged?|ages|between the ages of) (\d{2}) (?:to |through |thru |and |a |y )?\d{2}\b[^|]{0,30}?\b(?:preferred|only|wanted|ideal|ideally|perfect|preferably|seeking|solamente|must|please)\b|\b(?:seeking|looking for|prefer|preferably|ideal for|perfect for|only|must be|best for|great for)(?: [a-z]+){0,2}? (?:aged?|ages|between) (\d{2}) (?:to |through |thru |and |a |y )?\d{2}\b/g,
  },
];

const HOPA_AGES = new Set([55, 62]);

/**
 * The age rules' verdict for an age: legal adulthood (up to 21) is no finding, 55 and 62 are the HOPA
 * ages (a familial-status warning), others are age preferences; "over 30 years" of a thing is skipped.
 */
export const ageRule = (match: string, age: number): { hopa: boolean } | null => {
  if (/\b(?:years?|yrs?|acres?|feet|ft|miles?|minutes?|homes|units|sq|sf)\b/.test(match)) return null;
  if (HOPA_AGES.has(age)) return { hopa: true };
  const minimum = /\b(?:over|older|above|at least|mayores?|mas|plus|up)\b|\+/.test(match);
  if (minimum && age <= 21) return null;
  // Without "must", "only", "no", a wish ("ideally") or an imperative ("look elsewhere"), a "30+" is a
  // count ("hosts 50+ people", "30+ offers").
  if (
    !/\b(?:must|should|has to|have to|needs? to|only|no|not|neednt|dont|wont|cannot|cant|preferred|solo|ser|debe|deben|aged?|ages|solamente|nobody|seeking|looking|prefer|wanted?|ideal|ideally|perfect|dream|target|preferably|love|hoping|elsewhere|scrolling|along)\b/.test(
      match,
    )
  )
    return null;
  return { hopa: false };
};
