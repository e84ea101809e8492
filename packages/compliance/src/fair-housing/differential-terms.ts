import { phraseRule, type StandaloneRule } from './standalone-rules';
import { PERCEIVED_TRAITS, type TraitGroup, traitRe } from './vocabulary/perceived-traits';

/**
 * Different terms for people an agent perceives as a class: a longer waitlist for callers who "sound
 * Black", a higher quoted rate for a caller with an accent, extra references for darker-skinned
 * applicants. 42 U.S.C. §3604(b) and 24 CFR §100.65(b)(1)-(4) (different rent, deposit, screening or
 * services by class); §100.80(b)(1)-(3) (a different waiting period or availability quoted by class).
 * Two frames around a perceived trait (vocabulary/perceived-traits.ts): a contrast with "everyone else"
 * about a term of the tenancy (the price, the wait, the references, the tour), or more of a term asked
 * of them ("need two extra references"). Left alone: the same terms said of everyone ("every caller
 * hears the same availability"), an accent wall, a fair-weather porch.
 */
const TERM =
  '(?:wait ?lists?|waiting lists?|wait|waits|rates?|prices?|pricing|quotes?|quoted|specials?|discounts?|deposits?|references?|tours?|showings?|fees?|rent|leases?|co ?signers?|cosigners?|guarantors?|credit checks?|background checks?|screening|approvals?|approved|move ins?|months|weeks|paperwork|documents|call ?backs?|availability|applications?|concessions?|incentives?)';
const CONTRAST =
  '(?:everyone else|everybody else|anyone else|all (?:the )?others|all other (?:callers|applicants|tenants|renters|buyers|people|prospects)|other (?:callers|applicants|prospects)|others|the rest(?: of (?:them|the callers|the applicants))?)';
const MORE =
  '(?:extra|additional|more|double|doubled|twice the|higher|longer|bigger|larger|a second|another|stricter|tougher)';
const ASKED =
  '(?:need|needs|must|have to|has to|get|gets|pay|pays|wait|waits|are asked for|provide|submit|are charged|are quoted|quote|quoted|hear|hears|are told|owe|owes|require|requires|put down)';

// A verb that itself adds to a term: "add a $500 deposit", "bump the rent".
const ADDED = `(?:add|adds|tack on|tacks on|raise|raises|bump up|bumps up|bump|increase|increases|double|doubles)\\b[^|]{0,25}?\\b${TERM}`;

const rule = (g: TraitGroup): StandaloneRule =>
  phraseRule({
    id: 'trait-terms',
    category: g.category,
    kind: 'exclude',
    source: 'fha3604b',
    needs: g.needs,
    reason:
      'Sets different terms (price, wait, references, tours) for people perceived as a protected class (42 U.S.C. §3604(b); 24 CFR §100.65, §100.80)',
    // The contrast may sit in the next sentence of a script ("… eighteen months. Everyone else gets a tour").
    re: `${traitRe(g)}(?=[^|]{0,160}?(?:\\|[^|]{0,100}?)?\\b${CONTRAST}\\b)(?=[^|]{0,160}?(?:\\|[^|]{0,100}?)?\\b${TERM}\\b)|${traitRe(g)}(?=[^|]{0,60}?\\b(?:${ASKED}\\b[^|]{0,30}?\\b${MORE}\\b[^|]{0,15}?\\b${TERM}|${ADDED})\\b)`,
  });

export const DIFFERENTIAL_TERM_RULES: readonly StandaloneRule[] = PERCEIVED_TRAITS.map(rule);
