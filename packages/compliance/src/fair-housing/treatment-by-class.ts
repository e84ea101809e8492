import { classPerson, saidOf } from './class-person';
import { AID_OBJECTS } from './class-words';
import { NOT } from './refusal-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import { ALL_CLASSES, type ProtectedClass } from './types';

/**
 * Worse treatment announced for a class: a person marked by a class, then, in the same clause, what
 * will happen to them ("visitors in religious head coverings will be asked to wait outside", "tenants
 * who have asked for accommodations will not be offered the renewal discount", "transgender applicants
 * will be shown units in the annex only", "applicants with a history of drug addiction will be
 * declined"). 42 U.S.C. §3604(a)-(b), (f)(1)-(2); 24 CFR §100.60(b) (refusing), §100.65(b) (different
 * terms, privileges, services), §100.70(c)(4) (assigning a section), §100.202(a) and §100.201 (a
 * history of addiction, treatment in recovery are handicaps), §100.400(c)(2) (interfering after a
 * request). Slots, each a vocabulary: the person (a class word before a people noun, a trait read off
 * the person, the class words below, "since you're X"), and the outcome (refused, removed, made to
 * wait, charged more, moved, shown only, not offered a benefit). The outcome anchors the match and the
 * person is read behind it, so the class alternation runs only where an outcome word is.
 * Left alone: an outcome for everyone ("late applications will be declined"), a negated one ("no one
 * will be asked to leave for wearing a hijab"), a benefit offered ("tenants who asked for
 * accommodations will be offered a first-floor unit").
 */
// The outcome, said of the person before it. Refusal and removal verbs, made to wait or stand apart,
// charged more, placed or shown somewhere "only".
const BE =
  '(?:will|shall|would|are to|is to|must|should|get|gets|are|is|will get|will be|would be|shall be|are going to be|will all be|are all|get automatically|will automatically be|are automatically|be)';
const DONE = `(?:(?:automatically|always|immediately|simply|just|politely|quietly|all|then|also) )?(?:declined|denied|rejected|refused|turned away|turned down|disqualified|screened out|excluded|barred|banned|evicted|removed|escorted (?:out|off)|asked to (?:leave|wait (?:outside|in the car|in the lobby|elsewhere|in the hall)|step (?:outside|out)|go elsewhere|stay outside|remain outside|come back (?:later|another)|use the (?:side|back|rear|service))|told to (?:leave|wait outside|go elsewhere|come back later)|use the (?:side|back|rear|service|basement) (?:entrance|entry|door|gate|elevator|stairs|stairway)|made to wait|kept (?:outside|waiting|out)|charged (?:more|extra|double|a (?:higher|larger|bigger|extra|additional|separate)|an (?:extra|additional|added))|(?:moved|relocated|sent|steered|directed|placed|put|housed|assigned|limited|restricted|confined) (?:to|in|into|on)\\b|shown (?:[a-z0-9]+ ){0,5}?only\\b|(?:shown|offered|given|sent) only\\b|only (?:be )?(?:shown|offered|given|sent))`;
const NEGATED = '(?<!\\b(?:not|never|no one|nobody|none|no|wont|cannot|cant|nor)\\b[^|]{0,25})';
// A benefit withheld: "will not be offered the renewal discount", "won't get the move-in special".
const BENEFIT =
  '(?:discounts?|concessions?|specials?|promotions?|promos?|rebates?|incentives?|renewals?|renewal (?:offers?|rates?)|upgrades?|amenities|amenity|perks?|free (?:month|months|rent|parking|storage)|waivers?|credits?|reductions?|rates?|deals?|offers?|tours?|showings?|parking(?: spaces?)?|storage|bonus|gift cards?|early move in|rent freeze)';
const WITHHELD = `${NOT}(?: (?:be|get|be able to get|be eligible for|qualify for|receive|have))? (?:offered|given|eligible for|considered for|entitled to|included in|getting|receiving|qualify for|get|receive|granted|extended) (?:the |a |an |any |our |this |that )?(?:[a-z0-9]+ ){0,2}?${BENEFIT}\\b`;
// Listings limited for the person addressed: "since you're Hindu, I'll only be sending you listings near
// the temple" (24 CFR §100.70(c)(1): restricting choices by words; the second person is the class).
const YOU_ARE =
  '\\b(?:since|because|as|now that|given that|seeing as|if) (?:youre|you re|you are|your family is|you all are) (?:a |an |both |all )?';
const ONLY_SEND =
  '\\b(?:ill|i will|well|we will|im going to|were going to|i am going to|we are going to|i can|we can|im|i am|were|we are)(?: just)? only (?:be )?(?:send|sending|show|showing|email|emailing|offer|offering|give|giving|take|taking|pull|pulling|book|booking|look|looking|search|searching)\\b';
// An order to place the person: "put the blind applicants on the ground floor of Building D".
// Not "keep my service dog in the building": an animal or an aid placed is no person placed.
const PLACE_VERB = `\\b(?:put|place|house|move|assign|stick|seat|lodge)\\b(?! (?:[a-z]+ ){0,2}?${AID_OBJECTS}\\b)`;
const SECTION =
  '(?:(?:the |a |our |their )?(?:[a-z0-9]+ ){0,3}?(?:floor|floors|building|buildings|bldg|wing|annex|section|side|tower|end|level|units?|back|basement|rear|corner|townhomes|lofts|cottages|trailers)\\b)';

const REASON =
  'Announces worse treatment for people of a protected class: refused, removed, made to wait, charged more, placed apart or denied a benefit (42 U.S.C. §3604(a)-(b), (f); 24 CFR §100.60(b), §100.65(b), §100.70(c)(4))';

const rules = (category: ProtectedClass): StandaloneRule[] => {
  const who = classPerson(category);
  const base = { category, kind: 'exclude' as const, source: 'fha3604b' as const, reason: REASON };
  return [
    phraseRule({
      ...base,
      id: 'treatment-by-class',
      needs: [
        'declin',
        'denied',
        'reject',
        'refused',
        'turned',
        'disqualif',
        'screened out',
        'exclud',
        'barred',
        'banned',
        'evict',
        'removed',
        'escorted',
        'asked to',
        'told to',
        'made to wait',
        'kept',
        'charged',
        'moved',
        'relocated',
        'sent',
        'steered',
        'directed',
        'placed',
        'put',
        'housed',
        'assigned',
        'limited',
        'restricted',
        'confined',
        'only',
        'use the',
      ],
      // "… please use the service entrance": a request is the outcome too, but not for disability, where
      // "wheelchair users please use the side entrance" points to the accessible one.
      re: saidOf(
        `${who}[^|]{0,70}?`,
        `\\b${category === 'handicap' ? BE : `(?:${BE}|please)`}\\b${NEGATED} ${DONE}`,
      ),
    }),
    phraseRule({
      ...base,
      id: 'benefit-withheld-by-class',
      needs: [
        'offer',
        'given',
        'eligible',
        'consider',
        'entitled',
        'includ',
        'get',
        'receiv',
        'qualify',
        'granted',
        'extended',
      ],
      re: saidOf(`${who}[^|]{0,70}?`, `\\b${WITHHELD}`),
    }),
    phraseRule({
      ...base,
      id: 'placed-by-class',
      source: 'cfr10070c4',
      needs: ['put', 'place', 'house', 'move', 'assign', 'stick', 'seat', 'lodge'],
      re: `${PLACE_VERB}(?: (?:the|all|any|our|those|these|every|each))? (?=[^|]{0,60}?\\b(?:on|in|into|to|at) ${SECTION})(?:[a-z]+ ){0,2}?${who}[^|]{0,20}?\\b(?:on|in|into|to|at) ${SECTION}`,
    }),
    phraseRule({
      ...base,
      // "… the lesbian couple in unit 9, and the manager slipped them a notice to vacate" (§3604(a), §100.60(b)).
      id: 'notice-by-class',
      needs: ['notice', 'eviction'],
      re: saidOf(
        `${who}[^|]{0,80}?`,
        `\\b${NEGATED}(?:slipped|slip|slips|handed|hand|hands|gave|give|gives|served|serve|serves|sent|send|sends|issued|issue|issues|posted|post|posts|taped|tape)(?: (?:them|her|him|the family|the couple|the tenants?))? (?:a |an |their |her |his |the )?(?:notice to (?:vacate|quit)|eviction notice|(?:3|7|10|14|30|60|90) day notice|non ?renewal notice|notice of non ?renewal)\\b`,
      ),
    }),
    phraseRule({
      ...base,
      id: 'only-sent-by-class',
      source: 'cfr10070',
      needs: ['only'],
      re: saidOf(`${YOU_ARE}(?:[a-z]+ )?${who}[^|]{0,30}?`, ONLY_SEND),
    }),
  ];
};

export const TREATMENT_BY_CLASS_RULES: readonly StandaloneRule[] = ALL_CLASSES.flatMap(rules);
