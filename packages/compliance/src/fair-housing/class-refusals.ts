import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWordsFor } from './class-words';
import { phraseRule, phraseRules, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';
import { APPLICANT_ATTRIBUTES } from './vocabulary/applicant-attributes';
import { AID_PLURALS, AIDS, IMPAIRMENTS } from './vocabulary/handicap';

// Conditions and aids a person is "with" (42 U.S.C. §3602(h); 24 CFR §100.201(a)(2)), and children.
const ATTRIBUTES_WITH: Partial<Record<ProtectedClass, readonly string[]>> = {
  handicap: [
    ...IMPAIRMENTS,
    ...AIDS,
    ...AID_PLURALS,
    '(?:mental|psychiatric|physical|cognitive|developmental|intellectual|chronic) (?:illness|illnesses|condition|conditions|disability|disabilities|disorder|disorders|impairment|impairments)',
    'disability|disabilities|handicap|(?:seeing eye|guide|service|assistance|support) (?:dog|dogs|animal|animals)|esa|an esa',
  ],
  familial_status: ['kids|children|child|a baby|babies|toddlers?|infants?|teens|teenagers|minors'],
};

/**
 * Refusals and extra conditions said plainly of a class, or a home offered to one class "only"
 * (because-of-class.ts reads a refusal or worse term given with the class as its reason).
 * - "the owner won't renew for a lesbian household": a refusal to renew "for" a class, for every class
 *   (refusing to rent "to" one is read by structure.ts already) (42 U.S.C. §3604(a), (b); 24 CFR
 *   §100.60(b)(1), §100.50(b)(1)).
 * - "require women applicants to have a male co-signer": a guarantor asked of one class, for every
 *   class (24 CFR §100.60(b)(4), §100.65(b)(1); different qualification criteria; conditions-by-class.ts
 *   reads the male co-signer asked of women in other words).
 * - "under 35 only": an adult age bar (state age laws, e.g. M.G.L. c.151B §4(7)), so not read as
 *   familial status.
 * - "decline applications from unmarried partners living together" (marital status, e.g. Minn. Stat.
 *   363A.09).
 * - One sex only: "suites available for male executives only", and the sex said by its letter in a
 *   classified, "M only", "F only" (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1)).
 * Left alone: "we won't renew for a second year at this rate", "require applicants to have a co-signer
 * if income is below 3x rent", "under 30 minutes only", "office open M-F only".
 */
const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];
const rules = (category: ProtectedClass): StandaloneRule[] => {
  const words = classWordsFor(category);
  // What a person is "with": the class's attributes ("a mental illness", "a seeing-eye dog", "kids").
  const forms = [
    ...APPLICANT_ATTRIBUTES.filter((g) => g.category === category).flatMap((g) => g.forms),
    ...(ATTRIBUTES_WITH[category] ?? []),
  ];
  const attrs = forms.length ? `|${forms.join('|')}` : '';
  return [
    phraseRule({
      id: 'wont-renew-for-class',
      category,
      kind: 'exclude',
      source: 'fha3604b',
      needs: ['renew', 'extend'],
      reason: 'Refuses to renew, rent or sell to a protected class (42 U.S.C. §3604(a); 24 CFR §100.60(b))',
      re: `\\b(?:wont|will not|would not|wouldnt|refuses? to|cannot|cant|do not|dont|does not|doesnt) (?:renew|extend)\\b(?: (?:the lease|the unit|it))? (?:to|for|with) (?:a |an |any |the )?${words}\\b`,
    }),
    // "sorry but nobody with a mental illness, we've had bad experiences", "no one on a voucher, period":
    // "no X" said of people (HUD 1995 memo; 42 U.S.C. §3604(c)). The class must end its clause or be
    // followed by a refusal's tail, so "nobody with kids has complained" and "no one with a disability is
    // turned away" (statements about people) stay ok.
    phraseRule({
      id: 'nobody-with-class',
      category,
      kind: 'exclude',
      source: 'hud1995',
      needs: ['nobody', 'no one', 'noone', 'not anyone', 'no applicant', 'no tenant', 'no renter'],
      reason: 'Excludes people of a protected class ("nobody with …") (42 U.S.C. §3604(c); HUD 1995 memo)',
      re: `\\b(?:nobody|noone|no one|not anyone|no (?:applicants?|tenants?|renters?|residents?|people|persons))(?: (?:a |an |any |the |their )?${words}| (?:with|on|using|in|who (?:has|have|is|are|uses|use|needs|need)) (?:a |an |any |the |their )?(?:${words}${attrs}))\\b(?= ,| \\||$| (?:please|pls|sorry|allowed|accepted|permitted|thanks|thank you|period|ever|at all|whatsoever|here|in (?:this|the|our) (?:building|unit|home|house))\\b)`,
    }),
    phraseRule({
      id: 'cosigner-for-class',
      category,
      kind: 'exclude',
      source: 'cfr100',
      needs: ['signer', 'guarantor'],
      reason: 'Asks a guarantor of one protected class only (24 CFR §100.60(b)(4), §100.65(b)(1))',
      re: `\\b(?:require|requires|requiring|make|makes|ask|asks|force) ${words}\\b(?: applicants| tenants| renters| buyers)? to (?:have|get|bring|provide|add|find) (?:a |an )?(?:[a-z]+ )?(?:co signer|cosigner|co signers|cosigners|guarantor|guarantors)\\b`,
    }),
  ];
};

export const CLASS_REFUSAL_RULES: readonly StandaloneRule[] = [
  ...CLASSES.flatMap(rules),
  ...phraseRules([
    {
      id: 'adult-age-cap-only',
      category: 'age',
      kind: 'exclude',
      source: 'state',
      needs: ['only'],
      reason: 'Bars adults over an age (state age laws, e.g. M.G.L. c.151B §4(7))',
      re: '\\b(?:under|below|younger than|no one over|nobody over) (?:2[1-9]|[3-9]\\d) only\\b(?! (?:minutes?|mins?|days?|hours?|miles?|dollars?)\\b)',
    },
    {
      // "decline applications from unmarried partners living together" (e.g. Minn. Stat. 363A.09).
      id: 'refuse-unmarried-partners',
      category: 'marital_status',
      kind: 'exclude',
      source: 'state',
      needs: ['unmarried', 'cohabit'],
      reason: 'Refuses unmarried couples (marital status, e.g. Minn. Stat. 363A.09)',
      re: '\\b(?:decline|reject|deny|refuse|turn down|exclude)\\b(?: all| any)?(?: applications| applicants| rentals)? from (?:unmarried|cohabiting) (?:partners|couples)\\b',
    },
    {
      // "suites available for male executives only" (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1)).
      id: 'one-sex-only',
      category: 'sex',
      kind: 'exclude',
      source: 'fha3604c',
      needs: ['only'],
      reason: 'Offers the home to one sex only (42 U.S.C. §3604(c); 24 CFR §100.75(c)(1))',
      re: '\\b(?:for|to) (?:male|female|men|women)(?: [a-z]+){0,2} only\\b',
    },
    {
      // "M only", "F only": a sex by its letter in a classified (42 U.S.C. §3604(c)).
      id: 'sex-letter-only',
      category: 'sex',
      kind: 'prefer',
      source: 'fha3604c',
      needs: ['only'],
      reason: 'States a sex by its classified letter (42 U.S.C. §3604(c))',
      re: '(?<!\\b(?:m|f|mon|tue|wed|thu|fri|sat|sun|to|thru|through|sq|size|a|b|c|d|e)\\s)(?<=(?:^|,|\\|) ?)\\b(?:m|f) only\\b',
    },
  ]),
];
