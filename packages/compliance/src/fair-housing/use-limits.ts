import type { Frame } from './outcome-frames';

/**
 * Limits on how a group may use the home, said of a class mention before them: they must leave a
 * facility, use another way in, be indoors by an hour others are not held to, or stay off what others
 * use. 42 U.S.C. §3604(b) forbids different "terms, conditions, or privileges" by class and 24 CFR
 * §100.65(b)(4) names "limiting the use of privileges, services or facilities associated with a
 * dwelling" as one of them; such a rule in an ad or a house rule is a limitation under §3604(c). A frame
 * names no class: structure.ts joins it to the mention it follows in the same sentence ("residents under
 * 18 must leave the pool deck", "tenants who use wheelchairs must use the service elevator", "female
 * residents must be inside by 11 p.m.").
 *
 * Left alone, because they limit no one by class or are the safety rules HUD accepts: a frame after a
 * word that names no class ("guests must leave the pool by 10", "movers must use the freight elevator"),
 * supervision ("children under 14 must be accompanied by an adult": no frame here reads "accompanied" or
 * "supervised"), and an animal's leash or waste rule (assistance-animals.ts keeps aids apart).
 */
const MUST =
  '(?:must|have to|has to|need to|needs to|are required to|is required to|will be required to|shall|are expected to|is expected to|will be asked to|are asked to|are to|is to)';
// What a group is sent away from or kept off: any facility word may follow, so the frame ends at the verb.
const LEAVE =
  '(?:leave|exit|vacate|clear|clear out of|get out of|stay out of|keep out of|stay off|keep off|stay away from|be off|be out of|remain outside|wait outside)';
// Placed by class in one part of the property, and the parts a property has.
const ASSIGNED =
  '(?:go|goes|are placed|get placed|are put|get put|are housed|get housed|are assigned|get assigned|are kept|are moved|are sent|are limited|are restricted|are steered|will be placed|will be assigned|will be housed|must live|have to live|must stay|have to stay)';
const SECTION =
  '(?:(?:building|bldg|tower|wing|section|floor|phase) [a-z0-9]\\b|(?:buildings|floors|wings|sections) [a-z0-9]\\b|(?:the |a |our )?(?:[a-z]+ )?(?:back|rear|front|north|south|east|west|first|second|third|fourth|fifth|ground|top|bottom|lower|upper|family|old|older|other|separate|basement|annex|garden level|[0-9]+(?:st|nd|rd|th)?) (?:building|buildings|section|wing|floor|floors|side|tower|end|level|units?)s?\\b)';
// A supervision rule limits no one by class ("minors may not use the gym unaccompanied", "children must
// leave the pool unless an adult is with them"): HUD accepts reasonable safety rules for children.
const UNSUPERVISED =
  '(?![^|]{0,50}?\\b(?:unaccompanied|unsupervised|alone|by themselves|without (?:an? |their )?(?:adult|parent|guardian|supervision|supervisor)|unless (?:accompanied|supervised|an adult|a parent|with)|if (?:not |un)(?:accompanied|supervised))\\b)';
// Another way in or up, apart from everyone's: "the service elevator", "the rear entrance".
const APART =
  '(?:service|freight|rear|back|side|separate|staff|delivery|loading|basement|alley|garage|employee)';
const WAY =
  '(?:elevators?|entrances?|entry|doors?|stairs|stairwells?|stairways?|gates?|lifts?|lobby|hallways?)';
// An hour by which a group must be in: a curfew for some residents only.
const IN =
  '(?:(?:back|home) )?(?:inside|indoors|in|home|back|in (?:their|the|your) (?:rooms?|units?|apartments?|homes?))';

export const USE_LIMIT_FRAMES: readonly Frame[] = [
  {
    id: 'must-leave',
    kind: 'exclude',
    source: 'fha3604b',
    shape: 'address',
    re: `\\b${MUST} (?:immediately |promptly |all )?${LEAVE}\\b${UNSUPERVISED}`,
  },
  {
    id: 'other-way-in',
    kind: 'exclude',
    source: 'fha3604b',
    shape: 'address',
    re: `\\b${MUST} (?:only )?(?:use|take|enter (?:through|by|via)|come (?:in|through)|go through) (?:the |a |our )?${APART}(?: [a-z]+)? ${WAY}\\b|\\b(?:are|is) (?:limited|restricted|confined) to (?:the |a )?${APART}(?: [a-z]+)? ${WAY}\\b`,
  },
  {
    id: 'curfew',
    kind: 'exclude',
    source: 'fha3604b',
    shape: 'address',
    re: `\\b${MUST} be ${IN} (?:by|before|no later than)\\b|\\b(?:have|has|are under|are subject to|follow) (?:a |an )?(?:\\d+ (?:pm|am) |nightly |evening |strict )?curfew\\b`,
  },
  {
    id: 'may-not-use',
    kind: 'exclude',
    source: 'fha3604b',
    shape: 'address',
    re: `\\b(?:may not|cannot|cant|can not|are not allowed to|is not allowed to|arent allowed to|are not permitted to|is not permitted to|are forbidden to|are barred from|are banned from|is banned from|is barred from) (?:use|enter|access|swim in|be in|be on|visit|reserve|join|be seen in|sit in|hang out in|gather in)\\b${UNSUPERVISED}`,
  },
  // Income refused because of who earns it: "we don't count income from women on maternity leave",
  // "won't consider earnings of applicants with disabilities" (42 U.S.C. §3604(b), §3605; 24 CFR
  // §100.130(b): different terms in residential real-estate transactions). An object frame: the class
  // mention follows it. Refusing a kind of income by its source is income-counted.ts.
  {
    id: 'income-from-not-counted',
    kind: 'exclude',
    source: 'fha3604b',
    shape: 'object',
    re: '\\b(?:dont|do not|wont|will not|cant|cannot|never|doesnt|does not|refuse to|decline to) (?:count|consider|accept|include|use|credit|verify) (?:the |any )?(?:income|earnings|wages|pay|paychecks|salary|salaries|benefits) (?:from|of|earned by|paid to|received by) (?:$|(?:a|an|the|any|our|their) $)',
  },
  // A guest curfew for one group: "female tenants must have guests out by 10 p.m." (24 CFR §100.65(b)(4):
  // limiting the privileges of a dwelling, here having visitors, by class; the class comes from the
  // mention before the frame).
  {
    id: 'guest-curfew',
    kind: 'exclude',
    source: 'fha3604b',
    shape: 'address',
    re: `\\b${MUST} (?:have|get|send|see|walk) (?:their |all |any |her |his |overnight |male |female )?(?:guests?|visitors?|company|friends?|boyfriends?|girlfriends?|dates?|callers?) (?:out|gone|leave|off the property|out of the (?:building|house|unit)|off the premises)(?: [a-z]+){0,2}? (?:by|before|no later than)\\b`,
  },
  // A lease not renewed for a class: "leases will not be renewed for tenants who are expecting",
  // "contracts won't be extended for residents who use wheelchairs" (42 U.S.C. §3604(a)-(b); 24 CFR
  // §100.60(b)(5), refusing to renew). An object frame: the class mention follows it.
  {
    id: 'not-renewed-for',
    kind: 'exclude',
    source: 'fha3604b',
    shape: 'object',
    re: '\\b(?:leases?|tenancies|tenancy|rental agreements?|contracts?|agreements?|renewals?) (?:will not|wont|shall not|cannot|cant|are not|is not|will no longer|do not|dont|may not|would not) (?:be )?(?:renewed|extended|rolled over) (?:for|to|with) (?:$|(?:a|an|the|any|our|their|all) $)',
  },
  // A section of the property assigned by class: "deaf tenants are assigned to the first floor",
  // "families with children go in Building C", "Korean families always go in the older wing" (24 CFR
  // §100.70(c)(4): assigning any person to a particular section, building or floor because of a
  // protected class). One frame for every class, joined to the mention by structure.ts.
  {
    id: 'assigned-section',
    kind: 'exclude',
    source: 'cfr10070c4',
    shape: 'address',
    re: `\\b(?:always |usually |all |only )?${ASSIGNED} (?:in|into|on|to|onto) ${SECTION}`,
  },
];
