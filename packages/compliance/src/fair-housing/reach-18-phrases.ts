import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * Review-18's, -19's and -21's misses that are a phrase of their own rather than a frame around a
 * class word, each widened to its family: a question about an injury, English required "without an
 * interpreter" or as a condition of fit, birth and accent as a condition, things of children or of
 * worship refused, church attendance preferred or priced, coded colour and "normal couple", and a
 * repair traded for how a tenant dresses.
 */
const BODY =
  '(?:leg|legs|arm|arms|hand|hands|eye|eyes|foot|feet|back|face|knee|knees|hip|hips|spine|ear|ears|fingers?|head|brain|lungs?|heart)';
const DEVICE =
  '(?:wheelchair|cane|walker|crutches|hearing aids?|oxygen|scooter|prosthetic|service dog|guide dog)';
const TENANTS =
  '(?:tenants?|tenents?|renters?|applicants?|people|folks|someone|families|buyers?|residents?|those|anyone)';
// The owner's own congregation after these verbs is coded-rules.ts's (belongs-to-congregation).
const OWN = '(?! (?:his|her|our|my|the owners?|the landlords?|the sellers?) )';
const WORSHIP =
  '(?:(?:(?:the|a|an|our|their|his|her) )?(?:local |nearby |neighborhood )?(?:church|mass|sunday service|sunday services|services|service|temple|synagogue|shul|mosque|bible study|parish|congregation|worship)(?: every (?:sunday|saturday|friday|week))?)';

export const REACH_18_PHRASES: readonly StandaloneRule[] = phraseRules([
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
    re: `\\b(?:what happened to (?:your|his|her|their) ${BODY}|how (?:did )?(?:you|he|she|they) (?:lose|lost|hurt|injure|injured|break|broke|damage|damaged) (?:your|his|her|their) (?:${BODY}|sight|hearing|vision)|why (?:do you|does (?:he|she|your [a-z]+)) (?:use|need|have) (?:a |an |the )?${DEVICE}|whats wrong with (?:your|his|her|their) ${BODY}|(?:ask|know|tell me|share|asking) what (?:your|his|her|their) (?:diagnosis|medical condition|disability|illness|injury) (?:is|was)|(?:is|whether) (?:your|his|her|their) (?:medical )?(?:condition|disability|illness|injury) (?:is )?(?:permanent|temporary|contagious|curable|going to get (?:better|worse)))\\b`,
  },
  {
    // "If you can't hold a conversation in English, this isn't the place for you", "if you don't read
    // English, please don't apply" (HUD 2016 LEP guidance; 42 U.S.C. §3604(c)).
    id: 'english-or-go',
    category: 'national_origin',
    kind: 'exclude',
    source: 'hudLep2016',
    needs: ['english'],
    reason:
      'Turns away those who cannot speak or read English (HUD 2016 LEP guidance; 42 U.S.C. §3604(a), (c))',
    re: `\\bif (?:you|they|he|she|the applicant|applicants) (?:cant|cannot|can not|dont|do not|doesnt|does not|arent able to|are not able to) (?:hold (?:a |an )?(?:[a-z]+ )?conversation|speak|read|understand|communicate|talk|write)\\b[^|]{0,30}? english\\b[^|]{0,8}? (?:this (?:isnt|is not|aint) (?:the|a|your) (?:place|home|unit|building|apartment|spot|rental)|(?:please )?(?:dont|do not) (?:apply|bother|call|waste)|tell (?:them|him|her) (?:not to|to not) (?:bother|apply|come|call)|(?:its|it is|this is) not (?:for you|a (?:good )?fit)|look elsewhere|keep scrolling|move on|we cant help you|we cannot help you)\\b`,
  },
  {
    // "Must read, speak and sign every document in English without an interpreter".
    id: 'english-without-interpreter',
    category: 'national_origin',
    kind: 'prefer',
    source: 'hudLep2016',
    needs: ['without'],
    reason: 'Requires English without an interpreter (HUD 2016 LEP guidance; 42 U.S.C. §3604(c))',
    re: `\\b(?:must|need to|needs to|has to|have to|required to|expected to|should|able to)\\b[^|]{0,60}? (?:in )?english without (?:an? |any |the )?(?:help of (?:an? )?)?(?:interpreters?|translators?|translation|translating)\\b`,
  },
  {
    // "A good fit if you were born here and speak without an accent", "tenants who speak with no
    // accent preferred" (24 CFR §100.75(c); national origin by birthplace and accent).
    id: 'born-here-no-accent',
    category: 'national_origin',
    kind: 'prefer',
    source: 'cfr100',
    needs: ['accent', 'born'],
    reason: 'Makes birthplace or an accent a condition of renting (42 U.S.C. §3604(c); 24 CFR §100.75(c))',
    re: `\\b(?:(?:fit|match|perfect|ideal|welcome|preferred|prefer|only|best|happy|great) if (?:you|they|he|she|the applicant)(?: re| are| is| were| was|re|s)? born (?:here|in (?:this country|the us|the usa|america|the states|the u s))|(?:speak|speaks|talk|talks|speaking) (?:english |spanish )?(?:without|with no|with none of) (?:an? |any )?(?:foreign |heavy |thick |strong |noticeable )?accents?)\\b`,
  },
  {
    // "This isn't a place for strollers", "not a building for car seats": things of children named in
    // place of them (HUD 1995 memo; 42 U.S.C. §3604(c)).
    id: 'not-a-place-for-child-things',
    category: 'familial_status',
    kind: 'exclude',
    source: 'cfr100',
    needs: [
      'stroller',
      'crib',
      'high chair',
      'car seat',
      'tricycle',
      'playpen',
      'bassinet',
      'diaper',
      'toys',
    ],
    reason:
      'Says the home is not for strollers or cribs, a refusal of families with children (42 U.S.C. §3604(c))',
    re: '\\b(?:(?:isnt|is not|not|never) (?:a|the|really a) (?:place|building|home|spot|unit|house|apartment|complex) for|no room (?:here )?for) (?:strollers|cribs|high chairs|car seats|tricycles|playpens|bassinets|diapers|toys)\\b',
  },
  {
    // "Prefers tenants who go to church every Sunday", "preferimos inquilinos que asistan a nuestra
    // iglesia" (42 U.S.C. §3604(c); 24 CFR §109.20).
    id: 'prefer-churchgoers',
    category: 'religion',
    kind: 'prefer',
    source: 'fha3604c',
    needs: ['prefer', 'perfer', 'looking for', 'seeking', 'only', 'want', 'buscamos', 'queremos', 'solo'],
    reason: 'Prefers tenants who attend a place of worship (42 U.S.C. §3604(c); 24 CFR §109.20)',
    re: `\\b(?:(?:prefer|prefers|preferred|perfer|perfers|prefered|would prefer|want|wants|looking for|seeking|only) (?:a |an |the )?${TENANTS} (?:who|that) (?:regularly |faithfully |still )?(?:go to|goes to|(?:attend|attends|belong to|belongs to|worship at|are members of|is a member of)${OWN}) ${WORSHIP}|(?:preferimos|prefiero|buscamos|queremos|solo|solamente) (?:inquilinos|personas|gente|familias|arrendatarios|inquilino|persona) que (?:asistan|vayan|asista|vaya|sean miembros|pertenezcan) (?:a|de) (?:la |nuestra |una |su |el |al )?(?:iglesia|misa|parroquia|congregacion|templo|sinagoga|mezquita|culto))\\b`,
  },
  {
    // "Rent drops $100 for tenants who attend Sunday service", "a deposit discount for churchgoers":
    // different terms by religion (42 U.S.C. §3604(b)).
    id: 'terms-for-churchgoers',
    category: 'religion',
    kind: 'exclude',
    source: 'fha3604b',
    needs: ['attend', 'go to', 'goes to', 'worship', 'member', 'belong', 'churchgoer'],
    reason: 'Sets rent or terms by attendance at a place of worship (42 U.S.C. §3604(b))',
    re: `\\b(?:rent|rents|deposit|discount|discounts|fee|fees|price|off|cheaper|lower|reduced|less|drops|waived)\\b[^|]{0,40}? (?:for|to) (?:(?:a |an |the |any )?${TENANTS} (?:who|that) (?:regularly |faithfully )?(?:go to|goes to|(?:attend|attends|worship at|belong to|belongs to|are members of)${OWN}) ${WORSHIP}|${TENANTS} (?:who|that) (?:worship|pray|prays|worships) (?:at|with|in)|churchgoers|regular churchgoers|members of (?:our|the owners|my) (?:church|congregation|parish|temple|synagogue|mosque))\\b`,
  },
  {
    // "Owner said not too dark pls", "landlord wants nobody too dark-skinned": colour as the owner's
    // wish (42 U.S.C. §3604(c)); a paint or a room is not it.
    id: 'not-too-dark',
    category: 'color',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['dark', 'brown'],
    reason: "Passes on an owner's wish about skin colour (42 U.S.C. §3604(c))",
    re: '\\b(?:said|says|wants|wanted|asked for|asked|prefers|told me|specified|insists|insisted|requested)(?: me| us| that)? (?:nobody|no one|noone|not|none|nothing|no one whos|nobody whos) (?:too|very|that|overly|real|really) (?:dark|dark skinned|darkskinned|brown)\\b(?! (?:a |an )?(?:paint|color|colour|shade|stain|finish|wood|floor|floors|room|rooms|carpet|tint|gray|grey|cabinets|trim|inside|in here))',
  },
  {
    // "Perfect for a nice normal couple", "ideal for a traditional family": a couple's orientation
    // coded as "normal" (HUD 2021 guidance; state statutes), a warning.
    id: 'normal-couple',
    category: 'sexual_orientation',
    kind: 'suits',
    severity: 'warn',
    source: 'hud2021',
    needs: ['normal', 'traditional', 'regular', 'conventional', 'straight'],
    reason: 'Says the home suits a "normal" or "traditional" couple, coding orientation (HUD 2021 guidance)',
    re: '\\b(?:perfect|ideal|great|best|suited|suitable|made|meant|looking|seeking|want|prefer|reserved) (?:for|to) (?:a |an |the )?(?:nice |good |young |sweet )?(?:normal|traditional|regular|conventional|straight) (?:married )?(?:couple|couples|marriage|man and wife|husband and wife)\\b',
  },
  {
    // "Ask the Saturday applicants where they're from originally": the origin asked after any words
    // naming whom to ask (class-inquiries.ts reads only an article there), a warning like its kin.
    id: 'ask-where-from',
    category: 'national_origin',
    kind: 'exclude',
    severity: 'warn',
    source: 'cfr100',
    needs: ['originally', 'really from'],
    reason: 'Asks where applicants are from (24 CFR §100.75; national origin inquiry)',
    re: '\\b(?:ask|asking|find out|check|figure out)(?: [a-z0-9]+){1,4}? where (?:they|he|she|you|the [a-z]+)(?: re| are| is| were| was|re|s)? (?:from originally|originally from|really from)\\b',
  },
  {
    // "Repairs done faster if they answer the door in something nice": a term of tenancy traded for
    // dress (24 CFR §100.600(a)(1), quid pro quo).
    id: 'terms-for-dress',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    needs: ['door', 'dress', 'wear'],
    reason:
      'Trades repairs or rent for how a tenant dresses for the landlord (quid pro quo, 24 CFR §100.600(a)(1))',
    re: '\\b(?:rent|repairs?|maintenance|fixed|faster|sooner|quicker|first|discount|deposit|priority)\\b[^|]{0,40}? (?:if|when|as long as|provided) (?:they|you|she|the ladies|the women|the girls|tenants)\\b[^|]{0,12}? (?:answer the door|come to the door|open the door|dress up|dress|wear|are wearing|are dressed)(?: for (?:me|him|the super|the landlord))? (?:in )?(?:something )?(?:nice|sexy|cute|revealing|skimpy|short|tight|little|lingerie|nothing)\\b',
  },
]);
