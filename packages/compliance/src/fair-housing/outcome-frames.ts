import { FILLER } from './grammar-words';
import { GO_VERBS, LET_VERBS, NOT, NOT_BEFORE, NOT_WORD, SOFT, WE, WHOSE } from './refusal-words';
import type { SourceId } from './sources';
import type { RuleKind } from './types';

/**
 * Directives of exclusion said as an outcome, a feeling or a judgement rather than as "no X" (issue 22):
 * the choice went elsewhere ("going to a guy", "go with someone else"), the person
 * would not fit ("out of place", "not what we're looking for"), the application stops ("won't be moving
 * forward"), the group is called a problem, or the reader is steered to an institution. Same shapes as
 * directives.ts, which reads these after its own frames (24 CFR §100.75(c)(1)-(3); HUD 1995 memo).
 */
export type Directive = { id: string; kind: RuleKind; source: SourceId; shape: 'address' | 'object' };
export type Frame = Directive & { re: string };

// "won't look at applications from X", "will not review offers by X": what X sends stands for X.
const FROM_THEM = '(?:applications?|offers?|inquiries|requests|calls|messages|emails|texts) (?:from|by|of)';

export const OUTCOME_FRAMES: readonly Frame[] = [
  // A requirement not to be of the class: "applicants must not be pregnant", "cannot be on SSI" (HUD
  // 1995 memo: a stated requirement about the persons is a limitation).
  {
    id: 'must-not-be',
    kind: 'exclude',
    source: 'hud1995',
    shape: 'object',
    re: `\\b(?:(?:must|should|shall|may|can|need to|needs to) not be|cannot be|cant be|mustnt be|shouldnt be|may not be)(?: (?:currently|visibly|openly|already|on|receiving|using|a|an|any|in|the)){0,2} $`,
  },
  // The person wanted lacks the class: "a tenant who doesn't have little ones", "someone with no kids"
  // (HUD 1995 memo: a preference for adults or for people without children is a limitation).
  {
    id: 'who-lacks',
    kind: 'exclude',
    source: 'hud1995',
    shape: 'object',
    re: `\\b(?:who|that|resident|residents|tenant|tenants|renter|renters|applicant|applicants|buyer|buyers|roommate|roommates|candidate|someone|somebody|person|occupant|occupants)(?: (?:does|do|will|would|can|must|should))? (?:not|doesnt|dont|wont|cant|cannot|has no|have no|with no|without)(?: (?:have|has|bring|own|use|need|receive|plan on having|plan to have|intend to have|want|come with))? (?:any )?${FILLER}$`,
  },
  // The neighbours or the owner said to be hostile: "may find the neighbors less than welcoming"
  // (24 CFR §100.75(c)(2): words indicating that a group is not welcome).
  {
    id: 'unwelcoming',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: '\\b(?:less than (?:welcoming|friendly|accepting)|unwelcoming|unfriendly|hostile|not (?:very |so |too |exactly |always )?(?:welcoming|friendly|(?:accepting|tolerant)(?= \\||$| ,| of (?:them|you|those|that)\\b)))\\b',
  },
  // A preference said as who does well: "X tend to do well with this owner" (42 U.S.C. §3604(c)).
  {
    id: 'do-well',
    kind: 'prefer',
    source: 'fha3604c',
    shape: 'address',
    re: '\\b(?:do|does|fare|fares|get along|gets along|work out|works out) (?:well|better|best|great|nicely) (?:with (?:this|the|our) (?:owner|landlord|seller|board|hoa|management|building)|here)\\b',
  },
  // Applications put aside: "will have their applications set aside", "are ignored" (24 CFR §100.75(c)(1)).
  {
    id: 'set-aside',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: '\\b(?:set aside|shelved|tossed|thrown out|ignored|discarded|binned|deprioritized|put at the bottom of the pile)\\b',
  },
  // Not welcome, said as how the person would feel: "would feel out of place here", "wouldn't fit in"
  // (24 CFR §100.75(c)(2): words indicating that a group is not welcome).
  {
    id: 'out-of-place',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: `\\b(?:(?:feel|feels|be|seem|seems|look|looks|may|might|would|will|find (?:themselves|yourself|yourselves|himself|herself))(?: [a-z]+)? (?:out of place|unwelcome|unwanted|like (?:an )?outsiders?|like a fish out of water|(?:miserable|unhappy|uncomfortable|isolated|lonely|struggle|have a hard time|have trouble|have difficulty)(?= \\||$| ,| here\\b| in (?:this|the|our) (?:building|community|neighborhood|complex|area)\\b))|(?:hard|difficult|tough|a struggle|struggle) to (?:fit in|belong|blend in|feel at home|feel welcome|get along)|${NOT} (?:really |quite )?(?:fit in|belong|blend in|mesh)(?= \\||$| ,| (?:here|with|well|at|in (?:this|the|our))\\b))`,
  },
  // Not the one sought: "not what we're looking for", "not who the owner had in mind" (24 CFR §100.75(c)(3)).
  {
    id: 'not-sought',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: `\\b${NOT} (?:exactly |really |quite |at all )?(?:what|who|whom|the (?:people|tenants?|renters?|applicants?|buyers?|type|kind)(?: that)?) ${WE}(?: (?:is|are|am|were|was|have been|had|has|re))?(?: (?:really|currently|ever))? (?:looking for|searching for|hoping for|aiming for|going for|after|want|wants|wanted|need|needs|had in mind|have in mind|has in mind|envisioned|pictured|seeking|targeting)\\b`,
  },
  // Not open to them: "X are not something the owner is open to", "not anything we're comfortable with"
  // (24 CFR §100.75(c)(2): words indicating that a group is not welcome).
  {
    id: 'not-open-to',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: `\\b${NOT} (?:really |quite |exactly )?(?:something|someone|anything|anyone|a thing|what|who) ${WE}(?: (?:is|are|am|were|was|s|re|would be|will be))?(?: (?:really|currently|ever))? (?:open to|comfortable with|willing to (?:consider|accept|take|entertain|do)|interested in|ok with|okay with|fine with|going to (?:consider|accept|do)|set up for|able to (?:accept|accommodate|take))\\b`,
  },
  // A preference said as what the owner is used to: "have always been the owner's comfort zone",
  // "are our first choice" (42 U.S.C. §3604(c): "any preference").
  {
    id: 'owners-choice',
    kind: 'prefer',
    source: 'fha3604c',
    shape: 'address',
    re: `\\b(?:is|are|was|were|been|remain|remains|stay|stays|will be) (?:always |still |usually |by far )?${WHOSE}(?:comfort zone|preference|preferred (?:tenants?|renters?|type|crowd|demographic)|first choice|top choice|first pick|top pick|sweet spot|priority|favorites?|favourites?|kind of (?:people|tenants?|renters?|buyers?|folks|crowd))\\b`,
  },
  // The person's application does not go on: "single dads won't be moving forward", "will not proceed"
  // (24 CFR §100.75(c)(1): not available to a group, said of the applicants themselves).
  {
    id: 'not-proceed',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: `\\b${NOT} ${SOFT}(?:(?:move|moving|go|going|get|getting|make|making) (?:forward|ahead|further|through|past screening|it through|the cut)|proceed|proceeding|advance|advancing|progress|progressing|qualify|qualifying|pass (?:screening|the screening))(?= \\||$| ,| (?:in (?:the|our|this)|here|at this|past|beyond)\\b)`,
  },
  // The choice went to someone else: "we've decided to go with someone else" (24 CFR §100.75(c)(1)).
  {
    id: 'someone-else',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: '\\b(?:go|going|went|gone|goes|choose|chose|choosing|pick|picked|select|selected|offer it|rent it|lease it|give it|gave it|prefer|offering it|renting it|leasing it) (?:with|to) (?:someone else|somebody else|someone different|other (?:applicants|tenants|renters|buyers|candidates|people)|(?:another|a different) (?:applicant|tenant|renter|buyer|candidate|party|person|household))\\b',
  },
  // The home already promised to another: "sorry, owner already chose a young professional" (24 CFR
  // §100.75(c)(1): not available to the group named before it).
  {
    id: 'already-chosen',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: '\\balready (?:chose|chosen|picked|selected|found|went with|gone with|accepted|decided on|promised it to|rented it to|committed to) (?:a |an |someone|somebody|another|other)',
  },
  // Priority for the group: "fellow congregants get first pick", "X have first dibs" (42 U.S.C.
  // §3604(c): "preference"; HUD 1995 memo).
  {
    id: 'first-pick',
    kind: 'prefer',
    source: 'fha3604c',
    shape: 'address',
    re: '\\b(?:get|gets|getting|given|have|has|receive|receives|will get|will have|are given|is given) (?:the )?(?:(?:first|top|special|highest|absolute|extra) )?(?:first pick|first choice|first dibs|dibs|priority|preference|first crack|first look|first refusal|first shot|first call|right of first refusal|preferential treatment)\\b',
  },
  // Steering to an institution: "would be happier at a retirement home", "belong in assisted living"
  // (24 CFR §100.70(c)(4): steering to particular buildings; HUD 1995 memo).
  {
    id: 'steer-institution',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: `\\b${GO_VERBS} (?:in|at|to|into|with) (?:a |an |the |some )?(?:retirement (?:home|community|village)|senior (?:living|community|home|center|building|complex|housing|residence)|nursing home|assisted living|group home|care (?:home|facility)|facility|institution|family (?:neighborhood|building|complex|community|oriented building)|adult (?:community|building)|55 community|55 plus community)\\b`,
  },
  // Not possible for the person: "this one isn't doable", "probably isn't going to work out".
  {
    id: 'not-possible',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: `\\b${NOT} ${SOFT}(?:doable|workable|feasible|possible|happening|going to happen|in the cards|on the table|an option|work out|working out|going to work|work|be workable)(?= \\||$| ,| (?:for|here|with)\\b)`,
  },
  // Keeping the residents' make-up: "X … and she'd like to keep it that way" (24 CFR §109.20(a)).
  {
    id: 'keep-it-that-way',
    kind: 'prefer',
    source: 'cfr109',
    shape: 'address',
    re: '\\b(?:keep|keeping|preserve|maintain) (?:it|things|them|the building|the block|the street) (?:that way|like that|this way|as it is|the way it is|the same)\\b',
  },
  // Not available, said as an option withdrawn: "X … so that's off the table", "X are out of the question".
  {
    id: 'off-the-table',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'address',
    re: '\\b(?:off the table|out of the question|a non starter|a nonstarter|a no go|a dealbreaker|a deal breaker|not an option|no longer an option|ruled out)\\b',
  },
  // The answer is no: "the landlord says no", "the owner's answer is no".
  {
    id: 'says-no',
    kind: 'exclude',
    source: 'hud1995',
    shape: 'address',
    re: '\\b(?:says?|said|saying|answer is|answers?|owners answer is|response is) (?:a )?(?:firm |hard |polite )?(?:no|nope|pass)(?= \\||$| ,| (?:thanks|thank you|sorry)\\b)',
  },
  // The group called a problem: "single mothers tend to be a problem", "are too risky" (HUD 1995 memo: a
  // statement that a group is not wanted, said as a judgement of it).
  {
    id: 'trouble',
    kind: 'exclude',
    source: 'hud1995',
    shape: 'address',
    re: '\\b(?:tend to be|tends to be|are|is|were|can be|have been|has been|always are|are always|are usually|bring|brings|cause|causes|mean|means) (?:a |an |too |nothing but |usually |always |often )?(?:problem|problems|trouble|troublesome|headache|headaches|liability|liabilities|risk|risky|high risk|nightmare|hassle|more trouble than|too much trouble|drama|bad news|bad tenants|a no)\\b',
  },
  // A refusal before the people it refuses: "we are not going to proceed with applicants who have
  // children", "won't be approving X" (42 U.S.C. §3604(a),(c)); every verb of LET_VERBS in every form.
  {
    id: 'refuse-object',
    kind: 'exclude',
    source: 'fha3604c',
    shape: 'object',
    re: `\\b(?:${NOT_WORD}|no longer|(?:decided|decides|deciding|decide|opted|opts|chose|chosen|voted) against) (?:[a-z]+ ){0,3}?${LET_VERBS}(?: (?:it|this|the unit|the home|the apartment|this unit))?(?: (?:to|with|for|from|any|the))*(?: ${FROM_THEM})? ${FILLER}$`,
  },
  // The home said not to suit the people after it: "the unit won't work for anyone with kids", "isn't
  // going to work for families" (24 CFR §100.75(c)(1): a dwelling said not to be available to a group).
  {
    id: 'not-work-for',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'object',
    re: `\\b${NOT} ${SOFT}(?:work|works|working|be right|be suitable|be ideal|be a fit|be a good fit) for ${FILLER}$`,
  },
  // An exception to a welcome names who is excluded: "all welcome except families with kids", "anyone
  // but X" (HUD 1995 memo: a statement that a group is not wanted is a limitation).
  {
    id: 'except',
    kind: 'exclude',
    source: 'hud1995',
    shape: 'object',
    re: `\\b(?:except|excepting|but not|other than|excluding|save for|apart from|with the exception of|(?:anyone|anybody|everyone|everybody|all) but)(?: for)? ${FILLER}$`,
  },
  // Disapproval of the people after it: "the HOA frowns on X", "isn't too keen on X", "objects to X",
  // "too many X there", "fed up with X" (HUD 1995 memo: a statement that a group is not wanted is a limitation whatever its verb).
  {
    id: 'disfavour',
    kind: 'exclude',
    source: 'hud1995',
    shape: 'object',
    re: `\\b(?:(?<!\\bnot )too many|(?:had|have) enough of|(?:has|have|had) a (?:thing|problem|issue) (?:about|against|with)|(?:sick|tired) of|fed up with|frowns? on|frowned on|looks? down on|dislikes?|objects? to|(?:has|have) (?:a problem|problems|an issue|issues) with|(?:isnt|is not|arent|are not|not) (?:too |very |that |really |a )?(?:fond of|keen on|big on|fan of|crazy about|thrilled (?:about|with)|happy (?:about|with)))(?: (?:having|renting to|leasing to|any))? ${FILLER}$`,
  },
  // A wish not to have them: "we'd rather not have X", "trying to avoid X" (42 U.S.C. §3604(c)).
  {
    id: 'rather-not',
    kind: 'exclude',
    source: 'fha3604c',
    shape: 'object',
    re: `\\b(?:rather not|prefer not to|prefers not to|preferably not|hoping not to|hope not to|trying to avoid|try to avoid|want to avoid|wants to avoid|avoid|avoids|avoiding|avoided|(?:steer|steers|steering|steered) clear of|(?:stay|stays|staying|stayed|keep|keeps|keeping|kept) away from)(?: (?:have|having|rent to|renting to|lease to|house|deal with|dealing with|take|taking|get|getting|any more|anymore))? ${FILLER}$`,
  },
  // Verbs of refusal before the people: "will pass on any applicant receiving SSDI", "turned down X",
  // "screens out X" (24 CFR §100.75(c)(2); 42 U.S.C. §3604(a)).
  {
    id: 'refuse-verb',
    kind: 'exclude',
    source: 'cfr100',
    shape: 'object',
    re: `${NOT_BEFORE}\\b(?:pass(?:es|ed|ing)? on|turn(?:s|ed|ing)? (?:down|away)|say(?:s|ing)? no to|said no to|reject(?:s|ed|ing)?|refus(?:e|es|ed|ing)(?: to (?:rent to|lease to|house|accept|show))?|declin(?:e|es|ed|ing)|screen(?:s|ed|ing)? out|weed(?:s|ed|ing)? out|filter(?:s|ed|ing)? out|den(?:y|ies|ied|ying)|exclud(?:e|es|ed|ing)|discourag(?:e|es|ed|ing)|keep(?:s|ing)? out|kept out|(?:stopped|stop|quit|done|finished) (?:renting|leasing|selling) to)(?: (?:any|all))? ${FILLER}$`,
  },
  // A preference said as an outcome: "this one is going to a guy", "the room will go to a X", "held
  // for X" (42 U.S.C. §3604(c): "limitation"; 24 CFR §100.75(c)(1): available only to a group).
  {
    id: 'going-to',
    kind: 'prefer',
    source: 'fha3604c',
    shape: 'object',
    re: `\\b(?:(?:is|are|s|will|will be|its|it s) )?(?:going|goes|go|went|being held|held|saved|promised|earmarked|set aside|being saved|kept|being kept) (?:to|for) ${FILLER}$`,
  },
];
