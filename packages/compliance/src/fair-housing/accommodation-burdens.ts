import { ANIMAL, ANIMAL_NEEDS, MODIFICATION } from './accommodation-refusals';
import { phraseRules, type StandaloneRule } from './standalone-rules';
import { AIDS, IMPAIRMENTS } from './vocabulary/handicap';

/**
 * Burdens laid on a disability's request rather than a refusal said outright.
 * HUD/DOJ Joint Statement on Reasonable Accommodations (2004), Q&A 12-13: a request may be
 * made in any manner, and a provider may not charge a fee for it or insist on its own form; HUD
 * FHEO-2020-01: reliable documentation may come from any provider with personal knowledge of the need
 * (not only a provider the landlord picks), and an assistance animal is not a pet whatever the landlord
 * calls it; 42 U.S.C. §3604(f)(3)(A) and 24 CFR §100.203: a tenant may make a modification at their own
 * expense, so turning that offer down is a refusal. The frames: a request's paperwork with a fee, a
 * notary or "our form only"; letters accepted only from a landlord's partner; "ESA or not" before a pet
 * charge; a tenant's offer to pay for a modification, then a no. Left alone: "requests may be made
 * orally or in writing, never a fee", "a note from any provider who knows you", "no pet fee for
 * assistance animals", "she offered to put in a ramp and the owner agreed".
 */
const REQUEST_PAPER =
  '(?:accommodation|modification|ada|disability|esa|assistance animal|service animal|support animal|service dog|support dog) (?:requests?|letters?|applications?|forms?|paperwork|documentation|verifications?)';
// A fee, unless said to be none ("never a fee", "no processing fee", "fee waived").
const NO = '(?:no|never a|never any|without a|without any|free of|zero|waive the|waived the|not a|not any)';
const CHARGED = `(?<!\\b${NO}(?: [a-z]+)? )\\b(?:(?:processing|application|review|handling|admin|administrative|filing|evaluation|verification) )?fees?\\b(?! (?:is |are )?(?:waived|free))`;
const NOTARY =
  '(?<!\\b(?:no|not|dont|doesnt|never|without|nor)(?: [a-z]+){0,3} )\\bnotari[sz](?:ed|ation)\\b|(?<!\\bno )\\bnotary\\b';
const OUR_FORM =
  '\\b(?:must|have to|has to|need to|needs to|required to|only) (?:be )?(?:made |submitted |filed |done )?(?:on|using|with|via|through) (?:our|the) (?:own |official |company |companys |owners |management )?(?:form|paperwork|portal)\\b';
const DOCS =
  '(?:(?:esa|support animal|assistance animal|service animal|accommodation|disability|medical|doctors?|therapists?) )?(?:letters?|notes?|documentation|verifications?|certificates?|certifications?|paperwork)';
// The landlord's own source: "our partner telehealth site", "an approved provider", "our in-house nurse".
const THEIR_SOURCE =
  '(?:our|the|an?) (?:own |approved |preferred |partner |designated |in house |contracted |listed |chosen )*(?:partners?|approved|preferred|designated|contracted|in house|chosen)\\b';

// A request made because of a disability, then the usual fee put on it: "she asked for a ground-floor
// transfer because of her MS; tell her transfers carry a $500 fee like any other". A reasonable
// accommodation may not be charged for, even where the same change costs others a fee (HUD/DOJ Joint
// Statement 2004, Q&A 12; 24 CFR §100.204). Left alone: "… because of her MS; we waived the transfer fee".
const ASKED_FOR =
  '(?:asked|asks|asking|requested|requests|requesting|wants|wanted|needs|needed|applied) (?:us |me )?(?:for |to )?(?:(?:a|an|the|to) )?(?:[a-z]+ ){0,3}?(?:transfer|move|unit change|unit|apartment|parking (?:space|spot)|spot|ramp|grab bars?|lease break|exception|accommodation)';
const BECAUSE_DISABLED = `(?:because of|due to|for|given|on account of|with) (?:her|his|their|my|a|an) (?:[a-z]+ )?(?:${[...IMPAIRMENTS, ...AIDS].join('|')}|ms|ptsd|copd|als|hiv|disability|disabilities|condition|illness|injury|knees?|hip)`;
const FEE_PUT = `(?<!\\b(?:waive|waived|waiving|waives|no|without|never|free of|not|skip|skipped)\\b[^|]{0,40})\\b(?:(?:carry|carries|costs?|comes? with|charge|charges|pay|pays|owe|owes|is|are)\\b(?: [a-z]+){0,2}? (?:a |an |the )?\\d+(?: [a-z]+)? (?:fee|charge|surcharge)|\\d+ (?:[a-z]+ )?fee)\\b`;

export const ACCOMMODATION_BURDEN_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'accommodation-request-burden',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: [
      'request',
      'letter',
      'application',
      'form',
      'paperwork',
      'documentation',
      'verification',
      'fee',
      'notar',
      // The animal frame: "service animals require a notarized letter".
      ...ANIMAL_NEEDS,
    ],
    reason:
      'Charges a fee, demands a notary or insists on the landlord’s own form for a reasonable accommodation request (HUD/DOJ Joint Statement, 2004, Q&A 12-13; 42 U.S.C. §3604(f)(3)(B))',
    // Either order: "requests must be notarized", "a $50 review fee applies to every disability request".
    re: `\\b${REQUEST_PAPER}\\b[^|]{0,80}?(?:${CHARGED}|${NOTARY}|${OUR_FORM})|\\b${REQUEST_PAPER}\\b[^|]{0,20}?\\b(?:costs?|will cost|carries an?|comes with an?) \\d+\\b|${CHARGED}[^|]{0,40}?\\b${REQUEST_PAPER}\\b|\\b${ANIMAL}\\b[^|]{0,20}?(?<!\\b(?:never|not|dont|do not|doesnt|does not|wont|will not|no longer|no) )\\b(?:require|requires|need|needs|must (?:have|provide|bring|submit|pay))\\b[^|]{0,30}?(?:${NOTARY}|(?<!\\b${NO}(?: [a-z]+)? )\\b(?:deposits?|pet fees?|pet rent)\\b)`,
  },
  {
    id: 'documentation-only-from-landlords-source',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: ['only', 'must come', 'has to come', 'have to come', 'needs to come', 'need to come'],
    reason:
      'Accepts disability documentation only from a provider the landlord picks (HUD FHEO-2020-01: reliable documentation from any provider with personal knowledge)',
    re: `\\bonly (?:accept|take|honor|honour|recognize|recognise|allow|consider)s? (?:[a-z]+ ){0,2}?${DOCS} (?:from|by|issued by|written by|through|via) ${THEIR_SOURCE}|\\b${DOCS} (?:must|has to|have to|needs? to) (?:come|be) (?:from|issued by|written by|through|via) ${THEIR_SOURCE}`,
  },
  {
    id: 'assistance-animal-or-not',
    category: 'handicap',
    kind: 'exclude',
    source: 'fheo202001',
    needs: ['or not'],
    reason:
      'Charges pet fees for, or counts as a pet, an assistance animal whatever its status (HUD FHEO-2020-01: an assistance animal is not a pet)',
    re: `\\b${ANIMAL} or not\\b[^|]{0,80}?\\b(?:pet (?:deposits?|fees?|rent)|counts? as (?:a |one )?pets?|(?:is|s|its) (?:a |just a |still a )(?:dog|cat|pet))\\b`,
  },
  {
    id: 'paid-modification-refused',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: ['offer', 'wanted to', 'asked to', 'asked if', 'wants to', 'own cost', 'own expense', 'pay for'],
    reason:
      'Refuses a modification the tenant offered to pay for (42 U.S.C. §3604(f)(3)(A); 24 CFR §100.203)',
    re: `\\b(?:offered|offers|offering|wanted|wants|asked|asks|asking|proposed|requested|request|requests|requesting) (?:to|if (?:she|he|they|i|we) could) (?:put in|install|build|add|pay for|mount) (?:a |an |the |her |his |their |some )?${MODIFICATION}\\b[^|]{0,80}?\\b(?:said no|says no|saying no|refused|refuses|wont (?:let|allow|approve)|would not (?:let|allow|approve)|wouldnt (?:let|allow|approve)|denied|turned (?:it|her|him|them) down|nixed|vetoed|not allowed|rejected)\\b`,
  },
  {
    id: 'accommodation-charged',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: ['fee', 'charge'],
    reason:
      'Charges the usual fee for a change asked for because of a disability (a reasonable accommodation, HUD/DOJ Joint Statement 2004, Q&A 12; 24 CFR §100.204)',
    re: `\\b${ASKED_FOR}\\b[^|]{0,30}?\\b${BECAUSE_DISABLED}\\b[^|]{0,10}?(?:\\|[^|]{0,70}?)?${FEE_PUT}`,
  },
  // Disabled tenants sent to park far off, the near spaces kept for others: "the spaces by the entrance are
  // for staff; disabled tenants can park in the back lot like everyone else". A reserved accessible space
  // near the unit is HUD's own example of a reasonable accommodation (24 CFR §100.204(b), example 2).
  {
    id: 'disabled-parking-sent-away',
    category: 'handicap',
    kind: 'exclude',
    source: 'cfr100',
    needs: ['park'],
    reason:
      'Sends disabled tenants to park far from the entrance instead of a reserved near space (a reasonable accommodation, 24 CFR §100.204(b))',
    re: `\\b(?:(?:disabled|handicapped) (?:tenants?|residents?|drivers?|people|renters?|folks|owners?)|(?:tenants?|residents?|drivers?|people|renters?) (?:with (?:a )?disabilit(?:y|ies)|in wheelchairs|who use wheelchairs|with (?:a )?(?:handicap|disabled|accessible) (?:placards?|plates?|tags?|permits?)))\\b[^|]{0,20}?\\b(?:can|must|will have to|have to|has to|should|need to|needs to|are to|get to|will|may) park\\b[^|]{0,40}?\\b(?:back|rear|far|farthest|overflow|side|street|remote|like everyone|like everybody|with everyone|same as everyone)\\b`,
  },
  {
    id: 'suits-the-fit',
    category: 'handicap',
    kind: 'suits',
    source: 'hud1995',
    needs: [
      'shape',
      'fit',
      'athletic',
      'able bodied',
      'healthy',
      'agile',
      'spry',
      'condicion',
      'forma',
      'salud',
      'sano',
      'sana',
      'saludable',
      'atletic',
      'agil',
    ],
    reason:
      'Says the home suits people by their physical condition (HUD 1995 memo: describe the stairs, not the people)',
    re: '\\b(?:perfect|ideal|great|best|suited|made|meant) (?:for|to) (?:someone|somebody|people|folks|a person|tenants?|renters?|buyers?|anyone|those) (?:who s |whos |who is |who are |thats |that s |that is |that are )?(?:[a-z]+ and )?(?:in (?:great|good|top|peak|decent|excellent) (?:shape|physical condition|health)|(?:very |super |really )?(?:fit|athletic|able bodied|healthy|spry|agile))\\b|\\b(?:ideal|ideales|perfecto|perfecta|mejor|apto|apta|aptos|pensado|pensada) para (?:alguien|personas|gente|inquilinos|quien|quienes)(?: que (?:este|esten|sea|sean))? (?:en |con )?(?:(?:buena|excelente|perfecta|muy buena) (?:condicion|forma|salud)(?: fisica)?|(?:sanas?|sanos|saludables?|atleticas?|atleticos?|agiles?))\\b',
  },
]);
