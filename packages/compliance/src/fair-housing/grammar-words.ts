/**
 * The words of the preference grammar (patterns.ts), as regular-expression alternations over the
 * normalised text. Each list is a word family; adding a word here extends every pattern that uses it,
 * for every class.
 */
// Articles and adjectives that may stand between a pattern and its subject ("no young kids",
// "prefer a responsible Christian tenant"); class words are never fillers.
export const FILLER =
  '(?:(?:a|an|the|any|some|all|our|your|their|my|more|other|additional|small|little|big|large|huge|responsible|quiet|clean|nice|working|professional|prospective|potential|future|new|recent|newly arrived|recently arrived|current|respectful|good|non|de|hardworking|hard working|honest|decent|handy|settled|energetic|outgoing|easygoing|easy going|laid back|studious|creative|upstanding|reliable|trustworthy|stable|tidy|neat|considerate|polite|serious|single|sweet|one|two|1|2|one or two|1 or 2|1 2|two or three|2 or 3|los|las|el|la|un|una|unos|unas|ningun|ninguna|que sean) ){0,3}';

// Things commonly excluded beside a class in one list ("no pets, smokers or kids").
export const LIST_ITEM =
  '(?:pets?|dogs?|cats?|animals?|smokers?|smoking|smoke|vaping|drugs|parties|party|subletting|sublets?|waterbeds?|felons?|evictions?|students|roommates|kids|children|vouchers|section 8|mascotas|fumadores|perros|gatos|fiestas|animales|ninos|hoa|exceptions)';
export const LIST_JOIN = '(?: ,| ,? ?(?:or|and|nor|o|y|ni))';

export const NEG =
  '(?:under no circumstances|in no case|at no time|not|never|no longer|dont|doesnt|didnt|wont|cant|cannot|wouldnt|isnt|arent|unable to|refuse to|refuses to|decline to|declines to)';
export const VERB =
  '(?:rent|rents|renting|lease|leases|leasing|sell|sells|selling|show|showing|accept|accepts|accepting|allow|allows|allowing|take|takes|taking|accommodate|accommodates|accommodating|consider|considers|considering|welcome|permit|permits|admit|admits|approve|approves|work with|deal with|participate in|participating in|entertain|house|want|process|qualify|be renting|be accepting|be taking|do|does|doing|cater|caters|catering|tolerate|tolerates|put up with)';
export const SUITABLE =
  '(?:suitable|suited|appropriate|ideal|safe|designed|intended|recommended|meant|made|built|good|great|a good fit|a fit|fit|a match|a good match|a great fit|the right fit|set up|equipped|geared|right|apto|apta|aptos|aptas|adecuado|adecuada|recomendado|recomendada|ideal|disenado|disenada|pensado|pensada|seguro|segura)';
export const SUITS =
  '(?:just the thing|just the spot|just the place|the thing|just right|a great pick|a great choice|a natural fit|perfect|perfectly|ideal|ideally|great|suited|suitable|best|excellent|wonderful|lovely|charming|cozy|cosy|sweet|made|designed|built|geared|tailored|intended|meant|fit|fitting|optimal|terrific|fantastic|awesome|good|nice|right|well suited|recommended|catering|caters|cater|marketed|aimed|targeted|a dream|dream|perfecto|perfecta|ideal|ideales|excelente|genial|pensado|pensada|disenado|disenada|hecho|hecha|apto|apta|adecuado|adecuada|recomendado|recomendada|opcion|magnifico|magnifica)';
export const ONLY =
  '(?:only|solely|exclusively|strictly|solo|solamente|unicamente|exclusivamente|nomas|nada mas|somente|apenas)';
// Wishes that state a preference as plainly as "prefer" (42 U.S.C. §3604(c): "indicates any
// preference"; 24 CFR §100.75(c)(1) names "words … which convey that dwellings are available or not
// available to a particular group"): "hoping for X", "would love a X", "ideally X".
const MODAL =
  'hoping for|hope for|hoping to (?:find|get|have|attract|land)|hope to (?:find|get|have|attract)|would love|wed love|we would love|would love to (?:find|have|get|meet|house)|would like|wed like|would like to (?:find|have|get|meet)|ideally|preferably|ideal would be|the dream is|dream tenant is|dream tenants are|perfect tenant is|perfect tenants are';
// "preference will be given to", "priority is given to", "we give first preference to": a preference said
// in any tense or voice of "give" (42 U.S.C. §3604(c): "any preference").
const GIVEN =
  '(?:(?:first |top |special |extra |highest |absolute )?(?:preference|priority|consideration|first choice|first dibs)(?: (?:is|will be|shall be|may be|would be|are|gets|get|goes|will go|is being))? (?:given|going|extended|reserved) to|(?:give|gives|giving|gave|extend|extends) (?:first |top |special |extra )?(?:preference|priority|consideration) to)';
// What is rented between the verb and its recipient: "would rather rent the studio to", "prefer to
// lease the garden unit to" (the recipient after "to" is the class word the pattern reads).
const RENTED_THING =
  '(?:it|this|that|the|our|my|his|her|their|unit|home|house|place|room|apartment|apt|space|suite|studio|condo|loft|flat|casita|cottage|bungalow|cabin|duplex|townhouse|townhome|basement|attic|upstairs|downstairs|garden|bedroom|property|rental|guesthouse|adu|listing)';
// "would rather have X tenants", "preferimos rentarle a un X": a preference with "have" or a Spanish verb
// that takes its recipient with "a" (42 U.S.C. §3604(c) "preference").
const RATHER_HAVE =
  '(?:would rather|would much rather|would prefer to|prefer to|prefers to|d rather) have|(?:preferimos|prefiero|prefiere|prefieren) (?:rentarle|rentarles|alquilarle|alquilarles|venderle|venderles|rentar|alquilar|vender)(?: (?:el|la|este|esta|nuestro|nuestra) [a-z]+)? a';
export const SEEK = `(?:${MODAL}|${RATHER_HAVE}|(?:would prefer|would rather|would like to|would love to|prefer|prefers|preferring|rather|favor|favors|favoring|hoping to|hope to|want to|wants to|looking to|likes to|like to)(?: to)? (?:rent|renting|lease|leasing|sell|selling|show|showing|sublet|subletting)(?: ${RENTED_THING}){0,3} to|seeking|seeks|seek|looking for|searching for|wants|wanted|prefer|prefers|preferred|preferring|preference for|preference to|priority to|priority for|${GIVEN}|favor|favors|favoring|reserved for|(?:reserve|reserves|reserving|earmark|earmarks|earmarked|set aside|sets aside)(?: (?:it|this|that|the|our|these|each)(?: [a-z]+)?)? for|restricted to|limited to|open only to|available only to|(?:ideal|perfect|dream|preferred|target) (?:[a-z]+ )?(?:tenants?|renters?|roommates?|housemates?|applicants?|candidates?|residents?|buyers?|occupants?|person|match|fit|lodgers?) (?:is|are|would be|will be|should be)|ideal tenant is|ideal tenants are|ideal renter is|ideal buyer is|ideal applicant is|ideal applicants are|ideal resident is|ideal residents are|buscamos|busco|se busca|se buscan|preferimos|prefiero|se prefiere|se prefieren|preferiblemente|preferible|preferibles|preferentemente|de preferencia|exclusivo para|exclusiva para|reservado para|reservada para|limitado a|limitada a|solo para|preferencia a|preferencia para|damos preferencia a)`;
export const MUST =
  '(?:must be|should be|has to be|have to be|needs to be|need to be|required to be|expected to be|are expected to be|is expected to be|must identify as|must both be|debe ser|deben ser|tiene que ser|tienen que ser|debe estar|deben estar)';
export const PEOPLE_BEFORE_WITHOUT =
  '(?:tenants?|applicants?|renters?|people|persons?|households?|couples?|adults?|those|someone|somebody|anyone|anybody|buyers?|residents?|occupants?|professionals?|workers?|students?|candidates?|individuals?|folks|roommates?|housemates?|lodgers?|boarders?|guests?|singles|women|men|ladies|gentlemen|guys|parejas?|personas?|familias?|inquilinos?|adultos?|quienes)';

// A conjunct before the subject: "ideal for a single person or a couple", "seeking a nurse or a
// Christian student" (HUD 1995 memo: a preference for "adults, couples or singles" in any list).
export const COORDINATED = `(?:${FILLER}(?:[a-z0-9]+ ){1,2}(?:or|and|, or|, and|,|y|o) )?`;

// Degree words of a description of residents ("mostly", "predominantly", "all").
export const MOSTLY =
  'mostly|predominantly|predominately|mainly|largely|primarily|overwhelmingly|heavily|almost all|almost entirely|all|entirely|exclusively|solidly|very|pretty|quite|majority|100 percent|100|mayormente|principalmente|totalmente';

// Degrees of a population, without "all" and "very" (paint and brick: "the building is all white").
export const DEGREE =
  'half|about half|mostly|predominantly|predominately|largely|mainly|primarily|overwhelmingly|almost entirely|almost all|heavily|majority|mayormente|principalmente';

// Imperative exclusions: the reader of the class is told to go ("X, keep scrolling", "X should look
// elsewhere"). The HUD 1995 memo treats a statement that a group is not wanted as a limitation under
// §3604(c) whatever its verb; these are the ad-speak verbs of it. Used after a subject (patterns.ts)
// and after an age (coded-rules.ts).
export const GO_ELSEWHERE =
  '(?:(?:please |kindly |pls |plz )?(?:(?:should|must|may want to|might want to|will want to|need to|needs to|are asked to|are advised to|can|could|would do better to|best|better) )?(?:look elsewhere|look somewhere else|search elsewhere|shop elsewhere|try elsewhere|try somewhere else|go elsewhere|go somewhere else|rent elsewhere|apply elsewhere|keep scrolling|keep looking|keep searching|keep moving|keep walking|move along|move on|scroll on|scroll past|swipe left|skip this one|skip this listing|not bother|dont bother|do not bother|need not look|busquen en otro lado|busque en otro lado|abstenerse|abstenganse)(?: please| pls| thanks| thank you| sorry| por favor)?)';

// A requirement said after what is required: "X a must", "X required", "X mandatory" (HUD 1995 memo:
// a stated requirement about the persons is a limitation; the class attribute decides the class).
export const REQUIRED =
  '(?:(?:is |are |will be )?(?:an absolute must|a must|a must have|a requirement|required|requirement|mandatory|essential|compulsory|obligatory|non negotiable|a prerequisite|necessary|a plus|a bonus|obligatorio|obligatoria|requerido|requerida|indispensable|necesario|necesaria))';

// Verbs of a neighbourhood's make-up over time: "stays mostly X", "remains predominantly X", "is kept
// all X" (24 CFR §109.20(a): describing the residents or the neighbourhood by race, colour, religion or
// national origin). Used by the place-is pattern.
export const STAYS =
  'is|are|was|were|remains|remain|stays|stay|has stayed|has remained|has always been|has been|have been|is still|are still|is kept|are kept|keeps|is staying|will stay|will remain|tends to be|tend to be|es|son|sigue siendo|siguen siendo';

// Quantifier subjects that say "no one" (a negated quantifier): "nobody", "no one", "none of the
// applicants", "not a single tenant", "nadie", "ninguna persona". Read both ways (negated-quantifiers.ts):
// with a verb of admission they exclude ("nobody with kids is allowed"), with a verb of refusal they
// include ("nobody with kids is turned away", inclusive.ts). A people noun may follow ("not one family").
export const NO_ONE_EN =
  '(?:nobody|noone|no one|not anyone|not anybody|none of (?:the|our|your|these|those|its|their|them)|not (?:one|a single|a one)(?: single)?|no (?:applicants?|tenants?|renters?|residents?|buyers?|persons?|people|family|families|households?|guests?|callers?|occupants?))';
export const NO_ONE_ES =
  '(?:nadie|ningun|ninguno|ninguna|ningunos|ningunas)(?: de (?:los|las|nuestros|nuestras|sus|estos|estas))?';
// One more word of a negated quantifier's subject before its verb ("nobody with kids under 5 is …",
// "no one on Section 8 or any voucher is …"): never a comma, a conjunction or a negation, which start a
// clause or a reading of their own ("nobody with kids is allowed, smokers refused").
export const SUBJECT_WORD =
  '(?: (?!(?:and|but|so|because|since|as|if|when|while|though|although|yet|y|pero|porque|aunque|not|never|no|nunca|jamas|dont|doesnt|wont|cant|cannot|isnt|arent|wasnt|werent|shouldnt|wouldnt|couldnt|hasnt|havent)\\b)[^ |,]+)';
