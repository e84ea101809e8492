import { classWords } from './class-words';
import { phraseRule, type StandaloneRule } from './standalone-rules';
import { ALL_CLASSES, type ProtectedClass } from './types';

/**
 * Frames around a named group, for every class:
 * a home no longer to be let or sold to a group (board minutes, resolutions: 42 U.S.C. §3604(a),
 * (c); 24 CFR §100.75(c)(1)); a group told it "wouldn't be comfortable here" (steering, 24 CFR
 * §100.70(c)(1)); a group not encouraged to apply (§100.75(c)(3), discouraging); who the home "would
 * suit" or who the buyer will be "surrounded by" (HUD 1995 memo: a description, a warning by
 * default). The group is a class word (class-words.ts) or a paraphrase of one below: "folks who need
 * help getting around", "people who haven't been in this country long", "households with children",
 * "a buyer who is not a member of the parish".
 */
const PARAPHRASE: Partial<Record<ProtectedClass, string>> = {
  handicap:
    '(?:deaf|blind|disabled|handicapped|autistic|mentally ill|paralyzed|paraplegic) (?:folks|people|persons?|tenants?|renters?|applicants?|buyers?|residents?|kids|children|families)|(?:folks|people|those|anyone|someone|tenants?|renters?|applicants?) (?:in recovery|on disability|with (?:a )?(?:disability|disabilities|mental illness|autism|ptsd|hiv|aids|walkers?|wheelchairs?))|(?:folks|people|persons?|those|anyone|someone|tenants?|renters?|applicants?|buyers?|residents?) (?:who|that) (?:need|needs|require|requires) (?:help|assistance) (?:getting around|walking|moving around|with (?:the )?stairs|with daily (?:living|tasks))|(?:folks|people|persons?|those|anyone|someone|tenants?|renters?|applicants?) (?:who|that) (?:use|uses|rely on|relies on|get around in|gets around in) (?:a |an )?(?:wheelchairs?|walkers?|canes?|scooters?|crutches)',
  national_origin:
    '(?:immigrants|foreigners|refugees|newcomers|non citizens|noncitizens)|(?:folks|people|persons?|those|anyone|someone|tenants?|renters?|applicants?|buyers?|families) (?:who|that) (?:havent|have not|hasnt|has not) (?:been|lived) (?:in (?:this|the) country|here|in the (?:us|states)) (?:long|very long|that long|for long)|(?:folks|people|families|those|anyone|someone) (?:who are |that are )?(?:new|fresh|just off the boat) (?:to|in) (?:this|the) country|(?:folks|people|families|those|anyone|someone) (?:who|that) (?:just|recently) (?:got here|arrived|came over|immigrated)',
  familial_status:
    '(?:households?|families|family|tenants?|applicants?|buyers?|renters?|anyone|people|persons?|couples?|parents) with (?:(?:young|small|little|minor|school age) )?(?:children|kids|minors|a child|a baby|babies|toddlers)(?: under (?:\\d+|the age of \\d+))?',
  religion:
    '(?:a |an |any )?(?:buyers?|tenants?|renters?|applicants?|purchasers?|persons?|people|anyone|someone|families|households?) (?:who (?:is|are) not|who isnt|who arent|that (?:is|are) not|not) (?:a )?members? of (?:(?:st|saint|mt|our lady of) \\| |[a-z]+ ){0,3}?(?:parish|church|congregation|synagogue|temple|mosque|diocese|fellowship|ward|faith)',
};
const REFUSAL_CLASSES = ALL_CLASSES;
const group = (c: ProtectedClass) => `(?:${classWords(c, false)}${PARAPHRASE[c] ? `|${PARAPHRASE[c]}` : ''})`;

const HOME =
  '(?:units?|homes?|houses?|apartments?|condos?|lots?|leases?|rooms?|residences?|properties|property|shares)';
const LET = '(?:leased|rented|sold|let|offered|shown|transferred|conveyed|sublet|approved)';

// "No further units will be leased to households with children", "no unit may be sold to a buyer
// who is not a member of the parish". The negated form ("units will no longer be rented to X") is
// outcome-frames.ts's (mention-refuse-object).
const passiveRefusal = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'no-home-let-to',
    category,
    kind: 'exclude',
    source: 'cfr100',
    needs: [
      'be leased',
      'be rented',
      'be sold',
      'be let',
      'be offered',
      'be shown',
      'be transferred',
      'be conveyed',
      'be sublet',
      'be approved',
    ],
    reason:
      'Says no home will be let or sold to a group, as a rule or a board resolution (42 U.S.C. §3604(a), (c); 24 CFR §100.75(c)(1))',
    re: `\\bno (?:further |more |new |additional |other )?${HOME} (?:will|shall|may|can|is to|are to|would) be ${LET} to (?:any |a |an |the )?(?:[a-z]+ ){0,2}?${group(category)}\\b`,
  });

// "Folks who need help getting around wouldn't be comfortable here", "families with kids won't feel
// at home here": steering by the group's imagined comfort (24 CFR §100.70(c)(1)).
const STEER_NEEDS = ['comfortable', 'happy', 'fit in', 'at home', 'welcome'];
const uncomfortableHere = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'would-not-be-comfortable-here',
    category,
    kind: 'exclude',
    source: 'cfr10070',
    needs: STEER_NEEDS,
    reason:
      'Tells a group it would not be comfortable or fit in here, steering it away (24 CFR §100.70(c)(1); 42 U.S.C. §3604(a))',
    re: `\\b${group(category)} (?:probably |really |just |honestly |usually |generally |typically |likely |often )?(?:wouldnt|would not|wont|will not|dont|do not|never|arent going to|are not going to|would never) (?:really |ever )?(?:be |feel |)(?:comfortable|happy|at home|welcome|fit in)(?: (?:here|in this (?:building|neighborhood|community|complex|area)|living here))?\\b`,
  });

// "People who haven't been in this country long … so we don't encourage them to apply".
const discouraged = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'not-encouraged-to-apply',
    category,
    kind: 'exclude',
    source: 'cfr100',
    needs: ['encourage', 'discourage', 'invite'],
    reason: 'Discourages a group from applying (24 CFR §100.75(c)(3); 42 U.S.C. §3604(a), (c))',
    re: `\\b${group(category)}\\b[^|]{0,60}? (?:(?:dont|do not|wont|will not|never|dont really|do not really) (?:encourage|invite) (?:them|those|such people|these|him|her) to (?:apply|rent|move in|look)|(?:discourage|discourages) (?:them|those|him|her) from (?:applying|renting|moving in))\\b`,
  });

// "Would suit a single professional", "would really suit a retired couple": who the home suits (HUD
// 1995 memo), the modal form the SUITS grammar does not read.
const wouldSuit = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'would-suit',
    category,
    kind: 'suits',
    severity: 'warn',
    source: 'hud1995',
    needs: ['suit', 'fit'],
    reason: 'Says who the home would suit (HUD 1995 memo; 42 U.S.C. §3604(c))',
    re: `\\b(?:would|will|should|could|might|may) (?:really |best |nicely |perfectly |ideally |also )?(?:suit|fit) (?:a |an |the |one )?(?:(?:nice|young|quiet|busy|working|mature|retired) )?(?:${group(category)}${category === 'marital_status' ? '|(?:single|unmarried|married|divorced|widowed) (?:professionals?|tenants?|renters?|persons?|nurses?|teachers?|students?|gentleman|guy|gal)' : ''})\\b`,
  });

// "You'll be surrounded by young families", "surrounded by fellow retirees": who lives around, a
// description of residents (24 CFR §109.20(a); HUD 1995 memo), a warning.
const surroundedBy = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'surrounded-by',
    category,
    kind: 'describe',
    severity: 'warn',
    source: 'hud1995',
    needs: ['surrounded by'],
    reason:
      'Describes the residents by class, who the buyer would be surrounded by (24 CFR §109.20(a); HUD 1995 memo)',
    re: `\\bsurrounded by (?:lots of |other |plenty of |mostly |many |fellow |nothing but |all )?(?:${group(category)})\\b`,
  });

// "Would rather rent to a fellow veteran", "prefers to sell to another Catholic family": the
// preference with "fellow" or "another" before the class word, which the SEEK grammar's fillers omit.
const ratherFellow = (category: ProtectedClass): StandaloneRule =>
  phraseRule({
    id: 'rather-rent-to-fellow',
    category,
    kind: 'prefer',
    source: 'fha3604c',
    needs: ['fellow', 'another', 'one of our own'],
    reason: 'States a preference for a fellow member of a class (42 U.S.C. §3604(c))',
    re: `\\b(?:would rather|would prefer to|prefers? to|wants? to|would like to|hopes? to|rather) (?:only )?(?:rent|lease|sell|show)(?: [a-z0-9]+){0,4}? to (?:a |an )?(?:fellow|another) ${group(category)}\\b`,
  });

const DESCRIBE_CLASSES: readonly ProtectedClass[] = [
  'familial_status',
  'race',
  'religion',
  'national_origin',
  'marital_status',
  'age',
  'handicap',
];

export const GROUP_FRAME_RULES: readonly StandaloneRule[] = [
  ...REFUSAL_CLASSES.map(passiveRefusal),
  ...REFUSAL_CLASSES.map(uncomfortableHere),
  ...REFUSAL_CLASSES.map(discouraged),
  ...REFUSAL_CLASSES.map(ratherFellow),
  ...DESCRIBE_CLASSES.map(wouldSuit),
  ...DESCRIBE_CLASSES.map(surroundedBy),
];
