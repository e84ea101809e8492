import type { StandaloneRule } from './standalone-rules';

/**
 * "Must be fit to sign the lease". A landlord may require the legal capacity to contract: being of
 * legal age (18, or the state's age of majority) and able to sign is a tenancy requirement applied to
 * everyone, and 24 CFR §100.202(c)(1) lets a landlord ask whether an applicant can meet the tenancy's
 * requirements. But "fit" and "competent" are the words of physical and mental fitness, and
 * §100.202(c) bars asking whether an applicant has a handicap or its nature or severity (HUD reads a
 * requirement to "live independently" that way). Read plainly, "fit to sign the lease" is ambiguous
 * between the two, so it warns and the suggestion names the lawful wording. A mental or physical
 * qualifier ("mentally fit to sign", "of sound mind and body") leaves no doubt and blocks. "Legally
 * competent to sign", "of legal age to sign" and "18+ to sign" are the lawful condition and stay ok.
 * capacity-to-sign.test.ts holds the cases.
 */
const SIGN =
  '(?:to|enough to) (?:sign|enter into|execute|understand|agree to) (?:the |a |this |our |your )?(?:lease|contract|rental agreement|lease agreement|agreement|paperwork)';
const MUST =
  '(?:must|should|shall|need to|needs to|has to|have to|required to|expected to|applicants must|tenants must)';

export const CAPACITY_RULES: readonly StandaloneRule[] = [
  {
    id: 'fit-to-sign',
    category: 'handicap',
    kind: 'prefer',
    severity: 'warn',
    source: 'cfr100202',
    reason:
      '“Fit” or “competent” to sign can read as a mental or physical fitness test (24 CFR §100.202(c)); say “must be of legal age (18+) to sign the lease”',
    needs: ['fit', 'competent'],
    re: new RegExp(`\\b${MUST} be (?:fit|competent) ${SIGN}\\b`, 'g'),
  },
  {
    id: 'mentally-fit-to-sign',
    category: 'handicap',
    kind: 'prefer',
    source: 'cfr100202',
    reason: 'Requires a mental or physical ability to rent (24 CFR §100.202(c); HUD 1995 memo)',
    needs: ['mentally', 'physically', 'psychologically', 'sound mind'],
    re: new RegExp(
      `\\b${MUST} be (?:(?:mentally|physically|psychologically) (?:fit|competent|capable|sound|able)|of sound mind(?: and body)?) ${SIGN}\\b`,
      'g',
    ),
  },
];

/** Masked before class words are read (acceptable.ts): the "fit" here is capacity-to-sign's, not must-be's. */
export const CAPACITY_PHRASES: readonly string[] = ['fit to sign', 'competent to sign', 'fit enough to sign'];
