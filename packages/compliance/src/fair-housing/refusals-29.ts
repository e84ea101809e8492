import { FAIR_HOUSING_CATEGORIES, STATE_PROTECTED_CATEGORIES } from '@pp/contract';
import { classWordsFor } from './class-words';
import { phraseRule, phraseRules, type StandaloneRule } from './standalone-rules';
import type { ProtectedClass } from './types';

/**
 * Review-29's refusals and extra conditions said plainly of a class (helper fh29), for every class:
 * - "the owner won't renew for a lesbian household": a refusal to renew "for" a class (refusing to rent
 *   "to" one is read by structure.ts already) (42 U.S.C. §3604(a), (b); 24 CFR §100.60(b)(1), §100.50(b)(1)).
 * - "require women applicants to have a male co-signer": a guarantor asked of one class (24 CFR
 *   §100.60(b)(4), §100.65(b)(1); different qualification criteria).
 * Plus "all applicants must show a U.S. birth certificate" (24 CFR §100.60(b)(4); HUD FHEO notice on
 * national origin, 2016: proof of citizenship by birth shuts out naturalised citizens) and "under 35 only"
 * (state age laws, e.g. M.G.L. c.151B §4(7); an adult age bar, so not read as familial status).
 * Left alone: "we won't renew for a second year at this rate", "require applicants to have a co-signer
 * if income is below 3x rent", "must show a photo ID or birth certificate", "under 30 minutes only".
 */
const CLASSES: readonly ProtectedClass[] = [...FAIR_HOUSING_CATEGORIES, ...STATE_PROTECTED_CATEGORIES];
const rules = (category: ProtectedClass): StandaloneRule[] => {
  const words = classWordsFor(category);
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
export const REFUSALS_29_RULES: readonly StandaloneRule[] = [
  ...CLASSES.flatMap(rules),
  ...phraseRules([
    {
      id: 'us-birth-certificate-required',
      category: 'national_origin',
      kind: 'exclude',
      source: 'cfr100',
      needs: ['birth certificate'],
      reason: 'Demands proof of birth in the U.S. (24 CFR §100.60(b)(4))',
      re: '\\b(?:must|required to|need to|needs to|have to|has to|shall) (?:show|provide|present|submit|produce|bring) (?:a |an |their |your |his |her )?(?:us|u s|american|united states) birth certificates?\\b',
    },
    {
      id: 'adult-age-cap-only',
      category: 'age',
      kind: 'exclude',
      source: 'state',
      needs: ['only'],
      reason: 'Bars adults over an age (state age laws, e.g. M.G.L. c.151B §4(7))',
      re: '\\b(?:under|below|younger than|no one over|nobody over) (?:2[1-9]|[3-9]\\d) only\\b(?! (?:minutes?|mins?|days?|hours?|miles?|dollars?)\\b)',
    },
  ]),
];
