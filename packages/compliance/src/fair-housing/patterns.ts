import {
  COORDINATED,
  DEGREE,
  FILLER,
  GO_ELSEWHERE,
  LIST_ITEM,
  LIST_JOIN,
  MOSTLY,
  MUST,
  NEG,
  ONLY,
  PEOPLE_BEFORE_WITHOUT,
  REQUIRED,
  SEEK,
  STAYS,
  SUITABLE,
  SUITS,
  VERB,
} from './grammar-words';
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

export const PATTERNS: readonly Pattern[] = [
  // Exclusions: "no X", "no pets or X", "we don't rent to X", "not suitable for X", "couples without X".
  {
    id: 'no',
    kind: 'exclude',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)(?:no|zero|sin|ni|nada de|prohibido|prohibidos|prohibidas|no se aceptan|no se admiten|no se permiten|no aceptamos|no admitimos|no permitimos|no rentamos a|no alquilamos a|no se renta a|no se alquila a|no se aceptan|no aceptan|no acepta|no recibimos|no trabajamos con|nao aceitamos|nao aceitam|nao alugamos para|nao alugamos a|nao alugamos|nao permitimos|proibido|proibida|proibidos|proibidas|sem)(?: (?:${LIST_ITEM})${LIST_JOIN}){0,4} ${FILLER}$`,
  },
  {
    id: 'will-not',
    kind: 'exclude',
    source: 'fha3604c',
    side: 'before',
    // The home may stand between the verb and its people: "won't rent the Hoboken, NJ walk-up to anyone
    // over 70" (42 U.S.C. §3604(a), (c)).
    re: `(?:^|\\s)${NEG}(?: [a-z]+){0,2} ${VERB}(?: (?:the|this|that|our|my|his|her|their|its)(?: [a-z0-9]+| ,){1,5}?(?= to ))?(?: (?:to|in|with|from|any|the))*(?: (?:${LIST_ITEM})${LIST_JOIN}){0,4} ${FILLER}$`,
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
    re: `(?:^|\\s)(?:(?:not|isnt|arent|never|no es|no son|no esta|no|nor) (?:really |very |exactly |the best |a |an |at all )?${SUITABLE}(?: (?:place|home|house|unit|apartment|building|choice|option|match|spot|setting|environment|area))?|(?:not|no es|no son) (?:meant |intended |made )?|unsuitable|inappropriate|unsafe|unfit|inadecuado|inadecuada|peligroso|peligrosa) ?(?:for|para) ${FILLER}$|(?:^|\\s)(?:not|isnt|arent|never|no es) (?:a|an|the|una|un) (?:building|place|home|unit|apartment|property|community|complex|rental|house|spot|situation|setup|lugar|casa|edificio) (?:for|meant for|made for|designed for|intended for|para) ${FILLER}$|(?:^|\\s)(?:not|isnt|arent|never|no longer|no esta|no estan) (?:available|open|offered|rented|leased|disponible|disponibles) (?:to|for|para|a) ${FILLER}$`,
  },
  {
    id: 'without',
    kind: 'exclude',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)(?:${PEOPLE_BEFORE_WITHOUT}|best|better|ideal|ideally|perfect|nicer|quieter|calmer) (?:without|with no|sin) ${FILLER}$`,
  },
  {
    id: 'not-allowed',
    kind: 'exclude',
    source: 'hud1995',
    side: 'after',
    re: '^ (?:(?:are |is |will |shall |may |must |will be |are being |cannot be |can not be )?(?:not|never|no longer|strictly not)(?: be)? (?:allowed|taken|honored|honoured|recognized|entertained here|permitted|accepted|welcome|welcomed|considered|eligible|tolerated|entertained|admitted|approved|rented to|housed|an option|ok|okay|qualified|a good fit|a fit|the right fit|a match|suitable|ideal|appropriate|right for)|(?:are |is |will be |would be |shall be |get |are being |will get )?(?:turned away|refused|denied|screened out|need not (?:apply|inquire|call|respond|bother|ask)|neednt (?:apply|inquire|call|bother)|dont apply|do not apply|please dont apply|please do not apply|should not apply|stay away|keep out|prohibited|forbidden|excluded|banned|barred|unwelcome|unacceptable|rejected|declined|a no go|a nogo|a no|a big no|a firm no|a non starter|a nonstarter|a dealbreaker|a deal breaker|a hard no|off limits|out of the question|no thanks|no gracias|no permitidos|no permitidas|no aceptados|no aceptadas|no bienvenidos|no admitidos|no se aceptan|no se admiten|no se permiten|prohibidos|prohibidas|abstenerse|abstenganse))(?= |$)',
  },
  // A requirement not to have: "must not have children", "cannot have pets or kids".
  {
    id: 'must-not-have',
    kind: 'exclude',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)(?:(?:must|may|can|should|shall) not|cannot|cant|mustnt|no (?:puede|pueden|debe|deben)) (?:have|bring|be on|be receiving|receive|use|be using|rely on|depend on|tener|traer|recibir)(?: (?:${LIST_ITEM})${LIST_JOIN}){0,4} ${FILLER}$`,
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
  {
    id: 'seek',
    kind: 'prefer',
    source: 'cfr109',
    side: 'before',
    re: `(?:^|\\s)${SEEK} ${COORDINATED}${FILLER}$`,
  },
  // "must be X", "must be in a wheelchair", "should be on SSI" (HUD 1995 memo: a stated requirement
  // about the persons is a limitation); the negated form excludes the same people.
  {
    id: 'must-be',
    kind: 'prefer',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)${MUST}(?: (?:in|on))? ${FILLER}$`,
  },
  // "would prefer that the tenant be X", "want our roommate to be X" (42 U.S.C. §3604(c) "preference").
  {
    id: 'prefer-be',
    kind: 'prefer',
    source: 'fha3604c',
    side: 'before',
    re: `(?:^|\\s)(?:prefer|prefers|preferred|would rather|rather have|want|wants|would like|wed like|would love|hope|hoping)(?: (?:that|if|it if))?(?: (?:the|a|an|our|your|my|his|her|their))?(?: (?:new|next|future|incoming|ideal))? (?:tenants?|renters?|roommates?|housemates?|applicants?|buyers?|occupants?|residents?|lodgers?|candidates?|person|neighbors?)(?: (?:to be|be|is|are|were|would be|will be))(?: (?:in|on))? ${FILLER}$`,
  },
  {
    id: 'must-not-be',
    kind: 'exclude',
    source: 'hud1995',
    side: 'before',
    re: `(?:^|\\s)(?:(?:must|should|shall|may|can|need to|needs to) not be|cannot be|cant be|mustnt be|shouldnt be|no (?:debe|deben|puede|pueden) ser)(?: (?:in|on))? ${FILLER}$`,
  },
  {
    id: 'only-after',
    kind: 'prefer',
    source: 'fha3604c',
    side: 'after',
    re: '^ (?:only|exclusively|solely|solamente|unicamente|nomas|exclusivamente|preferred|preferably|prefered|preferable|wanted|needed|sought|need apply|may apply|should apply|apply only|required|a must|are preferred|is preferred|get priority|given priority|have priority|will be given priority|will be given preference|given preference|favored|de preferencia|preferentemente|preferiblemente|preferidos|preferidas|preferido|preferida|solo|sola|solas|exclusive)(?= |$)',
  },
  // Who lives there said with a verb of living after them: "lots of kids live on this block", "mostly
  // retirees living in the building" (HUD 1995 memo: a description of residents; 24 CFR §109.20(a)).
  {
    id: 'live-here',
    kind: 'describe',
    source: 'hud1995',
    side: 'after',
    re: '^ (?:(?:who |that )?(?:all |mostly |already )?(?:live|living|reside|residing|rent|renting|own|owning) (?:here|nearby|next door|(?:on|in|at|around) (?:this|the|our|that) (?:block|street|building|complex|neighborhood|neighbourhood|area|development|community|court|cul de sac|floor|subdivision)))(?= |$)',
  },
  // Who is around by degree: "mostly retirees", "lots of young families", "young families all around"
  // (24 CFR §109.20(a); HUD 1995 memo: a description of residents). Only for people words (engine.ts:
  // "the kitchen is mostly white" names paint). preference-tail.ts lifts it with "we like it that way".
  {
    id: 'mostly-people',
    kind: 'describe',
    source: 'cfr109',
    side: 'before',
    re: '(?:^|\\s)(?:mostly|predominantly|predominately|largely|mainly|primarily|overwhelmingly|almost all|nearly all|lots of|plenty of|a lot of|tons of) $',
  },
  {
    id: 'people-around',
    kind: 'describe',
    source: 'cfr109',
    side: 'after',
    re: '^ (?:all around|everywhere|all over the (?:place|block|street|neighborhood|building)|abound|galore)(?= |$| \\|)',
  },
  // "X, keep scrolling", "X should look elsewhere": an imperative exclusion after its subject.
  {
    id: 'go-elsewhere',
    kind: 'exclude',
    source: 'hud1995',
    side: 'after',
    re: `^ (?:, )?${GO_ELSEWHERE}(?= \\||$| ,)`,
  },
  // "Vouchers? Keep scrolling.": the subject asked alone, the imperative its own clause (engine.ts
  // requires the subject to start its clause, so a list before it is not read as the question).
  {
    id: 'go-elsewhere-next',
    kind: 'exclude',
    source: 'hud1995',
    side: 'after',
    re: `^ \\| ${GO_ELSEWHERE}(?= \\||$)`,
  },
  // A wish after its subject: "straight tenants would be ideal", "X a plus" (§3604(c) "any preference").
  {
    id: 'would-be-ideal',
    kind: 'prefer',
    source: 'fha3604c',
    side: 'after',
    re: '^ (?:would be|will be|are|is)(?: (?:strongly|highly|much|very much|definitely|really|greatly|most|especially|clearly))? (?:ideal|perfect|preferred|preferable|best|great|a plus|a bonus|the ideal fit|the best fit|a perfect fit|our first choice)(?= |$)',
  },
  // A class attribute required: "Christian faith a must", "female required" (HUD 1995 memo).
  {
    id: 'required-after',
    kind: 'prefer',
    source: 'hud1995',
    side: 'after',
    re: `^ (?:(?:faith|beliefs?|values|background|heritage|upbringing|ancestry|citizenship|fluency|proficiency|speaker|speakers|speaking|status|origin|descent|only|identity) )?${REQUIRED}(?= |$)`,
  },
  // Who the home suits: "perfect for X", "ideal para X".
  {
    id: 'suits',
    kind: 'suits',
    source: 'hud1995',
    side: 'before',
    // A place may stand between: "great starter home in Tacoma, WA for a married couple" (fh32).
    re: `(?:^|\\s)${SUITS}(?: [a-z0-9]+){0,2}(?: in(?: [a-z0-9]+| ,){1,4}?)? (?:for|para) ${COORDINATED}${FILLER}$`,
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
  // Who lives there, said with a verb: "the neighborhood is mostly X", "residents are predominantly X"
  // (24 CFR §109.20(a); HUD 1995 memo: describing "the neighbors or neighborhood in racial or ethnic
  // terms"). An ambiguous word ("white") reaches this only at a clause end (engine.ts: "is all white
  // brick" is the house).
  {
    id: 'place-is',
    kind: 'describe',
    source: 'cfr109',
    side: 'before',
    re: `(?:^|\\s)(?:neighborhood|neighbourhood|community|area|block|street|town|suburb|subdivision|hood|enclave|district|school district|zip code|part of town|side of town|section of town|end of town|population|crowd|residents|neighbors|neighbours|tenants|occupants|homeowners|everyone|everybody|barrio|vecindario|vecinos|colonia)(?: (?:here|nearby|around here|on the block|on this street|in the building|itself))? (?:${STAYS})(?: (?:${MOSTLY}|still|always|kept))* $`,
  },
  // The building said to be its residents: "the rest of the building is mostly retirees", "the other
  // units are all married couples", "half the complex is Somali" (24 CFR §109.20(a); HUD 1995 memo:
  // who lives there by class). "All" only after a set of homes ("the units are all white" is paint).
  {
    id: 'building-is',
    kind: 'describe',
    source: 'cfr109',
    side: 'before',
    re: `(?:^|\\s)(?:(?:building|complex|development|co op|units|apartments|floor|floors|tower)(?: (?:here|next door|upstairs|downstairs|itself))? (?:${STAYS})(?: (?:${DEGREE}))+|(?:other|rest of the)(?: (?:two|three|four|five|six|\\d+))? (?:units|apartments|floors|building|complex|tenants|households)(?: (?:here|next door|upstairs|downstairs))? (?:${STAYS})(?: (?:${DEGREE}|all|home to|occupied by|rented to))+|(?:half|most|much|two thirds|a third|three quarters|the majority|majority) (?:of )?(?:the |this |our |that )?(?:[a-z]+ )?(?:building|complex|block|street|neighborhood|neighbourhood|development|community|units|tenants|residents|neighbors|neighbours) (?:is|are)) $`,
  },
  // The same with any noun before a verb of staying and a degree of population ("the development has
  // always stayed largely X", "the co-op remains predominantly X"): 24 CFR §109.20(a), the make-up of
  // residents described over time. Narrower degree words than place-is ("all", "very" are left out:
  // "the kitchen is all white" is paint), and only at a clause end for an ambiguous word (engine.ts).
  // Who fills the place: "the complex is full of young families", "a block packed with retirees"
  // describes its residents by a class (24 CFR §109.20(a); HUD 1995 memo), as "X neighborhood" does;
  // in Spanish too, "un barrio lleno de familias con niños", and "the complex skews twenty-something" (fh32).
  {
    id: 'place-full-of',
    kind: 'describe',
    source: 'cfr109',
    side: 'before',
    re: `(?:^|\\s)(?:building|complex|neighborhood|neighbourhood|community|block|street|area|development|subdivision|hood|town|cul de sac|barrio|vecindario|colonia|edificio|zona|cuadra|calle|comunidad|fraccionamiento)(?: (?:is|s|are|was|gets|es|esta))? (?:full of|filled with|packed with|teeming with|crawling with|overrun with|overrun by|lleno de|llena de|repleto de|repleta de|plagado de|plagada de|(?:skews|skewed|skewing|tilts|leans|trends)(?: (?:a bit|a little|heavily|mostly|pretty|very|toward|towards))*) ${FILLER}$`,
  },
  {
    id: 'place-stays',
    kind: 'describe',
    source: 'cfr109',
    side: 'before',
    re: '(?:^|\\s)(?:the|this|our|that|its) [a-z]+(?: [a-z]+)? (?:has always stayed|has stayed|has always remained|has remained|has always been|remains|stays|stayed|remained|is still|will stay|will remain|has been kept) (?:largely|mostly|predominantly|predominately|mainly|primarily|overwhelmingly|majority|almost entirely|heavily)(?: still)? $',
  },
  // Keeping a place's make-up: "keep the building all-white", "the block stays mostly X" said as an aim
  // (24 CFR §109.20(a); HUD 1995 memo). An ambiguous word reaches it only at a clause end (engine.ts).
  {
    id: 'keep-place',
    kind: 'describe',
    source: 'cfr109',
    side: 'before',
    re: '(?:^|\\s)(?:keep|keeps|keeping|kept|preserve|preserving|maintain|maintaining) (?:the |this |our |that |it )?(?:building|neighborhood|neighbourhood|block|area|community|street|complex|town|hood|development|property|place)? ?(?:all|mostly|predominantly|entirely|100 percent|exclusively|strictly|only|purely)? ?$',
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
