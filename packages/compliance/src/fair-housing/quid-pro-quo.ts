import type { StandaloneRule } from './standalone-rules';

/**
 * Quid pro quo sexual harassment in tenancy: housing, its rent or its terms made conditional on a
 * sexual favour or on being "friendly" with the landlord (24 CFR §100.600(a)(1); HUD harassment rule,
 * 81 FR 63054, 2016; 42 U.S.C. §3604(b)); saying so in an ad states a limitation by sex (§3604(c)).
 * A rule needs both halves in one sentence: a benefit of the tenancy (rent, deposit, a deal, a repair moved up)
 * and a hint aimed at the landlord ("friendly with me", "spend time with the owner", "favors", a wink).
 * Look-alikes left alone: "friendly landlord", "nice neighbors", "spend time with family on the deck",
 * "reduced rent in exchange for yard work", "we can work something out on the move-in date", "we can work
 * something out, come by the office Monday with your pay stubs" (a visit, but not alone).
 */
const REASON =
  'Makes the rent or the terms of the tenancy depend on a personal or sexual favour to the landlord (quid pro quo harassment, sex)';

// A benefit of the tenancy the landlord holds out.
const BENEFIT =
  '(?:rent|rents|lease|deposit|discount|discounts|deal|special|cheaper|cheap|reduced|lower|free|negotiable|break|approved|approval|utilities|move in|repair|repairs|maintenance|fixed|priority|top of the list|front of the line|late fees?|fees?|skip|waive|waived|forgive|forgave|overlook|renewal|eviction)';
// Who the favour is for: the landlord, the owner, the writer.
const LANDLORD = '(?:me|the landlord|your landlord|landlord|the owner|owner|the manager|him|myself)';
// The favour: being "friendly" with the landlord, time alone with him, a date, sexual favours.
const HINT = `(?:(?:friendly|nice|sweet|good|intimate|affectionate|generous|fun) (?:to|with) ${LANDLORD}|close with ${LANDLORD}|(?:spend|spends|spending) (?:some |quality |private |alone |more |extra )?(?:time|the night|nights|evenings|weekends|a night) (?:alone )?with ${LANDLORD}|(?:date|dates|dating|go out with|going out with|hang out with) ${LANDLORD}|(?:keep|keeps|keeping|kept) ${LANDLORD} company|(?:sexual |personal |special |certain |intimate )?favou?rs|sexual (?:relationship|relations|activity)|sleep(?:s|ing)? with ${LANDLORD}|friends with benefits|if you know what i mean|wink(?: wink)?|winkwink|(?:let me |i can |i could |i ll )?take you (?:out(?: to dinner)?|to dinner|for (?:a )?drinks?|on a date)|(?:have|grab|get) (?:dinner|drinks) with ${LANDLORD})`;
// The condition linking the two: "if", "for", "in exchange for", "when", "as long as".
const IF =
  '(?:if|for|in exchange for|in return for|as long as|provided|when|who|whos|that|willing to|in trade for|and)';

// A staff rule against the trade is no offer of it: "staff may not ask residents for dates or favors in
// exchange for repairs; report it".
const FORBIDDEN =
  '(?<!\\b(?:may not|must not|cannot|can not|cant|shall not|will never|never|do not|dont|are not allowed to|is not allowed to|not permitted to|prohibited from) [^|]{0,40})';

export const QUID_PRO_QUO_RULES: readonly StandaloneRule[] = [
  {
    id: 'benefit-for-favour',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    reason: REASON,
    needs: [
      'kept',
      'friendly',
      'nice',
      'sweet',
      'good to',
      'good with',
      'close with',
      'intimate',
      'affectionate',
      'generous',
      'fun',
      'spend',
      'date',
      'dating',
      'go out',
      'going out',
      'hang out',
      'company',
      'favor',
      'favour',
      'sexual',
      'sleep',
      'benefits',
      'what i mean',
      'wink',
      'take you',
      'dinner with',
      'drinks with',
    ],
    // Either order: "rent reduced for a tenant who is friendly with me", "be nice to me and rent is cheap".
    re: new RegExp(
      `${FORBIDDEN}\\b${BENEFIT}\\b[^|]{0,80}?\\b${IF}\\b[^|]{0,50}?\\b${HINT}\\b|${FORBIDDEN}\\b${HINT}\\b[^|]{0,30}?\\b(?:and|for|in exchange for|in return for|,)\\b[^|]{0,50}?\\b${BENEFIT}\\b`,
      'g',
    ),
  },
  {
    // "We can work something out for a pretty lady, wink": an arrangement offered with a sexual hint,
    // in the sentence or the next.
    id: 'work-something-out',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    reason: REASON,
    needs: [
      'work something out',
      'work out a deal',
      'arrangement',
      'work it out',
      'figure something out',
      'figure it out',
      'sort something out',
      'sort it out',
    ],
    re: /\b(?:work something out|work out a deal|work it out|figure something out|figure it out|sort something out|sort it out|(?:special|private|personal) arrangement)\b[^|]{0,80}?(?:\| [^|]{0,60}?)?\b(?:wink(?: wink)?|if you know what i mean|(?:come|comes|coming|stop|swing|drop) (?:by|over|round|around)\b[^|]{0,30}?\b(?:just you|you alone|alone|by yourself|on your own|without (?:your|the) (?:husband|boyfriend|partner|roommate|kids|friend))|(?:pretty|cute|attractive|hot|sexy|beautiful|young|single) (?:lady|ladies|girl|girls|woman|women|female|females)|(?:friendly|nice|sweet) (?:to|with) (?:me|the landlord|the owner|him))\b|\b(?:pretty|cute|attractive|hot|sexy|beautiful) (?:lady|ladies|girl|girls|woman|women|female|females)\b[^|]{0,80}?\b(?:work something out|work out a deal|work it out|(?:special|private|personal) arrangement)\b/g,
  },
  {
    // "Your repair ticket is on hold till you say yes to dinner": a service held until a date is agreed.
    id: 'service-held-for-date',
    category: 'sex',
    kind: 'exclude',
    source: 'cfr100600',
    reason: REASON,
    needs: ['say yes', 'go out', 'dinner', 'drinks', 'a date'],
    re: /\b(?:repairs?|ticket|request|work order|lease|renewal|application|deposit|rent|maintenance)\b[^|]{0,40}?\b(?:on hold|waits?|waiting|delayed|paused|stuck|not happening|isnt happening)\b[^|]{0,15}?\b(?:till|until|unless|til) you (?:say yes|agree|go out|have (?:dinner|drinks)|come (?:to|for) (?:dinner|drinks)|let me take you)\b/g,
  },
];
