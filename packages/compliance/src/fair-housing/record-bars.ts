import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Blanket criminal-record bars, composed: a record noun phrase (a felony, a conviction, a criminal
 * record or history, time in jail or prison, "antecedentes penales", "casier judiciaire") inside one
 * of the frames that turn it into a bar on everyone who has one ("no …", "… is an automatic decline",
 * "if you've ever been to jail, don't bother applying", "must pass a background check with no record",
 * "no se aceptan personas con antecedentes"). criminal-records.ts and record-bans.ts list whole
 * wordings; these read any record word in any frame, so "no past felonies" and "any prior criminal
 * conviction is an automatic no" are read alike.
 *
 * HUD Office of General Counsel, criminal records guidance (April 4, 2016), with 24 CFR §100.500: a bar
 * on every conviction, whatever its nature, severity or age, may have a discriminatory effect by race
 * that the provider must justify; filed under race as the guidance does, and a warning, as the other
 * conviction bars are (an arrest alone is criminal-records.ts's and blocks). Left alone: a lookback or
 * an offence named ("no felony convictions in the last 5 years", "for violent crimes"), an individual
 * review, a check that is not required ("no criminal background check needed"), a record of something
 * else ("no record of late payments").
 */

// The record itself. Bare "record", "history" and "background" name a crime only with a qualifier.
const RECORD =
  '(?:felon(?:y|ies|s)?|(?<!cardiac )arrests?(?= on (?:their|your|his|her|the|a|my) (?:record|background))|misdemeanou?rs?|(?:felony |criminal |prior |past |previous )*convictions?|(?:criminal|police|prison|jail|arrest and conviction) (?:records?|histor(?:y|ies)|backgrounds?|past)|(?:rap )sheets?|(?:jail|prison) (?:time|sentences?|terms?)|incarcerations?|ex (?:cons?|convicts?|offenders?|felons?)|antecedentes(?: (?:penales|criminales|policiales))?|(?:record|historial|registro|ficha) (?:criminal|policial|penal)|casier judiciaire|antecedentes criminais|ficha suja)';
// Having done time, said as a verb: "been to jail", "served time", "been convicted".
const DONE_TIME =
  '(?:been (?:to|in) (?:jail|prison)|been arrested|(?:served|done|did) (?:time|a sentence)|been (?:locked up|incarcerated|convicted(?: of (?:a |any )?(?:felony|crime|anything))?)|had (?:a |any )?(?:felony|conviction|criminal record))';
// Words between "no" and the record that keep it a bar: "no past felonies", "no prior criminal convictions".
const FILL = '(?:(?:any|past|prior|previous|kind of|type of|sort of|form of) ){0,3}';
// A lookback, an offence named or an individual review narrows the bar: not a blanket one.
const NARROWED =
  '(?![^|]{0,70}?\\b(?:within|in the (?:last|past)|during the (?:last|past)|last \\d+|past \\d+|\\d+ years|(?:seven|five|ten|three) years|for (?:violent|arson|sex|sexual|drug|manufactur|meth)|related to|individual|individually|case by case|considered|reviewed|review each|weigh|not automatic|(?:not|never|isnt|is not) an? (?:automatic|instant|immediate)|(?:does not|doesnt) (?:automatically|necessarily|mean|disqualify)|never|required|needed|necessary|check required|check needed|of (?:late|payment|rent|eviction)))';
const DECLINED =
  '(?:automatic(?:ally)? (?:decline|declined|denial|denied|rejection|rejected|disqualification|disqualified|disqualifies|no|fail|out)|(?:instant|immediate) (?:decline|denial|rejection|disqualification|no)|disqualif(?:ies|ying|ied)|(?:is|are|means|are all) (?:a )?dealbreakers?|(?:is|are) grounds for (?:immediate |automatic )?(?:termination|eviction|denial|rejection|removal|non ?renewal)|deal breakers?|non negotiable)';
// A heading or a question and its answer: "Been convicted? Sorry, no.", "Requisito: sin antecedentes".
const NEXT_CLAUSE = (n: number) => `(?:[^|]|\\| ){0,${n}}?`;
const DONT_APPLY =
  '(?:dont (?:bother|apply|waste)|do not (?:bother|apply|waste)|need not apply|neednt apply|no need to apply|please (?:dont|do not) (?:apply|inquire|call)|(?:are|is|will be|youre|you are) not (?:eligible|considered|accepted|approved)|wont be (?:considered|accepted|approved)|(?:keep|move) (?:looking|on)|this (?:isnt|is not) (?:the place|for you))';

// A clause must hold one of these for the rules to run (rule-gate.ts); every record word holds one.
const NEEDS = [
  'felon',
  'misdemean',
  'arrest',
  'convict',
  'criminal',
  'police',
  'jail',
  'prison',
  'incarcerat',
  'locked up',
  'served time',
  'done time',
  'did time',
  'a sentence',
  'ex con',
  'offender',
  'rap sheet',
  'antecedentes',
  'casier',
  'ficha',
] as const;

export const RECORD_BAR_RULES: readonly StandaloneRule[] = phraseRules(
  [
    {
      // "No felonies, ever", "no past criminal convictions", "zero felonies", "without any criminal record".
      id: 'no-record',
      re: `\\b(?:no|zero|cero|nada de|sin|ningun|ninguna)(?: [a-z]+ ,)? ${FILL}${RECORD}\\b(?! (?:check|checks|screening|screenings|search|searches|required|requirement|needed|necessary|verification)\\b)${NARROWED}`,
    },
    {
      // "Any past criminal conviction is an automatic decline", "felonies = instant no".
      id: 'record-declined',
      re: `\\b${RECORD}\\b${NARROWED}[^|]{0,50}?\\b${DECLINED}\\b`,
    },
    {
      // The outcome first: "automatic denial for any felony or misdemeanor on the record".
      id: 'declined-for-record',
      re: `\\b(?<!\\b(?:no|not an?|never an?|isnt an?|is not an?|without) )(?:automatic|instant|immediate) (?:denial|decline|rejection|disqualification|termination)s? (?:for|on|if there is|with) (?:a |an |any )?(?:[a-z]+ )?${RECORD}\\b${NARROWED}`,
    },
    {
      // The refusal as a verb: "we automatically deny anyone with an arrest on their record".
      id: 'refused-with-record',
      re: `\\b(?:automatically |always |simply )?(?:deny|denies|reject|rejects|decline|declines|refuse|refuses|turn away|turns away|disqualify|disqualifies|screen out|screens out) (?:anyone|anybody|any applicant|applicants|all applicants|people|those|tenants) with (?:an? |any )?(?:[a-z]+ )?${RECORD}\\b${NARROWED}`,
    },
    {
      // "Tenant certifies that no occupant has ever been convicted of any crime".
      id: 'no-one-convicted',
      re: `\\b(?:no|not one|not a single|none of the) (?:occupants?|tenants?|applicants?|residents?|household members?|adults?|persons?|members? of the household)(?: [a-z]+){0,2} (?:has|have|may have|can have|shall have) (?:ever )?${DONE_TIME}\\b${NARROWED}`,
    },
    {
      // "If you've ever been to jail, don't bother applying", "served time? keep looking".
      id: 'done-time-dont-apply',
      re: `\\b(?:if|anyone who|anybody who|those who|people who|applicants who|you)(?: [a-z]+){0,5} (?:ever )?${DONE_TIME}\\b${NARROWED}${NEXT_CLAUSE(60)}\\b${DONT_APPLY}\\b|(?:\\b(?:if|anyone who|anybody who|those who|people who|applicants who)(?: [a-z]+){0,3} (?:ever )?|^|\\| )${DONE_TIME}\\b(?: [a-z]+)? (?:\\| )?,?[^|]{0,20}?\\b(?:no|nope|sorry|pass)\\b(?! (?:problem|issue|worries)\\b)`,
    },
    {
      // "Must pass a criminal background check with no record whatsoever", "must have a clean criminal record".
      id: 'clean-record-required',
      re: `\\b(?:must|required to|need to|needs to|have to|has to|requirement|required|requires)\\b[^|]{0,30}?\\b(?:criminal|background|police)\\b[^|]{0,40}?\\b(?:no (?:record|records|history|convictions?|offenses?|offences?|hits?) (?:whatsoever|at all|of any kind|of any sort|ever)|(?:totally |completely |100 )?clean (?:criminal |police )?(?:record|history|background))\\b${NARROWED}|\\b(?:must|required to|need to|needs to|have to|has to) (?:have|show|present) (?:a )?(?:totally |completely |100 )?clean (?:criminal|police) (?:record|history|background)\\b${NARROWED}`,
    },
    {
      // "No se aceptan personas con antecedentes penales", "no rentamos a quien tenga antecedentes".
      id: 'record-refused-es',
      re: `\\b(?:no (?:se )?(?:aceptan?|aceptamos|admiten?|admitimos|rentamos|rentan?|alquilamos|alquilan?|arrendamos|aceitamos|alugamos)|abstenerse|nao (?:aceitamos|alugamos))\\b[^|]{0,50}?\\b(?:con|que tengan?|quien(?:es)? tengan?|com|que tenham?|quem tenha)\\b[^|]{0,15}?\\b${RECORD}\\b${NARROWED}|\\b(?:requisito|indispensable|obligatorio|imprescindible|exigido|exigimos|se exige|se requiere|solo|solamente|exige)\\b${NEXT_CLAUSE(30)}\\b(?:sin antecedentes|casier judiciaire vierge|ficha limpia|ficha limpa|record limpio|historial limpio)\\b${NARROWED}|\\bcasier judiciaire vierge (?:exige|obligatoire|requis|indispensable)\\b`,
    },
  ].map((r) => ({
    ...r,
    category: 'race' as const,
    kind: 'exclude' as const,
    severity: 'warn' as const,
    source: 'hudCriminal2016' as const,
    needs: NEEDS,
    reason:
      'Bars everyone with a criminal record, whatever the offence or how long ago (HUD criminal records guidance, 2016: blanket bans may have a disparate impact by race, 24 CFR §100.500)',
  })),
);
