import { NUMBER } from './number-words';
import type { StandaloneRule } from './standalone-rules';

/**
 * Lease clauses and house rules that limit who may live in the home by age: "no person under the age
 * of 18 shall reside", "occupants must be 21 or older", "minors may not occupy the unit", "no minors".
 * A home closed to residents under 18 is closed to families with children: familial status is "one or
 * more individuals (who have not attained the age of 18 years)" living with a parent or custodian
 * (42 U.S.C. §3602(k)), and a notice stating such a limitation is unlawful (§3604(c)). Only housing
 * for older persons may do it (§3607(b), 55+ or 62+): those ages are left to the HOPA rules
 * (standalone-rules.ts age-plus), and in a text that states the HOPA exemption (hopa-stated.ts) these
 * rules are not read; an age-55+ text that does not state it turns their blocks into warnings
 * (findings.ts resolveOverlaps). Who signs the lease ("tenant must be 18 or older") and what a
 * minor may do ("no one under 18 may use the pool") name no resident and are not read.
 */

// The people a residence rule is about: residents and occupants, not applicants or lease signers.
const WHO =
  '(?:persons?|people|one|individuals?|occupants?|residents?|children|child|minors?|kids?|household members?|members of (?:the |your )?household|anyone|anybody|tenants?)';
const YOUNGER = '(?:under|below|younger than|less than|beneath)';
// 55 and 62 are the HOPA ages (42 U.S.C. §3607(b)(2)); their rules live in standalone-rules.ts.
const AGE = `(?!55\\b|62\\b)${NUMBER}(?![a-z0-9])(?: (?:years?|yrs?)\\b(?: of age\\b| old\\b)?)?`;
const AGE_OF = `(?:the age of |age |an age of )?${AGE}`;
// "Nobody under 18." alone in its clause: an age at which a person may still be a child (the age of majority,
// 18, and the 19 and 21 some lease rules use) says no children live here; a higher one ("no one under 30")
// is an age preference (standalone-rules.ts age-limit), as the corpus labels it.
const MINOR_AGE = `(?:the age of |age |an age of )?(?:1\\d|2[01]|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty ?one)(?![a-z0-9])(?: (?:years?|yrs?)\\b(?: of age\\b| old\\b)?)?`;
const MAY =
  '(?:shall|may|will|can|could|must|should|is to|are to|is permitted to|are permitted to|is allowed to|are allowed to)';
const MAY_NOT = `(?:${MAY} not|shall never|may never|cannot|cant|wont|shant|mustnt|are not permitted to|is not permitted to|are not allowed to|is not allowed to|are prohibited from|is prohibited from)`;
// Verbs of living somewhere, in every form a lease uses.
const RESIDE =
  '(?:reside|resides|residing|occupy|occupies|occupying|live|lives|living|dwell|stay overnight|move in|moving in|be in residence|be occupants?|be residents?|take up residence)';
const RESIDE_AT = `${RESIDE}(?: (?:in|at|on|upon))?`;
// A limitation said after its subject: "are not permitted", "not allowed", "prohibited".
const BARRED =
  '(?:(?:are|is|will be|shall be)? ?(?:not|never) (?:permitted|allowed|accepted|admitted|welcome|authorized)|(?:are|is|will be|shall be)? ?(?:prohibited|barred|forbidden|excluded))';
// An adult's age floor: "18 or older", "at least 21 years of age", "over 18", "21+".
const MINIMUM = `(?:at least ${AGE}|(?:over|above|older than) ${AGE}|${AGE} (?:or|and) (?:older|over|above|up)|${AGE} ?\\+|an adult|adults|of legal age|of full age)`;
// "Residents must be 18 or older to reserve the clubhouse": an age for doing something names no
// resident, unless the thing is living there.
const NOT_PURPOSE =
  '(?! (?:old|of age|years?|yrs?|age)\\b)(?!(?: (?:years?|yrs?)(?: of age| old)?)? (?:to|in order to|for|when|if|before|with|on)\\b(?! (?:reside|live|occupy|stay|move in|be (?:an? )?(?:occupant|resident))))';
const EVERY_RESIDENT =
  '(?:(?:all|every|each|any) (?:persons? residing|persons? living|occupants?|residents?|household members?|members? of the household|persons? occupying|people living|people residing)|occupants?|residents?|household members?|persons? residing|persons? occupying|everyone (?:living|residing))(?: (?:in|at|on|of) (?:the |this |said )?(?:unit|premises|property|apartment|home|house|dwelling|household))?';

export const RESIDENCY_AGE_RULES: readonly StandaloneRule[] = [
  {
    // "No occupant may be under 18", "unit is for residents 21 and older only", "may only be occupied
    // by persons 18 years or older", "nobody under eighteen lives here, and we'd like to keep it that way".
    id: 'residents-not-under',
    needs: [
      'occupant',
      'resident',
      'occupied',
      'keep it that way',
      'household member',
      'not permit',
      'not allow',
      'not let',
      'never permit',
      'never allow',
    ],
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3602k',
    hopaExempt: true,
    re: new RegExp(
      `\\b(?:(?:not|never) (?:permit|allow|let) (?:any |a )?${WHO} ${YOUNGER} ${AGE_OF} (?:to )?${RESIDE}|(?:no|not any) (?:occupants?|residents?|persons? residing|household members?) (?:may|shall|can|will|is permitted to|is allowed to) be ${YOUNGER} ${AGE_OF}|for (?:residents|occupants|tenants|persons|people|adults) (?:aged |age )?${MINIMUM} only|(?:may|shall|can|will|is to|are to) (?:only |solely )?be (?:occupied|inhabited|lived in) (?:only |solely )?by (?:persons?|people|individuals?|adults|those)? ?(?:aged |age )?${MINIMUM}|(?:no one|nobody|no children|no kids|no minors)(?: ${YOUNGER} ${AGE_OF})? (?:lives?|living|reside|resides|is living|are living) (?:here|in (?:the|this) (?:home|house|unit|building))[^|]{0,40}?keep it that way)`,
      'g',
    ),
  },
  {
    // "Minimum age for all occupants is 21", "minimum occupant age: 18", "age requirement: all residents
    // 25 and up", "must be 21+ to live here": an age floor on who lives in the home.
    id: 'minimum-resident-age',
    needs: [
      'minimum',
      'age requirement',
      'age limit',
      'age restriction',
      'to live',
      'to reside',
      'to occupy',
      'to move in',
    ],
    category: 'familial_status',
    kind: 'prefer',
    source: 'fha3602k',
    hopaExempt: true,
    re: new RegExp(
      `\\b(?:minimum (?:occupant|resident|occupancy|residency|residential) age(?: (?:is|of))?(?: \\|)? ${AGE}|minimum age (?:for|of) (?:all |any |each )?(?:occupants?|residents?|household members?|persons? residing|people living(?: here| in the (?:unit|home))?)(?: is| of)?(?: \\|)? ${AGE}|age (?:requirement|limit|restriction|minimum)s?(?: is| for (?:all |any )?(?:occupants?|residents?))?(?: \\|)? (?:all |every |each )?(?:occupants?|residents?|household members?) (?:are |must be |shall be )?${MINIMUM}|(?:must|need to|needs to|have to|has to) be ${MINIMUM} (?:years? old |of age )?to (?:live|reside|occupy|move in|stay)\\b)`,
      'g',
    ),
  },
  {
    // The passive of a lease: "the premises shall not be occupied by any person under 18", "unit may
    // not be occupied by children", "occupancy by persons under the age of 18 is prohibited".
    id: 'not-occupied-by-minors',
    needs: ['occupied by', 'inhabited by', 'occupancy by', 'residency by'],
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3602k',
    hopaExempt: true,
    re: new RegExp(
      `\\b(?:(?:shall|may|will|is to|are to|must|can|is|are) (?:not|never) (?:to )?be (?:occupied|inhabited|lived in|resided in) by|(?:occupancy|residency|residence) by) (?:any |a )?(?:minors?|children|child|kids|(?:persons?|people|one|anyone|individuals?) ${YOUNGER} ${AGE_OF})(?!(?: [a-z]+)? (?:is|are|will be|shall be) (?:permitted|allowed|welcome))`,
      'g',
    ),
  },
  {
    // "No person under the age of 18 shall reside", "no one younger than 16 may occupy the unit".
    id: 'no-one-under-may-reside',
    needs: ['under', 'below', 'younger', 'less than', 'beneath'],
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3602k',
    hopaExempt: true,
    re: new RegExp(
      `\\b(?:no|not any) (?:residents?|occupants?|household members?|tenants?|renters?) ${YOUNGER} ${AGE_OF}(?= \\||$| ,)|\\b(?:(?:no|not any) (?:persons?|people|one)|nobody|noone) ${YOUNGER} ${MINOR_AGE}(?= \\||$| ,)|\\b(?:(?:no|not any) ${WHO}|nobody|noone) ${YOUNGER} ${AGE_OF} (?:${MAY} (?:${RESIDE_AT}|be permitted to ${RESIDE}|be allowed to ${RESIDE})|${BARRED}(?: to ${RESIDE})?)`,
      'g',
    ),
  },
  {
    // "Residents under 16 not permitted", "persons under eighteen may not reside in the apartment".
    id: 'under-may-not-reside',
    needs: ['under', 'below', 'younger', 'less than', 'beneath'],
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3602k',
    hopaExempt: true,
    re: new RegExp(
      `\\b${WHO} ${YOUNGER} ${AGE_OF} (?:${MAY_NOT} ${RESIDE}|${BARRED}(?: to ${RESIDE}| as (?:occupants?|residents?)| in (?:the )?(?:unit|apartment|home|house|premises|building|dwelling))?(?= \\||$| ,| (?:to|as|in|on)\\b))`,
      'g',
    ),
  },
  {
    // "No minors", "minors may not reside", "children are not permitted to live in the unit".
    id: 'no-minors',
    needs: ['minor', 'child', 'kids', 'under 18', 'under eighteen'],
    category: 'familial_status',
    kind: 'exclude',
    source: 'fha3602k',
    hopaExempt: true,
    re: new RegExp(
      `\\b(?:no (?:minors|persons? under 18|one under 18)(?= \\||$| ,| (?:allowed|permitted|accepted|please|period|at all)\\b)|(?:minors|minor children|children|kids|persons under 18|under 18s|under eighteens) (?:${MAY_NOT} ${RESIDE}|${BARRED} to ${RESIDE}))`,
      'g',
    ),
  },
  {
    // "Occupants must be 21 or older", "every occupant shall be at least eighteen years old",
    // "all residents must be adults".
    id: 'residents-must-be-adults',
    needs: ['occupan', 'resid', 'household', 'living'],
    category: 'familial_status',
    kind: 'prefer',
    source: 'fha3602k',
    hopaExempt: true,
    re: new RegExp(
      `\\b(?:${EVERY_RESIDENT}) (?:must|shall|should|will|need to|needs to|have to|has to|are required to|is required to) be ${MINIMUM}${NOT_PURPOSE}`,
      'g',
    ),
  },
  {
    // "Occupancy is restricted to persons 21 years of age and older", "residency limited to adults".
    id: 'occupancy-restricted-to-adults',
    needs: ['restricted to', 'limited to', 'open only to'],
    category: 'familial_status',
    kind: 'prefer',
    source: 'fha3602k',
    hopaExempt: true,
    re: new RegExp(
      `\\b(?:occupancy|residency|residence) (?:is |shall be |will be )?(?:restricted|limited|open only) to (?:persons?|people|individuals?|those)? ?(?:aged |age )?${MINIMUM}`,
      'g',
    ),
  },
  {
    // "Only adults may occupy the unit", "only persons 18 or older are permitted to reside".
    id: 'only-adults-may-reside',
    needs: ['only adults', 'solely adults', 'only persons', 'only people', 'only those'],
    category: 'familial_status',
    kind: 'prefer',
    source: 'fha3602k',
    hopaExempt: true,
    re: new RegExp(
      `\\b(?:only|solely) (?:adults|(?:persons?|people|those) (?:aged |age )?${MINIMUM}) (?:${MAY}|are permitted to|are allowed to) ${RESIDE}`,
      'g',
    ),
  },
];
