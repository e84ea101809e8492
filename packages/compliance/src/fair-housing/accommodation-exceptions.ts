import { classPerson } from './class-person';
import { phraseRules, type StandaloneRule } from './standalone-rules';

/**
 * A reasonable accommodation refused in advance, without the word: a rule said to admit no exception
 * "even for tenants with disabilities", or a live-in aide who may not join the household. 42 U.S.C.
 * §3604(f)(3)(B) and 24 CFR §100.204 (refusing to make reasonable accommodations in rules, policies,
 * practices or services); the HUD/DOJ Joint Statement on reasonable accommodations (2004) names a
 * live-in aide as one. Also a request ordered refused ("deny the grab-bar request"), and who the home
 * suits by living independently (24 CFR §100.202(c)), a warning. Left alone: "no exceptions" said of everyone with nothing about disability, a
 * rule relaxed ("we make exceptions for tenants with disabilities"), an aide's parking or keys.
 */
const NO_EXCEPTION =
  '(?:no exceptions?|make no exceptions?|(?:dont|do not|wont|will not|cannot|cant|can not|never) (?:make|grant|allow|give) (?:an? |any )?exceptions?|without exceptions?|exceptions? (?:are not|arent|will not be|wont be|cannot be|cant be) (?:made|granted|given)|not (?:even|negotiable|flexible))';
const EVEN = '(?:even|including|not even|also|regardless of whether you are|whether or not you are)';
// People with a disability, as the vocabularies name them or "tenants with disabilities".
const WHO = `(?:${classPerson('handicap')}|\\bwith (?:a |any )?(?:disabilit(?:y|ies)|handicaps?|impairments?|special needs)\\b)`;
const AIDE =
  '(?:(?:live in|full time|overnight|in home|home health|personal) )?(?:caregivers?|care givers?|carers?|aides?|attendants?|personal care (?:attendants?|assistants?|aides?)|pcas?|nurses?)';
const NOT_JOIN =
  '(?:cant|cannot|can not|may not|will not|wont|is not allowed to|are not allowed to|isnt allowed to|arent allowed to|not allowed to|is not permitted to|are not permitted to) (?:be added|be put|be listed|go|live|stay|move in|reside|sleep over|be on)';

// A request an order says to refuse: "deny the grab-bar request in 3A", "reject her ESA letter".
const REQUEST_REFUSED =
  '(?:deny|denies|reject|rejects|refuse|refuses|decline|declines|turn down|turns down|ignore|ignores|say no to) (?:the|her|his|their|that|this|any|all) (?:[a-z]+ ){0,2}?(?:accommodation|modification|grab ?bar|ramp|rails?|handrails?|service (?:animal|dog)|support (?:animal|dog)|assistance animal|esa|reserved parking|accessible parking|wheelchair|live in aide|caregiver)s? (?:requests?|applications?|asks?|letters?|forms?)';
// Who the home suits or requires by independence: "tenants who don't need any help with daily living"
// (24 CFR §100.202(c): no inquiry or rule that residents be able to live independently).
const INDEPENDENT =
  '(?:(?:suits?|ideal for|best for|perfect for|meant for|only for|designed for|for) (?:[a-z]+ ){0,2}?(?:independent|self sufficient) (?:tenants|residents|people|adults|seniors|renters)|(?:who|that) (?:dont|do not|doesnt|does not|wont|will not|never) need (?:any |much )?(?:help|assistance|care|support) with (?:daily living|activities of daily living|everyday (?:tasks|living)|daily tasks|personal care))';

export const ACCOMMODATION_EXCEPTION_RULES: readonly StandaloneRule[] = phraseRules([
  {
    id: 'request-refused',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: ['request', 'application', 'ask', 'letter', 'form'],
    reason:
      'Orders an accommodation or modification request refused (42 U.S.C. §3604(f)(3)(A)-(B); 24 CFR §100.203, §100.204)',
    re: `\\b(?<!\\b(?:not|never|dont|do not|wont|will not|cannot|cant) )${REQUEST_REFUSED}\\b`,
  },
  {
    id: 'independent-living',
    category: 'handicap',
    kind: 'suits',
    severity: 'warn',
    source: 'hudDojRa2004',
    needs: ['independent', 'self sufficient', 'daily living', 'everyday', 'daily tasks', 'personal care'],
    reason:
      'Says the home suits people who live independently, a preference against residents with disabilities (24 CFR §100.202(c); HUD 1995 memo)',
    re: `\\b${INDEPENDENT}\\b`,
  },
  {
    id: 'no-exception-for-disability',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: ['exception', 'negotiable', 'flexible'],
    reason:
      'Says a rule admits no exception for people with disabilities, which refuses reasonable accommodations in advance (42 U.S.C. §3604(f)(3)(B); 24 CFR §100.204)',
    re: `\\b${NO_EXCEPTION}\\b[^|]{0,80}?\\b(?:medical (?:reasons?|needs?|conditions?|issues?)|disabilit(?:y|ies)|doctors? notes?|doctor s notes?|letters?) or not\\b|\\b${NO_EXCEPTION}\\b[^|]{0,70}?\\b${EVEN} (?:for|to|if|when|with) (?:(?:the|any|our|a|an) )?(?:[a-z]+ ){0,2}?${WHO}|${WHO}[^|]{0,40}?\\b(?:too|either|included)? ?,? ?${NO_EXCEPTION}\\b`,
  },
  {
    id: 'aide-may-not-live',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: ['caregiver', 'care giver', 'carer', 'aide', 'attendant', 'pca', 'nurse'],
    reason:
      'Refuses a live-in aide or caregiver a place in the home, a reasonable accommodation (HUD/DOJ Joint Statement, 2004; 24 CFR §100.204)',
    re: `\\b${AIDE}\\b[^|]{0,15}?\\b${NOT_JOIN}\\b(?! (?:in|at) (?:the )?(?:tenant|resident|reserved|visitor) (?:spots?|parking))`,
  },
  {
    // "A live-in aide counts as another occupant, must pass the full income screen, and adds $200 a month":
    // an aide is an accommodation, not a tenant (HUD/DOJ Joint Statement, 2004; 24 CFR §100.204).
    id: 'aide-burdened',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: ['caregiver', 'care giver', 'carer', 'aide', 'attendant', 'pca', 'nurse'],
    reason:
      'Charges or screens a live-in aide as a tenant, burdening a reasonable accommodation (HUD/DOJ Joint Statement, 2004; 24 CFR §100.204)',
    re: `\\b${AIDE}\\b[^|]{0,60}?\\b(?:must|has to|needs to|will have to) (?:pass|meet|qualify|go through)(?: [a-z]+){0,3}? (?:income|credit|screen|screening|ratio)|\\b${AIDE}\\b[^|]{0,60}?\\badds? (?:an? (?:extra |additional )?)?\\d+(?: , \\d{3})*(?: (?:a|per) (?:month|week))? (?:to the rent|in rent|rent)`,
  },
  {
    // "Transfer requests … only at renewal, doctor's note or not"; "we don't do assigned parking" to a tenant
    // with a placard and MS; "your SSDI lands on the 3rd, but that's not our problem" (24 CFR §100.204).
    id: 'accommodation-refused-anyway',
    category: 'handicap',
    kind: 'exclude',
    source: 'hudDojRa2004',
    needs: [
      'or not',
      'placard',
      'ssdi',
      'ssi',
      'disability check',
      'disability payment',
      'disability benefit',
    ],
    reason:
      'Refuses a change a disability needs (a transfer, a parking space, a due date), whatever the proof (42 U.S.C. §3604(f)(3)(B); 24 CFR §100.204)',
    re: `\\b(?:requests?|transfers?|accommodations?|exceptions?|parking|spots?|spaces?|units?)\\b[^|]{0,80}?\\b(?:doctors? notes?|doctor s notes?|medical (?:notes?|letters?|reasons?|needs?)|disabilit(?:y|ies)) or not\\b|\\b(?:placard|handicap(?:ped)? (?:tags?|plates?|stickers?)|disability (?:tags?|plates?|placards?))\\b[^|]{0,60}?\\b(?:dont|do not|cant|cannot|wont|will not) (?:do|offer|give|assign|have|reserve|hold)(?: any)? (?:assigned |reserved |designated |accessible )?(?:parking|spots?|spaces?)\\b|\\b(?:ssdi|ssi|disability (?:checks?|payments?|benefits?))\\b[^|]{0,50}?(?:\\| [^|]{0,40}?)?\\b(?:not our problem|cant change|cannot change|wont change|will not change|no exceptions|doesnt matter|does not matter)\\b`,
  },
]);
